import type { Supplier, SupplierCreate } from '@comptoir/core';
import type { ListQuery } from '../../lib/http/query-string.ts';

/** The supplier form as typed: every field is text except the active switch. */
export interface SupplierDraft {
  name: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  tax_id: string;
  payment_terms_days: string;
  notes: string;
  is_active: boolean;
}

export const SUPPLIER_TEXT_FIELDS = [
  'contact_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'tax_id',
  'notes',
] as const;

export function emptySupplierDraft(): SupplierDraft {
  return {
    name: '',
    contact_name: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    country: '',
    tax_id: '',
    payment_terms_days: '',
    notes: '',
    is_active: true,
  };
}

export function supplierDraftOf(supplier: Supplier): SupplierDraft {
  return {
    name: supplier.name,
    contact_name: supplier.contact_name ?? '',
    email: supplier.email ?? '',
    phone: supplier.phone ? `+${supplier.phone}` : '',
    address: supplier.address ?? '',
    city: supplier.city ?? '',
    country: supplier.country ?? '',
    tax_id: supplier.tax_id ?? '',
    payment_terms_days: supplier.payment_terms_days === null ? '' : String(supplier.payment_terms_days),
    notes: supplier.notes ?? '',
    is_active: supplier.is_active,
  };
}

/**
 * The POST/PATCH body: a blank optional field is null (which also clears it on update), the
 * country code is upper case. Payment terms that are not a whole number go as typed so the
 * server answers with its field error instead of the screen guessing.
 */
export function supplierBody(draft: SupplierDraft): SupplierCreate {
  const body: Record<string, unknown> = { name: draft.name.trim(), is_active: draft.is_active };
  for (const field of SUPPLIER_TEXT_FIELDS) {
    const value = draft[field].trim();
    body[field] = value === '' ? null : field === 'country' ? value.toUpperCase() : value;
  }
  const terms = draft.payment_terms_days.trim();
  body.payment_terms_days = terms === '' ? null : /^\d+$/.test(terms) ? Number(terms) : terms;
  return body as SupplierCreate;
}

export const SUPPLIER_SORTS = ['name', '-name', '-created_at', 'created_at'] as const;
export const SUPPLIER_ACTIVE_FILTERS = ['true', 'false'] as const;
const PER_PAGE = 25;

export interface SupplierListParams {
  search: string;
  active: '' | 'true' | 'false';
  sort: (typeof SUPPLIER_SORTS)[number];
  page: number;
}

/** The list state from the address bar; unknown values fall back to the defaults. */
export function readSupplierParams(params: URLSearchParams): SupplierListParams {
  const active = params.get('is_active') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    active: (SUPPLIER_ACTIVE_FILTERS as readonly string[]).includes(active)
      ? (active as SupplierListParams['active'])
      : '',
    sort: (SUPPLIER_SORTS as readonly string[]).includes(sort)
      ? (sort as SupplierListParams['sort'])
      : 'name',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state, defaults left out. */
export function writeSupplierParams(state: SupplierListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.active) params.set('is_active', state.active);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `GET /suppliers` query of a state. */
export function suppliersQuery(state: SupplierListParams): ListQuery {
  return {
    page: state.page,
    per_page: PER_PAGE,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(state.active ? { filter: { is_active: state.active } } : {}),
  };
}
