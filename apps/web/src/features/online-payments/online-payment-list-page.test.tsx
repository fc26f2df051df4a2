import { ONLINE_PAYMENT_PROVIDERS, ONLINE_PAYMENT_STATUSES, type OnlinePaymentRecord } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en/online_payments.json';
import es from '../../i18n/locales/es/online_payments.json';
import fr from '../../i18n/locales/fr/online_payments.json';
import { fakeApi } from '../../testing/fake-api.ts';
import { failure, ok, page, renderScreen } from '../orders/testing.tsx';
import { OnlinePaymentListPage } from './online-payment-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['online_payments', 'common']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

function aPayment(change: Partial<OnlinePaymentRecord> = {}): OnlinePaymentRecord {
  return {
    id: 'p1',
    provider: 'stripe',
    status: 'paid',
    amount: 12_550,
    currency: 'EUR',
    failure: null,
    failure_label: null,
    order_id: 'o1',
    order_number: 7,
    document_id: 'd1',
    document_reference: 'INV-2026-0007',
    document_kind: 'invoice',
    provider_reference: 'cs_1',
    provider_transaction: 'pi_1',
    payment_id: 'pay1',
    paid_at: '2026-03-02T10:00:00.000Z',
    refunded_at: null,
    refunded_by: null,
    refund_reference: null,
    refund_note: null,
    created_at: '2026-03-02T09:58:00.000Z',
    ...change,
  };
}

const flagged = aPayment({
  id: 'p2',
  status: 'needs_refund',
  amount: 9_000,
  failure: 'payments.more_than_due',
  failure_label: 'This is more than what is due on the order.',
  order_id: 'o2',
  order_number: 8,
  document_reference: 'INV-2026-0008',
  payment_id: null,
});
const ADMIN = ['payments.view', 'payments.update', 'payments.export', 'orders.view'];
type Query = { filter?: { status?: string } };

/** The API: the "to refund" query answers `toRefund`, the list answers `rows`. */
function serve(rows: OnlinePaymentRecord[], toRefund: OnlinePaymentRecord[] = []) {
  api.get.mockImplementation(async (_path: string, options: { query: Query }) =>
    ok(page(options.query.filter?.status === 'needs_refund' ? toRefund : rows)),
  );
}

const show = (url = '/payments/online', permissions = ADMIN) =>
  renderScreen(url, permissions, [{ path: '/payments/online', element: <OnlinePaymentListPage /> }]);

describe('the online payments list', () => {
  it('puts the payments to refund at the top with their count and reason, then every payment', async () => {
    serve([aPayment(), flagged], [flagged]);
    show();

    const toRefund = await screen.findByRole('region', { name: /To refund/ });
    expect(within(toRefund).getByRole('heading').textContent).toBe('To refund1');
    expect(toRefund.textContent).toContain('INV-2026-0008');
    expect(toRefund.textContent).toContain('Not recorded: This is more than what is due on the order.');
    expect(within(toRefund).getByRole('link', { name: 'Order #0008' }).getAttribute('href')).toBe(
      '/orders/o2',
    );
    const list = screen.getByRole('list', { name: 'Online payments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('INV-2026-0007');
    expect(list.textContent).toContain('Paid');
    expect(api.get).toHaveBeenCalledWith('online-payments', expect.anything());
  });

  it('filters by status from the select, kept in the address', async () => {
    serve([flagged], [flagged]);
    const { router } = show();
    await screen.findByRole('list', { name: 'Online payments' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'refunded' } });

    await waitFor(() => expect(router.state.location.search).toBe('?status=refunded'));
    await waitFor(() =>
      expect(api.get.mock.calls.some(([, options]) => options.query.filter?.status === 'refunded')).toBe(
        true,
      ),
    );
  });

  it('shows an empty state, and no "to refund" block when nothing is to refund', async () => {
    serve([]);
    show();
    expect(await screen.findByText('No online payments yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /To refund/ })).toBeNull();
  });

  it('shows the error with a retry', async () => {
    api.get.mockResolvedValue(failure(500, 'Something broke on our side.'));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something broke on our side.');
    serve([aPayment()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Online payments' })).toBeTruthy();
  });

  it('does not offer "Mark as refunded" without payments.update', async () => {
    serve([flagged], [flagged]);
    show('/payments/online', ['payments.view']);
    await screen.findByRole('region', { name: /To refund/ });
    expect(screen.queryByRole('button', { name: /as refunded/ })).toBeNull();
  });

  it('refuses a user without payments.view', async () => {
    show('/payments/online', ['orders.view']);
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot see the online payments.');
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('the online payments list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps the search in sight and the status behind one button that counts it', async () => {
    serve([aPayment(), flagged]);
    const { router } = show('/payments/online?status=paid');
    await screen.findByRole('list', { name: 'Online payments' });
    expect(screen.getByRole('searchbox', { name: 'Search by document or order number' })).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('puts the settings and the export under "More"', async () => {
    serve([aPayment()]);
    show('/payments/online', [...ADMIN, 'payment_methods.view']);
    await screen.findByRole('list', { name: 'Online payments' });
    expect(screen.queryByRole('link', { name: 'Online payment settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online payment settings' }).getAttribute('href')).toBe(
      '/payment-methods/online',
    );
  });

  it('keeps a single action in sight, with no "More" to hide it', async () => {
    serve([aPayment()]);
    show('/payments/online', ADMIN);
    await screen.findByRole('list', { name: 'Online payments' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});

describe('marking a payment refunded', () => {
  it('sends the provider’s refund id and a note, then reloads the list', async () => {
    serve([flagged], [flagged]);
    api.post.mockResolvedValue(ok({ data: { ...flagged, status: 'refunded' } }));
    show();

    fireEvent.click(await screen.findByRole('button', { name: /^Mark as refunded\s*INV-2026-0008$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as refunded' });
    expect(dialog.textContent).toContain('Stripe');
    fireEvent.change(within(dialog).getByLabelText(/Refund reference/), { target: { value: ' re_3Pq9 ' } });
    fireEvent.change(within(dialog).getByLabelText(/Note/), { target: { value: 'Refunded on Stripe' } });
    serve(
      [
        {
          ...flagged,
          status: 'refunded',
          refund_reference: 're_3Pq9',
          refunded_at: '2026-03-03T08:00:00.000Z',
        },
      ],
      [],
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));

    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]).toEqual([
      'online-payments/p2/refunded',
      { reference: 're_3Pq9', note: 'Refunded on Stripe' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: /To refund/ })).toBeNull());
    expect(screen.getByRole('list', { name: 'Online payments' }).textContent).toContain('refund re_3Pq9');
  });

  it('keeps the dialog open with the server’s message when it is refused', async () => {
    serve([flagged], [flagged]);
    api.post.mockResolvedValue(failure(409, 'This online payment cannot go from refunded to refunded.'));
    show();

    fireEvent.click(await screen.findByRole('button', { name: /^Mark as refunded\s*INV-2026-0008$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as refunded' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This online payment cannot go from refunded to refunded.',
    );
    expect(api.post.mock.calls[0]![1]).toEqual({});
  });
});

type Catalogue = { [key: string]: string | Catalogue };
const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('online payments translations', () => {
  it('fr and es have exactly the English keys, none empty, and every status and provider is named', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
    for (const status of ONLINE_PAYMENT_STATUSES) expect(english).toContain(`status.${status}`);
    for (const provider of ONLINE_PAYMENT_PROVIDERS) expect(english).toContain(`providers.${provider}`);
  });
});
