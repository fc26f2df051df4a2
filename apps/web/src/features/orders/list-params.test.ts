import { describe, expect, it } from 'vitest';
import { ordersQuery, readOrderParams, writeOrderParams } from './list-params.ts';

describe('order list parameters', () => {
  it('read back what they wrote', () => {
    const state = {
      search: '#0042',
      status: 'confirmed',
      payment_status: 'partially_paid',
      delivery_status: '',
      page: 3,
    };
    expect(readOrderParams(writeOrderParams(state))).toEqual(state);
  });

  it('ignore values that are not statuses, and bad pages', () => {
    expect(readOrderParams(new URLSearchParams('status=shipped&page=-2&payment_status=paid'))).toEqual({
      search: '',
      status: '',
      payment_status: 'paid',
      delivery_status: '',
      page: 1,
    });
  });

  it('make the API query with only the filters set', () => {
    expect(ordersQuery(readOrderParams(new URLSearchParams('delivery_status=pending&search=Awa')))).toEqual({
      page: 1,
      per_page: 20,
      sort: '-created_at',
      include: ['customer'],
      search: 'Awa',
      filter: { delivery_status: 'pending' },
    });
  });
});
