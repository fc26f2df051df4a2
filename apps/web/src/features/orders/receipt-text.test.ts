import type { Order } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { receiptText, whatsappLink } from './receipt-text.ts';

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
  thanks: 'Merci !',
};

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

describe('whatsappLink', () => {
  it('addresses the customer when their number is known, and encodes the text', () => {
    expect(whatsappLink('Total: 5 F\nMerci', '237677123456')).toBe(
      'https://wa.me/237677123456?text=Total%3A%205%20F%0AMerci',
    );
    expect(whatsappLink('x', '0677')).toBe('https://wa.me/?text=x');
  });
});
