import { z } from 'zod';
import { RETURN_STATUSES } from '../orders/returns.ts';

const id = z.uuid();
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const returnCreateSchema = z.object({
  order_id: id,
  reason: optionalText(500),
  lines: z
    .array(z.object({ order_line_id: id, quantity: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.order_line_id)).size === lines.length, {
      message: 'duplicate_items',
    }),
});
export type ReturnCreate = z.input<typeof returnCreateSchema>;

export const returnApproveSchema = z
  .object({
    /** refund: money paid back now; credit_note: what the customer owes goes down by the goods' value */
    resolution: z.enum(['refund', 'credit_note']),
    /** where the goods go back; defaults to the order's warehouse (the default one once it is deleted) */
    warehouse_id: id.optional(),
    /** how the money goes back (refund) */
    payment_method_id: id.optional(),
    note: optionalText(500),
  })
  .refine((body) => body.resolution !== 'refund' || body.payment_method_id !== undefined, {
    message: 'refund_needs_method',
    path: ['payment_method_id'],
  });
export type ReturnApprove = z.input<typeof returnApproveSchema>;

export const returnRejectSchema = z.object({ note: optionalText(500) });

export const returnSchema = z.object({
  id: z.string(),
  reference: z.string(),
  order_id: z.string(),
  /** the order's reference as its own DTO gives it ("#0042") */
  order_reference: z.string(),
  /** the order's customer, null for a walk-in sale */
  customer_name: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string().nullable(),
  total: z.number(),
  resolution: z.enum(['refund', 'credit_note']).nullable(),
  warehouse_id: z.string().nullable(),
  refund_payment_id: z.string().nullable(),
  credit_note_id: z.string().nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  lines: z
    .array(
      z.object({
        id: z.string(),
        order_line_id: z.string(),
        variant_id: z.string().nullable(),
        quantity: z.number(),
        amount: z.number(),
      }),
    )
    .optional(),
});
export type OrderReturn = z.infer<typeof returnSchema>;
