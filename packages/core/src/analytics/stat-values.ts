import type { z } from 'zod';
import type { statItemSchema } from '../schemas/analytics.schema.ts';
import { averageAmount, returnsRate } from './operations-figures.ts';
import { COST_STAT_ITEMS } from './sales.ts';

// The body of every `/analytics/…/stats` answer (SPEC §7): each item's value in the period, in the
// past period and the change between them, and the sales KPI formulas over the rollups' sums.

/** The change from `before` to `now` in percent, two decimals; null when there was nothing before. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 10_000) / 100;
}

export type StatValue = z.infer<typeof statItemSchema>;

/** Each item's value now and before and the change in percent, in `items` order (a missing figure is 0). */
export function statValues(
  items: readonly string[],
  now: Readonly<Record<string, number>>,
  before: Readonly<Record<string, number>>,
): StatValue[] {
  return items.map((item) => {
    const value = now[item] ?? 0;
    const pastValue = before[item] ?? 0;
    return { item, value, past_value: pastValue, change: changePercent(value, pastValue) };
  });
}

/** The items a user may see: the cost ones (gross margin) only with products.cost. */
export function visibleStatItems(items: readonly string[], seesCost: boolean): readonly string[] {
  return seesCost ? items : items.filter((item) => !COST_STAT_ITEMS.includes(item));
}

/** What the sales rollups sum for a window; an endpoint reads the sums its items need (others count 0). */
export interface SalesSums {
  orders?: number;
  /** money of the sales (tax included), or of the product lines less returns for the product stats */
  revenue?: number;
  revenue_ex_tax?: number;
  /** cost of the units sold (products.cost) */
  cost?: number;
  discounts?: number;
  shipping?: number;
  /** units on the lines, returned ones included */
  units?: number;
  units_returned?: number;
  /** customers whose first counted order is in the window */
  new_customers?: number;
  /** customers with a counted order in the window */
  active_customers?: number;
  /** distinct products with units kept */
  products_sold?: number;
  /** orders created in the window and cancelled */
  cancelled?: number;
}

/**
 * The sales KPI values of a window from its sums (SPEC §7): average basket, units sold (returns
 * taken off), gross margin (revenue before tax less cost), returning customers (active less new),
 * returns rate… Keys are the stat items of the sales, orders, products and customers stats.
 */
export function salesStatValues(sums: SalesSums) {
  const revenue = sums.revenue ?? 0;
  const orders = sums.orders ?? 0;
  const units = sums.units ?? 0;
  const unitsReturned = sums.units_returned ?? 0;
  const newCustomers = sums.new_customers ?? 0;
  const activeCustomers = sums.active_customers ?? 0;
  return {
    revenue,
    orders,
    average_basket: averageAmount(revenue, orders),
    units_sold: units - unitsReturned,
    returned_units: unitsReturned,
    gross_margin: (sums.revenue_ex_tax ?? 0) - (sums.cost ?? 0),
    new_customers: newCustomers,
    returning_customers: activeCustomers - newCustomers,
    active_customers: activeCustomers,
    discounts: sums.discounts ?? 0,
    returns_rate: returnsRate(unitsReturned, units),
    shipping: sums.shipping ?? 0,
    products_sold: sums.products_sold ?? 0,
    cancelled: sums.cancelled ?? 0,
  };
}
