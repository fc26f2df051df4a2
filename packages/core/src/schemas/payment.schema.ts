import { z } from 'zod';

// Payloads of /payments: money received against an order (or paid back), by one payment method.
// Amounts are positive integers in the currency's minor unit; `kind` gives the direction.

const id = z.uuid();
const amount = z.number().int().min(1).max(1e13);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const PAYMENT_KINDS = ['payment', 'refund'] as const;

/** One part of a sale's payment at the counter: split payments send several. */
export const salePaymentInputSchema = z.object({
  payment_method_id: id,
  amount,
  /** the operator's transaction id, a cheque number… */
  reference: optionalText(120),
  /** cash: what the customer handed over when more than `amount` (the change given is the difference) */
  tendered: amount.nullable().optional(),
});
export type SalePaymentInput = z.infer<typeof salePaymentInputSchema>;

export const paymentCreateSchema = salePaymentInputSchema.extend({
  order_id: id,
  kind: z.enum(PAYMENT_KINDS).default('payment'),
  note: optionalText(500),
  /** when the money came in; defaults to now */
  received_at: z.iso.datetime({ offset: true }).optional(),
});
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  /** the order's reference ("#0042"), null without an order */
  order_reference: z.string().nullable(),
  customer_id: z.string().nullable(),
  /** null for a walk-in customer */
  customer_name: z.string().nullable(),
  payment_method_id: z.string(),
  payment_method: z.object({ id: z.string(), name: z.string(), kind: z.string() }),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number(),
  currency: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  received_at: z.string(),
  voided_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What a payment brings in: a refund is money paid back, so it counts negative. */
export function signedPaymentAmount(payment: Pick<Payment, 'kind' | 'amount'>): number {
  return payment.kind === 'refund' ? -payment.amount : payment.amount;
}

/**
 * The change given back at the counter, from the cash handed over kept with the payments (0 when
 * none was recorded): what each was handed over beyond its amount. Only a cash payment keeps
 * `tendered`; a refund has none.
 */
export function receiptChange(order: {
  payments?: readonly { kind: Payment['kind']; amount: number; tendered: number | null }[] | undefined;
}): number {
  return (order.payments ?? []).reduce(
    (sum, p) => sum + (p.kind === 'payment' && p.tendered ? Math.max(0, p.tendered - p.amount) : 0),
    0,
  );
}

/**
 * What the customer hands over at the counter against what is due: the change to give back, and
 * what is still owed when they pay less. Cash is the only method that gives change.
 */
export function cashChange(
  due: number,
  tendered: readonly { amount: number; cash: boolean }[],
): {
  change: number;
  remaining: number;
} {
  const nonCash = tendered.filter((t) => !t.cash).reduce((sum, t) => sum + t.amount, 0);
  const cash = tendered.filter((t) => t.cash).reduce((sum, t) => sum + t.amount, 0);
  const paid = nonCash + cash;
  const change = Math.min(cash, Math.max(0, paid - due));
  return { change, remaining: Math.max(0, due - paid) };
}
