import type {
  DiscountCodeTerms,
  ListMeta,
  Order,
  OrderCreate,
  OrderUpdate,
  Payment,
  ShippingFeeChoice,
  Tax,
} from '@comptoir/core';
import { sellsOrders } from '@comptoir/core';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { profileQuery } from '../../app/profile.ts';
import { type ApiResult, unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { withOfflineCopy } from '../../lib/query/offline-copy.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { offlinePosSetupKey } from '../../stores/storage-keys.ts';
import { apiPath, type ProductVariant } from '../products/api.ts';

export const orderKeys = keys('orders');

/** After a sale reached the server: the order lists show it, and the counter reads again the stock it took. */
export function refreshAfterSale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: keys('pos').lists() });
}
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
  shipping_fees: ShippingFeeChoice[];
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

/**
 * The order as its receipt prints it, with its payments: they come with the order (orders.view), so
 * a cashier without payments.view still prints how the sale was paid.
 */
export const orderReceiptQuery = (id: string) => {
  const query = { include: 'payments' };
  return queryOptions({
    queryKey: orderKeys.detail(id, query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: Order }>(`${apiPath('orders')}/${id}`, { query, signal })).data,
  });
};

export const posSetupQuery = () =>
  queryOptions({
    queryKey: keys('pos').detail('setup'),
    // Kept per company: the counter opens and takes payments offline with the last setup it saw.
    // The copy is filed under the session's company (the profile), not what another tab last stored.
    queryFn: async ({ signal, client }) => {
      const { company } = await client.ensureQueryData(profileQuery);
      const answer = await api.get<{ data: PosSetup }>(apiPath('pos/setup'), { signal });
      return (await withOfflineCopy(offlinePosSetupKey(company.id), answer)).data;
    },
    staleTime: 60_000,
  });

export interface SaleStock {
  /** allow_negative_stock false: a sale taking more than the warehouse holds is refused */
  warehouse: { id: string; name: string; allow_negative_stock: boolean } | null;
  /** tracked false: a variant that keeps no stock (a service) */
  quantities: { variant_id: string; quantity: number; tracked: boolean }[];
}

/** What the warehouse a sale leaves from holds of these variants (the search shows it, not every warehouse's). */
export const saleStockQuery = (variantIds: readonly string[], warehouseId = '') => {
  const query = { variant_ids: variantIds.join(','), ...(warehouseId ? { warehouse_id: warehouseId } : {}) };
  return queryOptions({
    queryKey: keys('pos').list({ stock: query.variant_ids, warehouse: warehouseId }),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: SaleStock }>(apiPath('pos/stock'), { query, signal })).data,
    enabled: variantIds.length > 0,
    staleTime: 10_000,
    // a line added to the basket keeps the others' stock on screen while the new set loads (same warehouse only)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].query.warehouse === warehouseId ? previous : undefined,
  });
};

/** A quick pick: `pinned` when the shop fixed the tile to its counter (those come first). */
export type PosQuickPick = ProductVariant & { pinned?: boolean };

/**
 * The counter's quick picks: the tiles the shop pinned, then its best sellers of the last 30 days, then
 * its newest products (variants with their product, as the search gives them). They move slowly: a few
 * minutes fresh.
 */
export const posQuickPicksQuery = (limit = 24) =>
  queryOptions({
    queryKey: keys('pos').detail('quick-picks', { limit }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: PosQuickPick[] }>(apiPath('pos/quick-picks'), { query: { limit }, signal }),
      ).data,
    staleTime: 5 * 60_000,
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

export interface PaymentCreateBody {
  order_id: string;
  payment_method_id: string;
  amount: number;
  kind?: 'payment' | 'refund';
  /** the operator's transaction id (mobile money) */
  reference?: string;
}

/**
 * A payment against an order, or with kind refund money paid back (payments.create); the key makes a
 * retry after a lost answer safe (the server answers the first payment, never records a second).
 */
export async function recordPayment(body: PaymentCreateBody, idempotencyKey: string): Promise<void> {
  unwrap(await api.post(apiPath('payments'), body, { headers: { 'Idempotency-Key': idempotencyKey } }));
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

/** A discount code's terms (orders.create), or null when the company has no such code. */
export async function lookupDiscountCode(code: string): Promise<DiscountCodeTerms | null> {
  const result: ApiResult<{ data: DiscountCodeTerms }> = await api.get(apiPath('pos/discount-code'), {
    query: { code },
  });
  if (result.status === 404) return null;
  return unwrap(result).data;
}

/** Customer, seller, delivery address or notes of a saved order. */
export async function updateOrder(id: string, body: OrderUpdate): Promise<Order> {
  return unwrap(await api.patch<{ data: Order }>(`${apiPath('orders')}/${id}`, body)).data;
}

/** The company's users a seller can be (users.view; for orders.change_user). */
export const sellersQuery = () =>
  queryOptions({
    queryKey: keys('users').list({ per_page: 100, sort: 'name' }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: { id: string; name: string; role: string; status?: string }[] }>(
          apiPath('users'),
          { query: { per_page: 100, sort: 'name' }, signal },
        ),
      )
        .data.filter(sellsOrders)
        .map((user) => ({ id: user.id, name: user.name })),
    staleTime: 60_000,
  });
