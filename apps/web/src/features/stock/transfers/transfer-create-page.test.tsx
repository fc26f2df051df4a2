import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { meta, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { TransferCreatePage } from './transfer-create-page.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../app/api.ts', () => ({ api }));
vi.mock('../../../app/toasts.ts', () => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
});

const variant = {
  id: 'v1',
  product_id: 'p1',
  title: 'Default Title',
  sku: 'WAX-1',
  barcode: null,
  quantity: 9,
  product: { id: 'p1', title: 'Wax' },
};

function serve() {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
    if (path.endsWith('product-variants')) return ok({ data: [variant], meta: meta(1) });
    if (path.endsWith('stock-balances')) return ok({ data: [{ quantity: 9 }], meta: meta(1) });
    return ok({ data: [], meta: meta(0) });
  });
}
const routes = [
  { path: '/stock/transfers/create', element: <TransferCreatePage /> },
  { path: '/stock/transfers/:id', element: <p>transfer page</p> },
];

describe('a new transfer', { timeout: 20_000 }, () => {
  it('is sent from the default warehouse to the chosen one with the searched product', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { id: 't9', reference: 'TR-2026-0009' } }, 201));
    const { router } = renderStock(routes, '/stock/transfers/create');
    fireEvent.change(await screen.findByLabelText(/^To warehouse/), { target: { value: W2 } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a product' }), { target: { value: 'wax' } });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Find a product' }).closest('form')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Wax (WAX-1)' }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Wax (WAX-1)' });
    fireEvent.change(quantity, { target: { value: '4' } });
    await screen.findByText('9 available');
    fireEvent.click(screen.getByRole('button', { name: 'Create the transfer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/transfers/t9'));
    expect(api.post).toHaveBeenCalledWith('stock-transfers', {
      from_warehouse_id: W1,
      to_warehouse_id: W2,
      note: null,
      lines: [{ variant_id: 'v1', quantity: 4 }],
    });
  });

  it('asks for a different destination and a product before sending', async () => {
    serve();
    renderStock(routes, '/stock/transfers/create');
    fireEvent.change(await screen.findByLabelText(/^To warehouse/), { target: { value: W1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the transfer' }));
    await screen.findByText('Choose a destination other than the source warehouse.');
    expect(screen.getByText('Add at least one product.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });
});
