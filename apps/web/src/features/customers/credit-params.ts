import { CUSTOMER_CREDIT_SORTS, type CustomerCreditSort } from '@comptoir/core';
import { readPage, readText } from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

// The credit ledger's state in the address bar: /customers/credit?overdue=1&search=awa&page=2.

const PER_PAGE = 25;
const DEFAULT_SORT: CustomerCreditSort = '-balance';

export interface CreditListParams {
  search: string;
  overdue: boolean;
  sort: CustomerCreditSort;
  page: number;
}

/** The ledger state from the address bar; unknown values fall back to the defaults. */
export function readCreditParams(params: URLSearchParams): CreditListParams {
  const sort = params.get('sort');
  return {
    search: readText(params, 'search'),
    overdue: params.get('overdue') === '1',
    sort: (CUSTOMER_CREDIT_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as CustomerCreditSort)
      : DEFAULT_SORT,
    page: readPage(params),
  };
}

/** The address of a state, defaults left out. */
export function writeCreditParams(state: CreditListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.overdue) params.set('overdue', '1');
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** `GET /customers/credit` query of a state. */
export function creditQuery(state: CreditListParams): ListQuery {
  return {
    page: state.page,
    per_page: PER_PAGE,
    sort: state.sort,
    ...(state.search ? { search: state.search } : {}),
    ...(state.overdue ? { filter: { overdue: 'true' } } : {}),
  };
}
