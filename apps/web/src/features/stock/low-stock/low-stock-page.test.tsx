import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { lastQuery, meta, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { LowStockPage } from './low-stock-page.tsx';

const api = fakeApi();

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
  warehouses: { warehouse_id: string; warehouse_name: string; quantity: number }[] = [],
  composite = false,
) => ({
  variant_id: id,
  product_id: `p-${id}`,
  product_title: title,
  variant_title: 'Default Title',
  sku: null,
  barcode: null,
  quantity,
  composite,
  reorder_point: reorder,
  shortfall: reorder - quantity,
  warehouses,
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
  it('lists each low variant once, its total over every warehouse, and per warehouse for information', async () => {
    serve([
      item('a', 'Bissap', 0, 5),
      item('b', 'Bazin', 4, 10, [
        { warehouse_id: W1, warehouse_name: 'Boutique', quantity: 4 },
        { warehouse_id: W2, warehouse_name: 'Dépôt', quantity: 0 },
      ]),
      item('c', 'Kit thé', 2, 2, [], true),
    ]);
    renderStock(page, '/stock/low-stock');
    await screen.findByRole('columnheader', { name: 'Available' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Product',
      'Available',
      // A short word for phones beside the full one, which is read aloud.
      'Reorder atReorder point',
      'Below reorder point',
      'Per warehouse',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Reorder point' })).toBeTruthy();
    const bissap = screen.getByRole('row', { name: /Bissap/ });
    expect(within(bissap).getByText('Out of stock')).toBeTruthy();
    expect(
      within(bissap)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '5', '5', 'Not stocked yet']);
    const bazin = screen.getByRole('row', { name: /Bazin/ });
    expect(within(bazin).queryByText('Out of stock')).toBeNull();
    expect(
      within(bazin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '10', '6', 'Boutique 4Dépôt 0']);
    const kit = screen.getByRole('row', { name: /Kit thé/ });
    expect(within(kit).getAllByRole('cell').at(-1)!.textContent).toBe('From its components');
  });

  it('one warehouse on request: the same variants, that warehouse’s quantity beside', async () => {
    serve([item('a', 'Bissap', 1, 5, [{ warehouse_id: W1, warehouse_name: 'Boutique', quantity: 0 }])]);
    const { router } = renderStock(page, '/stock/low-stock');
    const row = await screen.findByRole('row', { name: /Bissap/ });
    expect(within(row).getAllByRole('cell').at(-1)!.textContent).toBe('Boutique 0');
    fireEvent.change(screen.getByLabelText('Warehouse'), { target: { value: W1 } });
    await waitFor(() => expect(router.state.location.search).toBe(`?warehouse_id=${W1}`));
    await waitFor(() =>
      expect(lastQuery(api.get, 'low-stock')).toEqual({ page: 1, per_page: 25, warehouse_id: W1 }),
    );
  });

  it('says when nothing is running low', async () => {
    serve([]);
    renderStock(page, '/stock/low-stock');
    await screen.findByText('Nothing is running low');
  });
});

describe('the low-stock list on a phone', { timeout: 20_000 }, () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps the warehouse behind a "Filters" button that counts it', async () => {
    serve([item('a', 'Bissap', 1, 5, [{ warehouse_id: W1, warehouse_name: 'Boutique', quantity: 0 }])]);
    const { router } = renderStock(page, '/stock/low-stock');
    await screen.findByRole('row', { name: /Bissap/ });
    expect(screen.queryByLabelText('Warehouse')).toBeNull();
    expect(screen.getByRole('link', { name: 'New transfer' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Warehouse'), { target: { value: W1 } });
    await waitFor(() => expect(router.state.location.search).toBe(`?warehouse_id=${W1}`));
    await waitFor(() => expect(lastQuery(api.get, 'low-stock')).toMatchObject({ warehouse_id: W1 }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });
});
