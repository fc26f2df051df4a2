import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failure, ok, page, posSetup, renderScreen } from '../testing.tsx';
import { useTilesDraft } from './pinned-tiles-api.ts';
import { PosPage } from './pos-page.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products', 'customers', 'cash_sessions']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  useTilesDraft.getState().end();
  for (const fn of [...Object.values(api), ...Object.values(toasts)]) fn.mockReset();
});

/** A variant with its product, as the quick picks and the search answer it. */
const variant = (n: number, product: string, price = 1_000) => ({
  id: `v${n}`,
  product_id: `p${n}`,
  title: 'Default Title',
  sku: `SKU-${n}`,
  price,
  quantity: 0,
  product: { id: `p${n}`, title: product, type: 'physical' },
});
const pain = variant(1, 'Pain');
const croissant = variant(2, 'Croissant');
const baguette = variant(3, 'Baguette');
/** never sold: only the search finds it */
const gateau = variant(4, 'Gâteau');

const MANAGER = ['orders.view', 'orders.create', 'products.view', 'products.update'];
const CASHIER = ['orders.view', 'orders.create'];

/** The counter of a bakery that pinned the croissant; its best sellers follow. */
function renderPos(
  permissions = MANAGER,
  pinned: () => Promise<unknown> = async () => ok({ data: { shop_id: 's1', variants: [croissant] } }),
) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('pos/setup')) return posSetup([]);
    if (path.endsWith('pos/quick-picks'))
      return ok({
        data: [
          { ...croissant, pinned: true },
          { ...pain, pinned: false },
          { ...baguette, pinned: false },
        ],
      });
    if (path.endsWith('pos/pinned-variants')) return pinned();
    if (path.endsWith('cash-sessions/current')) return ok({ data: null });
    if (path.endsWith('product-variants')) return ok(page([gateau, croissant]));
    if (path.endsWith('pos/stock')) return ok({ data: { warehouse: null, quantities: [] } });
    throw new Error(`unexpected GET ${path}`);
  });
  return renderScreen('/pos', permissions, [{ path: '/pos', element: <PosPage /> }]);
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const saleTiles = async () =>
  within(await screen.findByRole('list', { name: 'Quick picks' })).getAllByRole('button');
/** The pinned tiles being arranged, by their names, in order. */
const pinnedTiles = async () =>
  within(await screen.findByRole('list', { name: 'Pinned tiles' }))
    .getAllByRole('button', { name: /^Unpin / })
    .map((button) => button.getAttribute('aria-label')!.replace(/^Unpin /, ''));
const arrange = () => fireEvent.click(screen.getByRole('button', { name: 'Arrange tiles' }));

