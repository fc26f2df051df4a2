import { z } from 'zod';
import {
  minorAmountSchema,
  positiveDecimalSchema,
  settingCodeSchema,
  settingLabelSchema,
} from './pricing-fields.schema.ts';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;

const instant = z.iso.datetime({ offset: true });

/**
 * A discount a customer types as a code (or staff pick by hand when it has none): a percentage or
 * an amount in minor units, within an optional window [starts_at, ends_at) and usage limits.
 */
export const discountCreateSchema = z.object({
  code: settingCodeSchema.nullable().optional(),
  label: settingLabelSchema,
  discount_type: z.enum(DISCOUNT_TYPES),
  /** percent (10 means 10 %) or minor units, by discount_type */
  discount_value: positiveDecimalSchema(1_000_000_000_000),
  starts_at: instant.nullable().optional(),
  ends_at: instant.nullable().optional(),
  minimum_subtotal: minorAmountSchema.nullable().optional(),
  usage_limit: z.number().int().min(1).max(1_000_000_000).nullable().optional(),
  usage_limit_per_customer: z.number().int().min(1).max(1_000_000).nullable().optional(),
  is_active: z.boolean().optional(),
});
export type DiscountCreate = z.input<typeof discountCreateSchema>;
export const discountUpdateSchema = discountCreateSchema.partial();
export type DiscountUpdate = z.input<typeof discountUpdateSchema>;

export const discountSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  label: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** exact decimal text: '10' (percent) or '50000' (minor units) */
  discount_value: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  minimum_subtotal: z.number().int().nullable(),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_customer: z.number().int().nullable(),
  times_used: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DiscountRecord = z.infer<typeof discountSchema>;

/**
 * A discount code as the sale screens see it (GET /pos/discount-code, under orders.create): its
 * value to price the basket with, and the limits to tell the seller early why it would not apply.
 */
export const discountCodeTermsSchema = discountSchema.omit({ id: true, created_at: true, updated_at: true });
export type DiscountCodeTerms = z.infer<typeof discountCodeTermsSchema>;
