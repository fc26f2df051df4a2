import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { offlinePosSetupKey, STORAGE_KEYS } from '../../../stores/storage-keys.ts';
import { writeStoredValue } from '../../../stores/use-stored-value.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { emptyBasket } from '../sale/basket.ts';
import { ok, page, posSetup, renderScreen } from '../testing.tsx';
import { offlineCatalogue, refreshCatalogue } from './offline/offline-catalogue.ts';
import { outboxStore } from './offline/outbox-store.ts';
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
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  for (const fn of Object.values(toasts)) fn.mockReset();
});

const pagne = {
  id: 'v1',
  product_id: 'p1',
  title: 'Default Title',
  sku: 'PW-1',
  price: 10_000,
  quantity: 10,
  product: { id: 'p1', title: 'Pagne wax' },
};

/** The shop's warehouse, which forbids selling what it does not hold. */
const plateau = { id: 'w1', name: 'Boutique Plateau', allow_negative_stock: false };

/** The counter of an XAF company taxing every line 19.25 %, selling a Pagne wax at 10,000 before tax. */
function renderPos(
  stock: unknown = { warehouse: null, quantities: [{ variant_id: 'v1', quantity: 3, tracked: true }] },
  /** the catalogue kept on the device: what the sale warehouse held of the pagne when downloaded */
  kept: { sale_stock: number | null; sale_warehouse: typeof plateau | null } = {
    sale_stock: null,
    sale_warehouse: null,
  },
) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('pos/setup')) return posSetup();
    if (path.endsWith('pos/quick-picks')) return ok({ data: [] });
    if (path.endsWith('cash-sessions/current')) return ok({ data: null });
    if (path.endsWith('product-variants')) return ok(page([pagne]));
    if (path.endsWith('pos/stock')) return ok({ data: stock });
    if (path.endsWith('product-variants/lookup')) return ok({ data: pagne });
    if (path.endsWith('pos/catalogue')) {
      return ok({
        data: [{ ...pagne, sale_stock: kept.sale_stock }],
        meta: {
          next_after: null,
          generated_at: new Date().toISOString(),
          removed: [],
          sale_warehouse: kept.sale_warehouse,
        },
      });
    }
    throw new Error(`unexpected GET ${path}`);
  });
  renderScreen('/pos', ['orders.view', 'orders.create'], [{ path: '/pos', element: <PosPage /> }]);
}

const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

async function searchPagne() {
  // The page is up; its setup (and taxes) arrives well before the search's 250 ms pause ends.
  await screen.findByRole('button', { name: /^Charge/ });
  fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'Pagne' } });
  return within(await screen.findByRole('list', { name: 'Products found' })).getByRole('button');
}

describe('the unit prices of the point of sale', () => {
  it('shows in the search what one unit costs taxes added: the figure the basket then charges', async () => {
    renderPos();

    const result = await searchPagne();

    // 10,000 + 19.25 % VAT (1,925)
    expect(text(result)).toMatch(/FCFA 11,925$/);
    fireEvent.click(result);
    const line = within(screen.getByRole('list', { name: 'Items in the basket' })).getByRole('listitem');
    expect(text(line)).toContain('FCFA 11,925 × 1');
    expect(screen.getByRole('button', { name: /^Charge FCFA\s11,925$/ })).toBeTruthy();
  });
});

