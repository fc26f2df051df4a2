import type { Order } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

describe('the delivery address', () => {
  const address = {
    line1: 'Carrefour Obili',
    line2: 'Portail bleu',
    district: 'Obili',
    city: 'Yaoundé',
    region: null,
    postal_code: null,
    country: null,
  };
  const customer = { id: 'c1', name: 'Awa Ndiaye', phone: '237699887766' };

  it("names who receives the parcel and the number to call when they are not the customer's", async () => {
    await i18n.changeLanguage('fr');
    renderOrder(
      anOrder({
        delivery_mode: 'delivery',
        customer_id: 'c1',
        customer,
        shipping_address: { ...address, recipient_name: 'Mama Awa', phone: '237655443322' },
      }),
    );
    const section = within(await screen.findByRole('region', { name: 'Client' }));
    expect(section.getByText('Livrer à Mama Awa')).toBeTruthy();
    expect(section.getByText(/655 44 33 22/)).toBeTruthy();
    expect(section.getByText('Carrefour Obili, Portail bleu, Obili, Yaoundé')).toBeTruthy();
  });

  it("says nothing more when the parcel goes to the customer's own name and number", async () => {
    await i18n.changeLanguage('en');
    renderOrder(
      anOrder({
        delivery_mode: 'delivery',
        customer_id: 'c1',
        customer,
        shipping_address: { ...address, recipient_name: customer.name, phone: customer.phone },
      }),
    );
    const region = await screen.findByRole('region', { name: 'Customer' });
    const text = region.textContent ?? '';
    // Whatever the wording or the grouping of the digits: the name once, the number once, no recipient line.
    const times = (haystack: string, needle: string) => haystack.split(needle).length - 1;
    expect(times(text, customer.name)).toBe(1);
    expect(times(text.replace(/\D/g, ''), '699887766')).toBe(1);
    expect(text).not.toMatch(/Deliver to/);
    expect(within(region).getByText('Carrefour Obili, Portail bleu, Obili, Yaoundé')).toBeTruthy();
  });
});

describe('cancelling an order', () => {
  it('asks first, since it cannot be undone, and cancels only once confirmed', async () => {
    await i18n.changeLanguage('fr');
    renderOrder(anOrder({ channel: 'admin' }));
    api.post.mockImplementation(async () => ok({ data: anOrder({ status: 'cancelled' }) }));

    fireEvent.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la commande #0001 ?' });
    expect(dialog.textContent).toContain('Ses articles reviennent en stock.');
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Garder la commande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    const again = await screen.findByRole('dialog', { name: 'Annuler la commande #0001 ?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Annuler la commande' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/orders\/o1\/status$/), {
        status: 'cancelled',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what was paid will be owed back to the customer', async () => {
    await i18n.changeLanguage('en');
    renderOrder(anOrder({ channel: 'admin', paid_total: 4_000, balance_due: 5_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #0001?' });
    expect(dialog.textContent).toMatch(/FCFA\s4,000 was paid on it: it will be owed back to the customer/);
  });

  it('moves an order on at once when the step is not a cancellation', async () => {
    await i18n.changeLanguage('en');
    renderOrder(anOrder({ channel: 'admin' }));
    api.post.mockImplementation(async () => ok({ data: anOrder({ status: 'completed' }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as completed' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
