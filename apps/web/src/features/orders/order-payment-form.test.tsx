import type { Order } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { OrderDetailPage } from './order-detail-page.tsx';
import { anOrder, failure, ok, page, renderScreen } from './testing.tsx';

const api = fakeApi();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'products', 'invoices']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const methods = [
  { id: 'cash', name: 'Cash', kind: 'cash', is_default: true },
  { id: 'momo', name: 'MTN MoMo', kind: 'mobile_money_operator', is_default: false },
];
const momoPayment = {
  id: 'p1',
  order_id: 'o1',
  order_reference: '#0001',
  customer_id: null,
  customer_name: null,
  payment_method_id: 'momo',
  payment_method: { id: 'momo', name: 'MTN MoMo', kind: 'mobile_money_operator' },
  kind: 'payment',
  amount: 9_000,
  currency: 'XAF',
  reference: 'MP240611.1532.A81234',
  note: null,
  received_at: '2026-01-01T10:00:00.000Z',
  voided_at: null,
  created_by: 'u1',
  created_at: '2026-01-01T10:00:00.000Z',
};

function renderOrder(order: Order, permissions = ['orders.view', 'payments.view', 'payments.create']) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('orders/o1')) return ok({ data: order });
    if (path.endsWith('pos/setup'))
      return ok({
        data: { currency: { alpha: 'XAF', precision: 0 }, payment_methods: methods, default_taxes: [] },
      });
    if (path.endsWith('payments')) return ok(page([momoPayment]));
    return ok(page([]));
  });
  api.post.mockResolvedValue(ok({ data: momoPayment }, 201));
  renderScreen('/orders/o1', permissions, [{ path: '/orders/:id', element: <OrderDetailPage /> }]);
}

describe('a mobile-money payment on the order page', () => {
  it('takes the operator’s transaction id, asked only for a mobile-money method', async () => {
    renderOrder(anOrder({ channel: 'admin', paid_total: 0, balance_due: 9_000, payment_status: 'pending' }));
    const form = within(await screen.findByRole('form', { name: 'Record a payment' }));
    await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(2));
    expect(form.queryByLabelText('Transaction ID (optional)')).toBeNull();

    fireEvent.change(form.getByLabelText('Payment method'), { target: { value: 'momo' } });
    fireEvent.change(form.getByLabelText('Transaction ID (optional)'), {
      target: { value: ' MP240611.1532.A81234 ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Record a payment' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        expect.stringMatching(/payments$/),
        {
          order_id: 'o1',
          payment_method_id: 'momo',
          amount: 9_000,
          reference: 'MP240611.1532.A81234',
        },
        { headers: { 'Idempotency-Key': expect.any(String) } },
      ),
    );
  });

  it('shows the transaction id in the order’s payments', async () => {
    renderOrder(anOrder({ channel: 'admin' }));
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('Transaction ID: MP240611.1532.A81234')).toBeTruthy();
  });
});

describe('retrying a payment', () => {
  const keyOf = (call: unknown[] | undefined) =>
    (call?.[2] as { headers: Record<string, string> } | undefined)?.headers['Idempotency-Key'];

  it('sends the same Idempotency-Key when the same payment is pressed again after no answer, a new one for another', async () => {
    renderOrder(anOrder({ channel: 'admin', paid_total: 0, balance_due: 9_000, payment_status: 'pending' }));
    api.post.mockResolvedValue(failure(0, 'No network'));
    const form = within(await screen.findByRole('form', { name: 'Record a payment' }));
    await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(2));
    const button = form.getByRole('button', { name: 'Record a payment' });

    fireEvent.click(button);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '4000' } });
    fireEvent.click(button);
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(3));

    const [first, retry, other] = api.post.mock.calls;
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry)).toBe(keyOf(first));
    expect(retry?.[1]).toEqual(first?.[1]);
    expect(other?.[1]).toMatchObject({ amount: 4_000 });
    expect(keyOf(other)).not.toBe(keyOf(first));
  });
});

describe('an amount that does not read as one', () => {
  it('records nothing while the text typed is not an amount, and says why', async () => {
    renderOrder(anOrder({ channel: 'admin', paid_total: 0, balance_due: 9_000, payment_status: 'pending' }));
    const form = within(await screen.findByRole('form', { name: 'Record a payment' }));
    await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(2));
    const amount = form.getByLabelText('Amount');
    // "1O000" with a letter O: the field still holds 1 from the "1" typed before it
    fireEvent.change(amount, { target: { value: '1' } });
    fireEvent.change(amount, { target: { value: '1O000' } });

    const button = form.getByRole('button', { name: 'Record a payment' }) as HTMLButtonElement;
    expect(form.getByText('Enter a whole amount, e.g. 12500.')).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '10000' } });
    expect(form.queryByText('Enter a whole amount, e.g. 12500.')).toBeNull();
    fireEvent.click(button);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        expect.stringMatching(/payments$/),
        expect.objectContaining({ amount: 10_000 }),
        expect.anything(),
      ),
    );
  });
});

describe('money owed to the customer', () => {
  /** 9,000 FCFA paid 12,000: 3,000 to give back. */
  const overpaid = anOrder({ channel: 'admin', paid_total: 12_000, balance_due: 0 });

  it('is refunded from the order page, by default the whole amount owed', async () => {
    renderOrder(overpaid);
    const form = within(await screen.findByRole('form', { name: 'Record the refund' }));
    expect(form.getByText(/^Owed to the customer: FCFA\s3,000$/)).toBeTruthy();
    await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(2));

    fireEvent.click(form.getByRole('button', { name: 'Record the refund' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        expect.stringMatching(/payments$/),
        { order_id: 'o1', payment_method_id: 'cash', amount: 3_000, kind: 'refund' },
        { headers: { 'Idempotency-Key': expect.any(String) } },
      ),
    );
  });

  it('refuses to refund more than is owed before asking the server', async () => {
    renderOrder(anOrder({ channel: 'admin', paid_total: 9_000, credited_total: 2_000, balance_due: 0 }));
    const form = within(await screen.findByRole('form', { name: 'Record the refund' }));
    fireEvent.change(form.getByLabelText('Amount'), { target: { value: '2500' } });

    expect(form.getByRole('alert').textContent).toMatch(/cannot exceed FCFA\s2,000/);
    expect((form.getByRole('button', { name: 'Record the refund' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('is everything paid on an order since cancelled, and nothing is left to pay', async () => {
    // 9,000 FCFA, 4,000 paid, then cancelled: the 5,000 never paid is not owed, the 4,000 is owed back
    renderOrder(
      anOrder({
        channel: 'admin',
        status: 'cancelled',
        payment_status: 'partially_paid',
        paid_total: 4_000,
        balance_due: 0,
      }),
    );
    const form = within(await screen.findByRole('form', { name: 'Record the refund' }));
    expect(form.getByText(/^Owed to the customer: FCFA\s4,000$/)).toBeTruthy();
    expect(screen.getByTestId('balance-due').textContent).toMatch(/FCFA\s0$/);
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull();
  });

  it('is not offered without payments.create, nor on an order owing nothing back', async () => {
    renderOrder(overpaid, ['orders.view', 'payments.view']);
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('form', { name: 'Record the refund' })).toBeNull();
    cleanup();

    renderOrder(anOrder({ channel: 'admin' }));
    await screen.findByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('form', { name: 'Record the refund' })).toBeNull();
  });
});
