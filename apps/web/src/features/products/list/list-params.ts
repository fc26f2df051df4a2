import {
  type PRODUCT_SORTS as API_SORTS,
  type ProductListFilters,
  productListFiltersSchema,
} from '@comptoir/core';
import type { ListQuery } from '../../../lib/http/query-string.ts';

export { PRODUCT_STATUSES, PRODUCT_TYPES, STOCK_STATUSES } from '@comptoir/core';

type ApiSort = (typeof API_SORTS)[number];
/** The sorts offered, each one of core's PRODUCT_SORTS ascending or descending (`-`). */
export const PRODUCT_SORTS = [
  '-created_at',
  'created_at',
  'title',
  '-title',
  '-updated_at',
  'price',
  '-price',
] as const satisfies readonly (ApiSort | `-${ApiSort}`)[];
export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;

export const DEFAULT_SORT = '-created_at';
export const DEFAULT_PER_PAGE = 25;

/**
 * The list filters a merchant can set, named as core's productListFiltersSchema; each lives in the
 * URL under its own name and travels as `filter[name]`. Its `q` is the list's `search` parameter
 * (CONTRACT §2); price_min/price_max are not offered: `GET /products` refuses them (400).
 */
export const FILTER_FIELDS = [
  'type',
  'status',
  'tag',
  'collection_id',
  'supplier_id',
  'stock_status',
] as const satisfies readonly (keyof ProductListFilters)[];
export type FilterField = (typeof FILTER_FIELDS)[number];

export interface ProductListParams {
  search: string;
  filters: Partial<Record<FilterField, string>>;
  sort: string;
  page: number;
  perPage: number;
}

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
};

/**
 * The list's state from the address bar. A hand-edited or stale URL never breaks the screen:
 * unknown values fall back to the defaults instead of reaching the API as a 400.
 */
export function readListParams(params: URLSearchParams): ProductListParams {
  const filters: ProductListParams['filters'] = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    if (!productListFiltersSchema.shape[field].safeParse(value).success) continue;
    filters[field] = value;
  }
  const sort = params.get('sort') ?? '';
  const perPage = positiveInt(params.get('per_page'));
  return {
    search: params.get('search')?.trim() ?? '',
    filters,
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? sort : DEFAULT_SORT,
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage !== null && (PER_PAGE_CHOICES as readonly number[]).includes(perPage)
        ? perPage
        : DEFAULT_PER_PAGE,
  };
}

/** The URL of a state: defaults are left out so a plain list has a plain address. */
export function writeListParams(state: ProductListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const field of FILTER_FIELDS) {
    const value = state.filters[field];
    if (value) params.set(field, value);
  }
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  return params;
}

export type ListChange =
  | { search: string }
  | { filter: FilterField; value: string | null }
  | { sort: string }
  | { page: number }
  | { perPage: number }
  | { clear: true };

/** The next state; anything that changes which products match goes back to page 1. */
export function changeListParams(state: ProductListParams, change: ListChange): ProductListParams {
  if ('page' in change) return { ...state, page: Math.max(1, change.page) };
  if ('search' in change) return { ...state, search: change.search.trim(), page: 1 };
  if ('sort' in change) return { ...state, sort: change.sort, page: 1 };
  if ('perPage' in change) return { ...state, perPage: change.perPage, page: 1 };
  if ('clear' in change) return { ...state, search: '', filters: {}, page: 1 };
  const filters = { ...state.filters };
  if (change.value) filters[change.filter] = change.value;
  else delete filters[change.filter];
  return { ...state, filters, page: 1 };
}

export const activeFilterCount = (state: ProductListParams) =>
  Object.values(state.filters).filter(Boolean).length;

/**
 * The `GET /products` query of a state (CONTRACT §2 list parameters). No includes: a row shows the price range,
 * stock, variant count and thumbnail every listed product carries; variants and images would triple the page's
 * bytes (and cost the server a query) for nothing on screen.
 */
export function productsQuery(state: ProductListParams): ListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(activeFilterCount(state) > 0 ? { filter: { ...state.filters } } : {}),
  };
}

/** What a saved view keeps: the search, filters and sort, not the page. */
export function viewQueryString(state: ProductListParams): string {
  return writeListParams({ ...state, page: 1 }).toString();
}