describe('a product the warehouse cannot supply', () => {
  const basketLine = () =>
    within(screen.getByRole('list', { name: 'Items in the basket' })).getByRole('listitem');

  it('is marked as it is added, not when the sale is refused at payment', async () => {
    renderPos({ warehouse: plateau, quantities: [{ variant_id: 'v1', quantity: 0, tracked: true }] });

    fireEvent.click(await searchPagne());

    const line = basketLine();
    expect(within(line).getByRole('alert').textContent).toBe(
      'Out of stock in Boutique Plateau: the sale will be refused.',
    );
    expect(line.dataset.short).toBe('true');
  });

  it('is marked once scanned beyond what is held', async () => {
    renderPos({ warehouse: plateau, quantities: [{ variant_id: 'v1', quantity: 1, tracked: true }] });
    await screen.findByRole('button', { name: /^Charge/ });
    const scan = screen.getByLabelText('Scan or type a barcode', { selector: 'input' }) as HTMLInputElement;

    for (const units of [1, 2]) {
      fireEvent.change(scan, { target: { value: 'PW-1' } });
      fireEvent.submit(scan.form!);
      const basket = await screen.findByRole('list', { name: 'Items in the basket' });
      await waitFor(() => expect(text(basket)).toContain(`FCFA 11,925 × ${units}`));
    }

    expect(await within(basketLine()).findByRole('alert')).toBeTruthy();
    expect(within(basketLine()).getByRole('alert').textContent).toBe(
      'Only 1 in stock in Boutique Plateau: the sale will be refused.',
    );
  });

  it('is not marked where the warehouse may sell below zero, nor for a service', async () => {
    renderPos({
      warehouse: { ...plateau, allow_negative_stock: true },
      quantities: [{ variant_id: 'v1', quantity: 0, tracked: true }],
    });
    fireEvent.click(await searchPagne());
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/pos\/stock$/), expect.anything()),
    );
    expect(within(basketLine()).queryByRole('alert')).toBeNull();
    cleanup();

    renderPos({ warehouse: plateau, quantities: [{ variant_id: 'v1', quantity: 0, tracked: false }] });
    fireEvent.click(await searchPagne());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(basketLine()).queryByRole('alert')).toBeNull();
  });
});

describe('a product the warehouse cannot supply, while the server cannot be reached', () => {
  const basketLine = () =>
    within(screen.getByRole('list', { name: 'Items in the basket' })).getByRole('listitem');
  /** The counter's copy of the catalogue downloaded again now, whatever it held before. */
  const downloadCatalogue = async () => {
    // The counter's own refresh may be under way, and a second call would share it: let it end first.
    await refreshCatalogue('c1', { online: true });
    await refreshCatalogue('c1', { online: true, now: Date.now() + 25 * 3_600_000 });
  };
  const goOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  };
  const waitingSale = (quantity: number) => ({
    key: crypto.randomUUID(),
    soldAt: new Date().toISOString(),
    body: { status: 'confirmed' as const, channel: 'pos' as const, lines: [{ variant_id: 'v1', quantity }] },
    basket: emptyBasket,
    total: 0,
  });
  afterEach(() => {
    // Nothing left to send once back online.
    act(() => writeStoredValue(outboxStore('c1'), []));
    goOnline(true);
  });

  it('is marked from the stock kept on the device, less the sales waiting to be sent', async () => {
    // Arrange: the Plateau held 3 pagnes when the catalogue was downloaded; 2 were sold since, offline
    renderPos(undefined, { sale_stock: 3, sale_warehouse: plateau });
    await downloadCatalogue();
    goOnline(false);
    act(() => writeStoredValue(outboxStore('c1'), [waitingSale(2)]));

    // Act: 2 pagnes in the basket
    fireEvent.click(await searchPagne());
    expect(within(basketLine()).queryByRole('alert')).toBeNull();
    fireEvent.click(within(await screen.findByRole('list', { name: 'Products found' })).getByRole('button'));

    // Assert: only 1 is left once the waiting sale is sent
    expect((await within(basketLine()).findByRole('alert')).textContent).toBe(
      'Only 1 in stock in Boutique Plateau: the sale will be refused.',
    );
  });

  it('is marked from the device when the stock request gets no answer, though the browser says it is online', async () => {
    // Arrange: the device's copy says none is left; the stock request never reaches the server
    renderPos(undefined, { sale_stock: 0, sale_warehouse: plateau });
    await downloadCatalogue();
    const answer = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, ...rest: unknown[]) =>
      path.endsWith('pos/stock')
        ? {
            ok: false,
            status: 0,
            data: null,
            error: { status: 0, message: 'No network', errors: {}, retryAfter: null },
          }
        : answer(path, ...rest),
    );

    fireEvent.click(await searchPagne());

    expect((await within(basketLine()).findByRole('alert')).textContent).toBe(
      'Out of stock in Boutique Plateau: the sale will be refused.',
    );
  });

  it('is not marked from the device online: the server says what the warehouse holds', async () => {
    // The device's copy says none is left; the server says 3.
    renderPos(
      { warehouse: plateau, quantities: [{ variant_id: 'v1', quantity: 3, tracked: true }] },
      { sale_stock: 0, sale_warehouse: plateau },
    );
    await downloadCatalogue();

    fireEvent.click(await searchPagne());
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/pos\/stock$/), expect.anything()),
    );

    expect(within(basketLine()).queryByRole('alert')).toBeNull();
  });
});

