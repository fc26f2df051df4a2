import {
  CUSTOMER_SORTS,
  type Customer,
  type CustomerCreate,
  type CustomerSort,
  type CustomerType,
  customerDisplayName,
  normalizeTags,
} from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';

/** The customer form as typed: text fields, the type switch, tags as one comma-separated text. */
export interface CustomerDraft {
  type: CustomerType;
  first_name: string;
  last_name: string;
  company_name: string;
  phone: string;
  email: string;
  tax_id: string;
  tags: string;
  notes: string;
  marketing_consent: boolean;
}

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'phone',
  'email',
  'tax_id',
  'notes',
] as const satisfies readonly (keyof CustomerDraft)[];

export function emptyCustomerDraft(): CustomerDraft {
  return {
    type: 'individual',
    first_name: '',
    last_name: '',
    company_name: '',
    phone: '',
    email: '',
    tax_id: '',
    tags: '',
    notes: '',
    marketing_consent: false,
  };
}

export function customerDraftOf(customer: Customer): CustomerDraft {
  return {
    type: customer.type,
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    company_name: customer.company_name ?? '',
    phone: customer.phone ? `+${customer.phone}` : '',
    email: customer.email ?? '',
    tax_id: customer.tax_id ?? '',
    tags: customer.tags.join(', '),
    notes: customer.notes ?? '',
    marketing_consent: customer.marketing_consent,
  };
}

/** "vip, grossiste,, VIP" → ["vip", "grossiste"]. */
export function parseTags(text: string): string[] {
  return normalizeTags(text.split(','));
}

/**
 * The POST/PATCH body: a blank optional field is null (which also clears it on update). The
 * company name of an individual is cleared; the contact names of a company are kept.
 */
export function customerBody(draft: CustomerDraft): CustomerCreate {
  const body: Record<string, unknown> = {
    type: draft.type,
    tags: parseTags(draft.tags),
    marketing_consent: draft.marketing_consent,
  };
  for (const field of TEXT_FIELDS) {
    const value = draft[field].trim();
    body[field] = value === '' ? null : value;
  }
  if (draft.type === 'individual') body.company_name = null;
  return body as CustomerCreate;
}

/** The name the customer will be saved under, for the editor's heading preview. */
export const draftDisplayName = (draft: CustomerDraft): string => customerDisplayName(draft);

export const CUSTOMER_TYPE_FILTERS = ['individual', 'company'] as const;
export const CUSTOMER_CONSENT_FILTERS = ['true', 'false'] as const;
const PER_PAGE = 25;

export interface CustomerListParams {
  search: string;
  type: '' | CustomerType;
  tag: string;
  consent: '' | 'true' | 'false';
  sort: CustomerSort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** The list state from the address bar; unknown values fall back to the defaults. */
export function readCustomerParams(params: URLSearchParams): CustomerListParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    type: oneOf(CUSTOMER_TYPE_FILTERS, params.get('type')),
    tag: params.get('tag')?.trim() ?? '',
    consent: oneOf(CUSTOMER_CONSENT_FILTERS, params.get('marketing_consent')),
    sort: oneOf(CUSTOMER_SORTS, params.get('sort')) || '-created_at',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state, defaults left out. */
export function writeCustomerParams(state: CustomerListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.type) params.set('type', state.type);
  if (state.tag) params.set('tag', state.tag);
  if (state.consent) params.set('marketing_consent', state.consent);
  if (state.sort !== '-created_at') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `GET /customers` query of a state. */
export function customersQuery(state: CustomerListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.type) filter.type = state.type;
  if (state.tag) filter.tag = state.tag;
  if (state.consent) filter.marketing_consent = state.consent;
  return {
    page: state.page,
    per_page: PER_PAGE,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}
