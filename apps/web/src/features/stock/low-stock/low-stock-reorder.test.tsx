import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { ALL_STOCK, failed, meta, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { LowStockPage } from './low-stock-page.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
});

const S1 = 'aaaaaaaa-1111-4111-8111-111111111111';
const S2 = 'bbbbbbbb-2222-4222-8222-222222222222';
const item = (
  id: string,
  title: string,
  quantity: number,
  reorder: number,
  supplier: [string, string] | null,
  cost: number | null,
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
  supplier_id: supplier?.[0] ?? null,
  supplier_name: supplier?.[1] ?? null,
  cost,
  warehouses: [],
});
const ROWS = [
  item('v-rice', 'Riz 25 kg', 0, 5, [S1, 'Grossiste Médina'], 15_000),
  item('v-soap', 'Savon noir', 1, 4, null, 500),
  item('v-kit', 'Kit thé', 0, 2, [S1, 'Grossiste Médina'], null, true),
  item('v-oil', 'Huile 5 L', 2, 3, [S2, 'Sahel Distribution'], null),
];
const SETUP = {
  currency: 'XAF',
  suppliers: [
    { id: S1, name: 'Grossiste Médina', payment_terms_days: null },
    { id: S2, name: 'Sahel Distribution', payment_terms_days: null },
  ],
  warehouses: [
    { id: W1, name: 'Boutique', is_default: true },
    { id: W2, name: 'Dépôt', is_default: false },
  ],
  taxes: [],
  payment_methods: [],
};

function serve() {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('purchase-orders/setup')) return ok({ data: SETUP });
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('low-stock')) return ok({ data: ROWS, meta: meta(ROWS.length) });
    return ok({ data: [], meta: meta(0) });
  });
}
const BUYER = [...ALL_STOCK, 'suppliers.view', 'suppliers.create', 'products.cost'];
const routes = [
  { path: '/stock/low-stock', element: <LowStockPage /> },
  { path: '/purchases', element: <p>Purchase orders list</p> },
  { path: '/purchases/:id', element: <p>One purchase order</p> },
];
const draft = (id: string) => ({ id, status: 'draft', lines: [] });

async function openDialog(url = '/stock/low-stock', permissions = BUYER) {
  serve();
  const rendered = renderStock(routes, url, permissions);
  await screen.findByRole('row', { name: /Riz 25 kg/ });
  expect(screen.getByRole('checkbox', { name: /bundle or menu/ })).toHaveProperty('disabled', true);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
  fireEvent.click(screen.getByRole('button', { name: 'Order from suppliers (3)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Order from suppliers' });
  await within(dialog).findByLabelText('Receive into');
  return { ...rendered, dialog };
}

describe('ordering low variants from their suppliers', { timeout: 20_000 }, () => {
  beforeEach(() => toasts.showSuccessToast.mockReset());

  it('selects the page (not the bundle), groups by supplier with quantities and costs, and creates the drafts', async () => {
    const { dialog, router } = await openDialog();

    const medina = within(dialog).getByRole('region', { name: 'Grossiste Médina' });
    expect(within(medina).getByText('10 units')).toBeTruthy();
    expect(within(medina).getByText('Estimated cost before taxes: FCFA 150,000')).toBeTruthy();
    const sahel = within(dialog).getByRole('region', { name: 'Sahel Distribution' });
    expect(within(sahel).getByText('4 units')).toBeTruthy();
    expect(within(sahel).getByText(/1 product has no cost yet/)).toBeTruthy();
    const without = within(dialog).getByRole('region', { name: 'Without a supplier' });
    expect(within(without).getByText('7 units')).toBeTruthy();
    expect(within(dialog).getByLabelText('Receive into')).toHaveProperty('value', W1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create 3 draft purchase orders' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Choose the supplier/);
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/Supplier for the products without one/), {
      target: { value: S2 },
    });
    expect(
      within(within(dialog).getByRole('region', { name: 'Sahel Distribution' })).getByText('7 units'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Receive into'), { target: { value: W2 } });
    api.post.mockResolvedValue(ok({ data: [draft('po-1'), draft('po-2')] }, 201));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create 2 draft purchase orders' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases'));
    expect(api.post).toHaveBeenCalledWith('purchase-orders/from-low-stock', {
      variant_ids: ['v-rice', 'v-soap', 'v-oil'],
      warehouse_id: W2,
      supplier_id: S2,
    });
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('reorder', '2 draft purchase orders created');
  });

  it('receives into the list’s warehouse, and opens the draft when only one was created', async () => {
    serve();
    const { router } = renderStock(routes, `/stock/low-stock?warehouse_id=${W2}`, BUYER);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Riz 25 kg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order from suppliers (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order from suppliers' });
    expect(await within(dialog).findByLabelText('Receive into')).toHaveProperty('value', W2);
    expect(within(dialog).queryByLabelText(/Supplier for the products/)).toBeNull();
    api.post.mockResolvedValue(ok({ data: [draft('po-9')] }, 201));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create 1 draft purchase order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/po-9'));
    expect(api.post.mock.calls[0]![1]).toEqual({ variant_ids: ['v-rice'], warehouse_id: W2 });
  });

  it('shows the server’s refusal in the dialog, naming each variant', async () => {
    const { dialog } = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Supplier for the products without one/), {
      target: { value: S1 },
    });
    api.post.mockResolvedValue(
      failed(422, 'Some fields are not valid.', {
        'variant_ids.2': ['Huile 5 L is no longer low on stock.'],
      }),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create 2 draft purchase orders' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Some fields are not valid.');
    expect(alert.textContent).toContain('Huile 5 L is no longer low on stock.');
    expect(screen.getByRole('dialog', { name: 'Order from suppliers' })).toBeTruthy();
  });

  it('hides costs from a role that may not see them', async () => {
    const { dialog } = await openDialog(
      '/stock/low-stock',
      BUYER.filter((p) => p !== 'products.cost'),
    );
    expect(within(dialog).queryByText(/Estimated cost/)).toBeNull();
    expect(within(dialog).getByText('Costs are filled in by whoever approves the orders.')).toBeTruthy();
  });

  it('offers neither checkboxes nor the action without the right to create purchase orders', async () => {
    serve();
    renderStock(routes, '/stock/low-stock');
    await screen.findByRole('row', { name: /Riz 25 kg/ });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Order from suppliers/ })).toBeNull();
  });
});

describe('ordering from a phone', { timeout: 20_000 }, () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps each row’s checkbox and the action at 390 px', async () => {
    serve();
    renderStock(routes, '/stock/low-stock', BUYER);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Huile 5 L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order from suppliers (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order from suppliers' });
    expect(await within(dialog).findByText('4 units')).toBeTruthy();
  });
});
