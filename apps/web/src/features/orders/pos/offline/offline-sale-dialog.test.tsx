import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { RECEIPT_PAPER_KEY } from '../../../../stores/storage-keys.ts';
import { type Basket, basketTotals, emptyBasket } from '../../sale/basket.ts';
import { defaultVat, renderScreen } from '../../testing.tsx';
import { OfflineSaleDialog } from './offline-sale-dialog.tsx';
import type { OutboxSale } from './outbox.ts';

beforeAll(async () => {
  await i18n.loadNamespaces(['orders']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.removeItem(RECEIPT_PAPER_KEY);
});

const XAF = { alpha: 'XAF', precision: 0 };
const money = (minor: number) => `${minor} F`;
const priceBasket = (basket: Basket) => basketTotals(basket, XAF, [defaultVat]);
const methods = [
  { id: 'cash', name: 'Cash', kind: 'cash' },
  { id: 'momo', name: 'MTN MoMo', kind: 'mobile_money_operator' },
];

/**
 * Two Thiéboudienne at 4,000 (10 % off) and a Bissap at 2,000, VAT 19.25 % on each line, for Mariam — created on this
 * device, not on the server yet — paid 5,000 by MTN MoMo and the rest in cash from a 10,000 note.
 */
function aKeptSale(): OutboxSale {
  const basket: Basket = {
    ...emptyBasket,
    customer: {
      id: 'pending:ck1',
      name: 'Mariam Traoré',
      phone: '2250748123391',
      pending: { key: 'ck1', body: { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' } },
    },
    lines: [
      {
        variantId: 'v1',
        title: 'Thiéboudienne',
        variantTitle: null,
        sku: null,
        price: 4_000,
        quantity: 2,
        discountPercent: 10,
      },
      {
        variantId: 'v2',
        title: 'Bissap',
        variantTitle: '50 cl',
        sku: null,
        price: 2_000,
        quantity: 1,
        discountPercent: 0,
      },
    ],
  };
  const total = priceBasket(basket).total;
  return {
    key: 'k1',
    soldAt: '2026-11-30T14:32:00.000Z',
    total,
    basket,
    body: {
      status: 'confirmed',
      channel: 'pos',
      lines: [],
      payments: [
        { payment_method_id: 'momo', amount: 5_000, reference: 'MP24.A1' },
        { payment_method_id: 'cash', amount: total - 5_000, tendered: 10_000 },
      ],
    },
  };
}

function renderKept(sale: OutboxSale, change: number) {
  renderScreen(
    '/pos',
    ['orders.create'],
    [
      {
        path: '/pos',
        element: (
          <OfflineSaleDialog
            kept={{ sale, change }}
            money={money}
            priceBasket={priceBasket}
            methods={methods}
            shopName="Maquis Chez Fatou"
            onClose={() => {}}
          />
        ),
      },
    ],
  );
}

/** An element's words, its parts (a line and its discount, a payment and its transaction id) one space apart. */
const text = (element: Node): string =>
  element.childNodes.length > 0
    ? Array.from(element.childNodes, text).filter(Boolean).join(' ')
    : (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('term', { hidden: true })
    .map((term) => `${text(term)}: ${text(term.nextElementSibling!)}`);

describe('the receipt of a sale kept on the device, on paper', () => {
  it('prints the lines, taxes, total, payments, change and customer, its number to follow', async () => {
    const sale = aKeptSale();
    renderKept(sale, 4_029);
    const dialog = await screen.findByRole('dialog', { name: 'Sale kept on this device' });
    expect(screen.queryByTestId('print-only')).toBeNull();
    const printed: string[] = [];
    const print = vi
      .spyOn(window, 'print')
      .mockImplementation(() => printed.push(text(screen.getByRole('article', { hidden: true }))));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Print the receipt' }));

    expect(print).toHaveBeenCalledTimes(1);
    // the receipt was on the page when the browser's print opened
    expect(printed).toEqual([expect.stringContaining('Receipt — number to follow')]);
    // on paper only: off the screen and out of what assistive technology reads
    expect(screen.queryByRole('article')).toBeNull();
    const receipt = screen.getByRole('article', { name: 'Maquis Chez Fatou', hidden: true });
    expect(text(within(receipt).getByTestId('receipt-heading'))).toBe('Receipt — number to follow');
    expect(text(within(receipt).getByTestId('receipt-customer'))).toBe('Customer: Mariam Traoré');
    expect(within(receipt).getByText(/2026/)).toBeTruthy();
    const lines = within(receipt)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => Array.from(row.children, text).join(' | '));
    expect(lines).toEqual(['2 × Thiéboudienne Discount 800 F | 8586 F', '1 × Bissap (50 cl) | 2385 F']);
    const totals = within(receipt).getByTestId('receipt-total').closest('dl') as HTMLElement;
    expect(rowsOf(totals)).toEqual(['Taxes: 1771 F', 'Total: 10971 F', 'Paid: 10971 F']);
    expect(rowsOf(within(receipt).getByRole('region', { name: 'Paid with', hidden: true }))).toEqual([
      'MTN MoMo Transaction ID: MP24.A1: 5000 F',
      'Cash: 10000 F',
      'Change given: 4029 F',
    ]);
  });
});

describe('the paper a kept sale’s receipt prints on', () => {
  it('is chosen in the dialog, and the receipt prints on it', async () => {
    renderKept(aKeptSale(), 4_029);
    const dialog = await screen.findByRole('dialog', { name: 'Sale kept on this device' });
    const printedCss: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      const styles = Array.from(
        screen.getByTestId('print-only').querySelectorAll('style'),
        (style) => style.textContent,
      );
      printedCss.push(styles.find((css) => css?.includes('@page')) ?? '');
    });

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Receipt paper' }), {
      target: { value: '58mm' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print the receipt' }));

    expect(localStorage.getItem(RECEIPT_PAPER_KEY)).toBe('58mm');
    expect(printedCss).toEqual([expect.stringMatching(/@page \{ size: 58mm \d+mm;/)]);
    expect(printedCss[0]).toContain('.receipt-ticket { width: 48mm !important;');
  });
});
