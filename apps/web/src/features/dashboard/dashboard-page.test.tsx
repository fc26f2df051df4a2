import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/dashboard.json';
import es from '../../i18n/locales/es/dashboard.json';
import fr from '../../i18n/locales/fr/dashboard.json';
import { fakeApi } from '../../testing/fake-api.ts';
import { okResult } from '../pricing-settings/render-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const api = fakeApi();

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['dashboard', 'analytics', 'orders', 'deliveries', 'treasury', 'common']);
});
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const period = { start: '2026-11-01', end: '2026-11-30' };
const past = { start: '2026-10-02', end: '2026-10-31' };
const failure = {
  ok: false,
  status: 500,
  data: null,
  error: { status: 500, message: 'boom', errors: {}, retryAfter: null },
};

function serve({ failLowStock = false } = {}) {
  api.get.mockImplementation(async (path: string, options: { query?: Record<string, unknown> }) => {
    if (path.endsWith('shops')) return okResult({ data: [{ id: 's1', name: 'Akwa' }] });
    if (path.endsWith('analytics/stats'))
      return okResult({
        data: {
          period,
          past_period: past,
          paid_only: false,
          shop_id: null,
          currency: 'XAF',
          stats: [
            { item: 'revenue', value: 1_500_000, past_value: 1_000_000, change: 50 },
            { item: 'orders', value: 12, past_value: 16, change: -25 },
            { item: 'returns_rate', value: 0, past_value: 0, change: null },
          ],
        },
      });
    if (path.endsWith('group-by/')) {
      const field = options.query?.field;
      return okResult({
        data: {
          field,
          bucket: field === 'date' ? 'day' : null,
          period,
          past_period: past,
          paid_only: false,
          rows:
            field === 'date'
              ? [
                  {
                    key: '2026-11-01',
                    label: '2026-11-01',
                    orders: 1,
                    revenue: 500,
                    units_sold: 1,
                    past_orders: 0,
                    past_revenue: 0,
                    past_units_sold: 0,
                  },
                  {
                    key: '2026-11-02',
                    label: '2026-11-02',
                    orders: 2,
                    revenue: 900,
                    units_sold: 1,
                    past_orders: 0,
                    past_revenue: 0,
                    past_units_sold: 0,
                  },
                ]
              : [
                  {
                    key: 'k1',
                    label: `Best ${String(field)}`,
                    orders: 3,
                    revenue: 7000,
                    units_sold: 3,
                    past_orders: 1,
                    past_revenue: 100,
                    past_units_sold: 1,
                  },
                ],
          totals: {
            orders: 3,
            revenue: 1400,
            units_sold: 2,
            past_orders: 0,
            past_revenue: 0,
            past_units_sold: 0,
          },
        },
      });
    }
    if (path.endsWith('low-stock')) {
      if (failLowStock) return failure;
      return okResult({
        data: {
          item: 'low-stock',
          period,
          results: [
            {
              variant_id: 'v1',
              product_title: 'Savon',
              variant_title: 'Default Title',
              quantity: 2,
              reorder_point: 5,
            },
          ],
        },
      });
    }
    if (path.endsWith('recent-orders'))
      return okResult({
        data: {
          item: 'recent-orders',
          period,
          results: [
            {
              id: 'o1',
              number: 1,
              customer_name: 'Awa',
              total: 12_500,
              status: 'confirmed',
              payment_status: 'paid',
              created_at: '2026-11-02T10:00:00Z',
            },
            {
              id: 'o2',
              number: 2,
              customer_name: null,
              total: 3_000,
              status: 'confirmed',
              payment_status: 'paid',
              created_at: '2026-11-02T11:00:00Z',
            },
          ],
        },
      });
    if (path.endsWith('expenses-by-category'))
      return okResult({
        data: {
          item: 'expenses-by-category',
          period,
          results: [
            { category: 'PERSONNEL', amount: 90_000, past_amount: 0 },
            { category: null, amount: 5_000, past_amount: 0 },
          ],
        },
      });
    return failure;
  });
}

