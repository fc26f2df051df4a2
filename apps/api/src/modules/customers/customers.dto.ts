import type { Customer, CustomerAddress } from '@comptoir/core';
import type { CustomerAddressRow } from './customer-addresses.repo.ts';
import type { CustomerRow } from './customers.repo.ts';

/** The API shape of a customer. */
export function toCustomerDto(row: CustomerRow): Customer {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    phone: row.phone,
    email: row.email,
    tax_id: row.tax_id,
    tags: row.tags,
    notes: row.notes,
    marketing_consent: row.marketing_consent,
    marketing_consent_at: row.marketing_consent_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The API shape of a customer's address. */
export function toCustomerAddressDto(row: CustomerAddressRow): CustomerAddress {
  return {
    id: row.id,
    customer_id: row.customer_id,
    label: row.label,
    recipient_name: row.recipient_name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    district: row.district,
    city: row.city,
    region: row.region,
    postal_code: row.postal_code,
    country: row.country,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
