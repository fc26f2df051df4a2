import { saleStockShortfalls } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { emptyBasket } from '../../sale/basket.ts';
import { offlineSaleStock } from './offline-sale-stock.ts';
import type { OutboxSale } from './outbox.ts';

const PAGNE = '018f0000-0000-7000-8000-000000000001';
const BISSAP = '018f0000-0000-7000-8000-000000000002';
const plateau = { id: 'w1', name: 'Boutique Plateau', allow_negative_stock: false };

const waiting = (
  lines: { variant_id: string; quantity: number }[],
  extra: Partial<OutboxSale> = {},
): OutboxSale => ({
  key: crypto.randomUUID(),
  soldAt: '2026-11-30T10:00:00.000Z',
  body: { status: 'confirmed', channel: 'pos', lines },
  basket: emptyBasket,
  total: 0,
  ...extra,
});

/** A copy downloaded when the Plateau held 5 pagnes and 3 bissaps. */
const catalogue = {
  saleWarehouse: plateau,
  saleStock: new Map([
    [PAGNE, 5],
    [BISSAP, 3],
  ]),
};

describe('the stock the counter knows offline', () => {
  it('is the downloaded figure less what the waiting sales take of the same variant', () => {
    const outbox = [
      waiting([{ variant_id: PAGNE, quantity: 2 }]),
      waiting([{ variant_id: PAGNE, quantity: 1 }]),
    ];

    const stock = offlineSaleStock(catalogue, outbox, [PAGNE, BISSAP]);

    expect(stock).toEqual({
      warehouse: plateau,
      quantities: [
        { variant_id: PAGNE, quantity: 2, tracked: true },
        { variant_id: BISSAP, quantity: 3, tracked: true },
      ],
    });
  });

  it('marks a basket line beyond what is left once the waiting sales are sent', () => {
    const outbox = [waiting([{ variant_id: PAGNE, quantity: 4 }])];

    const short = saleStockShortfalls(
      [{ variantId: PAGNE, quantity: 2 }],
      offlineSaleStock(catalogue, outbox, [PAGNE]),
    );

    expect(short.get(PAGNE)).toBe(1);
  });

  it('counts neither a refused sale nor one leaving from another warehouse', () => {
    const outbox = [
      waiting([{ variant_id: PAGNE, quantity: 5 }], { failure: { status: 409, message: 'Out of stock' } }),
      waiting([{ variant_id: PAGNE, quantity: 5 }], {
        body: {
          status: 'confirmed',
          channel: 'pos',
          warehouse_id: 'w2',
          lines: [{ variant_id: PAGNE, quantity: 5 }],
        },
      }),
    ];

    expect(offlineSaleStock(catalogue, outbox, [PAGNE])?.quantities).toEqual([
      { variant_id: PAGNE, quantity: 5, tracked: true },
    ]);
  });

  it('leaves out a variant without a figure, and knows nothing without a warehouse', () => {
    expect(offlineSaleStock(catalogue, [], ['unknown'])?.quantities).toEqual([]);
    expect(offlineSaleStock({ saleWarehouse: null, saleStock: catalogue.saleStock }, [], [PAGNE])).toBeNull();
    expect(offlineSaleStock({ saleStock: catalogue.saleStock }, [], [PAGNE])).toBeNull();
  });
});
