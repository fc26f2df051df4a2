import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { RECEIPT_PAPER_KEY } from '../../stores/storage-keys.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { ReceiptPage } from './receipt-page.tsx';
import { anOrder, ok, renderScreen } from './testing.tsx';

const api = fakeApi();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
  localStorage.removeItem(RECEIPT_PAPER_KEY);
});

const payment = (
  id: string,
  name: string,
  kind: string,
  amount: number,
  tendered: number | null = null,
  reference: string | null = null,
) => ({
  id,
  kind: 'payment' as const,
  payment_method: { id: `m-${id}`, name, kind },
  amount,
  tendered,
  reference,
  received_at: '2026-01-01T10:00:00.000Z',
});
/** 9,000 FCFA paid 6,000 in cash (10,000 handed over, 4,000 given back) and 3,000 by mobile money. */
const splitSale = anOrder({
  payments: [
    payment('p1', 'Espèces', 'cash', 6_000, 10_000),
    payment('p2', 'MTN MoMo', 'mobile_money_operator', 3_000),
  ],
});
/** The same sale recorded before the cash handed over was kept. */
const olderSale = anOrder({
  payments: [
    payment('p1', 'Espèces', 'cash', 6_000),
    payment('p2', 'MTN MoMo', 'mobile_money_operator', 3_000),
  ],
});

/** The receipt of order o1, reached as the point of sale reaches it: with the change of the sale, if any. */
function renderReceipt(change?: number, sale = splitSale) {
  api.get.mockImplementation(async (path: string, options?: { query?: { include?: string } }) => {
    // The payments come only when asked for, as the API gives them.
    if (path.endsWith('orders/o1'))
      return ok({ data: options?.query?.include?.includes('payments') ? sale : anOrder() });
    throw new Error(`unexpected GET ${path}`);
  });
  renderScreen(
    '/pos',
    ['orders.view', 'orders.create'],
    [
      {
        path: '/pos',
        element: <Navigate to="/orders/o1/receipt" state={change === undefined ? null : { change }} />,
      },
      { path: '/orders/:id/receipt', element: <ReceiptPage /> },
    ],
  );
}

