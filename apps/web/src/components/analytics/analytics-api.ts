import {
  ANALYTICS_LIST_PERMISSIONS,
  type ChartBucket,
  type GroupByField,
  type GroupBySort,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { isAdminRole } from '../../app/profile.ts';
import { resourcePath, unwrap } from '../../lib/http/api-client.ts';
import type { Query } from '../../lib/http/query-string.ts';
import { STORAGE_KEYS } from '../../stores/storage-keys.ts';

// The analytics endpoints of docs/analytics-api.md, typed, with their TanStack Query options.
// Every card has its own query, so one slow or failing figure never holds the others back.

export interface PeriodBounds {
  start: string;
  end: string;
}

/** What every analytics call takes (besides its own parameters). */
export interface AnalyticsParams {
  /** a SPEC §3 preset, used when no days are given */
  period?: string;
  startDate?: string;
  endDate?: string;
  pastStartDate?: string;
  pastEndDate?: string;
  /** one shop's figures; absent = the whole company */
  shop_id?: string;
  paid_only?: boolean;
}

export type StatItem =
  | 'revenue'
  | 'orders'
  | 'average_basket'
  | 'units_sold'
  | 'gross_margin'
  | 'new_customers'
  | 'returning_customers'
  | 'discounts'
  | 'returns_rate'
  | 'shipping'
  | (string & {});

export interface Stat {
  item: StatItem;
  value: number;
  past_value: number;
  /** percent, two decimals; null when the past value is 0 */
  change: number | null;
}

export interface StatsResponse {
  period: PeriodBounds;
  past_period: PeriodBounds;
  paid_only: boolean;
  shop_id: string | null;
  currency: string;
  stats: Stat[];
}

export type { GroupByField, GroupBySort } from '@comptoir/core';

export interface GroupByRow {
  key: string | null;
  label: string;
  orders: number;
  revenue: number;
  units_sold: number;
  past_key?: string | null;
  past_orders: number;
  past_revenue: number;
  past_units_sold: number;
}

export interface GroupByTotals {
  orders: number;
  revenue: number;
  units_sold: number;
  past_orders: number;
  past_revenue: number;
  past_units_sold: number;
}

export interface GroupByResponse {
  field: GroupByField;
  bucket: ChartBucket | null;
  period: PeriodBounds;
  past_period: PeriodBounds;
  paid_only: boolean;
  rows: GroupByRow[];
  totals: GroupByTotals;
}

export interface GroupByParams extends AnalyticsParams {
  field: GroupByField;
  limit?: number;
  sort?: GroupBySort;
}

export interface RecentOrder {
  id: string;
  number: string | number;
  customer_name: string | null;
  total: number;
  status: string;
  payment_status: string;
  created_at: string;
}
export interface TodayDelivery {
  id: string;
  order_number: string | number | null;
  customer_name: string | null;
  courier_name: string | null;
  status: string;
  city: string | null;
}
/** A low variant (over every warehouse) on the dashboard's card. */
export interface LowStockRow {
  variant_id: string;
  product_title: string;
  variant_title: string | null;
  quantity: number;
  reorder_point: number;
}
export interface StockValueRow {
  warehouse_id: string;
  warehouse_name: string;
  units: number;
  value: number;
}
export interface DeliveryStatusRow {
  status: string;
  count: number;
}
export interface ExpenseCategoryRow {
  category: string | null;
  amount: number;
  past_amount: number;
}
export interface CashPositionRow {
  id: string;
  name: string;
  kind: string;
  balance: number;
}
export interface PaymentMethodRow {
  payment_method_id: string | null;
  name: string;
  kind: string;
  amount: number;
  count: number;
}

/** `/analytics/{item}` and the shape of its results. */
export interface AnalyticsItems {
  'recent-orders': RecentOrder;
  'today-deliveries': TodayDelivery;
  'low-stock': LowStockRow;
  'stock-value': StockValueRow;
  deliveries: DeliveryStatusRow;
  'expenses-by-category': ExpenseCategoryRow;
  'cash-position': CashPositionRow;
  'payments-by-method': PaymentMethodRow;
}
export type AnalyticsItem = keyof AnalyticsItems;

export interface ItemResponse<I extends AnalyticsItem> {
  item: I;
  period: PeriodBounds;
  results: AnalyticsItems[I][];
  /** `deliveries` only */
  average_delivery_hours?: number | null;
}

/** Permission(s) each call needs besides `stats.view`: the API's own table. */
export const ITEM_PERMISSIONS: Record<AnalyticsItem, readonly string[]> = ANALYTICS_LIST_PERMISSIONS;

// Not features/products/api.ts's apiPath: importing it would pull the products module (25 KB
// gzipped) into the /dashboard bundle.
export const analyticsPath = (rest: string) =>
  `${resourcePath('analytics', { admin: isAdminRole(localStorage.getItem(STORAGE_KEYS.role)) })}/${rest}`;
export const groupByPath = () => analyticsPath('stats/orders/group-by');

/** The query string of a call: undefined values dropped, booleans as `true`/`false`. */
export function analyticsQuery(params: object): Query {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'boolean' ? String(value) : (value as string | number);
  }
  return query;
}

const analyticsKeys = {
  all: ['analytics'] as const,
  stats: (query: Query) => ['analytics', 'stats', { query }] as const,
  groupBy: (query: Query) => ['analytics', 'group-by', { query }] as const,
  item: (item: string, query: Query) => ['analytics', 'item', item, { query }] as const,
};

export async function fetchStats(params: AnalyticsParams, signal?: AbortSignal): Promise<StatsResponse> {
  return unwrap(
    await api.get<{ data: StatsResponse }>(analyticsPath('stats'), { query: analyticsQuery(params), signal }),
  ).data;
}

export async function fetchGroupBy(params: GroupByParams, signal?: AbortSignal): Promise<GroupByResponse> {
  return unwrap(
    await api.get<{ data: GroupByResponse }>(`${groupByPath()}/`, { query: analyticsQuery(params), signal }),
  ).data;
}

/** An item's query: a row list (recent-orders, today-deliveries, low-stock) may ask for at most `limit` rows (1–100). */
export interface ItemParams extends AnalyticsParams {
  limit?: number;
}

export async function fetchItem<I extends AnalyticsItem>(
  item: I,
  params: ItemParams,
  signal?: AbortSignal,
): Promise<ItemResponse<I>> {
  return unwrap(
    await api.get<{ data: ItemResponse<I> }>(analyticsPath(item), { query: analyticsQuery(params), signal }),
  ).data;
}

// Figures change with every sale: a minute of freshness, and no retry storm on a failing card
// (SPEC §4: a failure sets the stat to empty; the card shows its empty state).
const FRESH = 60_000;

export const statsQuery = (params: AnalyticsParams) => {
  const query = analyticsQuery(params);
  return queryOptions({
    queryKey: analyticsKeys.stats(query),
    queryFn: ({ signal }) => fetchStats(params, signal),
    staleTime: FRESH,
    retry: 1,
  });
};

export const groupByQuery = (params: GroupByParams) => {
  const query = analyticsQuery(params);
  return queryOptions({
    queryKey: analyticsKeys.groupBy(query),
    queryFn: ({ signal }) => fetchGroupBy(params, signal),
    staleTime: FRESH,
    retry: 1,
  });
};

export const itemQuery = <I extends AnalyticsItem>(item: I, params: ItemParams) => {
  const query = analyticsQuery(params);
  return queryOptions({
    queryKey: analyticsKeys.item(item, query),
    queryFn: ({ signal }) => fetchItem(item, params, signal),
    staleTime: FRESH,
    retry: 1,
  });
};
