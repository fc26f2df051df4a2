import type { Company, CompanySubscription, CompanyVariablesAnswer, CompanyWebsite } from '@comptoir/core';
import type { companies, PlanLimits } from '../../db/schema/index.ts';
import { defaultVariables, defaultWebsite } from './company.defaults.ts';

type CompanyRow = typeof companies.$inferSelect;

export interface SubscriptionRow {
  plan_lookup_key: string;
  status: CompanySubscription['status'];
  current_period_end: Date | null;
  plan_name: string;
  limits: PlanLimits;
  features: string[];
}

export function toCompanyDto(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    company_code: row.company_code,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    tax_id: row.tax_id,
    currency: row.currency,
    timezone: row.timezone,
    locale: row.locale,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toSubscriptionDto(row: SubscriptionRow | null): CompanySubscription | null {
  if (!row) return null;
  return {
    plan_lookup_key: row.plan_lookup_key,
    lookup_key: row.plan_lookup_key,
    status: row.status,
    plan_name: row.plan_name,
    limits: row.limits,
    features: row.features,
    current_period_end: row.current_period_end?.toISOString() ?? null,
  };
}

/** Stored settings over today's defaults, so a setting added later has a value for older companies. */
export function websiteOf(row: CompanyRow): CompanyWebsite {
  return { ...defaultWebsite(row.name), ...row.website };
}

export function variablesOf(row: CompanyRow): CompanyVariablesAnswer {
  return {
    ...defaultVariables(),
    ...row.variables,
    currency: row.currency,
    timezone: row.timezone,
    locale: row.locale,
  };
}
