import { describe, expect, it } from 'vitest';
import { emptyShippingFeeDraft, shippingFeeBody, shippingFeeDraftOf } from './shipping-fee-draft.ts';

describe('shipping fee draft', () => {
  it('sends a city fee for every shop with no bounds', () => {
    const body = shippingFeeBody({
      ...emptyShippingFeeDraft(),
      label: 'Douala',
      city: ' Douala ',
      amount: 1500,
    });
    expect(body).toEqual({
      label: 'Douala',
      shop_id: null,
      delivery_mode: 'delivery',
      city: 'Douala',
      zone: null,
      amount: 1500,
      min_weight_grams: null,
      max_weight_grams: null,
      min_subtotal: null,
      max_subtotal: null,
      position: 0,
      is_active: true,
    });
  });

  it('round-trips a saved fee through the form', () => {
    const fee = {
      id: 'f1',
      shop_id: 's1',
      label: 'Lourd',
      delivery_mode: 'delivery' as const,
      zone: 'Akwa',
      city: 'Douala',
      amount: 5000,
      min_weight_grams: 5000,
      max_weight_grams: null,
      min_subtotal: null,
      max_subtotal: 100_000,
      position: 3,
      is_active: false,
      created_at: '',
      updated_at: '',
    };
    const { id: _id, created_at: _c, updated_at: _u, ...expected } = fee;
    expect(shippingFeeBody(shippingFeeDraftOf(fee))).toEqual(expected);
  });
});
