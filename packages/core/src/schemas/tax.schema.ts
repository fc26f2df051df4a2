import { z } from 'zod';
import {
  minorAmountSchema,
  positiveDecimalSchema,
  settingCodeSchema,
  settingLabelSchema,
} from './pricing-fields.schema.ts';

/** A tax is a rate (19.25 means 19.25 %) or a fixed amount per unit, never both (SPEC §9). */
export const taxCreateSchema = z.object({
  code: settingCodeSchema,
  label: settingLabelSchema,
  rate: positiveDecimalSchema(1000).nullable().optional(),
  fixed_amount: minorAmountSchema.nullable().optional(),
  tax_order: z.number().int().min(0).max(1000).optional(),
  is_withholding: z.boolean().optional(),
  include_in_base_for_subsequent_taxes: z.boolean().optional(),
  is_default: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type TaxCreate = z.input<typeof taxCreateSchema>;
export const taxUpdateSchema = taxCreateSchema.partial();
export type TaxUpdate = z.input<typeof taxUpdateSchema>;

export const taxSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  /** exact decimal text, e.g. '19.25'; null for a fixed amount */
  rate: z.string().nullable(),
  /** minor units per unit of quantity; null for a rate */
  fixed_amount: z.number().int().nullable(),
  tax_order: z.number().int(),
  is_withholding: z.boolean(),
  include_in_base_for_subsequent_taxes: z.boolean(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** set on a deleted tax, still readable by id for the orders that used it */
  deleted_at: z.string().nullable(),
});
export type TaxRecord = z.infer<typeof taxSchema>;
