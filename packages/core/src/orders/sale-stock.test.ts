import { describe, expect, it } from 'vitest';
import { saleStockShortfalls, stockLeftAfter, unitsTakenBySales } from './sale-stock.ts';

/** The shop's warehouse, which forbids negative stock: 2 pagnes, no boubou, a tailoring service. */
const shop = {
  warehouse: { allow_negative_stock: false },
  quantities: [
    { variant_id: 'pagne', quantity: 2, tracked: true },
    { variant_id: 'boubou', quantity: 0, tracked: true },
    { variant_id: 'retouche', quantity: 0, tracked: false },
  ],
};

describe('lines a warehouse that forbids negative stock cannot supply', () => {
  it('flags a variant out of stock, or wanted beyond what is held, with what is held', () => {
    const short = saleStockShortfalls(
      [
        { variantId: 'boubou', quantity: 1 },
        { variantId: 'pagne', quantity: 3 },
      ],
      shop,
    );
    expect([...short]).toEqual([
      ['boubou', 0],
      ['pagne', 2],
    ]);
  });

  it('adds up the units of a variant over its lines', () => {
    const lines = [
      { variantId: 'pagne', quantity: 1 },
      { variantId: 'pagne', quantity: 2 },
    ];
    expect(saleStockShortfalls(lines, shop).get('pagne')).toBe(2);
  });

  it('counts a negative balance as nothing held', () => {
    const owing = { ...shop, quantities: [{ variant_id: 'pagne', quantity: -3, tracked: true }] };
    expect(saleStockShortfalls([{ variantId: 'pagne', quantity: 1 }], owing).get('pagne')).toBe(0);
  });

  it('leaves alone what is held, a service, a variant not looked up yet', () => {
    const lines = [
      { variantId: 'pagne', quantity: 2 },
      { variantId: 'retouche', quantity: 1 },
      { variantId: 'unknown', quantity: 4 },
    ];
    expect(saleStockShortfalls(lines, shop).size).toBe(0);
  });

  it('flags nothing where the warehouse may go below zero, or while the stock is not known', () => {
    const lines = [{ variantId: 'boubou', quantity: 5 }];
    expect(saleStockShortfalls(lines, { ...shop, warehouse: { allow_negative_stock: true } }).size).toBe(0);
    expect(saleStockShortfalls(lines, { ...shop, warehouse: null }).size).toBe(0);
    expect(saleStockShortfalls(lines, undefined).size).toBe(0);
  });
});

/** A gift box: 2 pagnes and 1 bissap a box. */
const boxes = new Map([
  [
    'box',
    [
      { component_variant_id: 'pagne', quantity: 2 },
      { component_variant_id: 'bissap', quantity: 1 },
    ],
  ],
]);

describe('the units sales not sent yet will take', () => {
  it('adds up each variant over the lines, and takes a bundle’s components per unit × quantity', () => {
    const taken = unitsTakenBySales(
      [
        { variant_id: 'pagne', quantity: 1 },
        { variant_id: 'box', quantity: 3 },
        { variant_id: 'pagne', quantity: 2 },
      ],
      boxes,
    );

    expect(Object.fromEntries(taken)).toEqual({ pagne: 9, box: 3, bissap: 3 });
  });

  it('takes nothing without lines', () => {
    expect(unitsTakenBySales([], boxes).size).toBe(0);
  });
});

describe('what a warehouse still holds once those units are gone', () => {
  const held = new Map([
    ['pagne', 10],
    ['bissap', 4],
    ['box', 4],
  ]);

  it('is each figure less its units, a bundle capped by the whole units its components still make', () => {
    const taken = new Map([
      ['pagne', 5],
      ['bissap', 1],
    ]);

    expect(stockLeftAfter(held, taken, boxes, ['pagne', 'bissap', 'box'])).toEqual([
      { variant_id: 'pagne', quantity: 5 },
      { variant_id: 'bissap', quantity: 3 },
      // 5 pagnes make 2 boxes (3 bissaps would make 3)
      { variant_id: 'box', quantity: 2 },
    ]);
  });

  it('keeps a bundle at its own figure less its own units when no component has a figure', () => {
    const unknownParts = new Map([['box', [{ component_variant_id: 'unknown', quantity: 1 }]]]);

    expect(stockLeftAfter(held, new Map([['box', 1]]), unknownParts, ['box'])).toEqual([
      { variant_id: 'box', quantity: 3 },
    ]);
  });

  it('never gives a bundle more than its own figure less its own units', () => {
    expect(stockLeftAfter(held, new Map([['box', 3]]), boxes, ['box'])).toEqual([
      { variant_id: 'box', quantity: 1 },
    ]);
  });

  it('leaves out a variant without a figure, and lists each asked variant once', () => {
    expect(stockLeftAfter(held, new Map(), boxes, ['service', 'pagne', 'pagne'])).toEqual([
      { variant_id: 'pagne', quantity: 10 },
    ]);
  });
});
