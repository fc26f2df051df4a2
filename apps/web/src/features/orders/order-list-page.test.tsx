import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/date-time-format.ts';
import { OrderListPage } from './order-list-page.tsx';
import { anOrder, ok, page, renderScreen } from './testing.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../app/api.ts', () => ({ api }));

beforeAll(() => i18n.loadNamespaces(['orders', 'common']));
afterEach(() => {
  cleanup();
  api.get.mockReset();
});

function renderList(orders = [anOrder()]) {
  api.get.mockResolvedValue(ok(page(orders)));
  renderScreen('/orders', ['orders.view'], [{ path: '/orders', element: <OrderListPage /> }]);
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
