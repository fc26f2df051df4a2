import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Mock } from 'vitest';
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

export const W1 = '11111111-1111-4111-8111-111111111111';
export const W2 = '22222222-2222-4222-8222-222222222222';
export const WAREHOUSES = [
  { id: W1, name: 'Boutique', is_default: true, is_active: true },
  { id: W2, name: 'Dépôt', is_default: false, is_active: true },
];

export const ALL_STOCK = [
  'stocks.view',
  'stocks.create',
  'stocks.update',
  'stocks.export',
  'products.view',
  'warehouses.view',
];

/** Renders one stock screen at `url` with a signed-in user, the real router and translations. */
export function renderStock(
  routes: { path: string; element: ReactNode }[],
  url: string,
  permissions: string[] = ALL_STOCK,
) {
  const queryClient = signedInQueryClient(permissions);
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

/** The query of the last GET whose path ends with `suffix`. */
export const lastQuery = (get: Mock, suffix: string) =>
  get.mock.calls.filter(([path]) => String(path).endsWith(suffix)).at(-1)?.[1]?.query;
