import { balanceDue } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { type ReceiptLabels, receiptText } from '../../receipt-text.ts';
import { emptyBasket } from '../../sale/basket.ts';
import { keptSaleReceipt } from './kept-receipt.ts';
import type { OutboxSale } from './outbox.ts';

const labels: ReceiptLabels = {
  shipping: 'Delivery',
  total: 'Total',
  paid: 'Paid',
  due: 'Still to pay',
  paidWith: 'Paid with',
  refund: 'Refund',
  change: 'Change',
  thanks: 'Thank you!',
  customer: (name) => `Customer: ${name}`,
  reference: (reference) => `Transaction ID: ${reference}`,
};
const money = (minor: number) => `${minor} F`;

const sale: OutboxSale = {
  key: 'k1',
  soldAt: '2026-11-30T14:32:00.000Z',
  total: 6_500,
  body: {
    status: 'confirmed',
    channel: 'pos',
    lines: [],
    payments: [
      { payment_method_id: 'momo', amount: 1_500, reference: 'MP24.A1' },
      { payment_method_id: 'cash', amount: 5_000, tendered: 10_000 },
    ],
  },
  basket: {
    ...emptyBasket,
    customer: { id: 'c1', name: 'Awa', phone: '237699887766' },
    lines: [
      {
        variantId: 'v1',
        title: 'Thiéboudienne',
        variantTitle: null,
        sku: null,
        price: 3_000,
        quantity: 2,
        discountPercent: 0,
      },
      {
        variantId: 'v2',
        title: 'Bissap',
        variantTitle: '50 cl',
        sku: null,
        price: 500,
        quantity: 1,
        discountPercent: 0,
      },
    ],
  },
};
const methods = [
  { id: 'cash', name: 'Cash', kind: 'cash' },
  { id: 'momo', name: 'MTN MoMo', kind: 'mobile_money_operator' },
];

describe('the receipt of a sale kept on the device', () => {
  it('reads as an order’s: lines priced as the counter priced them, payments by method, the change', () => {
    const receipt = keptSaleReceipt(sale, {
      priced: { lines: [{ total: 6_000 }, { total: 500 }] } as never,
      methods,
      reference: 'sale of 30/11 15:32, number to follow',
    });
    expect(receiptText(receipt, 'Maquis Chez Fatou', money, labels, 5_000)).toBe(
      [
        'Maquis Chez Fatou — sale of 30/11 15:32, number to follow',
        'Customer: Awa',
        '2 × Thiéboudienne — 6000 F',
        '1 × Bissap (50 cl) — 500 F',
        'Total: 6500 F',
        'Paid: 6500 F',
        'Paid with:',
        'MTN MoMo — 1500 F',
        'Transaction ID: MP24.A1',
        'Cash — 10000 F',
        'Change: 5000 F',
        'Thank you!',
      ].join('\n'),
    );
  });

  it('says what is still owed on a sale on credit', () => {
    const credit = {
      ...sale,
      body: { ...sale.body, payments: [{ payment_method_id: 'cash', amount: 2_000 }] },
    };
    const receipt = keptSaleReceipt(credit, { priced: { lines: [] } as never, methods, reference: 'r' });
    expect(receipt.paid_total).toBe(2_000);
    expect(receipt.balance_due).toBe(4_500);
    expect(receiptText(receipt, 'S', money, labels)).toContain('\nStill to pay: 4500 F\n');
  });

  it('leaves owed what the server will: the amounts applied, not the cash handed over, never below zero', () => {
    const cases = [
      { payments: [{ payment_method_id: 'cash', amount: 6_500, tendered: 10_000 }], due: 0 },
      { payments: [{ payment_method_id: 'cash', amount: 1_000, tendered: 5_000 }], due: 5_500 },
      { payments: [{ payment_method_id: 'momo', amount: 7_000 }], due: 0 },
      { payments: [], due: 6_500 },
    ];
    for (const { payments, due } of cases) {
      const kept = { ...sale, body: { ...sale.body, payments } };

      const receipt = keptSaleReceipt(kept, { priced: { lines: [] } as never, methods, reference: 'r' });

      expect(receipt.balance_due).toBe(due);
      expect(receipt.balance_due).toBe(
        balanceDue({ total: kept.total, paid: receipt.paid_total, credited: 0 }),
      );
    }
  });

  it('prints each line’s discount and the taxes as the counter priced them', () => {
    const priced = {
      lines: [
        { subtotal: 6_000, discount: 600, taxes: [], total: 6_439 },
        { subtotal: 500, discount: 0, taxes: [], total: 596 },
      ],
      tax_total: 1_135,
    };

    const receipt = keptSaleReceipt(sale, { priced, methods, reference: 'r' });

    expect(receipt.tax_total).toBe(1_135);
    expect(receipt.lines?.map(({ total, discount }) => ({ total, discount }))).toEqual([
      { total: 6_439, discount: 600 },
      { total: 596, discount: 0 },
    ]);
    expect(new Set(receipt.lines?.map((line) => line.id)).size).toBe(2);
  });
});
