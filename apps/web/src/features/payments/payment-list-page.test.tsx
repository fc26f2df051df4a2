import type { Payment } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { failure, ok, page, renderScreen } from '../orders/testing.tsx';
import { PaymentListPage } from './payment-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['payments', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const WAVE = { id: '0190a1b2-0000-7000-8000-00000000a001', name: 'Wave', kind: 'mobile_money_operator' };
const CASH = { id: '0190a1b2-0000-7000-8000-00000000a002', name: 'Espèces', kind: 'cash' };

function aPayment(change: Partial<Payment> = {}): Payment {
  return {
    id: 'p1',
    order_id: 'o42',
    order_reference: '#0042',
    customer_id: 'c1',
    customer_name: 'Awa Diop',
    payment_method_id: WAVE.id,
    payment_method: WAVE,
    kind: 'payment',
    amount: 8_000,
    currency: 'XAF',
    reference: 'WV-1207',
    note: null,
    received_at: '2026-03-02T10:00:00.000Z',
    voided_at: null,
    created_by: 'u1',
    created_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}
const byWave = aPayment();
const cashRefund = aPayment({
  id: 'p2',
  order_id: 'o43',
  order_reference: '#0043',
  customer_id: null,
  customer_name: null,
  payment_method_id: CASH.id,
  payment_method: CASH,
  kind: 'refund',
  amount: 2_000,
  reference: 'RB-77',
});
const voided = aPayment({
  id: 'p3',
  reference: 'WV-9999',
  amount: 500,
  voided_at: '2026-03-03T09:00:00.000Z',
});

const ACCOUNTANT = ['payments.view', 'payments.export', 'payment_methods.view'];
const routes = [
  { path: '/payments', element: <PaymentListPage /> },
  { path: '/payments/online', element: <p>the online payments</p> },
  { path: '/orders/:id', element: <p>the order</p> },
];

/** The API: the payments (filtered by kind and method as the server would) and the methods. */
function serve(payments: Payment[] = [byWave, cashRefund, voided]) {
  api.get.mockImplementation(async (path: string, options: { query?: ListQuery } = {}) => {
    const filter = options.query?.filter ?? {};
    if (path === 'payments')
      return ok(
        page(
          payments.filter(
            (p) =>
              (!filter.kind || p.kind === filter.kind) &&
              (!filter.payment_method_id || p.payment_method_id === filter.payment_method_id),
          ),
        ),
      );
    if (path === 'payment-methods') return ok(page([WAVE, CASH]));
    throw new Error(`unexpected GET ${path}`);
  });
}
const listRequests = () =>
  api.get.mock.calls.filter(([path]) => path === 'payments').map(([, options]) => options.query as ListQuery);
const rowOf = async (reference: string) =>
  (await screen.findByRole('row', { name: new RegExp(reference) })) as HTMLElement;

describe('the payments list', () => {
  it('shows each payment’s method, sale, customer and amount; a refund counts negative', async () => {
    serve();
    renderScreen('/payments', ACCOUNTANT, routes);

    const paid = await rowOf('WV-1207');
    expect(within(paid).getAllByText('Wave').length).toBeGreaterThan(0);
    expect(within(paid).getByRole('link', { name: '#0042' }).getAttribute('href')).toBe('/orders/o42');
    expect(within(paid).getByText('Awa Diop')).toBeTruthy();
    expect(paid.textContent).toMatch(/FCFA\s8,000/);
    expect(paid.textContent).not.toContain('-FCFA');
    expect(within(paid).queryByText('Voided')).toBeNull();

    const refund = await rowOf('RB-77');
    expect(within(refund).getAllByText('Espèces').length).toBeGreaterThan(0);
    expect(within(refund).getByRole('link', { name: '#0043' }).getAttribute('href')).toBe('/orders/o43');
    expect(within(refund).getByText('Walk-in customer')).toBeTruthy();
    expect(refund.textContent).toMatch(/-FCFA\s2,000/);
    expect(within(refund).getByText('Refund')).toBeTruthy();

    expect(within(await rowOf('WV-9999')).getByText('Voided')).toBeTruthy();
    expect(listRequests()[0]).toEqual({ page: 1, per_page: 25, sort: '-received_at' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online payments' }).getAttribute('href')).toBe(
      '/payments/online',
    );
  });

  it('filters by kind and by method through the address bar', async () => {
    serve();
    const { router } = renderScreen('/payments?page=2', ACCOUNTANT, routes);
    await rowOf('WV-1207');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'refund' } });
    await waitFor(() => expect(listRequests().at(-1)?.filter).toEqual({ kind: 'refund' }));
    expect(listRequests().at(-1)?.page).toBe(1);
    expect(router.state.location.search).toBe('?kind=refund');
    await waitFor(() => expect(screen.queryByRole('row', { name: /WV-1207/ })).toBeNull());

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '' } });
    // The methods come from the payment methods API.
    const method = await screen.findByRole('option', { name: 'Wave' });
    expect(screen.getByLabelText('Payment method').contains(method)).toBe(true);
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: WAVE.id } });
    await waitFor(() =>
      expect(listRequests().at(-1)?.filter).toEqual({
        payment_method_id: '0190a1b2-0000-7000-8000-00000000a001',
      }),
    );
    expect(router.state.location.search).toBe(`?method=${WAVE.id}`);
    await waitFor(() => expect(screen.queryByRole('row', { name: /RB-77/ })).toBeNull());
    expect(await rowOf('WV-1207')).toBeTruthy();
  });

  it('searches by reference, and asks for whole days', async () => {
    serve();
    renderScreen('/payments?from=2026-03-01&to=2026-03-31', ACCOUNTANT, routes);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search by reference' }), {
      target: { value: ' WV-12 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listRequests().at(-1)?.search).toBe('WV-12'));
    expect(listRequests().at(-1)?.filter).toEqual({
      received_from: new Date('2026-03-01T00:00:00').toISOString(),
      received_to: new Date('2026-04-01T00:00:00').toISOString(),
    });
  });

  it('hides the export without payments.export, and the method filter without payment_methods.view', async () => {
    serve();
    renderScreen('/payments', ['payments.view'], routes);
    await rowOf('WV-1207');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByLabelText('Payment method')).toBeNull();
    expect(api.get.mock.calls.some(([path]) => path === 'payment-methods')).toBe(false);
  });

  it('opens the sale from its reference', async () => {
    serve();
    const { router } = renderScreen('/payments', ACCOUNTANT, routes);
    fireEvent.click(within(await rowOf('WV-1207')).getByRole('link', { name: '#0042' }));
    await screen.findByText('the order');
    expect(router.state.location.pathname).toBe('/orders/o42');
  });

  it('says so without payments.view, and offers a retry when the list fails', async () => {
    renderScreen('/payments', ['orders.view'], routes);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have access to payments.');
    expect(api.get).not.toHaveBeenCalled();
    cleanup();

    api.get.mockResolvedValue(failure(500, 'The server is down.'));
    renderScreen('/payments', ['payments.view'], routes);
    expect(await screen.findByText('The server is down.')).toBeTruthy();
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('WV-1207')).toBeTruthy();
  });

  it('tells an empty company what the screen is for, and clears a filter that matches nothing', async () => {
    serve([]);
    renderScreen('/payments', ACCOUNTANT, routes);
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeTruthy();
    cleanup();

    serve([byWave]);
    const { router } = renderScreen('/payments?kind=refund', ACCOUNTANT, routes);
    expect(await screen.findByText('No payment matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rowOf('WV-1207')).toBeTruthy();
  });
});

describe('the payments list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps the search in sight and the type, method and days behind one button that counts them', async () => {
    serve();
    const { router } = renderScreen(`/payments?method=${WAVE.id}&from=2026-03-01`, ACCOUNTANT, routes);
    await rowOf('WV-1207');
    expect(screen.getByRole('searchbox', { name: 'Search by reference' })).toBeTruthy();
    for (const filter of ['Type', 'Payment method', 'From'])
      expect(screen.queryByLabelText(filter)).toBeNull();

    // the two days count as one filter
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
    await waitFor(() =>
      expect((within(sheet).getByLabelText('Payment method') as HTMLSelectElement).value).toBe(WAVE.id),
    );
    fireEvent.change(within(sheet).getByLabelText('Type'), { target: { value: 'refund' } });
    await waitFor(() => expect(router.state.location.search).toContain('kind=refund'));
    await waitFor(() => expect(listRequests().at(-1)?.filter).toMatchObject({ kind: 'refund' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });

  it('puts the online payments and the export under "More"', async () => {
    serve();
    renderScreen('/payments', ACCOUNTANT, routes);
    await rowOf('WV-1207');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Online payments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online payments' }).getAttribute('href')).toBe(
      '/payments/online',
    );
  });
});
