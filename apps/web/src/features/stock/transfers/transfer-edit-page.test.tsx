import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failed, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { TransferEditPage } from './transfer-edit-page.tsx';
import {
  aVariant,
  serveTransferForm,
  setUpTransferFormTests,
  transferFormRoutes,
} from './transfer-test-utils.tsx';

const api = fakeApi();
fakeToasts();
setUpTransferFormTests(api);

const W3 = '33333333-3333-4333-8333-333333333333';
const line = (id: string, title: string, sku: string, quantity: number) => ({
  variant_id: id,
  product_id: `p-${id}`,
  product_title: title,
  variant_title: 'Default Title',
  sku,
  barcode: null,
  quantity,
  received_quantity: null,
  difference: null,
});
const draft = (status = 'draft') => ({
  id: 't1',
  number: 1,
  reference: 'TR-2026-0001',
  from_warehouse_id: W1,
  from_warehouse_name: 'Boutique',
  to_warehouse_id: W2,
  to_warehouse_name: 'Dépôt',
  status,
  note: 'Réassort',
  line_count: 2,
  total_quantity: 6,
  created_by: 'u1',
  created_by_name: 'Awa',
  shipped_by: null,
  shipped_at: null,
  received_by: null,
  received_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  lines: [line('v1', 'Wax', 'WAX-1', 4), line('v2', 'Bazin', 'BAZ-1', 2)],
});
const serve = (status = 'draft') =>
  serveTransferForm(api.get, {
    warehouses: [...WAREHOUSES, { id: W3, name: 'Annexe', is_default: false, is_active: true }],
    transfer: () => draft(status),
    variant: aVariant(3, 'Bissap', 'BIS-1', 30),
    available: 20,
  });
const routes = transferFormRoutes('/stock/transfers/:id/edit', <TransferEditPage />);

describe('editing a draft transfer', { timeout: 20_000 }, () => {
  it('changes a quantity, removes a line, adds a product, and the destination and note; every line is sent', async () => {
    serve();
    api.patch.mockResolvedValue(ok({ data: { ...draft(), updated_at: '2026-11-20T10:00:00.000Z' } }));
    const { router } = renderStock(routes, '/stock/transfers/t1/edit');
    await screen.findByRole('heading', { name: 'Edit transfer TR-2026-0001' });
    // The draft's own values are there to change.
    expect(((await screen.findByLabelText(/^From warehouse/)) as HTMLSelectElement).value).toBe(W1);
    expect((screen.getByLabelText(/^To warehouse/) as HTMLSelectElement).value).toBe(W2);
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Réassort');

    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity of Wax (WAX-1)' }), {
      target: { value: '6' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bazin (BAZ-1)' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a product' }), { target: { value: 'bis' } });
    fireEvent.submit(screen.getByRole('searchbox', { name: 'Find a product' }).closest('form')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Bissap (BIS-1)' }));
    fireEvent.change(screen.getByLabelText(/^To warehouse/), { target: { value: W3 } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Pour l’annexe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/transfers/t1'));
    expect(api.patch).toHaveBeenCalledWith('stock-transfers/t1', {
      from_warehouse_id: W1,
      to_warehouse_id: W3,
      note: 'Pour l’annexe',
      lines: [
        { variant_id: 'v1', quantity: 6 },
        { variant_id: 'v3', quantity: 1 },
      ],
    });
  });

  it('shows a refused line (more than the source holds) on the line, in the server’s words, and stays', async () => {
    serve();
    api.patch.mockResolvedValue(
      failed(422, 'Certains champs ne sont pas valides.', {
        'lines.0.quantity': ['Seulement 4 disponible(s) dans Boutique.'],
      }),
    );
    const { router } = renderStock(routes, '/stock/transfers/t1/edit');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quantity of Wax (WAX-1)' }), {
      target: { value: '9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByText('Seulement 4 disponible(s) dans Boutique.');
    expect(router.state.location.pathname).toBe('/stock/transfers/t1/edit');
  });

  it('asks for a product when every line was removed, without sending', async () => {
    serve();
    renderStock(routes, '/stock/transfers/t1/edit');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Wax (WAX-1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bazin (BAZ-1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the draft' }));
    await screen.findByText('Add at least one product.');
    expect(api.patch).not.toHaveBeenCalled();
  });

  it('offers no form once the transfer is shipped', async () => {
    serve('in_transit');
    renderStock(routes, '/stock/transfers/t1/edit');
    await screen.findByText('This transfer has been shipped or closed: it can no longer be changed.');
    expect(screen.queryByRole('button', { name: 'Save the draft' })).toBeNull();
  });

  it('without stocks.update, shows nothing to edit', async () => {
    serve();
    renderStock(routes, '/stock/transfers/t1/edit', ['stocks.view', 'warehouses.view']);
    await screen.findByText('Your role does not allow you to see this screen.');
    expect(screen.queryByRole('button', { name: 'Save the draft' })).toBeNull();
  });
});