function renderDashboard(
  permissions: string[],
  url = '/dashboard?period=this_month',
  user: { role: string; scope: Profile['scope'] } = {
    role: 'admin',
    scope: { company_id: 'c1', shop_id: null, all_company: true },
  },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    name: 'Awa',
    role: user.role,
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF', timezone: 'Africa/Douala' },
    scope: user.scope,
  } as unknown as Profile);
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('DashboardPage', () => {
  it('shows KPI cards with deltas told by arrow and words, the chart, top lists and only permitted cards', async () => {
    serve();
    renderDashboard(['stats.view', 'stocks.view']);
    const revenue = await screen.findByTestId('kpi-revenue');
    expect(plain(within(revenue).getByTestId('kpi-value').textContent)).toBe('FCFA 1.50M');
    const up = within(revenue).getByTestId('delta');
    expect(up.dataset.direction).toBe('up');
    expect(up.textContent).toBe('▲Up 50%+50%');
    expect(within(screen.getByTestId('kpi-orders')).getByTestId('delta').textContent).toBe('▼Down 25%-25%');
    expect(within(screen.getByTestId('kpi-returns_rate')).getByTestId('delta').textContent).toContain(
      'No previous figure',
    );
    expect(screen.queryAllByTestId('kpi-past')).toHaveLength(0);

    expect(await screen.findAllByTestId('chart-bar')).toHaveLength(2);
    expect(await screen.findByText('Best product')).toBeTruthy();
    expect(screen.getByText('Best shop')).toBeTruthy();
    expect(await screen.findByText('Savon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/stock/low-stock');
    // A list card asks for the rows it shows.
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/analytics\/low-stock$/),
      expect.objectContaining({ query: { period: 'this_month', limit: 10 } }),
    );
    // No orders.view, treasury or export permission: no such card, no call, no export button.
    expect(screen.queryByTestId('card-recent-orders')).toBeNull();
    expect(screen.queryByTestId('card-cash-position')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(api.get.mock.calls.some(([path]) => String(path).endsWith('recent-orders'))).toBe(false);
    // The preset goes to the server, which resolves it in the company's zone.
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/analytics\/stats$/),
      expect.objectContaining({ query: { period: 'this_month' } }),
    );
  });

  it('puts the figures before the company facts; a role without figures sees the facts first', async () => {
    serve();
    renderDashboard(['stats.view']);
    const revenue = await screen.findByTestId('kpi-revenue');
    const code = screen.getByTestId('company-code');
    expect(code.textContent).toBe('X');
    expect(revenue.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();

    renderDashboard(['orders.view']);
    const start = await screen.findByRole('region', { name: 'Where to start' });
    expect(
      start.compareDocumentPosition(screen.getByTestId('company-code')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('a failing card shows its empty state while the others stay; compare shows past values', async () => {
    serve({ failLowStock: true });
    renderDashboard(
      ['stats.view', 'stats.export', 'stocks.view', 'orders.view', 'expenses.view'],
      '/dashboard?period=this_month&compare=1',
    );
    const lowStock = await screen.findByTestId('card-low-stock');
    expect(
      await within(lowStock).findByText('These figures could not be loaded.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByText('#0001')).toBeTruthy();
    expect(screen.getByText('#0001').getAttribute('href')).toBe('/orders/o1');
    // A walk-in sale is named as everywhere else, and an expense category in words, not its code.
    expect(within(screen.getByTestId('card-recent-orders')).getByText(/^Walk-in customer ·/)).toBeTruthy();
    const expenses = await screen.findByTestId('card-expenses-by-category');
    expect(await within(expenses).findByText('Staff')).toBeTruthy();
    expect(within(expenses).getByText('Uncategorized')).toBeTruthy();
    expect(within(expenses).queryByText('PERSONNEL')).toBeNull();
    const revenue = await screen.findByTestId('kpi-revenue');
    expect(plain(within(revenue).getByTestId('kpi-past').textContent)).toBe('Previous period: FCFA 1.00M');
    expect(await screen.findAllByTestId('chart-past-bar')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('a chosen shop goes to every call and hides the top shops', async () => {
    serve();
    renderDashboard(['stats.view'], '/dashboard?period=last_30_days&shop=s1');
    expect(await screen.findByText('Best product')).toBeTruthy();
    expect(screen.queryByTestId('card-top-shop')).toBeNull();
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/analytics\/stats$/),
      expect.objectContaining({ query: { period: 'last_30_days', shop_id: 's1' } }),
    );
    expect(((await screen.findByLabelText('Shop')) as HTMLSelectElement).value).toBe('s1');
  });

  it('a shop-bound employee sees their shop only, whatever the address asks, with no shop choice', async () => {
    serve();
    renderDashboard(['stats.view'], '/dashboard?period=last_30_days&shop=s2', {
      role: 'employee',
      scope: { company_id: 'c1', shop_id: 's1', all_company: false },
    });
    expect(await screen.findByText('Best product')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/analytics\/stats$/),
      expect.objectContaining({ query: { period: 'last_30_days', shop_id: 's1' } }),
    );
    expect(screen.queryByLabelText('Shop')).toBeNull();
    expect(screen.queryByTestId('card-top-shop')).toBeNull();
  });

  it('without stats.view there are no figures and no analytics call: the role starts from its own work', async () => {
    serve();
    // A courier: their deliveries and the orders, nothing they may not open.
    renderDashboard(['deliveries.view', 'orders.view']);
    const start = await screen.findByRole('region', { name: 'Where to start' });
    const links = within(start).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My deliveries', '/deliveries'],
      ['Orders', '/orders'],
    ]);
    expect(api.get.mock.calls.some(([path]) => String(path).includes('analytics'))).toBe(false);
  });

  it("today's deliveries ignore the period, so their empty state says nothing is due today", async () => {
    serve();
    const served = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, options: { query?: Record<string, unknown> }) =>
      path.endsWith('today-deliveries')
        ? okResult({ data: { item: 'today-deliveries', period, results: [] } })
        : served(path, options),
    );
    renderDashboard(['stats.view', 'deliveries.view'], '/dashboard?period=last_30_days');
    const card = await screen.findByTestId('card-today-deliveries');
    expect(await within(card).findByText('No deliveries today.')).toBeTruthy();
    expect(within(card).queryByText('Nothing for this period.')).toBeNull();
  });

  it('dashboard translations: fr and es have exactly the English keys', () => {
    type Catalogue = { [key: string]: string | Catalogue };
    const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
      );
    expect(keysOf(fr).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });
});
