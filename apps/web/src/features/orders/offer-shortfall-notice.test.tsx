import type { Order } from '@comptoir/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { anOrder, ok, page, renderScreen } from './testing.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'invoices']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

/** The order page of `order`, its warehouse holding `held` of each of its variants. */
function renderOrder(
  order: Order,
  held: number,
  permissions = ['orders.view', 'orders.update', 'orders.create'],
) {
  api.get.mockImplementation(async (path: string, options?: { query?: Record<string, string> }) => {
    if (path.endsWith('orders/o1')) return ok({ data: order });
    if (path.endsWith('pos/stock')) {
      const ids = (options?.query?.variant_ids ?? '').split(',');
      return ok({
        data: {
          warehouse: { id: 'w1', name: 'Dépôt Akwa', allow_negative_stock: false },
          quantities: ids.map((id) => ({ variant_id: id, quantity: held })),
        },
      });
    }
    return ok(page([]));
  });
  renderScreen('/orders/o1', permissions, [{ path: '/orders/:id', element: <OrderDetailPage /> }]);
}
const stockAsked = () => api.get.mock.calls.filter(([path]) => String(path).endsWith('pos/stock'));

describe('a draft or quotation its warehouse cannot supply', () => {
  it('says which lines are short before it is confirmed, asking the order’s warehouse', async () => {
    await i18n.changeLanguage('en');
    renderOrder(anOrder({ status: 'quotation', channel: 'admin' }), 1);
    const said = await screen.findByText(/^Dépôt Akwa cannot supply this order today/);
    const notice = said.closest('[role="status"]')!;
    expect(notice.textContent).toContain('Poulet DG: 1 in stock, 2 ordered');
    expect(stockAsked()[0]![1]).toMatchObject({ query: { variant_ids: 'v1', warehouse_id: 'w1' } });
    expect(screen.getByRole('button', { name: 'Confirm the order' })).toBeTruthy();
  });

  it('says nothing when the stock is there, nor on a confirmed order, nor without the right to sell', async () => {
    await i18n.changeLanguage('en');
    renderOrder(anOrder({ status: 'draft', channel: 'admin' }), 2);
    await waitFor(() => expect(stockAsked()).toHaveLength(1));
    await screen.findByRole('button', { name: 'Confirm the order' });
    expect(screen.queryByText(/cannot supply/)).toBeNull();
    cleanup();

    renderOrder(anOrder({ channel: 'admin' }), 0);
    await screen.findByRole('button', { name: 'Mark as completed' });
    cleanup();
    renderOrder(anOrder({ status: 'draft', channel: 'admin' }), 0, ['orders.view', 'orders.update']);
    await screen.findByRole('button', { name: 'Confirm the order' });
    expect(stockAsked()).toHaveLength(1);
    expect(screen.queryByText(/cannot supply/)).toBeNull();
  });
});
