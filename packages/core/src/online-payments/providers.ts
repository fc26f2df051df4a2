// Online payment providers a company can connect: what credentials each needs, which currencies and
// amounts each takes. The adapters themselves (HTTP calls, signatures) live in the API.

export const ONLINE_PAYMENT_PROVIDERS = ['stripe', 'cinetpay'] as const;
export type OnlinePaymentProvider = (typeof ONLINE_PAYMENT_PROVIDERS)[number];

export const isOnlinePaymentProvider = (value: unknown): value is OnlinePaymentProvider =>
  ONLINE_PAYMENT_PROVIDERS.includes(value as OnlinePaymentProvider);

export interface CredentialField {
  key: string;
  /** never sent back by the API, only its last characters */
  secret: boolean;
  pattern?: RegExp;
}

export const PROVIDER_CREDENTIALS: Record<OnlinePaymentProvider, readonly CredentialField[]> = {
  // Stripe: the secret (or restricted) API key, and the signing secret of the webhook endpoint.
  stripe: [
    { key: 'secret_key', secret: true, pattern: /^(sk|rk)_(test|live)_\w+$/ },
    { key: 'webhook_secret', secret: true, pattern: /^whsec_[\w+/=]+$/ },
  ],
  // CinetPay: the merchant's API key and site id, and the secret key that signs notifications (x-token).
  cinetpay: [
    { key: 'api_key', secret: true },
    { key: 'site_id', secret: false, pattern: /^\d{1,20}$/ },
    { key: 'secret_key', secret: true },
  ],
};

/** Currencies each provider takes; null: any the company sells in. */
export const PROVIDER_CURRENCIES: Record<OnlinePaymentProvider, readonly string[] | null> = {
  stripe: null,
  cinetpay: ['XOF', 'XAF', 'CDF', 'GNF', 'USD'],
};

/** "••••3xYz": enough to recognise a key, not to use it. */
export function maskSecret(value: string): string {
  return `••••${value.length > 8 ? value.slice(-4) : ''}`;
}

/**
 * Problems with credentials being saved (field → message keys): keys the provider does not have,
 * values in the wrong shape, and — when the provider is to be active — keys still missing.
 */
export function credentialProblems(
  provider: OnlinePaymentProvider,
  merged: Readonly<Record<string, string>>,
  options: { active: boolean },
): Record<string, string[]> {
  const fields = PROVIDER_CREDENTIALS[provider];
  const problems: Record<string, string[]> = {};
  for (const key of Object.keys(merged)) {
    if (!fields.some((field) => field.key === key))
      problems[`credentials.${key}`] = ['online_payments.unknown_credential'];
  }
  for (const field of fields) {
    const value = merged[field.key];
    if (value === undefined) {
      if (options.active) problems[`credentials.${field.key}`] = ['online_payments.credential_required'];
    } else if (field.pattern && !field.pattern.test(value)) {
      problems[`credentials.${field.key}`] = ['online_payments.credential_format'];
    }
  }
  return problems;
}

export const credentialsComplete = (
  provider: OnlinePaymentProvider,
  values: Readonly<Record<string, string>>,
) => PROVIDER_CREDENTIALS[provider].every((field) => values[field.key] !== undefined);

export interface CheckoutCurrency {
  alpha: string;
  precision: number;
}

/**
 * Why a provider cannot take this amount, as a message key, or null. CinetPay takes whole units in
 * multiples of 5 and at least 100 CFA francs; Stripe takes three-decimal currencies only in tens.
 */
export function checkoutAmountProblem(
  provider: OnlinePaymentProvider,
  amount: number,
  currency: CheckoutCurrency,
): string | null {
  const accepted = PROVIDER_CURRENCIES[provider];
  if (accepted && !accepted.includes(currency.alpha)) return 'online_payments.currency_not_taken';
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'online_payments.amount_invalid';
  if (provider === 'cinetpay') {
    const unit = 10 ** currency.precision;
    if (amount % unit !== 0) return 'online_payments.whole_units_only';
    const major = amount / unit;
    if (major % 5 !== 0) return 'online_payments.multiple_of_5';
    if (currency.precision === 0 && major < 100) return 'online_payments.amount_too_small';
  }
  if (provider === 'stripe' && currency.precision === 3 && amount % 10 !== 0) {
    return 'online_payments.amount_invalid';
  }
  return null;
}

/** Whether a provider can be offered for a document in this currency at all. */
export const providerTakes = (provider: OnlinePaymentProvider, currency: string) => {
  const accepted = PROVIDER_CURRENCIES[provider];
  return accepted === null || accepted.includes(currency);
};
