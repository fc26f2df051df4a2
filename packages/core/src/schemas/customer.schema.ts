import { z } from 'zod';
import { normalizeTags, TAG_SEPARATOR, tagHasSeparator } from '../catalog/products.ts';
import { CUSTOMER_TYPES } from '../customers/customer-name.ts';
import { normalizeWhatsappPhone } from '../validation/phone.ts';
import { countryCodeSchema, emailSchema } from './fields.schema.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A WhatsApp-capable number (SPEC §5), stored as its international digits. */
const whatsappPhone = z
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

export const CUSTOMER_TAG_MAX_LENGTH = 40;

/**
 * Tags as typed: trimmed, blanks dropped, repeats (ignoring case) kept once in first-seen order. A
 * tag is a word or phrase: a comma, semicolon or line break would split it in the tag field.
 */
const tagsSchema = z
  .array(z.string().max(CUSTOMER_TAG_MAX_LENGTH))
  .max(50)
  .refine((tags) => !tags.some(tagHasSeparator), { message: TAG_SEPARATOR })
  .transform(normalizeTags);

/**
 * Fields of a customer. Who the customer is (first/last name for an individual, company_name for
 * a company) is checked on the merged record by `customerNameErrors`, so PATCH can send one field.
 */
export const customerCreateSchema = z.object({
  type: z.enum(CUSTOMER_TYPES).optional(),
  first_name: optionalText(120),
  last_name: optionalText(120),
  company_name: optionalText(160),
  phone: whatsappPhone.nullable().optional(),
  email: emailSchema.nullable().optional(),
  tax_id: optionalText(60),
  tags: tagsSchema.optional(),
  notes: optionalText(2000),
  marketing_consent: z.boolean().optional(),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;
export const customerUpdateSchema = customerCreateSchema.partial();
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

export const CUSTOMER_SORTS = ['name', '-name', '-created_at', 'created_at'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The filters `GET /customers` accepts, as read from a URL or a query string. */
export const customerListFiltersSchema = z.object({
  type: z.enum(CUSTOMER_TYPES).optional(),
  tag: z.string().trim().min(1).max(CUSTOMER_TAG_MAX_LENGTH).optional(),
  marketing_consent: z.enum(['true', 'false']).optional(),
});
export type CustomerListFilters = z.infer<typeof customerListFiltersSchema>;

export const customerSchema = z.object({
  id: z.string(),
  type: z.enum(CUSTOMER_TYPES),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  marketing_consent: z.boolean(),
  marketing_consent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerAddressCreateSchema = z.object({
  label: optionalText(60),
  recipient_name: optionalText(160),
  phone: whatsappPhone.nullable().optional(),
  line1: z.string().trim().min(1).max(240),
  line2: optionalText(240),
  district: optionalText(120),
  city: z.string().trim().min(1).max(120),
  region: optionalText(120),
  postal_code: optionalText(20),
  country: countryCodeSchema,
  is_default: z.boolean().optional(),
});
export type CustomerAddressCreate = z.input<typeof customerAddressCreateSchema>;
export const customerAddressUpdateSchema = customerAddressCreateSchema.partial();
export type CustomerAddressUpdate = z.input<typeof customerAddressUpdateSchema>;

export const customerAddressSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  label: z.string().nullable(),
  recipient_name: z.string().nullable(),
  phone: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;
