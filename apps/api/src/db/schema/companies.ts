import { type AnyPgColumn, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { mediaFiles } from './media.ts';
import { plans } from './platform.ts';

export interface CompanyVariables {
  invoice_prefix: string;
  order_prefix: string;
  quotation_prefix: string;
  receipt_prefix: string;
  purchase_order_prefix: string;
  credit_note_prefix: string;
  /** days an invoice gives to pay when its issuer names none; null: due on receipt */
  invoice_due_days: number | null;
  week_starts_on: 0 | 1;
  allow_negative_stock: boolean;
  /** documents print their total in words */
  amount_in_words: boolean;
}

export interface CompanyWebsite {
  title: string;
  description: string;
  domain: string | null;
  logo_url: string | null;
  primary_color: string;
  whatsapp_phone: string | null;
  published: boolean;
}

export interface OnboardingState {
  dismissed: boolean;
  /** steps the merchant marked done by hand (e.g. skipped "invite staff") */
  skipped: string[];
}

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    company_code: text('company_code').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    tax_id: text('tax_id'),
    currency: text('currency').notNull().default('USD'),
    timezone: text('timezone').notNull().default('UTC'),
    locale: text('locale').notNull().default('en'),
    variables: jsonb('variables').$type<CompanyVariables>().notNull(),
    website: jsonb('website').$type<CompanyWebsite>().notNull(),
    onboarding: jsonb('onboarding').$type<OnboardingState>().notNull(),
    app_shortcuts: jsonb('app_shortcuts').$type<string[]>().notNull().default([]),
    /** the logo printed on documents: an uploaded image of the `logo` collection, and its storage key */
    // Typed by hand: media_files refers back to companies, a cycle TypeScript cannot infer.
    logo_media_id: uuid('logo_media_id').references((): AnyPgColumn => mediaFiles.id, {
      onDelete: 'set null',
    }),
    logo_key: text('logo_key'),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('companies_code_uq').on(t.company_code),
    index('companies_created_idx').on(t.created_at),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    plan_lookup_key: text('plan_lookup_key').notNull(),
    status: text('status')
      .$type<'active' | 'trialing' | 'past_due' | 'cancelled'>()
      .notNull()
      .default('active'),
    current_period_end: ts('current_period_end'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('subscriptions_company_uq').on(t.company_id)],
);
