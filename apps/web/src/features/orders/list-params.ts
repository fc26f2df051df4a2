import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '@comptoir/core';
import { oneOf, readPage, readText } from '../../lib/http/list-address.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';

/** What the order list keeps in its URL. */
export interface OrderListParams {
  search: string;
  status: string;
  payment_status: string;
  delivery_status: string;
  page: number;
}

export function readOrderParams(params: URLSearchParams): OrderListParams {
  return {
    search: readText(params, 'search'),
    status: oneOf(params.get('status'), ORDER_STATUSES),
    payment_status: oneOf(params.get('payment_status'), PAYMENT_STATUSES),
    delivery_status: oneOf(params.get('delivery_status'), DELIVERY_STATUSES),
    page: readPage(params),
  };
}

export function writeOrderParams(state: OrderListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.status) params.set('status', state.status);
  if (state.payment_status) params.set('payment_status', state.payment_status);
  if (state.delivery_status) params.set('delivery_status', state.delivery_status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of the list: newest first, 20 a page, the customer with each order. */
export function ordersQuery(state: OrderListParams): ListQuery {
  const filter: Record<string, string> = {};
  if (state.status) filter.status = state.status;
  if (state.payment_status) filter.payment_status = state.payment_status;
  if (state.delivery_status) filter.delivery_status = state.delivery_status;
  return {
    page: state.page,
    per_page: 20,
    sort: '-created_at',
    include: ['customer'],
    ...(state.search ? { search: state.search } : {}),
    ...(Object.keys(filter).length ? { filter } : {}),
  };
}
