import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { lastQuery, meta, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { StockOverviewPage } from './overview-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

const row = (id: string, title: string, total: number, reorder: number | null, per: [number, number]) => ({
  variant_id: id,
  product_id: `p-${id}`,
  product_title: title,
  variant_title: 'Default Title',
  sku: `SKU-${id}`,
  barcode: null,
  reorder_point: reorder,
  total_quantity: total,
  in_transit_quantity: 0,
  warehouses: [
    { warehouse_id: W1, quantity: per[0] },
    { warehouse_id: W2, quantity: per[1] },
  ],
});

function serve(rows = [row('a', 'Pagne wax', 7, 2, [3, 4]), row('b', 'Bissap', 1, 5, [1, 0])]) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('stock-overview'))
      return ok({
        data: rows,
        meta: meta(rows.length),
        warehouses: [
          { id: W1, name: 'Boutique' },
          { id: W2, name: 'Dépôt' },
        ],
      });
    return ok({ data: [], meta: meta(0) });
  });
}

const page = [{ path: '/stock', element: <StockOverviewPage /> }];

describe('the stock overview', { timeout: 20_000 }, () => {
  it('shows each variant per warehouse with its total, and marks low stock', async () => {
    serve();
    renderStock(page, '/stock');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The reorder point's header has a short word for phones beside the full one.
    expect(headers).toEqual(['Product', 'Boutique', 'Dépôt', 'Total', 'Reorder atReorder point']);
    expect(within(table).getByRole('columnheader', { name: 'Reorder point' })).toBeTruthy();
    const bissap = within(table).getByRole('row', { name: /Bissap/ });
    expect(within(bissap).getByText('Low stock')).toBeTruthy();
    const pagne = within(table).getByRole('row', { name: /Pagne wax/ });
    expect(within(pagne).queryByText('Low stock')).toBeNull();
    expect(
      within(pagne)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4', '7', '2']);
  });

  it('shows the units in transit under the total, so what the merchant owns stays readable', async () => {
    serve([
      { ...row('a', 'Pagne wax', 7, 2, [7, 0]), in_transit_quantity: 5 },
      row('b', 'Bissap', 3, null, [3, 0]),
    ]);
    renderStock(page, '/stock');
    const table = await screen.findByRole('table');
    const pagne = within(table).getByRole('row', { name: /Pagne wax/ });
    expect(within(pagne).getAllByRole('cell')[2]!.textContent).toBe('75 in transit');
    const bissap = within(table).getByRole('row', { name: /Bissap/ });
    expect(within(bissap).queryByText(/in transit/)).toBeNull();
  });

  it('for one warehouse, says what is on its way to it, and marks low by the variant’s total, not the warehouse’s', async () => {
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
      if (path.endsWith('stock-overview'))
        return ok({
          data: [
            // Empty here, 9 over all (point 5): not low. 4 here, 4 over all (point 10): low.
            {
              ...row('a', 'Pagne wax', 9, 5, [0, 0]),
              warehouses: [{ warehouse_id: W2, quantity: 0 }],
              in_transit_quantity: 3,
            },
            { ...row('b', 'Bissap', 4, 10, [0, 0]), warehouses: [{ warehouse_id: W2, quantity: 4 }] },
          ],
          meta: meta(2),
          warehouses: [{ id: W2, name: 'Dépôt' }],
        });
      return ok({ data: [], meta: meta(0) });
    });
    renderStock(page, `/stock?warehouse_id=${W2}`);
    const table = await screen.findByRole('table');
    const pagne = within(table).getByRole('row', { name: /Pagne wax/ });
    expect(within(pagne).getAllByRole('cell')[0]!.textContent).toBe('03 on the way here');
    expect(within(pagne).queryByText('Low stock')).toBeNull();
    expect(within(pagne).queryByText('Out of stock')).toBeNull();
    const bissap = within(table).getByRole('row', { name: /Bissap/ });
    expect(within(bissap).getByText('Low stock')).toBeTruthy();
    expect(within(bissap).queryByText(/on the way/)).toBeNull();
  });

  it('on a phone, lists each warehouse’s quantity under the product’s name instead of in narrow columns', async () => {
    serve();
    renderStock(page, '/stock');
    const table = await screen.findByRole('table');
    const pagne = within(table).getByRole('row', { name: /Pagne wax/ });
    const perWarehouse = within(pagne).getByRole('list', { name: 'Per warehouse' });
    expect(perWarehouse.className).toContain('sm:hidden');
    expect(
      within(perWarehouse)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Boutique 3', 'Dépôt 4']);
    // The per-warehouse columns are left out below the sm width.
    const boutique = within(table).getByRole('columnheader', { name: 'Boutique' });
    expect(boutique.className).toContain('hidden sm:table-cell');
  });

  it('switching warehouse puts it in the URL and asks for that warehouse only', async () => {
    serve();
    const { router } = renderStock(page, '/stock?page=2');
    await screen.findByRole('table');
    fireEvent.change(await screen.findByLabelText('Warehouse'), { target: { value: W2 } });
    await waitFor(() => expect(router.state.location.search).toBe(`?warehouse_id=${W2}`));
    await waitFor(() =>
      expect(lastQuery(api.get, 'stock-overview')).toEqual({ page: 1, per_page: 25, warehouse_id: W2 }),
    );
  });

  it('searches by name, SKU or barcode', async () => {
    serve();
    const { router } = renderStock(page, '/stock');
    await screen.findByRole('table');
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(field, { target: { value: 'wax' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?search=wax'));
    await waitFor(() => expect(lastQuery(api.get, 'stock-overview')).toMatchObject({ search: 'wax' }));
  });

  it('says so when there is nothing, and shows a failure with a retry', async () => {
    serve([]);
    renderStock(page, '/stock');
    await screen.findByText('No stock yet');
    cleanup();
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('stock-overview')
        ? {
            ok: false,
            status: 500,
            data: null,
            error: { status: 500, message: 'Le serveur a échoué', errors: {}, retryAfter: null },
          }
        : ok({ data: WAREHOUSES, meta: meta(2) }),
    );
    renderStock(page, '/stock');
    expect((await screen.findByRole('alert')).textContent).toContain('Le serveur a échoué');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('without stocks.view, shows no data and asks nothing', async () => {
    serve();
    renderStock(page, '/stock', ['products.view']);
    await screen.findByRole('alert');
    expect(lastQuery(api.get, 'stock-overview')).toBeUndefined();
  });

  it('without warehouses.view (an accountant), switches between the warehouses the overview names', async () => {
    serve();
    renderStock(page, '/stock', ['stocks.view']);
    await screen.findByRole('table');
    const options = within(screen.getByLabelText('Warehouse')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All warehouses', 'Boutique', 'Dépôt']);
    expect(api.get.mock.calls.some(([path]) => String(path).endsWith('warehouses'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adjust stock' })).toBeNull();
  });
});
