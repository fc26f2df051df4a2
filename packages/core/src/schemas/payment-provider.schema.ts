import { z } from 'zod';
import { ONLINE_PAYMENT_PROVIDERS } from '../online-payments/providers.ts';

/**
 * PUT /payment-providers/:provider — fields not sent are kept, so an admin can switch a provider
 * off or on without typing its keys again. Credentials are checked against the provider's list.
 */
export const paymentProviderPutSchema = z.strictObject({
  is_active: z.boolean().optional(),
  /** the payment method (kind payment_agregator) its payments are recorded with; null: one is created */
  payment_method_id: z.uuid().nullable().optional(),
  credentials: z.record(z.string().max(40), z.string().trim().min(1).max(500)).optional(),
});
export type PaymentProviderPut = z.input<typeof paymentProviderPutSchema>;

export const paymentProviderSchema = z.object({
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  /** every credential is set */
  configured: z.boolean(),
  is_active: z.boolean(),
  payment_method_id: z.string().nullable(),
  /** public values in full, secrets masked ("••••3xYz") */
  credentials: z.record(z.string(), z.string()),
  /** where the provider sends its notifications (Stripe: the webhook endpoint to add); null until saved */
  notify_url: z.string().nullable(),
  /** currencies it takes; null: any */
  currencies: z.array(z.string()).nullable(),
  updated_at: z.string().nullable(),
});
export type PaymentProviderRecord = z.infer<typeof paymentProviderSchema>;

/** POST /public/documents/:token/pay — pay what is due (or part of it) with one of the company's providers. */
export const documentPaySchema = z.object({
  /** required when the company has more than one active provider for the currency */
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS).optional(),
  /** minor units; default: everything due */
  amount: z.number().int().positive().optional(),
});
export type DocumentPay = z.input<typeof documentPaySchema>;

export const checkoutSchema = z.object({
  provider: z.enum(ONLINE_PAYMENT_PROVIDERS),
  amount: z.number(),
  currency: z.string(),
  /** where to send the payer */
  redirect_url: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;
