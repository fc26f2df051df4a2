import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GroupByResponse, GroupByRow } from '../../components/analytics/analytics-api.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeExports } from '../../testing/fake-api.ts';
import * as rawRequestModule from '../imports/raw-request.ts';
import { failure, ok, renderScreen } from '../orders/testing.tsx';
import { ReportsPage } from './reports-page.tsx';

const api = fakeApi();
const raw = fakeExports(rawRequestModule, ['rawRequest']);

beforeAll(async () => {
  await i18n.loadNamespaces(['reports', 'analytics']);
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  cleanup();
  for (const fn of [...Object.values(api), raw.rawRequest]) fn.mockReset();
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('en'));

// Intl puts (narrow) no-break spaces in numbers and ranges; compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

function aRow(change: Partial<GroupByRow> = {}): GroupByRow {
  return {
    key: 'p1',
    label: 'Poulet DG',
    orders: 3,
    revenue: 27_000,
    units_sold: 6,
    past_orders: 2,
    past_revenue: 18_000,
    past_units_sold: 4,
    ...change,
  };
}

function aReport(change: Partial<GroupByResponse> = {}): GroupByResponse {
  const rows = change.rows ?? [
    aRow(),
    aRow({
      key: 'p2',
      label: 'Attiéké',
      orders: 1,
      revenue: 1_500,
      units_sold: 1,
      past_orders: 0,
      past_revenue: 0,
      past_units_sold: 0,
    }),
  ];
  const sum = (pick: (row: GroupByRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    field: 'product',
    bucket: null,
    period: { start: '2026-11-23', end: '2026-11-29' },
    past_period: { start: '2026-11-16', end: '2026-11-22' },
    paid_only: false,
    rows,
    totals: {
      orders: sum((r) => r.orders),
      revenue: sum((r) => r.revenue),
      units_sold: sum((r) => r.units_sold),
      past_orders: sum((r) => r.past_orders),
      past_revenue: sum((r) => r.past_revenue),
      past_units_sold: sum((r) => r.past_units_sold),
    },
    ...change,
  };
}

/** Answers the report with `report` (or a failure) and the shops list with two shops. */
function answer(report: GroupByResponse | ReturnType<typeof failure>) {
  api.get.mockImplementation(async (path: string) => {
    if (/shops$/.test(path))
      return ok({
        data: [
          { id: 's1', name: 'Plateau' },
          { id: 's2', name: 'Cocody' },
        ],
      });
    if (/analytics\/stats\/orders\/group-by\/$/.test(path))
      return 'ok' in report ? report : ok({ data: report });
    throw new Error(`unexpected GET ${path}`);
  });
}

/** The query of the last report call. */
function lastReportQuery(): Record<string, unknown> {
  const calls = api.get.mock.calls.filter(([path]) => /group-by\/$/.test(path as string));
  const options = calls.at(-1)?.[1] as { query: Record<string, unknown> } | undefined;
  return options?.query ?? {};
}

function render(url: string, permissions = ['stats.view', 'stats.export']) {
  return renderScreen(url, permissions, [{ path: '/reports', element: <ReportsPage /> }]);
}

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent));

