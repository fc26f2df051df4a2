import { productBulkSchema } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { type BulkForm, bulkBody } from './bulk-body.ts';

const form = (patch: Partial<BulkForm> = {}): BulkForm => ({
  status: 'active',
  tags: [],
  tagsText: '',
  priceKind: 'percent',
  percent: '',
  amount: null,
  ...patch,
});

describe('bulk action bodies', () => {
  it('sets a status on the selected ids', () => {
    expect(bulkBody(['a', 'b'], 'set_status', form({ status: 'archived' }))).toEqual({
      ids: ['a', 'b'],
      action: 'set_status',
      status: 'archived',
    });
  });

  it('adds or removes the chosen tags and the one still being typed, each once', () => {
    expect(
      bulkBody(['a'], 'add_tags', form({ tags: ['promo', 'Wax'], tagsText: 'PROMO; bazin' })),
    ).toMatchObject({
      tags: ['promo', 'Wax', 'bazin'],
    });
    expect(bulkBody(['a'], 'add_tags', form({ tagsText: 'wax' }))).toMatchObject({ tags: ['wax'] });
    expect(bulkBody(['a'], 'remove_tags', form({ tagsText: ' , ' }))).toBeNull();
  });

  it('changes prices by a percentage (decimal comma accepted) or an amount in minor units', () => {
    expect(bulkBody(['a'], 'change_price', form({ percent: '-12,5' }))).toMatchObject({ percent: '-12.5' });
    expect(bulkBody(['a'], 'change_price', form({ priceKind: 'amount', amount: -500 }))).toMatchObject({
      amount: -500,
    });
  });

  it('refuses a price change that does nothing or would make prices negative', () => {
    expect(bulkBody(['a'], 'change_price', form({ percent: '0' }))).toBeNull();
    expect(bulkBody(['a'], 'change_price', form({ percent: '-100' }))).toBeNull();
    expect(bulkBody(['a'], 'change_price', form({ percent: 'abc' }))).toBeNull();
    expect(bulkBody(['a'], 'change_price', form({ priceKind: 'amount', amount: null }))).toBeNull();
  });

  it('deletes with the ids alone', () => {
    expect(bulkBody(['a'], 'delete', form())).toEqual({ ids: ['a'], action: 'delete' });
  });
});

describe('bulk bodies against the API schema', () => {
  it("every body the form makes is a valid POST /products/bulk body (core's productBulkSchema)", () => {
    const bodies = [
      bulkBody(['a', 'b'], 'set_status', form({ status: 'archived' })),
      bulkBody(['a'], 'add_tags', form({ tags: ['promo', 'Wax'] })),
      bulkBody(['a'], 'remove_tags', form({ tagsText: 'promo' })),
      bulkBody(['a'], 'change_price', form({ percent: '-12,5' })),
      bulkBody(['a'], 'change_price', form({ percent: '10' })),
      bulkBody(['a'], 'change_price', form({ priceKind: 'amount', amount: -500 })),
      bulkBody(['a'], 'delete', form()),
    ];
    for (const body of bodies) {
      const parsed = productBulkSchema.safeParse(body);
      expect(parsed.success, `${JSON.stringify(body)}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    expect(productBulkSchema.parse(bodies[3])).toMatchObject({ action: 'change_price', percent: -12.5 });
  });
});
