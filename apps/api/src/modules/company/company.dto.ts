import type { companies } from '../../db/schema/index.ts';

type CompanyRow = typeof companies.$inferSelect;

export function toCompanyDto(row: CompanyRow) {
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