const text = (element: Element) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();
const shared = () =>
  decodeURIComponent(
    (screen.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href') ?? '').split('text=')[1] ??
      '',
  ).replace(/[\u202f\u00a0]/g, ' ');

describe('the receipt of a point-of-sale sale', () => {
  it('prints each part of a split payment and the change given back, and shares them', async () => {
    renderReceipt(4_000);

    const paidWith = await screen.findByRole('region', { name: 'Paid with' });

    const rows = within(paidWith)
      .getAllByRole('term')
      .map((term) => `${text(term)} ${text(term.nextElementSibling!)}`);
    expect(rows).toEqual(['Espèces FCFA 10,000', 'MTN MoMo FCFA 3,000', 'Change given FCFA 4,000']);
    expect(shared()).toContain(
      ['Paid with:', 'Espèces — FCFA 10,000', 'MTN MoMo — FCFA 3,000', 'Change given: FCFA 4,000'].join('\n'),
    );
  });

  it('reopened later, still shows the note handed over and the change, kept with the cash payment', async () => {
    renderReceipt();

    const paidWith = await screen.findByRole('region', { name: 'Paid with' });

    const rows = within(paidWith)
      .getAllByRole('term')
      .map((term) => `${text(term)} ${text(term.nextElementSibling!)}`);
    expect(rows).toEqual(['Espèces FCFA 10,000', 'MTN MoMo FCFA 3,000', 'Change given FCFA 4,000']);
  });

  it('reopened later, a sale recorded without the cash handed over lists its payments without change', async () => {
    renderReceipt(undefined, olderSale);

    const paidWith = await screen.findByRole('region', { name: 'Paid with' });

    expect(within(paidWith).getAllByRole('term').map(text)).toEqual(['Espèces', 'MTN MoMo']);
    expect(screen.queryByText('Change given')).toBeNull();
    expect(shared()).not.toContain('Change');
  });
});

describe('who bought and how the operator numbered the payment', () => {
  /** Mariam Traoré's 9,000 FCFA paid by MTN MoMo, transaction MP240611.1532.A81234. */
  const mariamsSale = anOrder({
    customer_id: 'c1',
    customer: { id: 'c1', name: 'Mariam Traoré', phone: '2250748123391' },
    payments: [payment('p1', 'MTN MoMo', 'mobile_money_operator', 9_000, null, 'MP240611.1532.A81234')],
  });

  it('prints and shares the customer’s name and the mobile-money transaction id', async () => {
    renderReceipt(undefined, mariamsSale);

    const paidWith = await screen.findByRole('region', { name: 'Paid with' });

    expect(text(screen.getByTestId('receipt-customer'))).toBe('Customer: Mariam Traoré');
    const [momo] = within(paidWith).getAllByRole('term');
    expect(within(momo!).getByText('Transaction ID: MP240611.1532.A81234')).toBeTruthy();
    expect(shared()).toContain('#0001\nCustomer: Mariam Traoré\n');
    expect(shared()).toContain('MTN MoMo — FCFA 9,000\nTransaction ID: MP240611.1532.A81234\n');
  });

  it('names nobody for a walk-in customer', async () => {
    renderReceipt();

    await screen.findByRole('region', { name: 'Paid with' });

    expect(screen.queryByTestId('receipt-customer')).toBeNull();
    expect(shared()).not.toContain('Customer');
  });
});

describe('the paper the receipt prints on', () => {
  /** The page rule of the print style the receipt emits. */
  const pageRule = () => {
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    return /@page \{[^}]*\}/.exec(css)?.[0] ?? '';
  };

  it('is an 80 mm roll, chosen beside the Print button, on a device that never chose one', async () => {
    renderReceipt();

    const paper = await screen.findByRole('combobox', { name: 'Receipt paper' });

    expect((paper as HTMLSelectElement).value).toBe('80mm');
    expect(within(paper).getAllByRole('option').map(text)).toEqual(['80 mm roll', '58 mm roll', 'A4 sheet']);
    expect(paper.closest('.print\\:hidden')).not.toBeNull();
    expect(pageRule()).toContain('size: 80mm ');
  });

  it('chosen as 58 mm, prints on 58 mm paper, and still does when the receipt opens again', async () => {
    renderReceipt();
    const paper = await screen.findByRole('combobox', { name: 'Receipt paper' });

    fireEvent.change(paper, { target: { value: '58mm' } });

    expect(pageRule()).toContain('size: 58mm ');
    expect(localStorage.getItem(RECEIPT_PAPER_KEY)).toBe('58mm');
    cleanup();
    renderReceipt();
    const again = await screen.findByRole('combobox', { name: 'Receipt paper' });
    expect((again as HTMLSelectElement).value).toBe('58mm');
    expect(pageRule()).toContain('size: 58mm ');
  });

  it('chosen as A4, prints on an A4 page', async () => {
    renderReceipt();
    const paper = await screen.findByRole('combobox', { name: 'Receipt paper' });

    fireEvent.change(paper, { target: { value: 'a4' } });

    expect(pageRule()).toBe('@page { size: A4; margin: 15mm 15mm; }');
  });

  it('makes a roll as long as the ticket, measured as printing starts', async () => {
    localStorage.setItem(RECEIPT_PAPER_KEY, '58mm');
    renderReceipt();
    await screen.findByRole('region', { name: 'Paid with' });
    // jsdom lays nothing out: the copy measured at 48 mm wide is said to be 384 px (4 in, 101.6 mm) tall
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 181, 384));

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });

    // 101.6 mm of ticket, 3 mm of margin above and below, 4 mm spare: 111.6 mm
    expect(pageRule()).toContain('size: 58mm 112mm;');
    expect(document.querySelector('.receipt-measure')).toBeNull();
  });
});
