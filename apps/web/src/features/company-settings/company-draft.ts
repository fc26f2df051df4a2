import {
  type CompanyUpdate,
  type CompanyVariablesAnswer,
  type CompanyVariablesPut,
  type CompanyWebsite,
  type CompanyWebsiteUpdate,
  type CompanyWithSubscription,
  CURRENCIES,
} from '@comptoir/core';

/** The company details form as typed. */
export interface DetailsDraft {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  tax_id: string;
  currency: string;
  timezone: string;
  locale: string;
}

export function detailsDraftOf(company: CompanyWithSubscription): DetailsDraft {
  return {
    name: company.name,
    email: company.email ?? '',
    phone: company.phone ?? '',
    address: company.address ?? '',
    city: company.city ?? '',
    country: company.country ?? '',
    tax_id: company.tax_id ?? '',
    currency: company.currency,
    timezone: company.timezone,
    locale: company.locale,
  };
}

/**
 * The PUT /company body. Blank optional text clears the field (the API takes '' as "none", and an
 * email as null); the currency is left out once it is locked, so a locked company can still save.
 */
export function detailsBody(draft: DetailsDraft, currencyLocked: boolean): CompanyUpdate {
  const email = draft.email.trim();
  return {
    name: draft.name.trim(),
    email: email === '' ? null : email,
    phone: draft.phone.trim(),
    address: draft.address.trim(),
    city: draft.city.trim(),
    country: draft.country.trim().toUpperCase(),
    tax_id: draft.tax_id.trim(),
    ...(currencyLocked ? {} : { currency: draft.currency }),
    timezone: draft.timezone,
    locale: draft.locale as CompanyUpdate['locale'],
  };
}

/** The prefixes the documents screen edits, in the order it shows them. */
export const PREFIX_FIELDS = [
  'invoice_prefix',
  'quotation_prefix',
  'credit_note_prefix',
  'order_prefix',
  'receipt_prefix',
] as const;
export type PrefixField = (typeof PREFIX_FIELDS)[number];

export type DocumentsDraft = Record<PrefixField, string> & {
  /** whole days as typed; empty: due on receipt */
  invoice_due_days: string;
  amount_in_words: boolean;
};

export function documentsDraftOf(variables: CompanyVariablesAnswer): DocumentsDraft {
  return {
    invoice_prefix: variables.invoice_prefix,
    quotation_prefix: variables.quotation_prefix,
    credit_note_prefix: variables.credit_note_prefix,
    order_prefix: variables.order_prefix,
    receipt_prefix: variables.receipt_prefix,
    invoice_due_days: variables.invoice_due_days === null ? '' : String(variables.invoice_due_days),
    amount_in_words: variables.amount_in_words,
  };
}

/** The PUT /company/variables body, or the key of what is wrong with the days as typed. */
export function documentsBody(
  draft: DocumentsDraft,
): { body: CompanyVariablesPut; error: null } | { body: null; error: 'due_days_invalid' } {
  const days = draft.invoice_due_days.trim();
  if (days !== '' && !/^\d{1,3}$/.test(days)) return { body: null, error: 'due_days_invalid' };
  const prefixes = Object.fromEntries(PREFIX_FIELDS.map((field) => [field, draft[field].trim()]));
  return {
    body: {
      ...(prefixes as Record<PrefixField, string>),
      invoice_due_days: days === '' ? null : Number(days),
      amount_in_words: draft.amount_in_words,
    },
    error: null,
  };
}

export interface WebsiteDraft {
  title: string;
  description: string;
  domain: string;
  primary_color: string;
  whatsapp_phone: string;
  published: boolean;
}

export function websiteDraftOf(website: CompanyWebsite): WebsiteDraft {
  return {
    title: website.title,
    description: website.description,
    domain: website.domain ?? '',
    primary_color: website.primary_color,
    whatsapp_phone: website.whatsapp_phone ?? '',
    published: website.published,
  };
}

export function websiteBody(draft: WebsiteDraft): CompanyWebsiteUpdate {
  const domain = draft.domain.trim();
  const phone = draft.whatsapp_phone.trim();
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    domain: domain === '' ? null : domain,
    primary_color: draft.primary_color,
    whatsapp_phone: phone === '' ? null : phone,
    published: draft.published,
  };
}

/**
 * Currencies as choices, by code, each named once in the user's language: "XAF — franc CFA (BEAC)".
 * A currency the browser cannot name keeps the English name of the list.
 */
export function currencyOptions(language = 'en'): { value: string; label: string }[] {
  const names = currencyNames(language);
  return [...CURRENCIES]
    .sort((a, b) => a.alpha.localeCompare(b.alpha))
    .map((currency) => ({
      value: currency.alpha,
      label: `${currency.alpha} — ${names?.of(currency.alpha) ?? currency.name}`,
    }));
}

function currencyNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  } catch {
    return null;
  }
}

/** IANA time zones the browser knows, with the company's own (UTC is not always listed) kept. */
export function timezoneOptions(current: string, known: readonly string[] = supportedTimeZones()): string[] {
  const zones = new Set(known);
  zones.add(current);
  zones.add('UTC');
  return [...zones].sort((a, b) => a.localeCompare(b));
}

function supportedTimeZones(): string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}
