import { STOCK_REASONS } from '@comptoir/core';
import { dayStart, isDay, isId } from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

export const PER_PAGE_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 25;

/** How a filter's value is checked when read back from the address bar. */
export type FilterKind = readonly string[] | 'id' | 'date';

/** One stock list: its filters (each under its own name in the URL) and those sent as `?name=`. */
export interface StockListSpec {
  filters: Record<string, FilterKind>;
  /** sent as a plain parameter (`?warehouse_id=`) rather than `filter[name]` */
  plain?: readonly string[];
  search?: boolean;
}

export interface StockListState {
  search: string;
  filters: Record<string, string>;
  page: number;
  perPage: number;
}

function valid(kind: FilterKind, value: string): boolean {
  if (kind === 'id') return isId(value);
  if (kind === 'date') return isDay(value);
  return kind.includes(value);
}

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
};

/** The list's state from the URL; a hand-edited or stale value falls back instead of becoming a 400. */
export function readListState(params: URLSearchParams, spec: StockListSpec): StockListState {
  const filters: Record<string, string> = {};
  for (const [name, kind] of Object.entries(spec.filters)) {
    const value = params.get(name)?.trim();
    if (value && valid(kind, value)) filters[name] = value;
  }
  const perPage = positiveInt(params.get('per_page'));
  return {
    search: spec.search === false ? '' : (params.get('search')?.trim() ?? ''),
    filters,
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage !== null && (PER_PAGE_CHOICES as readonly number[]).includes(perPage)
        ? perPage
        : DEFAULT_PER_PAGE,
  };
}

/** The URL of a state; defaults are left out. */
export function writeListState(state: StockListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  return params;
}

export type ListChange =
  | { search: string }
  | { filter: string; value: string | null }
  | { page: number }
  | { perPage: number }
  | { clear: true };

/** The next state; anything that changes which rows match goes back to page 1. */
export function changeListState(state: StockListState, change: ListChange): StockListState {
  if ('page' in change) return { ...state, page: Math.max(1, change.page) };
  if ('search' in change) return { ...state, search: change.search.trim(), page: 1 };
  if ('perPage' in change) return { ...state, perPage: change.perPage, page: 1 };
  if ('clear' in change) return { ...state, search: '', filters: {}, page: 1 };
  const filters = { ...state.filters };
  if (change.value) filters[change.filter] = change.value;
  else delete filters[change.filter];
  return { ...state, filters, page: 1 };
}

/**
 * The API query of a state (CONTRACT §2). Date filters are days in the user's time zone: `from` is
 * that day's midnight, `to` includes the whole day (the API's `created_to` is exclusive).
 */
export function listQueryOf(state: StockListState, spec: StockListSpec, sort?: string): ListQuery {
  const filter: Record<string, string> = {};
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(state.filters)) {
    const kind = spec.filters[name];
    if (kind === undefined) continue;
    if (spec.plain?.includes(name)) plain[name] = value;
    else if (kind === 'date') filter[name] = name.endsWith('_to') ? dayStart(value, 1) : dayStart(value);
    else filter[name] = value;
  }
  return {
    page: state.page,
    per_page: state.perPage,
    ...(sort ? { sort } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...plain,
  };
}

export const activeFilterCount = (state: StockListState, ignore: readonly string[] = []) =>
  Object.keys(state.filters).filter((name) => !ignore.includes(name)).length;

// ---------- the specs of the stock lists ----------

export const STOCK_DIRECTIONS = ['inbound', 'outbound'] as const;
export const COUNT_STATUSES = ['draft', 'applied', 'cancelled'] as const;
export const TRANSFER_STATUSES = ['draft', 'in_transit', 'received', 'cancelled'] as const;

export const overviewSpec: StockListSpec = {
  filters: { warehouse_id: 'id', product_id: 'id', variant_id: 'id' },
  plain: ['warehouse_id'],
};
export const movementsSpec: StockListSpec = {
  filters: {
    warehouse_id: 'id',
    reason: STOCK_REASONS,
    direction: STOCK_DIRECTIONS,
    created_from: 'date',
    created_to: 'date',
    variant_id: 'id',
    product_id: 'id',
    reference_id: 'id',
  },
};
export const lowStockSpec: StockListSpec = {
  filters: { warehouse_id: 'id' },
  plain: ['warehouse_id'],
  search: false,
};
export const countsSpec: StockListSpec = {
  filters: { warehouse_id: 'id', status: COUNT_STATUSES },
  search: false,
};
export const transfersSpec: StockListSpec = {
  filters: { status: TRANSFER_STATUSES, from_warehouse_id: 'id', to_warehouse_id: 'id' },
  search: false,
};

/** The list's query without paging: what an export holds. */
export function exportQueryOf(query: ListQuery): ListQuery {
  const { page: _page, per_page: _perPage, ...rest } = query;
  return rest;
}
