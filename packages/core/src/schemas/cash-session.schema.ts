import { z } from 'zod';

const money = z.number().int().min(0).max(1e13);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const cashSessionOpenSchema = z.object({
  /** a shop-bound user opens their own shop's drawer; in all-company mode, the shop named or the default */
  shop_id: z.uuid().optional(),
  opening_float: money,
});

export const cashMovementCreateSchema = z.object({
  kind: z.enum(['in', 'out']),
  amount: money.min(1),
  reason: z.string().trim().min(1).max(200),
  /**
   * A cash-out that pays an expense already recorded as paid from the cash account: it counts in
   * the drawer but writes no second treasury outflow or entry (the expense has them).
   */
  expense_id: z.uuid().optional(),
});

export const cashSessionCloseSchema = z.object({
  counted_cash: money,
  note: optionalText(500),
});

const methodLine = z.object({
  payment_method_id: z.string(),
  name: z.string(),
  kind: z.string(),
  received: z.number(),
  refunded: z.number(),
});

export const cashSessionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  shop_id: z.string(),
  /** names a history reads without looking each id up; null when the shop or user is gone */
  shop_name: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  opening_float: z.number(),
  opened_by: z.string().nullable(),
  opened_by_name: z.string().nullable(),
  opened_at: z.string(),
  closed_by: z.string().nullable(),
  closed_by_name: z.string().nullable(),
  closed_at: z.string().nullable(),
  closing_note: z.string().nullable(),
  counted_cash: z.number().nullable(),
  /** the Z report: figures of the session (so far, while it is open) */
  report: z.object({
    sales_count: z.number(),
    cash_sales: z.number(),
    cash_refunds: z.number(),
    cash_in: z.number(),
    cash_out: z.number(),
    expected_cash: z.number(),
    difference: z.number().nullable(),
    by_method: z.array(methodLine),
    movements: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['in', 'out']),
        amount: z.number(),
        reason: z.string(),
        /** the expense this cash-out paid, when linked */
        expense_id: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type CashSession = z.infer<typeof cashSessionSchema>;
