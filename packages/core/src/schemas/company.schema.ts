import { z } from 'zod';
import { isCurrencyCode } from '../money/currency.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const timezoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'timezone_invalid' },
  );

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => isCurrencyCode(c), { message: 'currency_invalid' });

export const companyUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  email: z.email().max(254).nullable().optional(),
  phone: optionalText(32),
  address: optionalText(500),
  city: optionalText(120),
  country: optionalText(2),
  tax_id: optionalText(64),
  currency: currencyCodeSchema.optional(),
  timezone: timezoneSchema.optional(),
  locale: z.enum(['en', 'fr', 'es']).optional(),
});
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

const prefix = z
  .string()
  .trim()
  .max(12)
  .regex(/^[A-Za-z0-9_/-]*$/, { message: 'prefix_invalid' });

export const companyVariablesSchema = z.object({
  invoice_prefix: prefix,
  order_prefix: prefix,
  quotation_prefix: prefix,
  receipt_prefix: prefix,
  purchase_order_prefix: prefix,
  week_starts_on: z.union([z.literal(0), z.literal(1)]),
  allow_negative_stock: z.boolean(),
});
export type CompanyVariables = z.infer<typeof companyVariablesSchema>;
export const companyVariablesUpdateSchema = companyVariablesSchema.partial();

export const companyWebsiteSchema = z.object({
  title: z.string().trim().max(120),
  description: z.string().trim().max(1000),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63}$/, { message: 'domain_invalid' })
    .nullable(),
  logo_url: z.url().max(2000).nullable(),
  primary_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'color_invalid' }),
  whatsapp_phone: z.string().trim().max(32).nullable(),
  published: z.boolean(),
});
export const companyWebsiteUpdateSchema = companyWebsiteSchema.partial();

export const ONBOARDING_STEPS = ['company_details', 'currency', 'first_shop', 'first_product', 'invite_staff'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingUpdateSchema = z.object({
  dismissed: z.boolean().optional(),
  skip: z.array(z.enum(ONBOARDING_STEPS)).max(ONBOARDING_STEPS.length).optional(),
  unskip: z.array(z.enum(ONBOARDING_STEPS)).max(ONBOARDING_STEPS.length).optional(),
});

/** App keys a company can pin (one per screen family). */
export const APP_KEYS = [
  'dashboard', 'orders', 'pos', 'products', 'collections', 'stocks', 'customers', 'suppliers', 'deliveries',
  'returns', 'expenses', 'accounting', 'invoices', 'discounts', 'taxes', 'shipping_fees', 'shops', 'warehouses',
  'users', 'website', 'pages', 'blogs', 'media_files', 'domains', 'whatsapp', 'webhooks', 'payments',
  'treasury_accounts', 'transactions', 'stats', 'settings',
] as const;

export const appShortcutsUpdateSchema = z.object({
  app_shortcuts: z.array(z.enum(APP_KEYS)).max(APP_KEYS.length).refine((a) => new Set(a).size === a.length, {
    message: 'duplicate_items',
  }),
});