describe('the pinned tiles of the point of sale', () => {
  it('shows the pinned tiles first with a pin mark; a cashier may tap them but not arrange them', async () => {
    renderPos(CASHIER);

    const [first, second] = await saleTiles();

    expect(text(first!)).toContain('Croissant');
    expect(within(first!).getByRole('img', { name: 'Pinned' })).toBeTruthy();
    expect(within(second!).queryByRole('img', { name: 'Pinned' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Arrange tiles' })).toBeNull();
    fireEvent.click(first!);
    expect(screen.getByRole('heading', { name: 'Basket (1)' })).toBeTruthy();
  });

  it('pins a best seller and a product found by search, moves it first, and saves the order for the shop', async () => {
    renderPos();
    await saleTiles();
    api.put.mockResolvedValue(ok({ data: { shop_id: 's1', variants: [gateau, croissant, pain] } }));

    arrange();
    expect(await pinnedTiles()).toEqual(['Croissant']);
    expect(screen.getByRole('button', { name: 'Arrange tiles', pressed: true })).toBeTruthy();
    // No sale from a tile while arranging.
    expect(screen.queryByRole('list', { name: 'Quick picks' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pin Pain' }));
    fireEvent.change(screen.getByLabelText('Find a product to pin'), { target: { value: 'gât' } });
    const found = await screen.findByRole('list', { name: 'Products to pin' });
    // Already pinned: said so, not offered again.
    expect(
      (within(found).getByRole('button', { name: /Croissant.*Pinned/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(found).getByRole('button', { name: /^Pin ?Gâteau/ }));
    expect(await pinnedTiles()).toEqual(['Croissant', 'Pain', 'Gâteau']);

    const earlier = screen.getByRole('button', { name: 'Move Gâteau earlier' });
    earlier.focus();
    fireEvent.click(earlier);
    // The focus follows the tile, so a second press moves it again.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Gâteau earlier' })),
    );
    fireEvent.click(document.activeElement!);
    expect(await pinnedTiles()).toEqual(['Gâteau', 'Croissant', 'Pain']);
    // First now: it can only go later, and that button has the focus.
    expect((screen.getByRole('button', { name: 'Move Gâteau earlier' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Gâteau later' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save the tiles' }));

    await waitFor(() =>
      expect(toasts.showSuccessToast).toHaveBeenCalledWith(
        'pos-tiles-saved',
        'Tiles saved: the counter shows them first.',
      ),
    );
    expect(api.put).toHaveBeenCalledWith(expect.stringMatching(/pos\/pinned-variants$/), {
      variant_ids: ['v4', 'v2', 'v1'],
    });
    expect(await screen.findByRole('list', { name: 'Quick picks' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pinned tiles' })).toBeNull();
  });

  it('unpins a tile and cancels: nothing is sent and the grid is as it was', async () => {
    renderPos();
    await saleTiles();
    arrange();
    await pinnedTiles();

    fireEvent.click(screen.getByRole('button', { name: 'Unpin Croissant' }));
    expect(screen.getByText('No tile is pinned yet: pin one below, or find a product.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pin Croissant' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const [first] = await saleTiles();
    expect(text(first!)).toContain('Croissant');
    expect(api.put).not.toHaveBeenCalled();
    // Arranging again starts from what is saved.
    arrange();
    expect(await pinnedTiles()).toEqual(['Croissant']);
  });

  it('keeps the arrangement while the sale search is used, and until it is saved or cancelled', async () => {
    renderPos();
    await saleTiles();
    arrange();
    fireEvent.click(await screen.findByRole('button', { name: 'Pin Baguette' }));
    const search = screen.getByLabelText('Search products');

    fireEvent.change(search, { target: { value: 'Pain' } });
    expect(screen.queryByRole('list', { name: 'Pinned tiles' })).toBeNull();
    fireEvent.change(search, { target: { value: '' } });

    expect(await pinnedTiles()).toEqual(['Croissant', 'Baguette']);
  });

  it("names the tile the server refuses, in the server's words, and stays arranging", async () => {
    renderPos();
    await saleTiles();
    api.put.mockResolvedValue(
      failure(422, 'The given data was invalid.', {
        'variant_ids.1': [
          'This product is not on sale (draft or archived): it cannot be pinned at the counter.',
        ],
      }),
    );
    arrange();
    fireEvent.click(await screen.findByRole('button', { name: 'Pin Pain' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save the tiles' }));

    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith(
        'pos-tiles-error',
        'Pain: This product is not on sale (draft or archived): it cannot be pinned at the counter.',
      ),
    );
    expect(await pinnedTiles()).toEqual(['Croissant', 'Pain']);
    expect(toasts.showSuccessToast).not.toHaveBeenCalled();
  });

  it('says so while the pinned tiles load, and when they cannot be loaded', async () => {
    let answer: (result: unknown) => void = () => {};
    renderPos(MANAGER, () => new Promise((resolve) => (answer = resolve)));
    await saleTiles();
    arrange();
    expect(await screen.findByText('Loading the pinned tiles…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the tiles' })).toBeNull();

    answer(failure(500, 'Server error'));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The pinned tiles could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('list', { name: 'Quick picks' })).toBeTruthy();
  });
});
