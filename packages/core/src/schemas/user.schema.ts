import { z } from 'zod';
import { ROLES } from '../permissions/roles.ts';
import { emailSchema, passwordSchema, personNameSchema } from './fields.schema.ts';

export const roleSchema = z.enum(ROLES);
export const userStatusSchema = z.enum(['active', 'invited', 'deactivated']);

export const userCreateSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  /** Without a password the user is invited by email to choose one. */
  password: passwordSchema.optional(),
  role: roleSchema,
  phone: z.string().trim().max(32).optional(),
  shop_ids: z.array(z.uuid()).max(100).optional(),
  locale: z.enum(['en', 'fr', 'es']).optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  name: personNameSchema.optional(),
  email: emailSchema.optional(),
  role: roleSchema.optional(),
  phone: z.string().trim().max(32).nullable().optional(),
  shop_ids: z.array(z.uuid()).max(100).optional(),
  status: z.enum(['active', 'deactivated']).optional(),
  locale: z.enum(['en', 'fr', 'es']).nullable().optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string(),
  status: userStatusSchema,
  has_pin: z.boolean(),
  is_super_admin: z.boolean(),
  locale: z.string().nullable(),
  shop_ids: z.array(z.string()).optional(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const profileUpdateSchema = z.object({
  name: personNameSchema.optional(),
  phone: z.string().trim().max(32).nullable().optional(),
  locale: z.enum(['en', 'fr', 'es']).nullable().optional(),
  current_password: z.string().max(128).optional(),
  password: passwordSchema.optional(),
});
