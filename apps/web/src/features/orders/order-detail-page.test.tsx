import type { Order } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { anOrder, ok, page, renderScreen } from './testing.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../app/api.ts', () => ({ api }));

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'invoices']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

function renderOrder(order: Order) {
  api.get.mockImplementation(async (path: string) =>
    path.endsWith('orders/o1') ? ok({ data: order }) : ok(page([])),
  );
  api.post.mockImplementation(async () => ok({ data: { ...order, delivery_status: 'delivered' } }));
  renderScreen(
    '/orders/o1',
    ['orders.view', 'orders.update'],
    [{ path: '/orders/:id', element: <OrderDetailPage /> }],
  );
}

const handOver = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Handed to the customer' }));

describe('handing a pickup order over', () => {
  it('asks first while something is still to pay, and moves only once confirmed', async () => {
    await i18n.changeLanguage('en');
    renderOrder(anOrder({ channel: 'admin', paid_total: 0, balance_due: 9_000, payment_status: 'pending' }));
    await handOver();
    const dialog = await screen.findByRole('dialog', { name: 'Hand it over unpaid?' });
    expect(dialog.textContent).toMatch(/FCFA\s9,000 is still to pay/);
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/orders\/o1\/delivery-status$/), {
        delivery_status: 'delivered',
      }),
    );
  });

  it('hands a paid order over at once', async () => {
    await i18n.changeLanguage('en');
    renderOrder(anOrder({ channel: 'admin' }));
    await handOver();
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
