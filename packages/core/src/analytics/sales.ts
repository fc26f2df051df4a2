import { SALE_STATUSES } from '../customers/customer-credit.ts';
import { type ChartBucket, chartBucket } from '../dates/bucketing.ts';

// Sales analytics (SPEC §7, docs/analytics-api.md): which orders count as sales, the items of
// each stats endpoint, the group-by fields and the chart buckets of a
// window of calendar days (the rollups are per day of the company's calendar).

/** Money was received (fully_credited is refunded, pending and cancelled received nothing). */
export const PAID_SALE_PAYMENT_STATUSES = ['paid', 'partially_paid', 'partially_credited'] as const;

/** An order counts as a sale once confirmed (or completed): drafts, quotations and cancelled ones do not. */
export function countsAsSale(order: { status: string }): boolean {
  return (SALE_STATUSES as readonly string[]).includes(order.status);
}

/** A sale whose money was received (paid_only=true). */
export function countsAsPaidSale(order: { status: string; payment_status: string }): boolean {
  return (
    countsAsSale(order) && (PAID_SALE_PAYMENT_STATUSES as readonly string[]).includes(order.payment_status)
  );
}

/** `GET /analytics/stats`, in this order; gross_margin only with products.cost. */
export const SALES_STAT_ITEMS = [
  'revenue',
  'orders',
  'average_basket',
  'units_sold',
  'gross_margin',
  'new_customers',
  'returning_customers',
  'discounts',
  'returns_rate',
  'shipping',
] as const;
export type SalesStatItem = (typeof SALES_STAT_ITEMS)[number];

/** `GET /analytics/orders/stats`: cancelled counts the orders cancelled among those created in the period. */
export const ORDERS_STAT_ITEMS = ['orders', 'revenue', 'average_basket', 'cancelled'] as const;
/** `GET /analytics/products/stats`: products_sold counts the distinct products with units kept. */
export const PRODUCTS_STAT_ITEMS = [
  'products_sold',
  'units_sold',
  'revenue',
  'returned_units',
  'returns_rate',
  'gross_margin',
] as const;
/** `GET /analytics/customers/stats` (also customers.stats). */
export const CUSTOMERS_STAT_ITEMS = ['new_customers', 'returning_customers', 'active_customers'] as const;

/** Items that need products.cost: left out of the answer without it. */
export const COST_STAT_ITEMS: readonly string[] = ['gross_margin'];

export const GROUP_BY_FIELDS = [
  'date',
  'shop',
  'seller',
  'customer',
  'product',
  'collection',
  'payment_method',
  'channel',
  'delivery_mode',
] as const;
export type GroupByField = (typeof GROUP_BY_FIELDS)[number];
export const GROUP_BY_SORTS = ['revenue', 'orders', 'units_sold'] as const;
export type GroupBySort = (typeof GROUP_BY_SORTS)[number];

const DAY_MS = 86_400_000;
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days of a window, both ends included. */
export function windowDays(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS) + 1;
}

/**
 * The past period of a window of calendar days: the same number of days just before (SPEC §7).
 * By days, not by instants, so a DST change in either window moves no day.
 */
export function pastDayWindow(from: string, to: string): { from: string; to: string } {
  const days = windowDays(from, to);
  return { from: dayText(utcDay(from) - days * DAY_MS), to: dayText(utcDay(from) - DAY_MS) };
}

/** SPEC §9 bucket of a window of calendar days (its length in days decides, whatever the zone). */
export function dayWindowBucket(from: string, to: string): ChartBucket {
  return chartBucket(new Date(utcDay(from)), new Date(utcDay(to) + DAY_MS));
}
