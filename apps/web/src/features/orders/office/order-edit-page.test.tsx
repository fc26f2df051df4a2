import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { anOrder, failure, ok, renderScreen } from '../testing.tsx';
import { OrderEditPage } from './order-edit-page.tsx';
import { anAddress } from './testing-addresses.ts';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'customers']));
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

/** The order, and customer c1's saved addresses, for a user who may read them. */
function renderEditWithBook(order = draftOrder, addresses: unknown[] = []) {
  api.get.mockImplementation(async (path: string) =>
    /c1\/addresses$/.test(path) ? ok({ data: addresses }) : ok({ data: order }),
  );
  return renderScreen(
    '/orders/o1/edit',
    ['orders.view', 'orders.update', 'customers.view'],
    [
      { path: '/orders/:id/edit', element: <OrderEditPage /> },
      { path: '/orders/:id', element: <p>order page</p> },
    ],
  );
}

const fieldValue = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const addressShown = () => [
  fieldValue(/^Street or landmark/),
  fieldValue(/^District/),
  fieldValue(/^City/),
  fieldValue('Recipient'),
  fieldValue('Phone'),
];

const awasBook = [
  anAddress({ id: 'a1', label: 'Office', line1: 'Rue Joss', city: 'Yaoundé' }),
  anAddress({
    id: 'a2',
    label: 'Mother',
    recipient_name: 'Mama Awa',
    phone: '237655443322',
    line1: 'Carrefour Obili',
    district: 'Obili',
    city: 'Yaoundé',
    is_default: true,
  }),
];

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

  it("offers the customer's saved addresses; the one chosen, with its recipient and phone, is saved", async () => {
    api.patch.mockResolvedValue(ok({ data: draftOrder }));
    // an online order's second line and region belong to its old address: not carried to the new one
    const withParts = {
      ...draftOrder,
      shipping_address: {
        line1: 'Rue Njo-Njo',
        district: null,
        city: 'Douala',
        line2: 'Porte 3',
        region: 'Littoral',
      },
    };
    renderEditWithBook(withParts, awasBook);
    const saved = (await screen.findByLabelText("Customer's saved address")) as HTMLSelectElement;
    expect(saved.value).toBe('');

    fireEvent.change(saved, { target: { value: 'a2' } });
    expect(addressShown()).toEqual(['Carrefour Obili', 'Obili', 'Yaoundé', 'Mama Awa', '237655443322']);
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));

    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch.mock.calls[0]![1]).toEqual({
      customer_id: 'c1',
      notes: 'Appeler avant',
      shipping_address: {
        line1: 'Carrefour Obili',
        district: 'Obili',
        city: 'Yaoundé',
        phone: '237655443322',
        recipient_name: 'Mama Awa',
      },
    });
  });

  it('keeps the address, recipient and phone the order was saved with: the saved addresses are only offered', async () => {
    api.patch.mockResolvedValue(ok({ data: draftOrder }));
    const order = {
      ...draftOrder,
      shipping_address: {
        line1: 'Marché Central',
        line2: 'Porte 3',
        district: null,
        city: 'Douala',
        recipient_name: 'Fatou Ndiaye',
        phone: '237677001122',
      },
    };
    renderEditWithBook(order, awasBook);
    const saved = (await screen.findByLabelText("Customer's saved address")) as HTMLSelectElement;
    await within(saved).findByRole('option', { name: /^Mother/ });

    expect(saved.value).toBe('');
    expect(addressShown()).toEqual(['Marché Central', '', 'Douala', 'Fatou Ndiaye', '237677001122']);
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(api.patch).toHaveBeenCalledTimes(1));
    expect(api.patch.mock.calls[0]![1]).toMatchObject({ shipping_address: order.shipping_address });
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
