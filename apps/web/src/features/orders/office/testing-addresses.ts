import type { CustomerAddress } from '@comptoir/core';

// Test data only, without the app's modules: plain unit tests import it too.
/** A saved address of customer c1, as GET /customers/:id/addresses answers it. */
export const anAddress = (change: Partial<CustomerAddress> & { id: string }): CustomerAddress => ({
  customer_id: 'c1',
  label: null,
  recipient_name: null,
  phone: null,
  line1: 'Rue Joss',
  line2: null,
  district: null,
  city: 'Douala',
  region: null,
  postal_code: null,
  country: null,
  is_default: false,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...change,
});
