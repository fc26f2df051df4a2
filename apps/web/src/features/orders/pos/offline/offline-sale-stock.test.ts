import { saleStockShortfalls } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { emptyBasket } from '../../sale/basket.ts';
import { offlineSaleStock } from './offline-sale-stock.ts';
import type { OutboxSale } from './outbox.ts';

const PAGNE = '018f0000-0000-7000-8000-000000000001';
const BISSAP = '018f0000-0000-7000-8000-000000000002';
const PAIR = '018f0000-0000-7000-8000-000000000003';
const MENU = '018f0000-0000-7000-8000-000000000004';
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

  describe('of a bundle and what it is made of', () => {
    /** The same copy, with a pair of pagnes (2 pagnes each): 5 pagnes made 2 pairs. */
    const withPair = {
      ...catalogue,
      saleStock: new Map([...catalogue.saleStock, [PAIR, 2]]),
      components: new Map([[PAIR, [{ component_variant_id: PAGNE, quantity: 2 }]]]),
    };

    it('takes a waiting sale of a bundle from its components, per unit times quantity', () => {
      const outbox = [waiting([{ variant_id: PAIR, quantity: 2 }])];

      const stock = offlineSaleStock(withPair, outbox, [PAGNE, PAIR]);

      // 2 pairs take 4 pagnes: 1 left, which makes no pair.
      expect(stock?.quantities).toEqual([
        { variant_id: PAGNE, quantity: 1, tracked: true },
        { variant_id: PAIR, quantity: 0, tracked: true },
      ]);
    });

    it('lowers a bundle by a waiting sale of its component', () => {
      const outbox = [waiting([{ variant_id: PAGNE, quantity: 2 }])];

      const stock = offlineSaleStock(withPair, outbox, [PAIR]);

      // 3 pagnes left make 1 pair.
      expect(stock?.quantities).toEqual([{ variant_id: PAIR, quantity: 1, tracked: true }]);
      expect(saleStockShortfalls([{ variantId: PAIR, quantity: 2 }], stock).get(PAIR)).toBe(1);
    });

    it('counts a bundle as what its least plentiful component makes', () => {
      // A menu of a pagne and 2 bissaps: 5 pagnes and 3 bissaps made 1; 1 bissap waiting leaves 2, still 1 menu.
      const menu = {
        ...catalogue,
        saleStock: new Map([...catalogue.saleStock, [MENU, 1]]),
        components: new Map([
          [
            MENU,
            [
              { component_variant_id: PAGNE, quantity: 1 },
              { component_variant_id: BISSAP, quantity: 2 },
            ],
          ],
        ]),
      };
      const outbox = [waiting([{ variant_id: BISSAP, quantity: 1 }])];

      expect(offlineSaleStock(menu, outbox, [MENU])?.quantities).toEqual([
        { variant_id: MENU, quantity: 1, tracked: true },
      ]);
      expect(
        offlineSaleStock(menu, [...outbox, waiting([{ variant_id: BISSAP, quantity: 1 }])], [MENU])
          ?.quantities,
      ).toEqual([{ variant_id: MENU, quantity: 0, tracked: true }]);
    });

    it('leaves a bundle with a component the copy has no figure for at its own figure less its own waiting sales', () => {
      // The unknown component is not counted as none: the pair stays at 2 − 1; its sale still takes 2 pagnes.
      const withUnknown = {
        ...withPair,
        components: new Map([
          [
            PAIR,
            [
              { component_variant_id: PAGNE, quantity: 2 },
              { component_variant_id: 'unknown', quantity: 1 },
            ],
          ],
        ]),
      };
      const outbox = [waiting([{ variant_id: PAIR, quantity: 1 }])];

      expect(offlineSaleStock(withUnknown, outbox, [PAIR, PAGNE, 'unknown'])?.quantities).toEqual([
        { variant_id: PAIR, quantity: 1, tracked: true },
        { variant_id: PAGNE, quantity: 3, tracked: true },
      ]);
    });

    it('keeps a bundle and its component apart on a copy that does not carry what the bundle is made of', () => {
      const { components: _components, ...older } = withPair;
      const outbox = [waiting([{ variant_id: PAIR, quantity: 1 }])];

      expect(offlineSaleStock(older, outbox, [PAGNE, PAIR])?.quantities).toEqual([
        { variant_id: PAGNE, quantity: 5, tracked: true },
        { variant_id: PAIR, quantity: 1, tracked: true },
      ]);
    });
  });
});
