import type { Order } from '@comptoir/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';

// Helpers of the sales screens' component tests (never imported by the app).

export const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
export const failure = (status: number, message: string, errors?: Record<string, string[]>) => ({
  ok: false,
  status,
  data: null,
  error: { status, message, ...(errors ? { errors } : {}), retryAfter: null },
});
export const page = <T,>(data: T[]) => ({
  data,
  meta: { current_page: 1, per_page: 100, total: data.length, last_page: 1, from: 1, to: data.length },
});

/** The 19.25 % VAT an XAF company puts on every line by default (as GET /pos/setup lists it). */
export const defaultVat = {
  id: 't1',
  code: 'TVA',
  label: 'TVA',
  rate: '19.25',
  fixed_amount: null,
  tax_order: 0,
  is_withholding: false,
  include_in_base_for_subsequent_taxes: false,
};

/** GET /pos/setup of an XAF counter taking cash, its lines taxed with `taxes`. */
export const posSetup = (taxes: unknown[] = [defaultVat]) =>
  ok({
    data: {
      currency: { alpha: 'XAF', precision: 0 },
      payment_methods: [{ id: 'cash', name: 'Cash', kind: 'cash', is_default: true }],
      default_taxes: taxes,
      shipping_fees: [],
    },
  });

/** Renders `routes` at `url` for a user of an XAF company holding `permissions`. */
export function renderScreen(
  url: string,
  permissions: string[],
  routes: { path: string; element: ReactNode }[],
  profile: Partial<Profile> = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    id: 'u1',
    name: 'Awa',
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF' },
    scope: { company_id: 'c1', shop_id: null, all_company: true },
    shop_ids: [],
    ...profile,
  } as unknown as Profile);
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

/** A confirmed order of two units at 4,500 FCFA, paid in full. */
export function anOrder(change: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    number: 1,
    reference: '#0001',
    shop_id: 's1',
    warehouse_id: 'w1',
    customer_id: null,
    customer: null,
    seller_id: 'u1',
    status: 'confirmed',
    payment_status: 'paid',
    delivery_status: 'idle',
    delivery_mode: 'pickup',
    channel: 'pos',
    currency: 'XAF',
    subtotal: 9_000,
    discount_total: 0,
    tax_total: 0,
    shipping_total: 0,
    total: 9_000,
    paid_total: 9_000,
    credited_total: 0,
    balance_due: 0,
    discounts: [],
    shipping_address: null,
    notes: null,
    confirmed_at: '2026-01-01T10:00:00.000Z',
    completed_at: null,
    cancelled_at: null,
    created_by: 'u1',
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    lines: [
      {
        id: 'l1',
        position: 0,
        source: 'product',
        variant_id: 'v1',
        product_id: 'p1',
        title: 'Poulet DG',
        variant_title: null,
        sku: 'PDG-1',
        price: 4_500,
        quantity: 2,
        discounts: [],
        taxes: [],
        subtotal: 9_000,
        discount: 0,
        tax_total: 0,
        total: 9_000,
      },
    ],
    ...change,
  };
}
