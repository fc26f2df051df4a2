import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { type Basket, basketTotals, emptyBasket } from '../../sale/basket.ts';
import { renderScreen } from '../../testing.tsx';
import type { OutboxSale } from './outbox.ts';
import { OutboxDialog } from './outbox-dialog.tsx';

beforeAll(async () => {
  await i18n.loadNamespaces(['orders']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const money = (minor: number) => `${minor} F`;
const receipt = {
  priceBasket: (basket: Basket) => basketTotals(basket, { alpha: 'XAF', precision: 0 }, []),
  methods: [{ id: 'cash', name: 'Cash', kind: 'cash' }],
  shopName: 'Maquis Chez Fatou',
};

/** A walk-in sale of `quantity` Bissap at 500, paid in cash from `tendered`. */
const aKeptSale = (key: string, quantity: number, tendered: number): OutboxSale => ({
  key,
  soldAt: '2026-11-30T10:00:00.000Z',
  total: quantity * 500,
  basket: {
    ...emptyBasket,
    lines: [
      {
        variantId: 'v1',
        title: 'Bissap',
        variantTitle: null,
        sku: null,
        price: 500,
        quantity,
        discountPercent: 0,
      },
    ],
  },
  body: {
    status: 'confirmed',
    channel: 'pos',
    lines: [],
    payments: [{ payment_method_id: 'cash', amount: quantity * 500, tendered }],
  },
});

function renderOutbox(sales: OutboxSale[]) {
  const noop = () => {};
  renderScreen(
    '/pos',
    ['orders.create'],
    [
      {
        path: '/pos',
        element: (
          <OutboxDialog
            open
            onClose={noop}
            sales={sales}
            money={money}
            receipt={receipt}
            online={false}
            basketBusy={false}
            onSendNow={noop}
            onRetry={noop}
            onToBasket={noop}
            onDiscard={noop}
          />
        ),
      },
    ],
  );
}

describe('the outbox printing a waiting sale’s receipt', () => {
  it('prints the receipt of the sale asked for, its number to follow, with the change from the cash handed over', async () => {
    const refused = { ...aKeptSale('k2', 4, 2_000), failure: { status: 422, message: 'Out of stock' } };
    renderOutbox([aKeptSale('k1', 3, 2_000), refused]);
    const outbox = await screen.findByRole('dialog', { name: 'Sales to send' });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});

    const buttons = within(outbox).getAllByRole('button', { name: /^Print the receipt/ });
    fireEvent.click(buttons[0]!);

    // a refused sale waits for a decision: no receipt from here
    expect(buttons).toHaveLength(1);
    expect(print).toHaveBeenCalledTimes(1);
    const ticket = screen.getByRole('article', { name: 'Maquis Chez Fatou', hidden: true });
    expect(within(ticket).getByTestId('receipt-heading').textContent).toBe('Receipt — number to follow');
    expect(within(ticket).getByText('3 × Bissap')).toBeTruthy();
    expect(within(ticket).getByTestId('receipt-total').textContent).toBe('1500 F');
    expect(within(ticket).getByTestId('receipt-change').textContent).toBe('500 F');
  });
});
