import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const warehouseCreateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{1,16}$/, { message: 'code_invalid' })
    .optional(),
  address: optionalText(500),
  city: optionalText(120),
  country: optionalText(2),
  is_active: z.boolean().optional(),
  allow_negative_stock: z.boolean().optional(),
});
export type WarehouseCreate = z.infer<typeof warehouseCreateSchema>;
export const warehouseUpdateSchema = warehouseCreateSchema
  .partial()
  .extend({ is_default: z.literal(true).optional() });
export type WarehouseUpdate = z.infer<typeof warehouseUpdateSchema>;

export const warehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  allow_negative_stock: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
