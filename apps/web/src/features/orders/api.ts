import type { ListMeta, Order, OrderCreate, Payment, Tax } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const orderKeys = keys('orders');
export const paymentKeys = keys('payments');

export interface OrderPage {
  data: Order[];
  meta: ListMeta;
}

export interface PosPaymentMethod {
  id: string;
  name: string;
  kind: string;
  is_default: boolean;
}

export interface PosSetup {
  currency: { alpha: string; precision: number };
  payment_methods: PosPaymentMethod[];
  default_taxes: (Tax & { id: string; code: string; label: string })[];
}

export const orderListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) => unwrap(await api.get<OrderPage>(apiPath('orders'), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: Order }>(`${apiPath('orders')}/${id}`, {
          query: { include: 'history' },
          signal,
        }),
      ).data,
  });

export const posSetupQuery = () =>
  queryOptions({
    queryKey: keys('pos').detail('setup'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: PosSetup }>(apiPath('pos/setup'), { signal })).data,
    staleTime: 60_000,
  });

/** A sale; the key makes a retry after a lost answer safe (the server answers the first order). */
export async function createOrder(body: OrderCreate, idempotencyKey: string): Promise<Order> {
  return unwrap(
    await api.post<{ data: Order }>(apiPath('orders'), body, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  ).data;
}

export async function moveOrder(id: string, status: string): Promise<Order> {
  return unwrap(await api.post<{ data: Order }>(`${apiPath('orders')}/${id}/status`, { status })).data;
}

export async function moveDelivery(id: string, deliveryStatus: string): Promise<Order> {
  return unwrap(
    await api.post<{ data: Order }>(`${apiPath('orders')}/${id}/delivery-status`, {
      delivery_status: deliveryStatus,
    }),
  ).data;
}

export async function recordPayment(body: {
  order_id: string;
  payment_method_id: string;
  amount: number;
  reference?: string;
}): Promise<void> {
  unwrap(await api.post(apiPath('payments'), body));
}

/** The payments and refunds of one order, oldest first (payments.view). */
export const orderPaymentsQuery = (orderId: string) =>
  queryOptions({
    queryKey: paymentKeys.list({ filter: { order_id: orderId }, sort: 'received_at', per_page: 100 }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: Payment[]; meta: ListMeta }>(apiPath('payments'), {
          query: { filter: { order_id: orderId }, sort: 'received_at', per_page: 100 },
          signal,
        }),
      ).data,
  });
