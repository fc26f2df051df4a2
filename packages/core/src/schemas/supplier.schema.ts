import { z } from 'zod';
import { normalizeWhatsappPhone } from '../validation/phone.ts';
import { countryCodeSchema } from './fields.schema.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A WhatsApp-capable number (SPEC §5), stored as its international digits. */
const phone = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const digits = normalizeWhatsappPhone(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return digits;
  });

export const supplierCreateSchema = z.object({
  name: z.string().trim().min(1).max(160),
  contact_name: optionalText(160),
  email: z.string().trim().toLowerCase().email().max(254).nullable().optional(),
  phone: phone.nullable().optional(),
  address: optionalText(500),
  city: optionalText(120),
  country: countryCodeSchema,
  tax_id: optionalText(60),
  payment_terms_days: z.number().int().min(0).max(365).nullable().optional(),
  notes: optionalText(2000),
  is_active: z.boolean().optional(),
});
export type SupplierCreate = z.input<typeof supplierCreateSchema>;
export const supplierUpdateSchema = supplierCreateSchema.partial();
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  contact_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  tax_id: z.string().nullable(),
  payment_terms_days: z.number().int().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** purchases_total: approved purchase orders (not cancelled); open_balance: bills entered minus payments. */
export const supplierStatsSchema = z.object({
  products_count: z.number().int(),
  variants_count: z.number().int(),
  /** minor units; null when the caller may not see costs */
  stock_value_at_cost: z.number().int().nullable(),
  purchases_total: z.number().int(),
  open_balance: z.number().int(),
});
export type SupplierStats = z.infer<typeof supplierStatsSchema>;
