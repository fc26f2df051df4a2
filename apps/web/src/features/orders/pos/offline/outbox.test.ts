import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../../stores/memory-storage.ts';
import { emptyBasket } from '../../sale/basket.ts';
import {
  attemptOutcome,
  markRefused,
  type OutboxSale,
  queueSale,
  readOutbox,
  refusedSales,
  removeSale,
  retrySale,
  waitingSales,
  withCreatedCustomer,
  writeOutbox,
} from './outbox.ts';

const sale = (key: string, soldAt = '2026-11-30T10:00:00.000Z'): OutboxSale => ({
  key,
  soldAt,
  body: {
    status: 'confirmed',
    channel: 'pos',
    lines: [{ variant_id: '018f0000-0000-7000-8000-000000000001', quantity: 2 }],
  },
  basket: {
    ...emptyBasket,
    lines: [
      {
        variantId: '018f0000-0000-7000-8000-000000000001',
        title: 'Attiéké',
        variantTitle: null,
        sku: 'ATT',
        price: 500,
        quantity: 2,
        discountPercent: 0,
      },
    ],
  },
  total: 1000,
});

describe('the counter outbox', () => {
  it('keeps sales per company across a reload, oldest first, and forgets the key when empty', () => {
    const storage = memoryStorage();
    writeOutbox(storage, 'company-a', [sale('k1'), sale('k2')]);
    writeOutbox(storage, 'company-b', [sale('k3')]);
    expect(readOutbox(storage, 'company-a').map((s) => s.key)).toEqual(['k1', 'k2']);
    expect(readOutbox(storage, 'company-b').map((s) => s.key)).toEqual(['k3']);
    writeOutbox(storage, 'company-a', []);
    expect(storage.getItem('pos-outbox:company-a')).toBeNull();
  });

  it('reads nothing from unreadable text and skips entries missing what a sale needs', () => {
    const storage = memoryStorage();
    storage.setItem('pos-outbox:c', '{not json');
    expect(readOutbox(storage, 'c')).toEqual([]);
    storage.setItem('pos-outbox:c', JSON.stringify([{ key: 'x' }, sale('ok'), 3, null]));
    expect(readOutbox(storage, 'c').map((s) => s.key)).toEqual(['ok']);
  });

  it('does not queue the same sale twice (a double press keeps one attempt key)', () => {
    const once = queueSale([], sale('k1'));
    expect(queueSale(once, { ...sale('k1'), total: 5 })).toEqual(once);
    expect(queueSale(once, sale('k2')).map((s) => s.key)).toEqual(['k1', 'k2']);
  });

  it('sets a refused sale aside until someone sends it again', () => {
    const outbox = markRefused([sale('k1'), sale('k2')], 'k1', { status: 409, message: 'Not enough stock' });
    expect(waitingSales(outbox).map((s) => s.key)).toEqual(['k2']);
    expect(refusedSales(outbox)).toEqual([
      { ...sale('k1'), failure: { status: 409, message: 'Not enough stock' } },
    ]);
    const again = retrySale(outbox, 'k1');
    expect(waitingSales(again).map((s) => s.key)).toEqual(['k1', 'k2']);
    expect(again[0]).not.toHaveProperty('failure');
    expect(removeSale(again, 'k1').map((s) => s.key)).toEqual(['k2']);
  });

  it('tells a refusal from a failure worth trying again', () => {
    expect(attemptOutcome(201)).toBe('sent');
    expect(attemptOutcome(200)).toBe('sent');
    for (const later of [0, 401, 408, 429, 500, 502, 503]) expect(attemptOutcome(later)).toBe('later');
    for (const refused of [400, 403, 404, 409, 413, 422]) expect(attemptOutcome(refused)).toBe('refused');
  });
});

describe('a sale for a customer created offline', () => {
  const pending = { key: 'ck1', body: { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' } };
  const mariamPending = { id: 'pending:ck1', name: 'Mariam Traoré', phone: '2250748123391', pending };
  const mariam = {
    id: '018f0000-0000-7000-8000-0000000000c1',
    name: 'Mariam Traoré',
    phone: '2250748123391',
  };
  const saleFor = (key: string, customer: typeof mariamPending | typeof mariam): OutboxSale => ({
    ...sale(key),
    body: { ...sale(key).body, customer_id: customer.id },
    basket: { ...sale(key).basket, customer },
  });

  it('is queued with the customer’s creation in place of a customer_id no server knows', () => {
    const [queued] = queueSale([], saleFor('k1', mariamPending));

    expect(queued?.newCustomer).toEqual(pending);
    expect(queued?.body).not.toHaveProperty('customer_id');
    expect(queued?.body.lines).toEqual(sale('k1').body.lines);
  });

  it('is queued as it is when its customer is already on the server', () => {
    const [queued] = queueSale([], saleFor('k1', mariam));

    expect(queued).toEqual(saleFor('k1', mariam));
  });

  it('once the customer is created, holds its id in the body for every attempt, as every sale made for it does', () => {
    const outbox = [
      ...queueSale(queueSale([], saleFor('k1', mariamPending)), saleFor('k2', mariamPending)),
      sale('k3'),
    ];

    const after = withCreatedCustomer(outbox, 'ck1', mariam);

    expect(after.map((s) => s.body.customer_id)).toEqual([mariam.id, mariam.id, undefined]);
    expect(after.map((s) => s.basket.customer)).toEqual([mariam, mariam, null]);
    expect(after.some((s) => s.newCustomer)).toBe(false);
    expect(after[2]).toBe(outbox[2]);
    // the order's body is fixed from then on: learning the id again changes nothing
    expect(withCreatedCustomer(after, 'ck1', mariam)).toEqual(after);
  });

  it('reads sales stored before customers could be created offline, and keeps a waiting customer across a reload', () => {
    const storage = memoryStorage();
    const { newCustomer: _none, ...older } = sale('old');
    storage.setItem(
      'pos-outbox:c',
      JSON.stringify([
        older,
        ...queueSale([], saleFor('k1', mariamPending)),
        { ...sale('broken'), newCustomer: { key: 3 } },
      ]),
    );

    const read = readOutbox(storage, 'c');

    expect(read.map((s) => s.key)).toEqual(['old', 'k1']);
    expect(read[0]).toEqual(sale('old'));
    expect(read[1]?.newCustomer).toEqual(pending);
  });
});
