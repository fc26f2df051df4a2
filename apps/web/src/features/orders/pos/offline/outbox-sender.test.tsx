import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { recentCustomersKey } from '../../../../stores/storage-keys.ts';
import { fakeApi, fakeToasts } from '../../../../testing/fake-api.ts';
import { emptyBasket } from '../../sale/basket.ts';
import { anOrder, failure, ok, renderScreen } from '../../testing.tsx';
import { type OutboxSale, queueSale, readOutbox, writeOutbox } from './outbox.ts';
import OutboxSender from './outbox-sender.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders']);
});
afterEach(() => {
  cleanup();
  for (const fn of [...Object.values(api), ...Object.values(toasts)]) fn.mockReset();
  localStorage.clear();
});

const mariamPending = {
  id: 'pending:ck1',
  name: 'Mariam Traoré',
  phone: '2250748123391',
  pending: { key: 'ck1', body: { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' } },
};
const mariam = { id: '018f0000-0000-7000-8000-0000000000c1', name: 'Mariam Traoré', phone: '2250748123391' };

/** A sale made offline for Mariam, created on this device, as the payment dialog keeps it. */
const saleForMariam = (key: string, variantId: string): OutboxSale => ({
  key,
  soldAt: '2026-11-30T10:00:00.000Z',
  body: {
    status: 'confirmed',
    channel: 'pos',
    customer_id: mariamPending.id,
    lines: [{ variant_id: variantId, quantity: 1 }],
    sold_offline_at: '2026-11-30T10:00:00.000Z',
  },
  basket: { ...emptyBasket, customer: mariamPending },
  total: 500,
});

function renderSender() {
  renderScreen('/orders', ['orders.create'], [{ path: '/orders', element: <OutboxSender companyId="c1" /> }]);
}

describe('the outbox sending sales for a customer created offline', () => {
  it('creates the customer once, before its first sale, then sends both sales with the id it got', async () => {
    writeOutbox(
      localStorage,
      'c1',
      [saleForMariam('s1', 'v1'), saleForMariam('s2', 'v2')].reduce(queueSale, []),
    );
    localStorage.setItem(recentCustomersKey('c1'), JSON.stringify([mariamPending]));
    api.post.mockImplementation(async (path: string) =>
      path.endsWith('customers')
        ? ok({ data: { ...mariam, type: 'individual' } }, 201)
        : ok({ data: anOrder({ customer_id: mariam.id }) }, 201),
    );

    renderSender();

    await waitFor(() => expect(readOutbox(localStorage, 'c1')).toEqual([]));
    expect(api.post.mock.calls).toEqual([
      [
        expect.stringMatching(/customers$/),
        { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' },
        { headers: { 'Idempotency-Key': 'ck1' } },
      ],
      [
        expect.stringMatching(/orders$/),
        { ...saleForMariam('s1', 'v1').body, customer_id: mariam.id },
        { headers: { 'Idempotency-Key': 's1' } },
      ],
      [
        expect.stringMatching(/orders$/),
        { ...saleForMariam('s2', 'v2').body, customer_id: mariam.id },
        { headers: { 'Idempotency-Key': 's2' } },
      ],
    ]);
    expect(JSON.parse(localStorage.getItem(recentCustomersKey('c1')) ?? '[]')).toEqual([mariam]);
    expect(toasts.showSuccessToast).toHaveBeenCalledWith(
      'pos-outbox-sent',
      '2 sales made offline were sent.',
    );
  });

  it('sets the sale aside with the server’s reason when the customer is refused, and sends nothing for it', async () => {
    writeOutbox(localStorage, 'c1', queueSale([], saleForMariam('s1', 'v1')));
    api.post.mockResolvedValue(
      failure(409, 'This phone is already taken.', { phone: ['This phone number is already a customer’s.'] }),
    );

    renderSender();

    expect(await screen.findByText('The server refused 1 sale: review it.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledOnce();
    expect(readOutbox(localStorage, 'c1')[0]?.failure).toEqual({
      status: 409,
      message: 'This phone number is already a customer’s.',
      step: 'customer',
    });
  });
});
