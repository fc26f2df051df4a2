import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { PurchaseOrderPage } from './purchase-order-page.tsx';
import { approvedOrder, ok, renderPurchases, SETUP } from './testing.tsx';

const api = fakeApi();

beforeAll(async () => {
  await i18n.loadNamespaces(['purchases', 'common']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const routes = [{ path: '/purchases/:id', element: <PurchaseOrderPage /> }];

/** The order (its warehouse w1) with `warehouses` live in the company. */
async function openReceiveDialog(warehouses: typeof SETUP.warehouses) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('/setup')) return ok({ data: { ...SETUP, warehouses } });
    if (path.endsWith('/receipts')) return ok({ data: [] });
    return ok({ data: approvedOrder() });
  });
  api.post.mockResolvedValue(ok({ data: { id: 'r1', lines: [] } }, 201));
  renderPurchases(routes, '/purchases/po1');
  fireEvent.click(await screen.findByRole('button', { name: 'Receive goods' }));
  const dialog = within(await screen.findByRole('dialog'));
  await dialog.findByRole('option', { name: warehouses[0]!.name });
  return dialog;
}

describe('receiving into a warehouse', () => {
  it('takes the order’s warehouse while it exists, sending no other', async () => {
    const dialog = await openReceiveDialog([
      { id: 'w1', name: 'Dépôt central', is_default: false },
      { id: 'w3', name: 'Dépôt Bonabéri', is_default: true },
    ]);
    expect((dialog.getByLabelText('Into warehouse') as HTMLSelectElement).value).toBe('w1');
    expect(dialog.queryByText(/was deleted/)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![1]).not.toHaveProperty('warehouse_id');
  });

  it('once the order’s warehouse was deleted, offers the default one, says why, and sends it', async () => {
    const dialog = await openReceiveDialog([
      { id: 'w2', name: 'Boutique Akwa', is_default: false },
      { id: 'w3', name: 'Dépôt Bonabéri', is_default: true },
    ]);
    expect((dialog.getByLabelText('Into warehouse') as HTMLSelectElement).value).toBe('w3');
    expect(dialog.getByText("The order's warehouse was deleted: choose where the goods go.")).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![1]).toMatchObject({ warehouse_id: 'w3' });
  });
});
