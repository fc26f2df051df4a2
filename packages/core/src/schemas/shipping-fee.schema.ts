import { z } from 'zod';
import { DELIVERY_MODES } from '../orders/order-statuses.ts';
import { minorAmountSchema, optionalSettingText, settingLabelSchema } from './pricing-fields.schema.ts';

const grams = z.number().int().min(0).max(100_000_000);

/**
 * What delivery costs for a shop (null: every shop), a delivery mode, a zone or city and a
 * basket within weight and subtotal bounds (min inclusive, max exclusive). Fees are tried by
 * position; the first active one that matches wins.
 */
export const shippingFeeCreateSchema = z.object({
  shop_id: z.uuid().nullable().optional(),
  label: settingLabelSchema,
  delivery_mode: z.enum(DELIVERY_MODES).optional(),
  zone: optionalSettingText(120),
  city: optionalSettingText(120),
  amount: minorAmountSchema,
  min_weight_grams: grams.nullable().optional(),
  max_weight_grams: grams.nullable().optional(),
  min_subtotal: minorAmountSchema.nullable().optional(),
  max_subtotal: minorAmountSchema.nullable().optional(),
  position: z.number().int().min(0).max(100_000).optional(),
  is_active: z.boolean().optional(),
});
export type ShippingFeeCreate = z.input<typeof shippingFeeCreateSchema>;
export const shippingFeeUpdateSchema = shippingFeeCreateSchema.partial();
export type ShippingFeeUpdate = z.input<typeof shippingFeeUpdateSchema>;

export const shippingFeeSchema = z.object({
  id: z.string(),
  shop_id: z.string().nullable(),
  label: z.string(),
  delivery_mode: z.enum(DELIVERY_MODES),
  zone: z.string().nullable(),
  city: z.string().nullable(),
  amount: z.number().int(),
  min_weight_grams: z.number().int().nullable(),
  max_weight_grams: z.number().int().nullable(),
  min_subtotal: z.number().int().nullable(),
  max_subtotal: z.number().int().nullable(),
  position: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShippingFeeRecord = z.infer<typeof shippingFeeSchema>;

/** A shipping fee as the sale screens see it (GET /pos/setup): enough to match and price it. */
export const shippingFeeChoiceSchema = shippingFeeSchema.omit({ created_at: true, updated_at: true });
export type ShippingFeeChoice = z.infer<typeof shippingFeeChoiceSchema>;
