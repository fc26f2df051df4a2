import type { PurchaseOrder, PurchasingSetup, SupplierBill } from '@comptoir/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { signedInQueryClient } from '../../testing/signed-in-client.ts';

export const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
export const failed = (status: number, message: string, errors: Record<string, string[]> = {}) => ({
  ok: false,
  status,
  data: null,
  error: { status, message, errors, retryAfter: null },
});
export const meta = (total: number) => ({
  current_page: 1,
  per_page: 25,
  total,
  last_page: 1,
  from: total ? 1 : null,
  to: total || null,
});

export const MANAGER = [
  'suppliers.view',
  'suppliers.create',
  'suppliers.update',
  'suppliers.delete',
  'suppliers.export',
  'products.view',
  'products.cost',
  'transactions.create',
];
export const EMPLOYEE = ['suppliers.view', 'suppliers.create', 'suppliers.update', 'products.view'];

export const SETUP: PurchasingSetup = {
  currency: 'XAF',
  suppliers: [{ id: 's1', name: 'Sococim', payment_terms_days: 30 }],
  warehouses: [{ id: 'w1', name: 'Dépôt central', is_default: true }],
  taxes: [
    {
      id: 'vat',
      code: 'TVA',
      label: 'TVA',
      rate: '18',
      fixed_amount: null,
      tax_order: 0,
      is_withholding: false,
      include_in_base_for_subsequent_taxes: false,
    },
  ],
  payment_methods: [{ id: 'm1', name: 'Caisse', kind: 'cash' }],
};

/** An approved order of 10 bags of cement at 4 500, `received` of them received. */
export function approvedOrder(received = 0, status: PurchaseOrder['status'] = 'approved'): PurchaseOrder {
  return {
    id: 'po1',
    kind: 0,
    type_code: 2,
    reference: 'PO-2026-0001',
    number: 1,
    status,
    supplier_id: 's1',
    supplier_name: 'Sococim',
    warehouse_id: 'w1',
    currency: 'XAF',
    expected_at: '2026-06-15',
    notes: null,
    subtotal: 45_000,
    tax_total: 0,
    deductible_tax_total: 0,
    total: 45_000,
    ordered_quantity: 10,
    received_quantity: received,
    submitted_at: null,
    approved_at: '2026-06-01T09:00:00.000Z',
    approved_by: 'u1',
    received_at: null,
    cancelled_at: null,
    created_by: 'u1',
    created_at: '2026-06-01T08:00:00.000Z',
    updated_at: '2026-06-01T09:00:00.000Z',
    lines: [
      {
        id: 'l1',
        position: 1,
        variant_id: 'v1',
        product_id: 'p1',
        title: 'Ciment 50 kg',
        variant_title: null,
        sku: 'CIM-50',
        quantity: 10,
        received_quantity: received,
        outstanding_quantity: 10 - received,
        billed_quantity: 0,
        unit_cost: 4_500,
        deductible: true,
        taxes: [],
        subtotal: 45_000,
        tax_total: 0,
        total: 45_000,
      },
    ],
    timeline: [
      {
        id: 'h1',
        type: 'approved',
        from_value: 'draft',
        to_value: 'PO-2026-0001',
        note: null,
        user_id: 'u1',
        user_name: 'Awa',
        created_at: '2026-06-01T09:00:00.000Z',
      },
    ],
  };
}

export function openBill(paid = 0): SupplierBill {
  return {
    id: 'b1',
    kind: 1,
    reference: 'BILL-2026-0001',
    number: 1,
    status: paid > 0 ? 'partially_paid' : 'open',
    supplier_id: 's1',
    supplier_name: 'Sococim',
    purchase_order_id: 'po1',
    purchase_order_reference: 'PO-2026-0001',
    supplier_reference: 'FAC-88',
    bill_date: '2026-06-20',
    due_date: '2026-07-20',
    currency: 'XAF',
    subtotal: 45_000,
    tax_total: 0,
    deductible_tax_total: 0,
    total: 45_000,
    paid_total: paid,
    balance_due: 45_000 - paid,
    days_overdue: 0,
    notes: null,
    opened_at: '2026-06-20T10:00:00.000Z',
    cancelled_at: null,
    created_by: 'u1',
    created_at: '2026-06-20T10:00:00.000Z',
    updated_at: '2026-06-20T10:00:00.000Z',
    lines: [],
    payments: [],
  };
}

/** Renders purchasing screens at `url` with a signed-in user, the real router and translations. */
export function renderPurchases(
  routes: { path: string; element: ReactNode }[],
  url: string,
  permissions = MANAGER,
) {
  const queryClient = signedInQueryClient(permissions, 'Quincaillerie');
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, queryClient };
}
