import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failed, meta, ok, renderStock, W1, WAREHOUSES } from '../test-utils.tsx';
import { CountCreatePage } from './count-create-page.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
  toasts.showErrorToast.mockReset();
  toasts.showSuccessToast.mockReset();
});

function serve() {
  api.get.mockImplementation(async (path: string) =>
    path.endsWith('warehouses') ? ok({ data: WAREHOUSES, meta: meta(2) }) : ok({ data: [], meta: meta(0) }),
  );
}
const routes = [
  { path: '/stock/counts/create', element: <CountCreatePage /> },
  { path: '/stock/counts/:id', element: <p>count sheet</p> },
];

describe('new stock count', { timeout: 20_000 }, () => {
  it('starts a count of every product in the default warehouse and opens its sheet in place of the form', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { id: 'c1', reference: 'SC-2026-0001' } }, 201));
    const { router } = renderStock(routes, '/stock/counts/create');
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: ' rayon A ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the count' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/stock/counts/c1'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.post).toHaveBeenCalledWith('stock-counts', { warehouse_id: W1, note: 'rayon A' });
    expect(toasts.showSuccessToast).toHaveBeenCalledWith(
      'stock-count-created',
      'Count SC-2026-0001 started.',
    );
  });

  it('asks for a product before counting chosen ones, sending nothing', async () => {
    serve();
    renderStock(routes, '/stock/counts/create');
    fireEvent.click(await screen.findByLabelText('Only the products I choose'));
    fireEvent.click(screen.getByRole('button', { name: 'Start the count' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one product.');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and stays on the form', async () => {
    serve();
    api.post.mockResolvedValue(failed(409, 'A count is already open in Boutique.'));
    const { router } = renderStock(routes, '/stock/counts/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Start the count' }));

    expect((await screen.findByRole('alert')).textContent).toBe('A count is already open in Boutique.');
    expect(toasts.showErrorToast).toHaveBeenCalledWith(
      'stock-count-error',
      'A count is already open in Boutique.',
    );
    expect(router.state.location.pathname).toBe('/stock/counts/create');
  });
});