describe('the report follows its address', () => {
  it('opens on sales by day over this week, a time series neither sorted nor cut', async () => {
    answer(
      aReport({
        field: 'date',
        bucket: 'day',
        rows: [
          aRow({ key: '2026-11-23', label: '2026-11-23' }),
          aRow({ key: '2026-11-24', label: '2026-11-24' }),
        ],
      }),
    );
    render('/reports');
    const table = await screen.findByRole('table', { name: 'By day' });
    expect(lastReportQuery()).toEqual({ period: 'this_week', field: 'date' });
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(['Day', 'Orders', 'Revenue', 'Units sold']);
    // The day's cell also holds its phone line (under `sm`), where the orders and units columns are left out.
    expect(cellsOf(rows[1]!)).toEqual([
      'November 23, 2026Orders: 3 · Units sold: 6',
      '3',
      'FCFA 27,000',
      '6',
    ]);
    expect(cellsOf(rows.at(-1)!)).toEqual(['TotalOrders: 6 · Units sold: 12', '6', 'FCFA 54,000', '12']);
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('on a phone keeps the day and the revenue, the orders and units under the day (French)', async () => {
    await i18n.changeLanguage('fr');
    answer(
      aReport({
        field: 'date',
        bucket: 'day',
        rows: [aRow({ key: '2026-11-23', label: '2026-11-23' })],
      }),
    );
    render('/reports?compare=1');
    const table = await screen.findByRole('table', { name: 'Par jour' });
    const [day, total] = within(table).getAllByRole('rowheader');
    const phoneLine = day!.querySelector('.sm\\:hidden');
    expect(plain(phoneLine?.textContent ?? null)).toBe('Commandes : 3 +50 % · Unités vendues : 6 +50 %');
    expect(plain(total!.querySelector('.sm\\:hidden')?.textContent ?? null)).toBe(
      'Commandes : 3 +50 % · Unités vendues : 6 +50 %',
    );
    // Orders and units columns are left out under `sm`, headers and cells alike; the day and revenue stay.
    const phoneHidden = (cell: Element) => cell.className.includes('hidden sm:table-cell');
    for (const row of within(table).getAllByRole('row'))
      expect([...row.querySelectorAll('th, td')].map(phoneHidden)).toEqual([false, true, false, true]);
  });

  it('keeps every column of a top list on a phone: their headers sort it', async () => {
    answer(aReport());
    render('/reports?group=product');
    const table = await screen.findByRole('table', { name: 'By product' });
    expect(table.querySelector('.sm\\:hidden, .sm\\:table-cell')).toBeNull();
  });

  it('asks the grouping, sort, length, shop and period of the address, and compares', async () => {
    answer(aReport());
    render('/reports?group=product&sort=orders&limit=50&shop=s2&period=last_30_days&compare=1');
    const table = await screen.findByRole('table', { name: 'By product' });
    expect(lastReportQuery()).toEqual({
      period: 'last_30_days',
      field: 'product',
      sort: 'orders',
      limit: 50,
      shop_id: 's2',
    });
    const rows = within(table).getAllByRole('row');
    // Four columns whatever the comparison: the past figure and the change sit under each figure.
    // By product the API counts order lines, and says so.
    expect(cellsOf(rows[0]!)).toEqual(['Product', 'Order lines', 'Revenue', 'Units sold']);
    expect(cellsOf(rows[1]!)).toEqual([
      'Poulet DG',
      '3vs 2 +50%',
      'FCFA 27,000vs FCFA 18,000 +50%',
      '6vs 4 +50%',
    ]);
    // Nothing sold before: no percentage to give.
    expect(cellsOf(rows[2]!)).toEqual(['Attiéké', '1vs 0 —', 'FCFA 1,500vs FCFA 0 —', '1vs 0 —']);
    expect(screen.getByText("Under each figure: the previous period's figure and the change.")).toBeTruthy();
    expect(cellsOf(rows[3]!)[0]).toBe('Total of the period');
    expect(within(table).getByRole('columnheader', { name: 'Order lines' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect((screen.getByLabelText('Shop') as HTMLSelectElement).value).toBe('s2');
    expect((screen.getByLabelText('Rows') as HTMLSelectElement).value).toBe('50');
  });

  it('by payment method shows payments and money received, without units', async () => {
    answer(
      aReport({
        field: 'payment_method',
        rows: [aRow({ key: 'm1', label: 'Orange Money', units_sold: 0, past_units_sold: 0 })],
      }),
    );
    render('/reports?group=payment_method');
    const table = await screen.findByRole('table', { name: 'By payment method' });
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(['Payment method', 'Payments', 'Amount received']);
    expect(cellsOf(rows[1]!)).toEqual(['Orange Money', '3', 'FCFA 27,000']);
    expect(screen.getByText('Payments received in the period less refunds, by payment method.')).toBeTruthy();
  });

  it('links a product or a customer to its screen for users who may open it', async () => {
    answer(
      aReport({
        field: 'customer',
        rows: [aRow({ key: 'c1', label: 'Awa Ngono' }), aRow({ key: null, label: 'No customer' })],
      }),
    );
    render('/reports?group=customer', ['stats.view', 'customers.view']);
    expect((await screen.findByRole('link', { name: 'Awa Ngono' })).getAttribute('href')).toBe(
      '/customers/c1/edit',
    );
    expect(screen.getByRole('rowheader', { name: 'No customer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'No customer' })).toBeNull();
  });

  it('falls back to the defaults on a tampered address', async () => {
    answer(aReport());
    render('/reports?group=margin&sort=price&limit=1000&shop=%27;drop');
    await screen.findByRole('table', { name: 'By day' });
    expect(lastReportQuery()).toEqual({ period: 'this_week', field: 'date' });
  });

  it('sorts a top list by a figure and keeps the period when switching grouping', async () => {
    answer(aReport());
    const { router } = render('/reports?group=product&period=last_7_days');
    const table = await screen.findByRole('table', { name: 'By product' });
    expect(lastReportQuery()).toMatchObject({ field: 'product', sort: 'revenue', limit: 25 });

    fireEvent.click(within(table).getByRole('button', { name: 'Units sold' }));
    await waitFor(() => expect(lastReportQuery()).toMatchObject({ sort: 'units_sold' }));
    expect(router.state.location.search).toBe('?group=product&period=last_7_days&sort=units_sold');

    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '100' } });
    await waitFor(() => expect(lastReportQuery()).toMatchObject({ limit: 100 }));

    fireEvent.click(screen.getByRole('link', { name: 'By customer' }));
    await waitFor(() =>
      expect(lastReportQuery()).toMatchObject({ field: 'customer', period: 'last_7_days' }),
    );
    expect(screen.getByRole('link', { name: 'By customer' }).getAttribute('aria-current')).toBe('page');
    // No customers.view: the names are not links.
    expect(await screen.findByRole('rowheader', { name: 'Poulet DG' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Poulet DG' })).toBeNull();
  });
});

describe('export and print', () => {
  it('exports the report on screen as CSV with its period, grouping and shop', async () => {
    answer(aReport());
    raw.rawRequest.mockResolvedValue({
      ok: true,
      status: 200,
      error: null,
      data: { data: null, blob: new Blob(['csv']), filename: 'sales-by-product.csv' },
    });
    render('/reports?group=product&shop=s1&period=this_month');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(raw.rawRequest).toHaveBeenCalled());
    const [method, path, options] = raw.rawRequest.mock.calls[0]!;
    expect(method).toBe('GET');
    expect(path).toMatch(/analytics\/stats\/orders\/group-by\/export$/);
    expect(options).toEqual({
      query: {
        period: 'this_month',
        field: 'product',
        sort: 'revenue',
        limit: 25,
        shop_id: 's1',
        format: 'csv',
      },
    });
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeTruthy();
  });

  it('hides the export without stats.export, and prints', async () => {
    answer(aReport());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render('/reports?group=product', ['stats.view']);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});

describe('states', () => {
  it('says when the period has no sales', async () => {
    answer(aReport({ rows: [] }));
    render('/reports?group=seller');
    expect(await screen.findByRole('heading', { name: 'No sales in this period' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says in French that the report failed, with the server message, and retries', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['reports', 'analytics']);
    answer(failure(422, 'Le paramètre startDate est invalide.'));
    render('/reports?group=customer');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 }); // the query retries once
    expect(alert.textContent).toContain('Le rapport n’a pas pu être chargé.');
    expect(alert.textContent).toContain('Le paramètre startDate est invalide.');
    answer(aReport());
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Par client' })).toBeTruthy();
  });

  it('asks for both days of a custom period before loading', async () => {
    answer(aReport());
    render('/reports?period=custom&from=2026-11-01');
    expect(await screen.findByText('Choose the first and the last day of the period.')).toBeTruthy();
    expect(api.get.mock.calls.some(([path]) => /group-by/.test(path as string))).toBe(false);
  });

  it('refuses a user without stats.view', async () => {
    answer(aReport());
    render('/reports', ['orders.view']);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not allowed to see the sales reports.',
    );
  });
});
