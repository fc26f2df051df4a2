import { z } from 'zod';
import { countryCodeSchema, currencyCodeSchema, emailSchema, timezoneSchema } from './fields.schema.ts';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const companyUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  email: emailSchema.nullable().optional(),
  phone: optionalText(32),
  address: optionalText(500),
  city: optionalText(120),
  country: countryCodeSchema,
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
  credit_note_prefix: prefix,
  /** days an invoice gives to pay when its issuer names none; null: due on receipt */
  invoice_due_days: z.number().int().min(0).max(365).nullable(),
  week_starts_on: z.union([z.literal(0), z.literal(1)]),
  allow_negative_stock: z.boolean(),
  /** invoices, quotations and credit notes print their total in words */
  amount_in_words: z.boolean(),
});
export type CompanyVariables = z.infer<typeof companyVariablesSchema>;
// Settings updates refuse unknown keys: a misspelt setting must not be dropped silently.
export const companyVariablesUpdateSchema = companyVariablesSchema.partial().strict();

/** PUT /company/variables: the document settings plus the money and time settings kept on the company itself. */
export const companyVariablesPutSchema = companyVariablesUpdateSchema.extend({
  currency: currencyCodeSchema.optional(),
  timezone: timezoneSchema.optional(),
  locale: z.enum(['en', 'fr', 'es']).optional(),
});
export type CompanyVariablesPut = z.infer<typeof companyVariablesPutSchema>;

export const companyWebsiteSchema = z.object({
  title: z.string().trim().max(120),
  description: z.string().trim().max(1000),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63}$/, { message: 'domain_invalid' })
    .nullable(),
  // http(s) only: the logo is shown as an image and may become a link (no javascript: URLs).
  logo_url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable(),
  primary_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'color_invalid' }),
  whatsapp_phone: z.string().trim().max(32).nullable(),
  published: z.boolean(),
});
export const companyWebsiteUpdateSchema = companyWebsiteSchema.partial().strict();
export type CompanyWebsite = z.infer<typeof companyWebsiteSchema>;
export type CompanyWebsiteUpdate = z.infer<typeof companyWebsiteUpdateSchema>;

export const ONBOARDING_STEPS = [
  'company_details',
  'currency',
  'first_shop',
  'first_product',
  'invite_staff',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingUpdateSchema = z.strictObject({
  dismissed: z.boolean().optional(),
  skip: z.array(z.enum(ONBOARDING_STEPS)).max(ONBOARDING_STEPS.length).optional(),
  unskip: z.array(z.enum(ONBOARDING_STEPS)).max(ONBOARDING_STEPS.length).optional(),
});
export type OnboardingUpdate = z.infer<typeof onboardingUpdateSchema>;

/** App keys a company can pin (one per screen family). */
export const APP_KEYS = [
  'dashboard',
  'orders',
  'pos',
  'products',
  'collections',
  'stocks',
  'customers',
  'suppliers',
  'purchases',
  'deliveries',
  'returns',
  'expenses',
  'accounting',
  'invoices',
  'discounts',
  'taxes',
  'shipping_fees',
  'shops',
  'warehouses',
  'users',
  'website',
  'pages',
  'blogs',
  'media_files',
  'domains',
  'whatsapp',
  'webhooks',
  'payments',
  'payment_methods',
  'treasury_accounts',
  'transactions',
  'stats',
  'settings',
] as const;

export const appShortcutsUpdateSchema = z.strictObject({
  app_shortcuts: z
    .array(z.enum(APP_KEYS))
    .max(APP_KEYS.length)
    .refine((a) => new Set(a).size === a.length, {
      message: 'duplicate_items',
    }),
});
export type AppShortcutsUpdate = z.infer<typeof appShortcutsUpdateSchema>;

// ---- Answers (documented in OpenAPI; the server builds them with typed mappers) ----

export const subscriptionStatusSchema = z.enum(['active', 'trialing', 'past_due', 'cancelled']);

export const planLimitsSchema = z.object({
  shops: z.number().int().nullable(),
  users: z.number().int().nullable(),
  products: z.number().int().nullable(),
  warehouses: z.number().int().nullable(),
});

export const companySubscriptionSchema = z.object({
  plan_lookup_key: z.string(),
  /** same value as plan_lookup_key, under the name the web app reads */
  lookup_key: z.string(),
  status: subscriptionStatusSchema,
  plan_name: z.string(),
  limits: planLimitsSchema,
  features: z.array(z.string()),
  current_period_end: z.string().nullable(),
});
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  company_code: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  tax_id: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  locale: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** PUT /company/logo: an uploaded image of the company's `logo` media collection. */
export const companyLogoSetSchema = z.strictObject({ media_id: z.uuid() });
export type CompanyLogoSet = z.infer<typeof companyLogoSetSchema>;

/** The company's logo with short-lived signed URLs (the file, and a 200 px thumbnail once made). */
export const companyLogoSchema = z.object({
  media_id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type CompanyLogo = z.infer<typeof companyLogoSchema>;

export const companyWithSubscriptionSchema = companySchema.extend({
  subscription: companySubscriptionSchema.nullable(),
  logo: companyLogoSchema.nullable(),
  /** the company has recorded orders: its currency can no longer change (their amounts are in it) */
  currency_locked: z.boolean(),
});
export type CompanyWithSubscription = z.infer<typeof companyWithSubscriptionSchema>;

export const companyVariablesAnswerSchema = companyVariablesSchema.extend({
  currency: z.string(),
  timezone: z.string(),
  locale: z.string(),
});
export type CompanyVariablesAnswer = z.infer<typeof companyVariablesAnswerSchema>;

export const onboardingStepStateSchema = z.object({
  key: z.enum(ONBOARDING_STEPS),
  done: z.boolean(),
  skipped: z.boolean(),
});
export const onboardingSchema = z.object({
  steps: z.array(onboardingStepStateSchema),
  /** steps done or skipped, in percent of all steps (integer) */
  progress: z.number().int(),
  completed: z.boolean(),
  dismissed: z.boolean(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const appShortcutsSchema = z.object({ app_shortcuts: z.array(z.string()) });

// ---- Platform (super-admin) ----

export const subscriptionUpdateSchema = z.object({
  plan_lookup_key: z.string().trim().min(1).max(64),
  status: subscriptionStatusSchema.optional(),
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

export const platformCompanySchema = companySchema.extend({
  subscription: companySubscriptionSchema.nullable(),
  user_count: z.number().int(),
  shop_count: z.number().int(),
  warehouse_count: z.number().int(),
});
export type PlatformCompany = z.infer<typeof platformCompanySchema>;
