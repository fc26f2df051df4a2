import type {
  ListMeta,
  PurchaseOrder,
  PurchaseReceipt,
  PurchasingSetup,
  SupplierBalance,
  SupplierBill,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { type ApiResult, unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { rawRequest } from '../imports/raw-request.ts';
import { apiPath } from '../products/api.ts';

export const purchaseKeys = {
  orders: keys('purchase-orders'),
  bills: keys('supplier-bills'),
  setup: ['purchasing-setup'] as const,
};

export interface ListPage<Item> {
  data: Item[];
  meta: ListMeta;
}

export const ordersPath = () => apiPath('purchase-orders');
export const billsPath = () => apiPath('supplier-bills');

export const purchaseOrdersQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: purchaseKeys.orders.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<ListPage<PurchaseOrder>>(ordersPath(), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const purchaseOrderQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseKeys.orders.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: PurchaseOrder }>(`${ordersPath()}/${id}`, { signal })).data,
  });

export const receiptsQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseKeys.orders.detail(id, { receipts: true }),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: PurchaseReceipt[] }>(`${ordersPath()}/${id}/receipts`, { signal })).data,
  });

export const purchasingSetupQuery = queryOptions({
  queryKey: purchaseKeys.setup,
  queryFn: async ({ signal }) =>
    unwrap(await api.get<{ data: PurchasingSetup }>(`${ordersPath()}/setup`, { signal })).data,
  staleTime: 60_000,
});

/** How a variant was last bought: the taxes and deductibility a new line of it starts with (null: never bought). */
export interface LastPurchaseTerms {
  variant_id: string;
  tax_ids: string[];
  deductible: boolean;
}

export async function lastPurchaseTerms(variantId: string): Promise<LastPurchaseTerms | null> {
  return unwrap(
    await api.get<{ data: LastPurchaseTerms | null }>(`${ordersPath()}/last-terms`, {
      query: { variant_id: variantId },
    }),
  ).data;
}

export const billsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: purchaseKeys.bills.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<ListPage<SupplierBill>>(billsPath(), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const billQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseKeys.bills.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: SupplierBill }>(`${billsPath()}/${id}`, { signal })).data,
  });

export const supplierBalanceQuery = (supplierId: string) =>
  queryOptions({
    queryKey: purchaseKeys.bills.detail(supplierId, { balance: true }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: SupplierBalance }>(`${apiPath('suppliers')}/${supplierId}/balance`, { signal }),
      ).data,
  });

// ---------- writes: failures are values (ApiResult), shown by the screens ----------

type OrderResult = Promise<ApiResult<{ data: PurchaseOrder }>>;
type BillResult = Promise<ApiResult<{ data: SupplierBill }>>;

export const createPurchaseOrder = (body: unknown): OrderResult => api.post(ordersPath(), body);
/** Draft purchase orders for low variants, one per supplier (the low-stock screen's "Order from suppliers"). */
export const createPurchaseOrdersFromLowStock = (
  body: unknown,
): Promise<ApiResult<{ data: PurchaseOrder[] }>> => api.post(`${ordersPath()}/from-low-stock`, body);
export const updatePurchaseOrder = (id: string, body: unknown): OrderResult =>
  api.patch(`${ordersPath()}/${id}`, body);
export const deletePurchaseOrder = (id: string) => api.delete<null>(`${ordersPath()}/${id}`);
export type OrderAction = 'submit' | 'approve' | 'reopen' | 'cancel';
export const purchaseOrderAction = (id: string, action: OrderAction): OrderResult =>
  api.post(`${ordersPath()}/${id}/${action}`, {});
export const receivePurchaseOrder = (
  id: string,
  body: unknown,
): Promise<ApiResult<{ data: PurchaseReceipt }>> => api.post(`${ordersPath()}/${id}/receipts`, body);
export const billPurchaseOrder = (id: string, body: unknown): BillResult =>
  api.post(`${ordersPath()}/${id}/bills`, body);
export const createSupplierBill = (body: unknown): BillResult => api.post(billsPath(), body);
export const billAction = (id: string, action: 'open' | 'cancel'): BillResult =>
  api.post(`${billsPath()}/${id}/${action}`, {});
export const paySupplierBill = (id: string, body: unknown): BillResult =>
  api.post(`${billsPath()}/${id}/payments`, body);

/** Opens the purchase order PDF in a new tab (fetched with the user's token, shown from a blob). */
export async function openPurchaseOrderPdf(
  id: string,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const tab = window.open('', '_blank');
  const result = await rawRequest('GET', `${ordersPath()}/${id}/pdf`);
  if (!result.ok) {
    tab?.close();
    return { ok: false, message: result.error?.message ?? null };
  }
  const url = URL.createObjectURL(new Blob([result.data.blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true };
}
