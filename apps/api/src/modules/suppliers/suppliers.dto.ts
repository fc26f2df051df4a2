import type { Supplier } from '@comptoir/core';
import type { SupplierRow } from './suppliers.repo.ts';

/** The API shape of a supplier. */
export function toSupplierDto(row: SupplierRow): Supplier {
  return {
    id: row.id,
    name: row.name,
    contact_name: row.contact_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    country: row.country,
    tax_id: row.tax_id,
    payment_terms_days: row.payment_terms_days,
    notes: row.notes,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
