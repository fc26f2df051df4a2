import { describe, expect, it } from 'vitest';
import { saleStockShortfalls } from './sale-stock.ts';

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
