import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { lastQuery, meta, ok, renderStock, W1, WAREHOUSES } from '../test-utils.tsx';
import { LowStockPage } from './low-stock-page.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../app/api.ts', () => ({ api }));

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

const item = (
  id: string,
  title: string,
  quantity: number,
  reorder: number,
  warehouse: string | null = null,
) => ({
  variant_id: id,
  product_id: `p-${id}`,
  product_title: title,
  variant_title: 'Default Title',
  sku: null,
  barcode: null,
  warehouse_id: warehouse,
  warehouse_name: warehouse ? 'Boutique' : null,
  quantity,
  reorder_point: reorder,
  shortfall: reorder - quantity,
});

function serve(rows: ReturnType<typeof item>[]) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('low-stock')) return ok({ data: rows, meta: meta(rows.length) });
    return ok({ data: [], meta: meta(0) });
  });
}
const page = [{ path: '/stock/low-stock', element: <LowStockPage /> }];

describe('the low-stock list', { timeout: 20_000 }, () => {
  it('lists what is at or below its reorder point, out of stock marked', async () => {
    serve([item('a', 'Bissap', 0, 5), item('b', 'Bazin', 2, 3)]);
    renderStock(page, '/stock/low-stock');
    const bissap = await screen.findByRole('row', { name: /Bissap/ });
    expect(within(bissap).getByText('Out of stock')).toBeTruthy();
    expect(
      within(bissap)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not stocked yet', '0', '5', '5']);
    const bazin = screen.getByRole('row', { name: /Bazin/ });
    expect(within(bazin).queryByText('Out of stock')).toBeNull();
  });

  it('one warehouse on request', async () => {
    serve([item('a', 'Bissap', 1, 5, W1)]);
    const { router } = renderStock(page, '/stock/low-stock');
    const row = await screen.findByRole('row', { name: /Bissap/ });
    expect(within(row).getByRole('cell', { name: 'Boutique' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Warehouse'), { target: { value: W1 } });
    await waitFor(() => expect(router.state.location.search).toBe(`?warehouse_id=${W1}`));
    await waitFor(() =>
      expect(lastQuery(api.get, 'low-stock')).toEqual({ page: 1, per_page: 25, warehouse_id: W1 }),
    );
    await screen.findByRole('columnheader', { name: 'Warehouse' });
  });

  it('says when nothing is running low', async () => {
    serve([]);
    renderStock(page, '/stock/low-stock');
    await screen.findByText('Nothing is running low');
  });
});
