import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ALL_STOCK, failed, lastQuery, meta, ok, renderStock, W1, WAREHOUSES } from '../test-utils.tsx';
import { StockValuationPage } from './valuation-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

const row = (
  id: string,
  title: string,
  quantity: number,
  cost: number | null,
  price: number,
  sku: string | null,
) => ({
  variant_id: id,
  product_id: `p-${id}`,
  product_title: title,
  variant_title: 'Default Title',
  sku,
  barcode: null,
  quantity,
  valued_quantity: Math.max(quantity, 0),
  negative: quantity < 0,
  cost,
  price,
  stock_value: cost === null ? null : Math.max(quantity, 0) * cost,
  retail_value: Math.max(quantity, 0) * price,
});

const SUMMARY = {
  variants: 2,
  units: 19,
  stock_value: 6000,
  retail_value: 9000,
  potential_margin: 3000,
  negative_variants: 0,
  no_cost_variants: 1,
  no_cost_units: 4,
  no_cost_retail_value: 6000,
};

function serve(rows: ReturnType<typeof row>[], summary = SUMMARY) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('stock-valuation')) return ok({ data: rows, meta: meta(rows.length), summary });
    return ok({ data: [], meta: meta(0) });
  });
}
const page = [{ path: '/stock/valuation', element: <StockValuationPage /> }];
const WITH_COST = [...ALL_STOCK, 'products.cost'];
const norm = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('the stock valuation', { timeout: 20_000 }, () => {
  it('shows the totals over the whole list and each variant’s value, most valuable first', async () => {
    serve([row('a', 'Savon noir', 15, 400, 600, 'SAV-1'), row('b', 'Beurre de karité', 4, null, 1500, null)]);
    renderStock(page, '/stock/valuation', WITH_COST);
    const summary = await screen.findByRole('region', { name: 'Totals' });
    expect(norm(within(summary).getByText('Value at cost').nextSibling?.textContent)).toMatch(
      /6 000 FCFA|FCFA 6,000|6,000/,
    );
    expect(within(summary).getByText('Potential margin')).toBeTruthy();
    expect(within(summary).getByRole('note').textContent).toContain('1 variant has no cost (4 units');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Product', 'SKU', 'Quantity', 'Unit cost', 'Value']);
    const soap = screen.getByRole('row', { name: /Savon noir/ });
    expect(within(soap).getAllByRole('cell')[0]!.textContent).toBe('SAV-1');
    const shea = screen.getByRole('row', { name: /Beurre de karité/ });
    expect(
      within(shea)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '4', 'No cost', '—']);
    expect(lastQuery(api.get, 'stock-valuation')).toEqual({ page: 1, per_page: 25, sort: '-stock_value' });
  });

  it('filters by warehouse and search, sorts, and keeps them in the address', async () => {
    serve([row('a', 'Savon noir', 15, 400, 600, 'SAV-1')]);
    const { router } = renderStock(page, '/stock/valuation', WITH_COST);
    await screen.findByRole('row', { name: /Savon noir/ });
    fireEvent.change(screen.getByLabelText('Warehouse'), { target: { value: W1 } });
    await waitFor(() => expect(router.state.location.search).toBe(`?warehouse_id=${W1}`));
    await waitFor(() =>
      expect(lastQuery(api.get, 'stock-valuation')).toEqual({
        page: 1,
        per_page: 25,
        sort: '-stock_value',
        warehouse_id: W1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Quantity/ }));
    await waitFor(() => expect(lastQuery(api.get, 'stock-valuation')).toMatchObject({ sort: 'quantity' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'savon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(api.get, 'stock-valuation')).toMatchObject({ search: 'savon', sort: 'quantity' }),
    );
  });

  it('says when there is no stock to value, and when nothing matches', async () => {
    serve([], { ...SUMMARY, variants: 0, no_cost_variants: 0 });
    renderStock(page, '/stock/valuation', WITH_COST);
    await screen.findByText('No stock to value');
    cleanup();
    renderStock(page, '/stock/valuation?search=zzz', WITH_COST);
    await screen.findByText('No product matches these filters.');
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('stock-valuation') ? failed(500, 'Server down') : ok({ data: WAREHOUSES, meta: meta(2) }),
    );
    renderStock(page, '/stock/valuation', WITH_COST);
    await screen.findByText('Server down');
  });

  it('refuses without products.cost, asking nothing of the server', async () => {
    serve([]);
    renderStock(page, '/stock/valuation', ALL_STOCK);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Costs are private/);
    expect(api.get.mock.calls.some(([path]) => String(path).endsWith('stock-valuation'))).toBe(false);
  });
});
