import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/date-time-format.ts';
import { OrderListPage } from './order-list-page.tsx';
import { anOrder, ok, page, renderScreen } from './testing.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../app/api.ts', () => ({ api }));

beforeAll(() => i18n.loadNamespaces(['orders', 'common', 'imports']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

function renderList(orders = [anOrder()], url = '/orders', permissions = ['orders.view']) {
  api.get.mockResolvedValue(ok(page(orders)));
  return renderScreen(url, permissions, [{ path: '/orders', element: <OrderListPage /> }]);
}

describe('the orders list', () => {
  it('speaks of collecting for pickup orders and of a courier for deliveries', async () => {
    renderList([
      anOrder({
        id: 'o1',
        reference: '#0001',
        channel: 'admin',
        delivery_mode: 'pickup',
        delivery_status: 'idle',
      }),
      anOrder({ id: 'o2', reference: '#0002', delivery_mode: 'pickup', delivery_status: 'delivered' }),
      anOrder({ id: 'o3', reference: '#0003', delivery_mode: 'delivery', delivery_status: 'pending' }),
      anOrder({
        id: 'o4',
        reference: '#0004',
        status: 'quotation',
        delivery_mode: 'pickup',
        delivery_status: 'idle',
      }),
    ]);

    const table = await screen.findByRole('table');
    const column = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Delivery');
    const deliveryOf = (reference: string) => {
      const row = within(table)
        .getAllByRole('row')
        .find((r) => within(r).queryByText(reference));
      return row?.children[column]?.textContent;
    };
    expect(deliveryOf('#0001')).toBe('To collect');
    expect(deliveryOf('#0002')).toBe('Collected');
    expect(deliveryOf('#0003')).toBe('Waiting for a courier');
    // a quotation is not to collect yet
    expect(deliveryOf('#0004')).toBe('—');
  });

  it('tells each row’s status and delivery under its number, on phones only (their columns are hidden there)', async () => {
    renderList([
      anOrder({ id: 'o1', reference: '#0001', delivery_mode: 'delivery', delivery_status: 'delivered' }),
      anOrder({ id: 'o2', reference: '#0002', status: 'draft', delivery_mode: 'delivery' }),
    ]);
    const table = await screen.findByRole('table');
    const [first, second] = within(table).getAllByRole('rowheader');
    const delivered = within(first!).getByText('Delivered');
    expect(within(first!).getByText('Confirmed')).toBeTruthy();
    // the second line is the phone's: from the `sm` width the Status and Delivery columns say it
    expect(delivered.closest('.sm\\:hidden')).not.toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Status' }).className).toContain('sm:table-cell');
    // a draft is not on its way yet: its status alone
    expect(within(second!).getByText('Draft')).toBeTruthy();
    expect(within(second!).queryByText('Not started')).toBeNull();
  });

  it('writes dates like the order page, without the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T12:00:00Z') });
    try {
      renderList([anOrder({ created_at: '2026-01-01T10:00:00.000Z' })]);
      const table = await screen.findByRole('table');
      const expected = formatDateTime('2026-01-01T10:00:00.000Z', { locale: 'en', compact: true });
      expect(expected).toMatch(/^Jan 1, /);
      const row = within(table).getAllByRole('row')[1]!;
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === 'Date');
      expect(row.children[column]?.textContent).toBe(expected);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the delivery filter’s statuses in words that fit a delivery and a pickup alike', async () => {
    renderList();
    const filter = await screen.findByLabelText('Delivery');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any',
      'Not started or to collect',
      'Waiting for a courier',
      'With the courier',
      'Delivered or collected',
      'Cancelled',
    ]);
  });
});

describe('the orders list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));
  const everything = ['orders.view', 'orders.create', 'orders.export'];

  it('keeps the search in sight and the three status filters behind one button that counts them', async () => {
    const { router } = renderList([anOrder()], '/orders?status=confirmed&payment_status=paid', everything);
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeTruthy();
    // nothing of them stands between the search and the first order
    for (const filter of ['Status', 'Payment', 'Delivery'])
      expect(screen.queryByLabelText(filter)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('confirmed');
    expect((within(sheet).getByLabelText('Payment') as HTMLSelectElement).value).toBe('paid');
    fireEvent.change(within(sheet).getByLabelText('Delivery'), { target: { value: 'pending' } });
    await waitFor(() => expect(router.state.location.search).toContain('delivery_status=pending'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ filter: { delivery_status: 'pending' } }),
    );

    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });

  it('keeps "New sale" in the header and puts export, cash sessions and new order under "More"', async () => {
    renderList([anOrder()], '/orders', everything);
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'New sale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cash sessions' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cash sessions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New order' })).toBeTruthy();
  });

  it('shows the filters and every header action in place from a tablet up', async () => {
    resize(1024, 1366);
    renderList([anOrder()], '/orders', everything);
    await screen.findByRole('table');
    expect(screen.getByLabelText('Status')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cash sessions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});
