import { readPage, readText } from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

/** A list filter held in the address bar: `?kind=bank` becomes `filter[kind]=bank`. */
export interface ListFilterSpec {
  param: string;
  values: readonly string[];
}

export interface SettingListSpec {
  sorts: readonly string[];
  filters: readonly ListFilterSpec[];
  perPage?: number;
  /** related records every page asks for, e.g. 'warehouses' */
  include?: string;
}

export interface SettingListParams {
  search: string;
  sort: string;
  page: number;
  filters: Record<string, string>;
}

/** The list state from the address bar; unknown values fall back to the defaults (the first sort). */
export function readListParams(params: URLSearchParams, spec: SettingListSpec): SettingListParams {
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const value = params.get(filter.param) ?? '';
    if (filter.values.includes(value)) filters[filter.param] = value;
  }
  return {
    search: readText(params, 'search'),
    sort: spec.sorts.includes(sort) ? sort : (spec.sorts[0] ?? ''),
    page: readPage(params),
    filters,
  };
}

/** The address of a state, defaults left out. */
export function writeListParams(state: SettingListParams, spec: SettingListSpec): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const filter of spec.filters) {
    const value = state.filters[filter.param];
    if (value) params.set(filter.param, value);
  }
  if (state.sort && state.sort !== spec.sorts[0]) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API list query of a state. */
export function listQueryOf(state: SettingListParams, spec: SettingListSpec): ListQuery {
  const filter = Object.fromEntries(Object.entries(state.filters).filter(([, value]) => value !== ''));
  return {
    page: state.page,
    per_page: spec.perPage ?? 25,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(spec.include ? { include: spec.include } : {}),
  };
}
