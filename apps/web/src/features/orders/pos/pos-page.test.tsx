import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ok, page, renderScreen } from '../testing.tsx';
import { PosPage } from './pos-page.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../app/api.ts', () => ({ api }));

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products', 'customers', 'cash_sessions']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
});

const tva = {
  id: 't1',
  code: 'TVA',
  label: 'TVA',
  rate: '19.25',
  fixed_amount: null,
  tax_order: 0,
  is_withholding: false,
  include_in_base_for_subsequent_taxes: false,
};
const pagne = {
  id: 'v1',
  product_id: 'p1',
  title: 'Default Title',
  sku: 'PW-1',
  price: 10_000,
  quantity: 10,
  product: { id: 'p1', title: 'Pagne wax' },
};

/** The counter of an XAF company taxing every line 19.25 %, selling a Pagne wax at 10,000 before tax. */
function renderPos() {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('pos/setup'))
      return ok({
        data: {
          currency: { alpha: 'XAF', precision: 0 },
          payment_methods: [{ id: 'cash', name: 'Cash', kind: 'cash', is_default: true }],
          default_taxes: [tva],
          shipping_fees: [],
        },
      });
    if (path.endsWith('cash-sessions/current')) return ok({ data: null });
    if (path.endsWith('product-variants')) return ok(page([pagne]));
    if (path.endsWith('pos/stock'))
      return ok({ data: { warehouse: null, quantities: [{ variant_id: 'v1', quantity: 3 }] } });
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
    expect(text(screen.getByRole('button', { name: /^Charge/ }))).toBe('Charge FCFA 11,925');
  });
});
