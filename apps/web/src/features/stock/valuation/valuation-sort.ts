import type { TableSort } from '../../../components/ui/table.tsx';

/** The sorts the valuation table offers (the API's names); value, largest first, by default. */
export const VALUATION_SORT_KEYS = ['stock_value', 'product_title', 'quantity'] as const;
export const DEFAULT_VALUATION_SORT = '-stock_value';

/** `?sort=` read back from the address bar; anything else falls back to the default. */
export function readValuationSort(params: URLSearchParams): string {
  const sort = params.get('sort') ?? '';
  const key = sort.startsWith('-') ? sort.slice(1) : sort;
  return (VALUATION_SORT_KEYS as readonly string[]).includes(key) ? sort : DEFAULT_VALUATION_SORT;
}

export const tableSortOf = (sort: string): TableSort =>
  sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };

export const sortParamOf = (sort: TableSort): string =>
  sort.direction === 'desc' ? `-${sort.key}` : sort.key;
