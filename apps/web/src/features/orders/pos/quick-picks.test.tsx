import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { failure, ok, page, posSetup, renderScreen } from '../testing.tsx';
import { PosPage } from './pos-page.tsx';

const api = fakeApi();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products', 'customers', 'cash_sessions']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
});

/** A variant as GET /pos/quick-picks answers it, with its product. */
const pick = (n: number, product: string, title: string, price: number, type = 'physical') => ({
  id: `v${n}`,
  product_id: `p${n}`,
  title,
  sku: `SKU-${n}`,
  price,
  quantity: 0,
  product: { id: `p${n}`, title: product, type },
});
const pagne = pick(1, 'Pagne wax', 'Default Title', 10_000);
/** One size of a soap sold in several: the tile names the size. */
const savon = pick(2, 'Savon noir', '250 g', 1_000);
/** A service: no stock to show. */
const retouche = pick(3, 'Retouche', 'Default Title', 2_000, 'service');

/** The counter of an XAF company taxing every line 19.25 %, its best sellers answered as `picks`. */
function renderPos(picks: () => Promise<unknown> = async () => ok({ data: [pagne, savon, retouche] })) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('pos/setup')) return posSetup();
    if (path.endsWith('pos/quick-picks')) return picks();
    if (path.endsWith('cash-sessions/current')) return ok({ data: null });
    if (path.endsWith('product-variants')) return ok(page([pagne]));
    if (path.endsWith('pos/stock'))
      return ok({
        data: {
          warehouse: { id: 'w1', name: 'Boutique Plateau', allow_negative_stock: true },
          quantities: [
            { variant_id: 'v1', quantity: 3, tracked: true },
            { variant_id: 'v2', quantity: 0, tracked: true },
            { variant_id: 'v3', quantity: 0, tracked: false },
          ],
        },
      });
    throw new Error(`unexpected GET ${path}`);
  });
  renderScreen('/pos', ['orders.view', 'orders.create'], [{ path: '/pos', element: <PosPage /> }]);
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const grid = () => screen.queryByRole('list', { name: 'Quick picks' });
const tiles = async () =>
  within(await screen.findByRole('list', { name: 'Quick picks' })).getAllByRole('button');
const quickPicksAsked = () =>
  api.get.mock.calls.filter(([path]) => String(path).endsWith('pos/quick-picks')).length;

describe('the quick picks of the point of sale', () => {
  it("shows the shop's best sellers as tiles: name, size when there are several, price taxes added, stock", async () => {
    renderPos();

    const [pagneTile, savonTile, retoucheTile] = await tiles();

    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/pos\/quick-picks$/),
      expect.objectContaining({ query: { limit: 24 } }),
    );
    // 10,000 + 19.25 % VAT
    await waitFor(() => expect(text(pagneTile!)).toBe('Add Pagne wax FCFA 11,925 3 in stock'));
    expect(text(savonTile!)).toBe('Add Savon noir 250 g FCFA 1,193 0 in stock');
    // a service keeps no stock: none is shown
    expect(text(retoucheTile!)).toBe('Add Retouche FCFA 2,385');
    for (const tile of [pagneTile, savonTile, retoucheTile])
      expect(tile!.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: /^Add ?Pagne wax/ })).toBe(pagneTile);
  });

  it('shows 8 tiles on a phone, whose basket comes under the grid', async () => {
    const wide = { width: window.innerWidth, height: window.innerHeight };
    const resize = (width: number, height: number) => {
      Object.assign(window, { innerWidth: width, innerHeight: height });
      window.dispatchEvent(new Event('resize'));
    };
    resize(390, 844);
    try {
      const many = Array.from({ length: 12 }, (_, i) => ({
        ...pagne,
        id: `v-${i}`,
        product: { ...pagne.product, id: `p-${i}`, title: `Produit ${i + 1}` },
      }));
      renderPos(async () => ok({ data: many }));
      const shown = await tiles();
      expect(shown.map((tile) => within(tile).getByText(/^Produit/).textContent)).toEqual(
        many.slice(0, 8).map((variant) => variant.product.title),
      );
    } finally {
      resize(wide.width, wide.height);
    }
  });

  it('adds one unit a tap, as a search result does', async () => {
    renderPos();
    await screen.findByRole('button', { name: /^Charge/ });
    const [pagneTile] = await tiles();

    fireEvent.click(pagneTile!);
    expect(screen.getByRole('heading', { name: 'Basket (1)' })).toBeTruthy();
    const line = within(screen.getByRole('list', { name: 'Items in the basket' })).getByRole('listitem');
    expect(text(line)).toContain('FCFA 11,925 × 1');
    expect(screen.getByRole('button', { name: /^Charge FCFA\s11,925$/ })).toBeTruthy();

    fireEvent.click(pagneTile!);
    expect(screen.getByRole('heading', { name: 'Basket (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Charge FCFA\s23,850$/ })).toBeTruthy();
  });

  it('gives way to the results while a search is typed, and comes back when it is cleared', async () => {
    renderPos();
    await tiles();
    const search = screen.getByLabelText('Search products');

    fireEvent.change(search, { target: { value: 'Pagne' } });
    expect(grid()).toBeNull();
    expect(await screen.findByRole('list', { name: 'Products found' })).toBeTruthy();
    expect(grid()).toBeNull();

    fireEvent.change(search, { target: { value: '  ' } });
    expect(grid()).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Products found' })).toBeNull();
    // the picks come from the cache: no second call
    expect(quickPicksAsked()).toBe(1);
  });

  it('is not shown when the shop has nothing to suggest', async () => {
    renderPos(async () => ok({ data: [] }));
    await screen.findByRole('button', { name: /^Charge/ });
    await waitFor(() => expect(quickPicksAsked()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(grid()).toBeNull();
    expect(screen.queryByText('Quick picks')).toBeNull();
    expect(screen.queryByText('Loading quick picks…')).toBeNull();
  });

  it('holds a placeholder row while loading, and leaves the counter working when it fails', async () => {
    let answer: (result: unknown) => void = () => {};
    renderPos(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading quick picks…')).toBeTruthy();

    answer(failure(500, 'Server error'));
    expect(await screen.findByText('Quick picks are unavailable right now.')).toBeTruthy();
    expect(grid()).toBeNull();

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'Pagne' } });
    const results = await screen.findByRole('list', { name: 'Products found' });
    fireEvent.click(within(results).getByRole('button'));
    expect(screen.getByRole('heading', { name: 'Basket (1)' })).toBeTruthy();
  });
});
