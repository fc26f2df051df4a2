import { z } from 'zod';
import { isCurrencyCode } from '../money/currency.ts';
import { validatePin } from '../validation/pin.ts';
import { emailSchema, passwordSchema, personNameSchema, timezoneSchema } from './fields.schema.ts';

export const pinSchema = z.string().refine((pin) => validatePin(pin) === null, { message: 'pin_invalid' });

export const registerSchema = z.object({
  user: z.object({ name: personNameSchema, email: emailSchema, password: passwordSchema }),
  company: z.object({
    name: z.string().trim().min(1).max(120),
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .refine((c) => isCurrencyCode(c), { message: 'currency_invalid' })
      .optional(),
    timezone: timezoneSchema.optional(),
    locale: z.enum(['en', 'fr', 'es']).optional(),
  }),
});
export type Register = z.infer<typeof registerSchema>;

export const loginSchema = z.object({ email: emailSchema, password: z.string().min(1).max(128) });
export type Login = z.infer<typeof loginSchema>;

export const loginWithPinSchema = z.object({
  company_code: z.string().trim().toUpperCase().min(4).max(16),
  pin: z.string().min(1).max(16),
  email: emailSchema.optional(),
});
export type LoginWithPin = z.infer<typeof loginWithPinSchema>;

export const passwordEmailSchema = z.object({ email: emailSchema });

export const passwordResetSchema = z
  .object({
    email: emailSchema,
    otp: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { message: 'otp_invalid' }),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'password_mismatch',
    path: ['password_confirmation'],
  });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const setPinSchema = z
  .object({ pin: z.string(), pin_confirmation: z.string().optional() })
  .superRefine((v, ctx) => {
    const code = validatePin(v.pin, v.pin_confirmation);
    if (code === 'pin_mismatch') ctx.addIssue({ code: 'custom', message: code, path: ['pin_confirmation'] });
    else if (code) ctx.addIssue({ code: 'custom', message: code, path: ['pin'] });
  });
export type SetPin = z.infer<typeof setPinSchema>;

export const acceptInvitationSchema = z.object({
  token: z.string().min(10).max(200),
  name: personNameSchema.optional(),
  password: passwordSchema,
});

export const authTokenResponseSchema = z.object({
  accessToken: z.string(),
  companyId: z.string(),
  company_code: z.string(),
});
