import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { lastQuery, meta, ok, renderStock, W1, WAREHOUSES } from '../test-utils.tsx';
import { CountsListPage } from './counts-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

const count = {
  id: 'c1',
  number: 1,
  reference: 'SC-2026-0001',
  warehouse_id: W1,
  warehouse_name: 'Boutique',
  status: 'draft',
  note: null,
  line_count: 12,
  counted_count: 5,
  created_by: 'u1',
  created_by_name: 'Awa',
  applied_by: null,
  applied_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

function serve(rows: (typeof count)[]) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('stock-counts')) return ok({ data: rows, meta: meta(rows.length) });
    return ok({ data: [], meta: meta(0) });
  });
}
const routes = [
  { path: '/stock/counts', element: <CountsListPage /> },
  { path: '/stock/counts/:id', element: <p>count sheet</p> },
];

describe('the stock counts list', { timeout: 20_000 }, () => {
  it('shows each count’s progress and opens it', async () => {
    serve([count]);
    const { router } = renderStock(routes, '/stock/counts');
    await screen.findByText('5 of 12');
    expect(screen.getByText('Draft', { selector: 'span' })).toBeTruthy();
    // the button also holds the phone line (warehouse, start) under the number
    fireEvent.click(screen.getByRole('button', { name: /^SC-2026-0001/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/counts/c1'));
  });

  it('tells the warehouse and the start under the number, on phones only (their columns are hidden there)', async () => {
    serve([count]);
    renderStock(routes, '/stock/counts');
    await screen.findByText('5 of 12');
    const table = screen.getByRole('table');
    const number = within(table).getByRole('rowheader');
    const phoneLine = within(number).getByText(/Boutique/);
    expect(phoneLine.closest('.sm\\:hidden')).not.toBeNull();
    expect(phoneLine.textContent).toContain('Awa');
    for (const name of ['Warehouse', 'Started'])
      expect(within(table).getByRole('columnheader', { name }).className).toContain('hidden sm:table-cell');
    // the status and the progress stay on phones
    for (const name of ['Status', 'Counted'])
      expect(within(table).getByRole('columnheader', { name }).className).not.toContain('hidden');
  });

  it('filters by status through the URL', async () => {
    serve([]);
    const { router } = renderStock(routes, '/stock/counts');
    await screen.findByText('No count yet');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'applied' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=applied'));
    await waitFor(() =>
      expect(lastQuery(api.get, 'stock-counts')).toEqual({
        page: 1,
        per_page: 25,
        sort: '-created_at',
        filter: { status: 'applied' },
      }),
    );
    await screen.findByText('No count matches these filters.');
  });

  it('offers a new count only with stocks.create', async () => {
    serve([]);
    renderStock(routes, '/stock/counts', ['stocks.view']);
    await screen.findByText('No count yet');
    expect(screen.queryByRole('link', { name: 'New count' })).toBeNull();
  });
});
