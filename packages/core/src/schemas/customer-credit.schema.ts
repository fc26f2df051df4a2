import { z } from 'zod';
import { PAYMENT_STATUSES } from '../orders/order-statuses.ts';

/** `GET /customers/:id/stats`: a customer's sales and what they owe, in the company's currency. */
export const customerStatsSchema = z.object({
  customer_id: z.string(),
  currency: z.string(),
  /** confirmed and completed orders */
  orders_count: z.number().int(),
  /** their totals net of credits, minor units */
  revenue: z.number().int(),
  /** revenue per order; null before the first order */
  average_basket: z.number().int().nullable(),
  first_order_at: z.string().nullable(),
  last_order_at: z.string().nullable(),
  balance_owed: z.number().int(),
  overdue_amount: z.number().int(),
  unpaid_orders_count: z.number().int(),
  /** the oldest unpaid sale's date; null when nothing is owed */
  oldest_unpaid_at: z.string().nullable(),
  oldest_due_at: z.string().nullable(),
});
export type CustomerStats = z.infer<typeof customerStatsSchema>;

/** A row of the credit ledger (`GET /customers/credit`): one customer who owes money. */
export const customerCreditSchema = z.object({
  customer_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  currency: z.string(),
  balance: z.number().int(),
  overdue_amount: z.number().int(),
  unpaid_orders_count: z.number().int(),
  oldest_unpaid_at: z.string(),
  oldest_due_at: z.string(),
});
export type CustomerCredit = z.infer<typeof customerCreditSchema>;

/** What the ledger sorts by; "-" before a key sorts descending. */
export const CUSTOMER_CREDIT_SORT_KEYS = [
  'balance',
  'overdue_amount',
  'oldest_due_at',
  'oldest_unpaid_at',
  'name',
] as const;
export type CustomerCreditSortKey = (typeof CUSTOMER_CREDIT_SORT_KEYS)[number];

/** The sorts the ledger screen offers (the API takes either direction of every key). */
export const CUSTOMER_CREDIT_SORTS = [
  '-balance',
  'balance',
  '-overdue_amount',
  'oldest_due_at',
  'oldest_unpaid_at',
  'name',
  '-name',
] as const;
export type CustomerCreditSort = (typeof CUSTOMER_CREDIT_SORTS)[number];

/** One unpaid sale of a customer (`GET /customers/:id/credit`), with its live invoice if any. */
export const customerDebtSchema = z.object({
  order_id: z.string(),
  /** the order's reference, e.g. "#0042" */
  reference: z.string(),
  invoice_id: z.string().nullable(),
  invoice_reference: z.string().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  currency: z.string(),
  ordered_at: z.string(),
  /** the invoice's due date, or the default credit term after the sale */
  due_at: z.string(),
  total: z.number().int(),
  paid_total: z.number().int(),
  credited_total: z.number().int(),
  balance: z.number().int(),
  overdue: z.boolean(),
});
export type CustomerDebt = z.infer<typeof customerDebtSchema>;

/** What a customer's unpaid sales sort by (default due_at: the oldest due first). */
export const CUSTOMER_DEBT_SORT_KEYS = ['due_at', 'ordered_at', 'balance'] as const;
export type CustomerDebtSortKey = (typeof CUSTOMER_DEBT_SORT_KEYS)[number];
