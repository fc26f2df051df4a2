// Operations analytics (SPEC §7, issue 7): the dashboard lists other than sales (deliveries,
// stock, expenses, cash, payments) and the per-model figures of deliveries, returns, expenses,
// payments, suppliers and discounts. The rules here are pure; the API reads the sums in SQL.

/** The dashboard lists of `GET /analytics/{item}` and the permission each needs besides stats.view. */
export const ANALYTICS_LIST_PERMISSIONS = {
  'recent-orders': ['orders.view'],
  'today-deliveries': ['deliveries.view'],
  'low-stock': ['stocks.view'],
  'stock-value': ['stocks.view', 'products.cost'],
  deliveries: ['deliveries.view'],
  'expenses-by-category': ['expenses.view'],
  'cash-position': ['treasury_accounts.view'],
  'payments-by-method': ['payments.view'],
} as const satisfies Record<string, readonly string[]>;

export type AnalyticsListItem = keyof typeof ANALYTICS_LIST_PERMISSIONS;

export const ANALYTICS_LIST_ITEMS = Object.keys(ANALYTICS_LIST_PERMISSIONS) as AnalyticsListItem[];

export function isAnalyticsListItem(value: string): value is AnalyticsListItem {
  return Object.hasOwn(ANALYTICS_LIST_PERMISSIONS, value);
}

/** The items of `GET /analytics/{model}/stats` for the operations models, in answer order. */
export const OPERATIONS_MODEL_ITEMS = {
  deliveries: ['deliveries', 'delivered', 'cancelled', 'average_delivery_hours', 'cash_collected'],
  returns: ['returns', 'returned_units', 'returns_rate', 'credited'],
  expenses: ['expenses', 'expenses_count', 'paid', 'unpaid'],
  /** payments_count: payments and refunds recorded (not voided), as the daily payments rollup counts them */
  payments: ['payments', 'refunds', 'net', 'payments_count'],
  suppliers: ['purchases', 'purchase_orders', 'supplier_payments', 'active_suppliers', 'new_suppliers'],
  discounts: ['discounted_orders', 'discounts'],
} as const;

export type OperationsModel = keyof typeof OPERATIONS_MODEL_ITEMS;

/** The permission a model's stats need besides stats.view. */
export const OPERATIONS_MODEL_PERMISSIONS: Record<OperationsModel, string | null> = {
  deliveries: null,
  returns: null,
  expenses: null,
  payments: null,
  suppliers: 'suppliers.stats',
  discounts: 'discounts.view',
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Average delivery time in hours, two decimals: from the delivery's creation (when the order was
 * handed to delivery) to its handover, over the deliveries delivered; null when none was.
 */
export function averageDeliveryHours(totalSeconds: number, delivered: number): number | null {
  if (delivered <= 0) return null;
  return round2(totalSeconds / delivered / 3600);
}

/** Percent of the units sold that came back, two decimals; 0 when nothing was sold. */
export function returnsRate(returnedUnits: number, unitsSold: number): number {
  if (unitsSold <= 0) return 0;
  return round2((returnedUnits / unitsSold) * 100);
}

/** Integer average (minor units), rounded half away from zero; 0 when there is nothing to divide. */
export function averageAmount(total: number, count: number): number {
  if (count <= 0) return 0;
  const value = total / count;
  return value < 0 ? -Math.round(-value) : Math.round(value);
}

/**
 * The key a discount use is grouped under: the discount's id when it came from a saved discount,
 * else its code, else its label (case and spaces folded, so "Promo " and "promo" are one row).
 */
export function discountKey(use: {
  discount_id?: string | null;
  code?: string | null;
  label?: string | null;
}) {
  if (use.discount_id) return use.discount_id;
  if (use.code?.trim()) return `code:${use.code.trim().toUpperCase()}`;
  return `label:${(use.label ?? '').trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

/** The key of the row gathering line discounts (typed per line, not a saved discount). */
export const LINE_DISCOUNT_KEY = 'line';

/** Delivery statuses in the order the dashboard shows them. */
export const DELIVERY_STATUS_ORDER = [
  'pending',
  'taken_in_charge',
  'delivered',
  'cancelled',
  'idle',
] as const;

/** Rows `{status, count}` for every status of DELIVERY_STATUS_ORDER (zeros kept) from counts by status. */
export function deliveryStatusRows(counts: Record<string, number>): { status: string; count: number }[] {
  return DELIVERY_STATUS_ORDER.map((status) => ({ status, count: counts[status] ?? 0 }));
}
