import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failed, meta, ok, renderStock, W1, W2, WAREHOUSES } from '../test-utils.tsx';
import { AdjustmentCreatePage } from './adjustment-create-page.tsx';

const api = fakeApi();
fakeToasts();

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
  barcode: '3760000000017',
  quantity: 5,
  product: { id: 'p1', title: 'Wax' },
};

function serve() {
  api.get.mockImplementation(
    async (path: string, init?: { query?: { filter?: { warehouse_id?: string } } }) => {
      if (path.endsWith('warehouses')) return ok({ data: WAREHOUSES, meta: meta(2) });
      if (path.endsWith('product-variants/lookup')) return ok({ data: variant });
      if (path.endsWith('product-variants')) return ok({ data: [variant], meta: meta(1) });
      if (path.endsWith('stock-balances'))
        return ok({ data: [{ quantity: init?.query?.filter?.warehouse_id === W2 ? 1 : 20 }], meta: meta(1) });
      return ok({ data: [], meta: meta(0) });
    },
  );
}
const routes = [
  { path: '/stock/adjustments/create', element: <AdjustmentCreatePage /> },
  { path: '/stock/movements', element: <p>history</p> },
];

async function scanWax() {
  const field = await screen.findByRole('textbox', { name: 'Scan or type a barcode or SKU' });
  fireEvent.change(field, { target: { value: '3760000000017' } });
  fireEvent.submit(field.closest('form')!);
  return screen.findByRole('textbox', { name: 'Change for Wax (WAX-1)' });
}

