import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { anOrder, failure, ok, renderScreen } from '../testing.tsx';
import { OrderEditPage } from './order-edit-page.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../app/api.ts', () => ({ api }));

beforeAll(() => i18n.loadNamespaces(['orders', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const draftOrder = anOrder({
  status: 'draft',
  payment_status: 'pending',
  paid_total: 0,
  balance_due: 9_000,
  delivery_mode: 'delivery',
  customer_id: 'c1',
  customer: { id: 'c1', name: 'Awa Diop', phone: '237699887766' },
  shipping_address: { line1: 'Rue Njo-Njo', district: null, city: 'Douala', phone: '237699887766' },
  notes: 'Appeler avant',
});

function renderEdit(order = draftOrder, permissions = ['orders.view', 'orders.update']) {
  api.get.mockResolvedValue(ok({ data: order }));
  return renderScreen('/orders/o1/edit', permissions, [
    { path: '/orders/:id/edit', element: <OrderEditPage /> },
    { path: '/orders/:id', element: <p>order page</p> },
  ]);
}

describe('editing a draft order', () => {
  it('changes the address and notes; the items stay as saved', async () => {
    api.patch.mockResolvedValue(ok({ data: draftOrder }));
    const { router } = renderEdit();
    await screen.findByRole('heading', { name: 'Edit order #0001' });
    expect(screen.getByText('Poulet DG × 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^District/), { target: { value: 'Bonapriso' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Livrer après 18 h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));

    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(expect.stringMatching(/orders\/o1$/), {
        customer_id: 'c1',
        notes: 'Livrer après 18 h',
        shipping_address: {
          line1: 'Rue Njo-Njo',
          district: 'Bonapriso',
          city: 'Douala',
          phone: '237699887766',
          recipient_name: 'Awa Diop',
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o1'));
  });

  it("shows the server's field error under the city", async () => {
    api.patch.mockResolvedValue(
      failure(422, 'Some fields are not valid.', { 'shipping_address.city': ['Fill this in.'] }),
    );
    renderEdit();
    fireEvent.change(await screen.findByLabelText(/^City/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText('Fill this in.')).toBeTruthy();
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true');
  });

  it('does not edit a confirmed order, nor for a user who may not update orders', async () => {
    renderEdit(anOrder());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order is Confirmed: only drafts and quotations are edited here.',
    );
    cleanup();
    api.get.mockClear();
    renderEdit(draftOrder, ['orders.view']);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You cannot change orders: ask an administrator for access.',
    );
    expect(api.get).not.toHaveBeenCalledWith(expect.stringMatching(/orders\/o1$/), expect.anything());
  });
});