describe('a sale put on hold', () => {
  const basketText = () => text(screen.getByRole('list', { name: 'Items in the basket' }));

  it('empties the basket for the next customer, then comes back whole, as often as needed', async () => {
    renderPos();
    fireEvent.click(await searchPagne());
    fireEvent.click(screen.getByRole('button', { name: 'One more Pagne wax' }));
    expect(basketText()).toContain('FCFA 11,925 × 2');
    expect(screen.queryByRole('button', { name: /^On hold/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Put on hold' }));

    expect(screen.getByText('The basket is empty')).toBeTruthy();
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('pos-held', 'Sale of Walk-in customer put on hold.');
    // The next customer buys one; the first comes back: the basket on screen is held in its place.
    fireEvent.click(await searchPagne());
    fireEvent.click(screen.getByRole('button', { name: 'On hold (1)' }));
    const held = within(await screen.findByRole('list', { name: 'Sales on hold' })).getByRole('listitem', {
      name: 'Walk-in customer',
    });
    expect(text(held)).toContain('FCFA 23,850');
    expect(text(held)).toContain('Pagne wax ×2');
    expect(text(held)).toContain('2 items · held');

    fireEvent.click(within(held).getByRole('button', { name: 'Resume the sale of Walk-in customer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(basketText()).toContain('FCFA 11,925 × 2');
    expect(toasts.showSuccessToast).toHaveBeenLastCalledWith(
      'pos-held',
      'The sale you were on is on hold in its place.',
    );
    expect(screen.getByRole('button', { name: 'On hold (1)' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('pos-held-sales:c1') ?? '[]')).toHaveLength(1);
  });

  it('is discarded only once confirmed', async () => {
    renderPos();
    fireEvent.click(await searchPagne());
    fireEvent.click(screen.getByRole('button', { name: 'Put on hold' }));
    fireEvent.click(screen.getByRole('button', { name: 'On hold (1)' }));
    const list = await screen.findByRole('list', { name: 'Sales on hold' });

    fireEvent.click(within(list).getByRole('button', { name: 'Discard the sale of Walk-in customer' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Keep it' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: 'Discard the sale of Walk-in customer' }));
    expect(within(list).getByText('Discard this sale?')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Discard' }));

    expect(await screen.findByText('No sale is on hold.')).toBeTruthy();
    expect(localStorage.getItem('pos-held-sales:c1')).toBeNull();
  });

  it('survives a reload of the page: the held list is read back from the device', async () => {
    localStorage.setItem(
      'pos-held-sales:c1',
      JSON.stringify([
        {
          id: 'h1',
          heldAt: '2026-11-30T09:00:00Z',
          basket: {
            lines: [
              {
                variantId: 'v1',
                title: 'Pagne wax',
                variantTitle: null,
                sku: 'PW-1',
                price: 10_000,
                quantity: 3,
                discountPercent: 0,
              },
            ],
            discount: null,
            customer: { id: 'c9', name: 'Awa Diop', phone: null },
            delivery: null,
          },
        },
      ]),
    );
    renderPos();

    fireEvent.click(await screen.findByRole('button', { name: 'On hold (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resume the sale of Awa Diop' }));

    await waitFor(() => expect(basketText()).toContain('FCFA 11,925 × 3'));
    expect(screen.getByRole('button', { name: /^Charge FCFA\s35,775$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^On hold/ })).toBeNull();
  });
});

describe('the keys of the counter', () => {
  const press = (key: string) => fireEvent.keyDown(window, { key });

  it('F2 finds, F4 charges, F8 holds and F9 lists the sales on hold', async () => {
    renderPos();
    await screen.findByRole('button', { name: /^Charge/ });

    press('F2');
    expect(document.activeElement).toBe(screen.getByLabelText('Search products'));
    press('F4');
    expect(screen.queryByRole('dialog')).toBeNull(); // nothing to charge yet

    fireEvent.click(await searchPagne());
    press('F8');
    expect(screen.getByText('The basket is empty')).toBeTruthy();
    press('F9');
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Sales on hold' })).getByRole('button', {
        name: 'Resume the sale of Walk-in customer',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    press('F4');
    expect(await screen.findByRole('dialog', { name: /^Take FCFA/ })).toBeTruthy();
    // A dialog keeps its keys: F8 there does not hold the sale being paid.
    press('F8');
    expect(localStorage.getItem('pos-held-sales:c1')).toBeNull();
    expect(screen.getByRole('dialog', { name: /^Take FCFA/ })).toBeTruthy();
  });

  it('are named on their buttons for screen readers', async () => {
    renderPos();
    expect((await screen.findByRole('button', { name: /^Charge/ })).getAttribute('aria-keyshortcuts')).toBe(
      'F4',
    );
    expect(screen.getByLabelText('Search products').getAttribute('aria-keyshortcuts')).toBe('F2');
  });
});

describe('the company the counter works for', () => {
  // Local storage is shared by every tab: another tab signing in elsewhere rewrites its company.
  const otherTabCompany = 'c-other-tab';

  it('keeps the setup for offline use under the signed-in session’s company, not the stored one', async () => {
    localStorage.setItem(STORAGE_KEYS.companyId, otherTabCompany);

    renderPos();

    await waitFor(() => expect(localStorage.getItem(offlinePosSetupKey('c1'))).not.toBeNull());
    expect(localStorage.getItem(offlinePosSetupKey(otherTabCompany))).toBeNull();
  });

  it('searches offline the catalogue kept for the signed-in session’s company, not the stored one', async () => {
    localStorage.setItem(STORAGE_KEYS.companyId, otherTabCompany);
    renderPos();
    await waitFor(() => expect(offlineCatalogue('c1')).not.toBeNull());

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'Pagne' } });

    const found = await screen.findByRole('list', { name: 'Products found' });
    expect(within(found).getByRole('button').textContent).toContain('Pagne wax');
    // Back online for what follows: React Query keeps the last event it saw.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  });
});

describe('the customer typed but not picked', () => {
  const customerBox = () => screen.getByLabelText('Customer (optional)') as HTMLInputElement;
  /** "Adj" typed in the customer search, its suggestions open, nobody picked. */
  async function typeCustomer() {
    const answer = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, ...rest: unknown[]) =>
      path.endsWith('/customers')
        ? ok(page([{ id: 'k1', name: 'Adjoa Mensah', phone: null }]))
        : answer(path, ...rest),
    );
    fireEvent.change(customerBox(), { target: { value: 'Adj' } });
    expect(await screen.findByRole('list', { name: 'Customers found' })).toBeTruthy();
  }

  it('is cleared with the basket when the sale is put on hold', async () => {
    renderPos();
    fireEvent.click(await searchPagne());
    await typeCustomer();

    fireEvent.click(screen.getByRole('button', { name: 'Put on hold' }));

    expect(screen.getByText('The basket is empty')).toBeTruthy();
    expect(customerBox().value).toBe('');
    expect(screen.queryByRole('list', { name: 'Customers found' })).toBeNull();
  });

  it('is cleared when a held sale is resumed in place of the one on screen', async () => {
    renderPos();
    fireEvent.click(await searchPagne());
    fireEvent.click(screen.getByRole('button', { name: 'Put on hold' }));
    fireEvent.click(await searchPagne());
    await typeCustomer();

    fireEvent.click(screen.getByRole('button', { name: 'On hold (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resume the sale of Walk-in customer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(customerBox().value).toBe('');
    expect(screen.queryByRole('list', { name: 'Customers found' })).toBeNull();
  });
});
