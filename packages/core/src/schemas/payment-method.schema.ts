import { z } from 'zod';
import { optionalSettingText } from './pricing-fields.schema.ts';

/** SPEC §3: the kinds of payment methods, each with its default accounting code. */
export const PAYMENT_METHOD_KINDS = ['cash', 'bank', 'mobile_money_operator', 'payment_agregator'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** A SYSCOHADA account number (digits only: checked by isAccountingCode, with a translated message). */
const accountingCode = z.string().trim().min(2).max(12);

export const paymentMethodCreateSchema = z.object({
  name: z.string().trim().min(1).max(80),
  kind: z.enum(PAYMENT_METHOD_KINDS).optional(),
  /** defaults from the kind (see defaultAccountingCode) */
  accounting_code: accountingCode.nullable().optional(),
  /** e.g. orange_money, mtn_momo, wave: which adapter takes online payments */
  provider: optionalSettingText(40),
  /** true makes it the company's default, and the previous default stops being one */
  is_default: z.boolean().optional(),
  is_active: z.boolean().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
});
export type PaymentMethodCreate = z.input<typeof paymentMethodCreateSchema>;
/** A default stops being one only when another becomes the default: is_default accepts true only. */
export const paymentMethodUpdateSchema = paymentMethodCreateSchema
  .partial()
  .extend({ is_default: z.literal(true).optional() });
export type PaymentMethodUpdate = z.input<typeof paymentMethodUpdateSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  accounting_code: z.string(),
  provider: z.string().nullable(),
  /** the treasury account its money lands in (set from the treasury account's side) */
  treasury_account_id: z.string().nullable(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentMethodRecord = z.infer<typeof paymentMethodSchema>;