describe('stock adjustment', { timeout: 20_000 }, () => {
  it('adds the scanned product, takes +/−, and sends the change with the reason’s code and the note as typed', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { id: 'adj-1', warehouse_id: W1, movements: [] } }, 201));
    const { router } = renderStock(routes, '/stock/adjustments/create');
    const change = await scanWax();
    expect((change as HTMLInputElement).value).toBe('1');
    // Emptied for the next scan (a scanner types into the field, then Enter).
    const barcode = screen.getByRole('textbox', {
      name: 'Scan or type a barcode or SKU',
    }) as HTMLInputElement;
    await waitFor(() => expect(barcode.value).toBe(''));
    await scanWax(); // the same product again: one more on its line
    await waitFor(() => expect((change as HTMLInputElement).value).toBe('2'));
    fireEvent.change(change, { target: { value: '10' } });
    await screen.findByText('Now 20 → after 30');
    const flip = screen.getByRole('button', { name: 'Switch add/remove for Wax (WAX-1)' });
    // Sighted users read what it does, not only "±".
    expect(flip.textContent).toBe('±Switch add/remove');
    expect(flip.getAttribute('title')).toBe('Turns an addition into a removal, and back');
    fireEvent.click(flip);
    await waitFor(() => expect((change as HTMLInputElement).value).toBe('-10'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Wax (WAX-1)' }));
    await screen.findByText('Now 20 → after 11');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'damaged' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'pluie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the adjustment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/movements'));
    expect(router.state.location.search).toBe('?reference_id=adj-1');
    expect(api.post).toHaveBeenCalledWith('stock-adjustments', {
      warehouse_id: W1,
      reason: 'damaged',
      note: 'pluie',
      lines: [{ variant_id: 'v1', quantity_change: -9 }],
    });
  });

  it('says the found product’s stock is over every warehouse, the line the chosen warehouse’s', async () => {
    serve();
    renderStock(routes, '/stock/adjustments/create');
    const search = await screen.findByRole('searchbox', { name: 'Find a product' });
    fireEvent.change(search, { target: { value: 'wax' } });
    fireEvent.submit(search.closest('form')!);
    // 5 is the total: "5 in stock" beside a line saying "Now 20" read as a contradiction.
    expect(await screen.findByText('5 in stock in all warehouses')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Wax (WAX-1)' }));
    await screen.findByText('Now 20 → after 21');
  });

  it('shows the server’s insufficient-stock refusal and stays on the form', async () => {
    serve();
    api.post.mockResolvedValue(failed(409, 'Stock insuffisant : il reste 1 de Wax (WAX-1) dans Dépôt.'));
    const { router } = renderStock(routes, '/stock/adjustments/create');
    fireEvent.change(await screen.findByLabelText(/^Warehouse/), { target: { value: W2 } });
    const change = await scanWax();
    fireEvent.change(change, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the adjustment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stock insuffisant : il reste 1 de Wax (WAX-1) dans Dépôt.',
    );
    expect(router.state.location.pathname).toBe('/stock/adjustments/create');
  });

  it('asks for a product and a non-zero change before sending anything', async () => {
    serve();
    renderStock(routes, '/stock/adjustments/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Save the adjustment' }));
    await screen.findByText('Add at least one product.');
    const change = await scanWax();
    fireEvent.change(change, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the adjustment' }));
    await screen.findByText('Every line needs a change other than 0.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('refuses a quantity that is not whole on its line, not as a change of 0, and sends nothing', async () => {
    serve();
    renderStock(routes, '/stock/adjustments/create');
    fireEvent.change(await scanWax(), { target: { value: '2,5' } });
    const message = await screen.findByText('Enter a whole number: stock is counted in whole units.');
    // Read again: the line's row may have been drawn anew since the scan (one CI run read a stale field's '1').
    const change = screen.getByRole('textbox', { name: 'Change for Wax (WAX-1)' });
    expect(change.getAttribute('aria-invalid')).toBe('true');
    expect(change.getAttribute('aria-describedby')).toBe(message.id);
    // The field keeps what was typed, for the user to correct.
    expect((change as HTMLInputElement).value).toBe('2,5');
    fireEvent.click(screen.getByRole('button', { name: 'Save the adjustment' }));
    expect(screen.queryByText('Every line needs a change other than 0.')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(change, { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText(message.textContent!)).toBeNull());
    expect(change.getAttribute('aria-invalid')).toBeNull();
  });

  it('clears a line’s refusal from an earlier attempt once that line is changed', async () => {
    serve();
    api.post.mockResolvedValue(
      failed(422, 'Some fields are not valid.', { 'lines.0.quantity_change': ['Only 20 left.'] }),
    );
    renderStock(routes, '/stock/adjustments/create');
    const change = await scanWax();
    fireEvent.change(change, { target: { value: '-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the adjustment' }));
    const refusal = await screen.findByText('Only 20 left.');
    expect(change.getAttribute('aria-describedby')).toBe(refusal.id);

    fireEvent.change(change, { target: { value: '-20' } });
    await waitFor(() => expect(screen.queryByText('Only 20 left.')).toBeNull());
    expect(change.getAttribute('aria-invalid')).toBeNull();
  });

  it('writes the quantities now and after in the reader’s language (French)', async () => {
    serve();
    await i18n.changeLanguage('fr');
    try {
      renderStock(routes, '/stock/adjustments/create');
      const field = await screen.findByRole('textbox', {
        name: 'Scannez ou saisissez un code-barres ou une référence',
      });
      fireEvent.change(field, { target: { value: '3760000000017' } });
      fireEvent.submit(field.closest('form')!);
      const change = await screen.findByRole('textbox', { name: 'Variation pour Wax (WAX-1)' });
      fireEvent.change(change, { target: { value: '1180' } });
      // French groups thousands with a narrow no-break space.
      const now = await screen.findByText(/^Actuel 20 → après 1\s200$/);
      expect(now.textContent).toBe('Actuel 20 → après 1\u202f200');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('takes damaged goods off: a scanned line starts at -1, and a change of reason turns the lines', async () => {
    serve();
    renderStock(routes, '/stock/adjustments/create');
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'damaged' } });
    const change = await scanWax();
    expect((change as HTMLInputElement).value).toBe('-1');
    await scanWax();
    await waitFor(() => expect((change as HTMLInputElement).value).toBe('-2'));
    await screen.findByText('Now 20 → after 18');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'found' } });
    await waitFor(() => expect((change as HTMLInputElement).value).toBe('2'));
  });
});
