import type {
  ListMeta,
  LowStockItem,
  StockAdjustmentResult,
  StockCount,
  StockCountDetail,
  StockMovement,
  StockOverviewResponse,
  StockTransfer,
  StockTransferDetail,
  StockValuationResponse,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { type ApiResult, unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { rawRequest } from '../imports/raw-request.ts';
import { apiPath } from '../products/api.ts';

export const stockKeys = {
  overview: keys('stock-overview'),
  movements: keys('stock-movements'),
  lowStock: keys('low-stock'),
  valuation: keys('stock-valuation'),
  counts: keys('stock-counts'),
  transfers: keys('stock-transfers'),
  balances: keys('stock-balances'),
  warehouses: keys('warehouses'),
};

/** Every stock list and record: what a movement may have changed. */
export const stockInvalidations = [
  stockKeys.overview.all,
  stockKeys.movements.all,
  stockKeys.lowStock.all,
  stockKeys.valuation.all,
  stockKeys.balances.all,
  stockKeys.counts.all,
  stockKeys.transfers.all,
  ['products'],
  ['product-variants'],
] as const;

/** `{ data, meta }` of a list (CONTRACT §2). */
export interface ListPage<Item> {
  data: Item[];
  meta: ListMeta;
}

async function get<T>(path: string, query: ListQuery | undefined, signal: AbortSignal) {
  return unwrap(await api.get<T>(path, { query, signal }));
}

export interface WarehouseChoice {
  id: string;
  name: string;
  is_default: boolean;
  is_active: boolean;
}

/** The company's warehouses (first 100 by name), active ones first: the choices of every stock screen. */
export const warehousesQuery = queryOptions({
  queryKey: stockKeys.warehouses.list({ per_page: 100, sort: 'name', stock: true }),
  queryFn: async ({ signal }) => {
    const page = await get<{ data: WarehouseChoice[] }>(
      apiPath('warehouses'),
      { per_page: 100, sort: 'name' },
      signal,
    );
    return [...page.data].sort((a, b) => Number(b.is_active) - Number(a.is_active));
  },
  staleTime: 60_000,
});

/** The default active warehouse, else the first active one, else none. */
export const defaultWarehouseId = (warehouses: readonly WarehouseChoice[] | undefined) =>
  (warehouses?.find((w) => w.is_active && w.is_default) ?? warehouses?.find((w) => w.is_active))?.id ?? '';

export const overviewQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.overview.list(query),
    queryFn: ({ signal }) => get<StockOverviewResponse>(apiPath('stock-overview'), query, signal),
    placeholderData: (previous) => previous,
  });

/** What the stock is worth (stocks.view + products.cost): a page of variants and the totals of all. */
export const valuationQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.valuation.list(query),
    queryFn: ({ signal }) => get<StockValuationResponse>(apiPath('stock-valuation'), query, signal),
    placeholderData: (previous) => previous,
  });

export const movementsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.movements.list(query),
    queryFn: ({ signal }) => get<ListPage<StockMovement>>(apiPath('stock-movements'), query, signal),
    placeholderData: (previous) => previous,
  });

export const lowStockQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.lowStock.list(query),
    queryFn: ({ signal }) => get<ListPage<LowStockItem>>(apiPath('low-stock'), query, signal),
    placeholderData: (previous) => previous,
  });

export const countsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.counts.list(query),
    queryFn: ({ signal }) => get<ListPage<StockCount>>(apiPath('stock-counts'), query, signal),
    placeholderData: (previous) => previous,
  });

export const countQuery = (id: string) =>
  queryOptions({
    queryKey: stockKeys.counts.detail(id),
    queryFn: async ({ signal }) =>
      (await get<{ data: StockCountDetail }>(`${apiPath('stock-counts')}/${id}`, undefined, signal)).data,
  });

export const transfersQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.transfers.list(query),
    queryFn: ({ signal }) => get<ListPage<StockTransfer>>(apiPath('stock-transfers'), query, signal),
    placeholderData: (previous) => previous,
  });

export const transferQuery = (id: string) =>
  queryOptions({
    queryKey: stockKeys.transfers.detail(id),
    queryFn: async ({ signal }) =>
      (await get<{ data: StockTransferDetail }>(`${apiPath('stock-transfers')}/${id}`, undefined, signal))
        .data,
  });

// ---------- writes: failures are values (ApiResult), shown by the screens ----------

export const postAdjustment = (body: unknown): Promise<ApiResult<{ data: StockAdjustmentResult }>> =>
  api.post(apiPath('stock-adjustments'), body);

export const postCount = (body: unknown): Promise<ApiResult<{ data: StockCountDetail }>> =>
  api.post(apiPath('stock-counts'), body);

export const patchCount = (id: string, body: unknown): Promise<ApiResult<{ data: StockCountDetail }>> =>
  api.patch(`${apiPath('stock-counts')}/${id}`, body);

export const countAction = (id: string, action: 'apply' | 'cancel') =>
  api.post<{ data: StockCountDetail }>(`${apiPath('stock-counts')}/${id}/${action}`);

export const postTransfer = (body: unknown): Promise<ApiResult<{ data: StockTransferDetail }>> =>
  api.post(apiPath('stock-transfers'), body);

/** Edits a draft: warehouses, note, and every line (those sent replace the draft's). */
export const patchTransfer = (id: string, body: unknown): Promise<ApiResult<{ data: StockTransferDetail }>> =>
  api.patch(`${apiPath('stock-transfers')}/${id}`, body);

export const transferAction = (id: string, action: 'ship' | 'receive' | 'cancel', body?: unknown) =>
  api.post<{ data: StockTransferDetail }>(`${apiPath('stock-transfers')}/${id}/${action}`, body);

/**
 * Opens the printable transfer note. The PDF needs the user's token, so it is fetched and shown
 * from a blob; the tab is opened before the request so that pop-up blockers allow it.
 */
export async function openTransferNote(
  id: string,
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const tab = window.open('', '_blank');
  const result = await rawRequest('GET', `${apiPath('stock-transfers')}/${id}/note.pdf`);
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

/** One variant's balance in one warehouse (0 when it never moved there). */
export const balanceQuery = (warehouseId: string, variantId: string) =>
  queryOptions({
    queryKey: stockKeys.balances.list({ warehouse_id: warehouseId, variant_id: variantId }),
    queryFn: async ({ signal }) => {
      const page = await get<{ data: { quantity: number }[] }>(
        apiPath('stock-balances'),
        { filter: { warehouse_id: warehouseId, variant_id: variantId }, per_page: 1 },
        signal,
      );
      return page.data[0]?.quantity ?? 0;
    },
    enabled: warehouseId !== '' && variantId !== '',
  });
