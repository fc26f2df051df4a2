import type { Order } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { receiptPaymentLines, receiptText, whatsappLink } from './receipt-text.ts';

const order = {
  reference: '#0042',
  total: 26_235,
  paid_total: 20_000,
  balance_due: 6_235,
  lines: [{ title: 'Pagne wax', variant_title: null, quantity: 2, total: 26_235 }],
} as unknown as Order;
const money = (minor: number) => `${minor} F`;
const labels = {
  shipping: 'Livraison',
  total: 'Total',
  paid: 'Payé',
  due: 'Reste à payer',
  paidWith: 'Payé par',
  refund: 'Remboursement',
  change: 'Monnaie rendue',
  thanks: 'Merci !',
  customer: (name: string) => `Client : ${name}`,
  reference: (reference: string) => `N° de transaction : ${reference}`,
};
const payment = (id: string, name: string, amount: number, kind: 'payment' | 'refund' = 'payment') => ({
  id,
  kind,
  payment_method: { id: `m-${name}`, name, kind: 'cash' },
  amount,
  tendered: null,
  reference: null,
  received_at: '2026-01-01T10:00:00.000Z',
});

describe('receiptText', () => {
  it('lists the items, the totals and what is still owed', () => {
    expect(receiptText(order, 'Tissus Mariama', money, labels)).toBe(
      [
        'Tissus Mariama — #0042',
        '2 × Pagne wax — 26235 F',
        'Total: 26235 F',
        'Payé: 20000 F',
        'Reste à payer: 6235 F',
        'Merci !',
      ].join('\n'),
    );
  });

  it('names the delivery fee as a delivery, without a count', () => {
    const delivered = {
      ...order,
      lines: [
        ...order.lines!,
        { source: 'shipping', title: 'Douala', variant_title: null, quantity: 1, total: 1_500 },
      ],
    } as unknown as Order;
    expect(receiptText(delivered, 'S', money, labels)).toContain('\nLivraison (Douala) — 1500 F\n');
  });

  it('leaves out the balance line when everything is paid', () => {
    const paid = { ...order, paid_total: 26_235, balance_due: 0 } as Order;
    expect(receiptText(paid, 'S', money, labels)).not.toContain('Reste');
  });
});

describe('how the receipt says it was paid', () => {
  it('lists each part of a split payment by method, then the change given back', () => {
    const split = {
      ...order,
      paid_total: 26_235,
      balance_due: 0,
      payments: [payment('p1', 'Espèces', 20_000), payment('p2', 'MTN MoMo', 6_235)],
    } as Order;

    expect(receiptText(split, 'Tissus Mariama', money, labels, 3_765)).toBe(
      [
        'Tissus Mariama — #0042',
        '2 × Pagne wax — 26235 F',
        'Total: 26235 F',
        'Payé: 26235 F',
        'Payé par:',
        'Espèces — 20000 F',
        'MTN MoMo — 6235 F',
        'Monnaie rendue: 3765 F',
        'Merci !',
      ].join('\n'),
    );
  });

  it('lists the payments without the change when it is not known (a receipt opened later)', () => {
    const paid = { ...order, payments: [payment('p1', 'Espèces', 20_000)] } as Order;

    expect(receiptText(paid, 'S', money, labels)).toContain('Payé par:\nEspèces — 20000 F\nMerci !');
  });

  it('shows the cash handed over, kept with the payment, rather than the amount it paid', () => {
    const handed = { payments: [{ ...payment('p1', 'Espèces', 3_000), tendered: 5_000 }] };

    expect(receiptPaymentLines(handed, 'Remboursement')).toEqual([
      { id: 'p1', label: 'Espèces', amount: 5_000, reference: null },
    ]);
  });

  it('counts a refund negative, under its method', () => {
    const refunded = {
      payments: [payment('p1', 'Espèces', 5_000), payment('p2', 'Espèces', 2_000, 'refund')],
    };

    expect(receiptPaymentLines(refunded, 'Remboursement')).toEqual([
      { id: 'p1', label: 'Espèces', amount: 5_000, reference: null },
      { id: 'p2', label: 'Remboursement (Espèces)', amount: -2_000, reference: null },
    ]);
  });
});

describe('the customer and the transaction ids on a shared receipt', () => {
  it('names the customer under the heading and each numbered payment under its line', () => {
    const named = {
      ...order,
      customer: { id: 'c1', name: 'Mariam Traoré', phone: null },
      payments: [{ ...payment('p1', 'Orange Money', 20_000), reference: 'CI240611.0915.B00042' }],
    } as unknown as Order;

    expect(receiptText(named, 'Tissus Mariama', money, labels)).toBe(
      [
        'Tissus Mariama — #0042',
        'Client : Mariam Traoré',
        '2 × Pagne wax — 26235 F',
        'Total: 26235 F',
        'Payé: 20000 F',
        'Reste à payer: 6235 F',
        'Payé par:',
        'Orange Money — 20000 F',
        'N° de transaction : CI240611.0915.B00042',
        'Merci !',
      ].join('\n'),
    );
  });
});

describe('whatsappLink', () => {
  it('addresses the customer when their number is known, and encodes the text', () => {
    expect(whatsappLink('Total: 5 F\nMerci', '237677123456')).toBe(
      'https://wa.me/237677123456?text=Total%3A%205%20F%0AMerci',
    );
    expect(whatsappLink('x', '0677')).toBe('https://wa.me/?text=x');
  });
});
