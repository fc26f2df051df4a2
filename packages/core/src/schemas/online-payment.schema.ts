import { z } from 'zod';
import { ONLINE_PAYMENT_PROVIDERS } from '../online-payments/providers.ts';

// GET /online-payments and POST /online-payments/:id/refunded: the checkouts payers started from a
// document's public page, and staff saying they refunded one that could not be recorded.

export const ONLINE_PAYMENT_STATUSES = [
  'created',
  'pending',
  'paid',
  'failed',
  /** paid at the provider but not recorded (more than due, order cancelled, currency): refund it */
  'needs_refund',
  /** was needs_refund; staff refunded the payer at the provider */
  'refunded',
] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

export const onlinePaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  /** why a needs_refund checkout was not recorded (a message key such as payments.more_than_due), or why it failed */
  failure: z.string().nullable(),
  /** the failure in the request's language, when there is one */
  failure_label: z.string().nullable(),
  order_id: z.string(),
  order_number: z.number().nullable(),
  document_id: z.string(),
  document_reference: z.string().nullable(),
  document_kind: z.string().nullable(),
  /** the provider's ids: of the checkout, and of the money movement once paid */
  provider_reference: z.string().nullable(),
  provider_transaction: z.string().nullable(),
  payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refunded_by: z.string().nullable(),
  refund_reference: z.string().nullable(),
  refund_note: z.string().nullable(),
  created_at: z.string(),
});
export type OnlinePaymentRecord = z.infer<typeof onlinePaymentSchema>;

/** POST /online-payments/:id/refunded — the payer was refunded at the provider. */
export const onlinePaymentRefundedSchema = z.strictObject({
  /** the provider's id of the refund */
  reference: z.string().trim().max(120).nullable().optional(),
  note: z.string().trim().max(500).nullable().optional(),
});
export type OnlinePaymentRefunded = z.input<typeof onlinePaymentRefundedSchema>;
