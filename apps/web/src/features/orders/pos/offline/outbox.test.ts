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
