import type { OrderReturn } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { anOrder, failure, ok, page, renderScreen } from '../orders/testing.tsx';
import { ReturnListPage } from './return-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

function aReturn(change: Partial<OrderReturn> = {}): OrderReturn {
  return {
    id: 'r2',
    reference: 'RET-2026-0002',
    order_id: 'o42',
    order_reference: '#0042',
    customer_name: 'Awa Ndiaye',
    status: 'requested',
    reason: null,
    total: 11_925,
    resolution: null,
    warehouse_id: null,
    refund_payment_id: null,
    credit_note_id: null,
    decided_by: null,
    decided_at: null,
    decision_note: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}
const requested = aReturn();
const approved = aReturn({
  id: 'r1',
  reference: 'RET-2026-0001',
  order_id: 'o41',
  order_reference: '#0041',
  customer_name: null,
  status: 'approved',
  resolution: 'credit_note',
  total: 4_500,
});

const MANAGER = ['returns.view', 'returns.approve', 'returns.export', 'orders.view'];

/** The API: the list (every status, or the one filtered on), the awaiting count, the order, the dialog's setup. */
function serve(returns: OrderReturn[] = [requested, approved], awaiting = 3, awaitingExact = true) {
  api.get.mockImplementation(async (path: string, options: { query?: ListQuery } = {}) => {
    const query = options.query ?? {};
    if (path.endsWith('returns')) {
      if (query.per_page === 1)
        return ok({
          ...page([requested]),
          meta: { ...page([]).meta, total: awaiting, total_exact: awaitingExact },
        });
      const status = query.filter?.status;
      return ok(page(returns.filter((r) => !status || r.status === status)));
    }
    if (path.endsWith('orders/o42')) return ok({ data: anOrder({ id: 'o42', reference: '#0042' }) });
    if (path.endsWith('pos/setup')) return ok({ data: { payment_methods: [] } });
    throw new Error(`unexpected GET ${path}`);
  });
}
/** The queries the list itself asked for (not the awaiting count). */
const listRequests = () =>
  api.get.mock.calls
    .filter(([path, options]) => String(path).endsWith('returns') && options?.query?.per_page !== 1)
    .map(([, options]) => options.query as ListQuery);

const rowOf = async (reference: string) =>
  (await screen.findByRole('row', { name: new RegExp(reference) })) as HTMLElement;

describe('the returns list', () => {
  it('says which sale each return comes from, what it is worth and where it stands', async () => {
    serve();
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);

    const waiting = await rowOf('RET-2026-0002');
    const order = within(waiting).getByRole('link', { name: '#0042' });
    expect(order.getAttribute('href')).toBe('/orders/o42');
    expect(within(waiting).getByText('Awa Ndiaye')).toBeTruthy();
    expect(waiting.textContent).toMatch(/FCFA.11,925/);
    expect(within(waiting).getByText('Awaiting approval')).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Approve…' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Reject…' })).toBeTruthy();

    const decided = await rowOf('RET-2026-0001');
    expect(within(decided).getByText('Walk-in customer')).toBeTruthy();
    expect(within(decided).getByText('Approved')).toBeTruthy();
    expect(within(decided).getByText('Credit note')).toBeTruthy();
    expect(within(decided).queryByRole('button', { name: 'Approve…' })).toBeNull();

    expect(await screen.findByRole('button', { name: 'Awaiting approval 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(listRequests()[0]).toEqual({ page: 1, per_page: 25, sort: '-created_at' });
  });

  it('says "100+" awaiting when the server counted only that far', async () => {
    serve(undefined, 100, false);
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);

    expect(await screen.findByRole('button', { name: 'Awaiting approval 100+' })).toBeTruthy();
  });

  it('filters by status through the address bar, and clears a filter that matches nothing', async () => {
    serve([requested, approved]);
    const { router } = renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);
    await rowOf('RET-2026-0002');

    fireEvent.click(screen.getByRole('button', { name: /^Awaiting approval/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=requested'));
    await waitFor(() => expect(listRequests().at(-1)?.filter).toEqual({ status: 'requested' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /RET-2026-0001/ })).toBeNull());
    expect(screen.getByRole('button', { name: /^Awaiting approval/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(listRequests().at(-1)?.filter).toEqual({ status: 'rejected' }));
    expect(await screen.findByText('No return matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await rowOf('RET-2026-0001')).toBeTruthy();
  });

  it('offers no decision without returns.approve, and no export without returns.export', async () => {
    serve();
    renderScreen('/returns', ['returns.view'], [{ path: '/returns', element: <ReturnListPage /> }]);
    const waiting = await rowOf('RET-2026-0002');
    expect(within(waiting).getByText('Awaiting approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('approves from the row with the order page’s dialog, once the order is read', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { ...requested, status: 'approved', resolution: 'credit_note' } }));
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);
    fireEvent.click(within(await rowOf('RET-2026-0002')).getByRole('button', { name: 'Approve…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve return RET-2026-0002' });
    expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/orders\/o42$/), expect.anything());
    expect(within(dialog).getByRole('radio', { name: /^Credit note/ })).toHaveProperty('checked', true);
    const before = listRequests().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the return' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/returns\/r2\/approve$/), {
        resolution: 'credit_note',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again: the return has moved on.
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(before));
  });

  it('opens nothing when the order cannot be read, and the row can be tried again', async () => {
    serve();
    const served = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, options: unknown) =>
      path.endsWith('orders/o42') ? failure(404, 'This order does not exist.') : served(path, options),
    );
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);
    const approve = within(await rowOf('RET-2026-0002')).getByRole('button', { name: 'Approve…' });
    fireEvent.click(approve);
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/orders\/o42$/), expect.anything()),
    );
    await waitFor(() => expect((approve as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('rejects from the row once asked, with the reason given', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: { ...requested, status: 'rejected' } }));
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);
    fireEvent.click(within(await rowOf('RET-2026-0002')).getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject return RET-2026-0002' });
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.click(within(await rowOf('RET-2026-0002')).getByRole('button', { name: 'Reject…' }));
    const asked = await screen.findByRole('dialog', { name: 'Reject return RET-2026-0002' });
    fireEvent.change(within(asked).getByLabelText('Reason (optional)'), {
      target: { value: ' Worn already ' },
    });
    fireEvent.click(within(asked).getByRole('button', { name: 'Reject the return' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/returns\/r2\/reject$/), {
        note: 'Worn already',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so without returns.view, and offers a retry when the list fails', async () => {
    renderScreen('/returns', ['orders.view'], [{ path: '/returns', element: <ReturnListPage /> }]);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have access to returns.');
    expect(api.get).not.toHaveBeenCalled();
    cleanup();

    api.get.mockResolvedValue(failure(500, 'The server is down.'));
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);
    expect(await screen.findByText('The server is down.')).toBeTruthy();
    serve();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('RET-2026-0002')).toBeTruthy();
  });

  it('tells an empty company what the screen is for', async () => {
    serve([], 0);
    renderScreen('/returns', MANAGER, [{ path: '/returns', element: <ReturnListPage /> }]);
    expect(await screen.findByRole('heading', { name: 'No returns yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Awaiting approval' })).toBeTruthy();
  });
});
