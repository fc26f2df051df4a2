import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { lastQuery, meta, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { TransfersListPage } from './transfers-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

const transfer = {
  id: 't1',
  number: 1,
  reference: 'TR-2026-0001',
  from_warehouse_id: W1,
  from_warehouse_name: 'Boutique',
  to_warehouse_id: W2,
  to_warehouse_name: 'Dépôt',
  status: 'in_transit',
  note: null,
  line_count: 2,
  total_quantity: 14,
  created_by: 'u1',
  created_by_name: 'Awa',
  shipped_by: null,
  shipped_at: null,
  received_by: null,
  received_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

function serve(rows: (typeof transfer)[]) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('stock-transfers')) return ok({ data: rows, meta: meta(rows.length) });
    return ok({ data: [], meta: meta(0) });
  });
}
const routes = [
  { path: '/stock/transfers', element: <TransfersListPage /> },
  { path: '/stock/transfers/:id', element: <p>transfer</p> },
];

describe('the transfers list', { timeout: 20_000 }, () => {
  it('shows the route, status and units, and opens a transfer', async () => {
    serve([transfer]);
    const { router } = renderStock(routes, '/stock/transfers');
    await screen.findByText('Boutique → Dépôt');
    expect(screen.getByText('In transit', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('14')).toBeTruthy();
    // the button also holds the phone line (route, creation) under the number
    fireEvent.click(screen.getByRole('button', { name: /^TR-2026-0001/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/transfers/t1'));
  });

  it('tells the route and the creation under the number, on phones only (their columns are hidden there)', async () => {
    serve([transfer]);
    renderStock(routes, '/stock/transfers');
    const table = await screen.findByRole('table');
    const number = within(table).getByRole('rowheader');
    const phoneLine = within(number).getByText(/^Boutique → Dépôt · .* · Awa$/);
    expect(phoneLine.className).toContain('sm:hidden');
    for (const name of ['From → to', 'Created'])
      expect(within(table).getByRole('columnheader', { name }).className).toContain('hidden sm:table-cell');
    // the status and the units stay on phones
    for (const name of ['Status', 'Units'])
      expect(within(table).getByRole('columnheader', { name }).className).not.toContain('hidden');
  });

  it('filters by status and warehouses', async () => {
    serve([]);
    const { router } = renderStock(routes, `/stock/transfers?status=in_transit&to_warehouse_id=${W2}`);
    await screen.findByText('No transfer matches these filters.');
    expect(lastQuery(api.get, 'stock-transfers')).toMatchObject({
      filter: { status: 'in_transit', to_warehouse_id: W2 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
