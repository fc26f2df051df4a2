import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../stores/memory-storage.ts';
import { heldSalesKey } from '../../../stores/storage-keys.ts';
import { type Basket, emptyBasket } from '../sale/basket.ts';
import {
  discardSale,
  type HeldSale,
  heldWithCreatedCustomer,
  holdSale,
  MAX_HELD_SALES,
  readHeldSales,
  resumeSale,
  writeHeldSales,
} from './held-sales.ts';

const line = (variantId: string, quantity = 1) => ({
  variantId,
  title: `Product ${variantId}`,
  variantTitle: null,
  sku: null,
  price: 1_000,
  quantity,
  discountPercent: 0,
});
const basketOf = (...variantIds: string[]): Basket => ({
  ...emptyBasket,
  lines: variantIds.map((id) => line(id)),
});
const at = new Date('2026-11-30T10:00:00Z');
const held = (id: string, basket: Basket): HeldSale => ({ id, heldAt: at.toISOString(), basket });

describe('putting a sale on hold', () => {
  it('keeps the basket first in the list, with the time it was held', () => {
    const earlier = held('h0', basketOf('v9'));
    const result = holdSale([earlier], basketOf('v1', 'v2'), at, 'h1');
    expect(result).toEqual({
      ok: true,
      sales: [{ id: 'h1', heldAt: '2026-11-30T10:00:00.000Z', basket: basketOf('v1', 'v2') }, earlier],
    });
  });

  it('holds nothing for an empty basket', () => {
    expect(holdSale([], emptyBasket, at, 'h1')).toEqual({ ok: false, reason: 'empty' });
  });

  it(`takes no more than ${MAX_HELD_SALES} sales`, () => {
    const full = Array.from({ length: MAX_HELD_SALES }, (_, i) => held(`h${i}`, basketOf('v1')));
    expect(holdSale(full, basketOf('v2'), at, 'new')).toEqual({ ok: false, reason: 'full' });
    expect(holdSale(full.slice(1), basketOf('v2'), at, 'new').ok).toBe(true);
  });
});

describe('resuming a held sale', () => {
  const sales = [held('h1', basketOf('v1')), held('h2', basketOf('v2'))];

  it('into an empty basket takes it off the list', () => {
    const result = resumeSale(sales, 'h2', emptyBasket, at, 'unused');
    expect(result).toEqual({ ok: true, basket: basketOf('v2'), sales: [sales[0]], heldCurrent: false });
  });

  it('puts a basket with lines on hold in its place', () => {
    const result = resumeSale(sales, 'h1', basketOf('v3'), at, 'h3');
    expect(result).toEqual({
      ok: true,
      basket: basketOf('v1'),
      sales: [held('h3', basketOf('v3')), sales[1]],
      heldCurrent: true,
    });
  });

  it('swaps even when the list is full: a resume never loses the basket on screen', () => {
    const full = Array.from({ length: MAX_HELD_SALES }, (_, i) => held(`h${i}`, basketOf(`v${i}`)));
    const result = resumeSale(full, 'h5', basketOf('current'), at, 'swap');
    expect(result.ok && result.sales).toHaveLength(MAX_HELD_SALES);
    expect(result.ok && result.sales[0]?.basket).toEqual(basketOf('current'));
  });

  it('tells when the sale is gone (resumed or discarded in another tab)', () => {
    expect(resumeSale(sales, 'nope', basketOf('v3'), at, 'h3')).toEqual({ ok: false, reason: 'gone' });
  });

  it('discarding removes that sale only', () => {
    expect(discardSale(sales, 'h1')).toEqual([sales[1]]);
  });
});

describe('held sales in local storage', () => {
  it('are kept per company and read back as written', () => {
    const storage = memoryStorage();
    const sales = [held('h1', { ...basketOf('v1'), customer: { id: 'c1', name: 'Awa Diop', phone: null } })];
    writeHeldSales(storage, 'company-a', sales);
    expect(readHeldSales(storage, 'company-a')).toEqual(sales);
    expect(readHeldSales(storage, 'company-b')).toEqual([]);
  });

  it('an empty list removes the key', () => {
    const storage = memoryStorage();
    writeHeldSales(storage, 'c', [held('h1', basketOf('v1'))]);
    writeHeldSales(storage, 'c', []);
    expect(storage.getItem(heldSalesKey('c'))).toBeNull();
  });

  it('leaves out what it cannot read instead of failing the point of sale', () => {
    const storage = memoryStorage();
    storage.setItem(heldSalesKey('c'), '{not json');
    expect(readHeldSales(storage, 'c')).toEqual([]);
    storage.setItem(
      heldSalesKey('c'),
      JSON.stringify([
        { id: 'x' },
        held('h1', basketOf('v1')),
        { id: 'y', heldAt: 'now', basket: { lines: 'no' } },
      ]),
    );
    expect(readHeldSales(storage, 'c').map((sale) => sale.id)).toEqual(['h1']);
  });

  it('fills in basket fields an older version did not store', () => {
    const storage = memoryStorage();
    storage.setItem(
      heldSalesKey('c'),
      JSON.stringify([{ id: 'h1', heldAt: 'now', basket: { lines: [line('v1')] } }]),
    );
    expect(readHeldSales(storage, 'c')[0]?.basket).toEqual({ ...emptyBasket, lines: [line('v1')] });
  });
});

describe('a customer created offline, then on the server', () => {
  const pending = { key: 'ck1', body: { first_name: 'Mariam' } };
  const mariamPending = { id: 'pending:ck1', name: 'Mariam', phone: null, pending };
  const mariam = { id: 'cust-1', name: 'Mariam', phone: null };

  it('is the real customer of the held baskets made for them, and only of those', () => {
    const sales = [
      held('h1', { ...basketOf('a'), customer: mariamPending }),
      held('h2', {
        ...basketOf('b'),
        customer: { ...mariamPending, id: 'pending:ck2', pending: { ...pending, key: 'ck2' } },
      }),
      held('h3', basketOf('c')),
    ];
    const settled = heldWithCreatedCustomer(sales, 'ck1', mariam);
    expect(settled.map((sale) => sale.basket.customer?.id)).toEqual(['cust-1', 'pending:ck2', undefined]);
    expect(settled[0]?.basket.lines).toEqual(sales[0]?.basket.lines);
  });

  it('leaves the list as it is when no held basket waits for them', () => {
    const sales = [held('h1', basketOf('a'))];
    expect(heldWithCreatedCustomer(sales, 'ck1', mariam)).toBe(sales);
  });
});
