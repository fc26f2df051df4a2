import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { ok, renderStock, W1, W2 } from '../test-utils.tsx';
import { TransferCreatePage } from './transfer-create-page.tsx';
import {
  aVariant,
  serveTransferForm,
  setUpTransferFormTests,
  transferFormRoutes,
} from './transfer-test-utils.tsx';

const api = fakeApi();
fakeToasts();
setUpTransferFormTests(api);

const serve = () => serveTransferForm(api.get, { variant: aVariant(1, 'Wax', 'WAX-1', 9), available: 9 });
const routes = transferFormRoutes('/stock/transfers/create', <TransferCreatePage />);

/** Picks the second warehouse as the destination and adds the searched Wax; its quantity field. */
async function addWaxToW2() {
  fireEvent.change(await screen.findByLabelText(/^To warehouse/), { target: { value: W2 } });
  const search = screen.getByRole('searchbox', { name: 'Find a product' });
  fireEvent.change(search, { target: { value: 'wax' } });
  fireEvent.submit(search.closest('form')!);
  fireEvent.click(await screen.findByRole('button', { name: 'Add Wax (WAX-1)' }));
  return screen.findByRole('textbox', { name: 'Quantity of Wax (WAX-1)' });
}

describe('a new transfer', { timeout: 20_000 }, () => {
  it('is sent from the default warehouse to the chosen one with the searched product', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { id: 't9', reference: 'TR-2026-0009' } }, 201));
    const { router } = renderStock(routes, '/stock/transfers/create');
    const quantity = await addWaxToW2();
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

  it('refuses a quantity that is not whole on its line, like an adjustment, and sends nothing', async () => {
    serve();
    renderStock(routes, '/stock/transfers/create');
    const quantity = await addWaxToW2();
    fireEvent.change(quantity, { target: { value: '1.5' } });
    const message = await screen.findByText('Enter a whole number: stock is counted in whole units.');
    expect(quantity.getAttribute('aria-describedby')).toBe(message.id);
    fireEvent.click(screen.getByRole('button', { name: 'Create the transfer' }));
    expect(api.post).not.toHaveBeenCalled();
    // − sets the quantity again: the field shows it and the line is whole.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Wax (WAX-1)' }));
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('1'));
    expect(screen.queryByText(message.textContent!)).toBeNull();
  });

  it('says why a line at 0 stops the sending, and sends once it has a quantity', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { id: 't9', reference: 'TR-2026-0009' } }, 201));
    renderStock(routes, '/stock/transfers/create');
    const quantity = await addWaxToW2();
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the transfer' }));
    await screen.findByText('Every line needs a quantity of at least 1.');
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(quantity, { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByText('Every line needs a quantity of at least 1.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create the transfer' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
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
