import { z } from 'zod';
import { emailSchema } from './fields.schema.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const shopCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/, { message: 'slug_invalid' })
    .max(120)
    .optional(),
  email: emailSchema.nullable().optional(),
  phone: optionalText(32),
  address: optionalText(500),
  city: optionalText(120),
  country: optionalText(2),
  is_active: z.boolean().optional(),
  /** Warehouses the shop sells from; on creation, omitted or empty links the company's default warehouse. */
  warehouse_ids: z
    .array(z.uuid())
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate_items' })
    .optional(),
});
export type ShopCreate = z.infer<typeof shopCreateSchema>;
/** `is_default: true` makes this shop the company's default (the previous one stops being it). */
export const shopUpdateSchema = shopCreateSchema.partial().extend({ is_default: z.literal(true).optional() });
export type ShopUpdate = z.infer<typeof shopUpdateSchema>;

export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  /** with include=warehouses, and on create/update answers */
  warehouse_ids: z.array(z.string()).optional(),
  warehouses: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;
