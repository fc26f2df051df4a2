import type { DiscountCodeTerms, ShippingFeeChoice } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { addVariant, setCustomer, setLinePrice, setOrderDiscount } from '../sale/basket.ts';
import {
  addCode,
  draftBody,
  draftErrors,
  draftPricing,
  emptyDraft,
  feeChoice,
  followSuggestion,
  type OfficeDraft,
  removeCode,
  setDeliveryMode,
  suggestedFee,
} from './order-draft.ts';

const XAF = { alpha: 'XAF', precision: 0 };
const NOW = new Date('2026-06-01T10:00:00Z');
const wax = {
  id: 'v1',
  title: 'Default Title',
  sku: 'WAX-1',
  price: 12_500,
  product: { title: 'Pagne wax' },
};
const savon = { id: 'v2', title: 'M', sku: 'SAV-M', price: 1_500, product: { title: 'Savon noir' } };
const vat = { id: 't1', rate: '19.25' };

const code = (change: Partial<DiscountCodeTerms> = {}): DiscountCodeTerms => ({
  code: 'TABASKI',
  label: 'Tabaski',
  discount_type: 'percentage',
  discount_value: '10',
  starts_at: null,
  ends_at: null,
  minimum_subtotal: null,
  usage_limit: null,
  usage_limit_per_customer: null,
  times_used: 0,
  is_active: true,
  ...change,
});
const fee = (change: Partial<ShippingFeeChoice>): ShippingFeeChoice => ({
  id: 'f1',
  shop_id: null,
  label: 'Livraison',
  delivery_mode: 'delivery',
  zone: null,
  city: null,
  amount: 1_000,
  min_weight_grams: null,
  max_weight_grams: null,
  min_subtotal: null,
  max_subtotal: null,
  position: 0,
  is_active: true,
  ...change,
});

/** Two pagnes and a soap to deliver to Awa in Douala. */
function aDraft(): OfficeDraft {
  let basket = addVariant(addVariant(addVariant(emptyDraft.basket, wax), wax), savon);
  basket = setCustomer(basket, { id: 'c1', name: 'Awa', phone: '237699887766' });
  basket = { ...basket, delivery: { line1: 'Rue Njo-Njo', district: 'Bonapriso', city: 'Douala' } };
  return { ...emptyDraft, basket };
}

describe('pricing an office order', () => {
  it('adds the shipping line untaxed and undiscounted, after the codes and the typed discount', () => {
    let draft = addCode(aDraft(), code());
    draft = { ...draft, basket: setOrderDiscount(draft.basket, { type: 'fixed', value: 500 }) };
    draft = { ...draft, shipping: feeChoice(fee({ amount: 1_500 })) };

    const { totals, shipping, codes } = draftPricing(draft, XAF, [vat], NOW);

    // Goods 26 500, − 10 % = 23 850, − 500 = 23 350; 19.25 % of it per line, rounded: 4 494; + 1 500 shipping.
    expect(codes.map((c) => c.refusal)).toEqual([null]);
    expect(shipping).toBe(1_500);
    expect(totals).toMatchObject({
      subtotal: 28_000,
      discount_total: 3_150,
      tax_total: 4_494,
      total: 29_344,
    });
  });

  it('leaves out a code below its minimum and says why', () => {
    const draft = addCode(aDraft(), code({ minimum_subtotal: 50_000 }));
    const { totals, codes } = draftPricing(draft, XAF, [], NOW);
    expect(codes[0]!.refusal).toBe('below_minimum');
    expect(totals.total).toBe(26_500);
  });

  it('takes a code once, whatever its case, and removes it', () => {
    const twice = addCode(addCode(aDraft(), code()), code({ code: 'tabaski' }));
    expect(twice.codes).toHaveLength(1);
    expect(removeCode(twice, 'TABASKI').codes).toEqual([]);
  });

  it('suggests the first fee by position that matches the city and the delivery mode', () => {
    const fees = [
      fee({ id: 'yaounde', city: 'Yaoundé', position: 0 }),
      fee({ id: 'pickup', delivery_mode: 'pickup', position: 1 }),
      fee({ id: 'douala', city: 'douala', position: 2 }),
      fee({ id: 'anywhere', position: 3 }),
    ];
    expect(suggestedFee(fees, aDraft(), null, 26_500)?.id).toBe('douala');
    expect(suggestedFee(fees, setDeliveryMode(aDraft(), 'pickup'), null, 26_500)?.id).toBe('pickup');
  });

  it('suggests the fee of the address’s district before the city’s', () => {
    const fees = [
      fee({ id: 'centre', city: 'Douala', zone: 'Akwa, Bonapriso', position: 0 }),
      fee({ id: 'douala', city: 'Douala', position: 1 }),
    ];
    // aDraft() delivers to Bonapriso, Douala.
    expect(suggestedFee(fees, aDraft(), null, 26_500)?.id).toBe('centre');
  });

  it('suggests no delivery fee before the city is known, not even one for anywhere', () => {
    const draft = aDraft();
    const noCity = {
      ...draft,
      basket: { ...draft.basket, delivery: { ...draft.basket.delivery!, city: ' ' } },
    };
    expect(suggestedFee([fee({ id: 'anywhere' })], noCity, null, 26_500)).toBeNull();
  });

  it('keeps a fee applied from the suggestion in step with it; a fee picked by hand stays', () => {
    const fees = [
      fee({ id: 'douala', city: 'Douala', amount: 1_000, position: 0 }),
      fee({ id: 'yaounde', city: 'Yaoundé', amount: 2_500, position: 1 }),
      fee({ id: 'pickup', delivery_mode: 'pickup', label: 'Retrait', amount: 0, position: 2 }),
    ];
    const applied = { ...aDraft(), shipping: feeChoice(suggestedFee(fees, aDraft(), null, 0)!, true) };
    const follow = (draft: OfficeDraft) => followSuggestion(draft, suggestedFee(fees, draft, null, 0));
    expect(follow(applied).shipping).toMatchObject({ feeId: 'douala', amount: 1_000 });
    // collected in the shop: the pickup fee, not Douala's delivery
    expect(follow(setDeliveryMode(applied, 'pickup')).shipping).toMatchObject({ feeId: 'pickup', amount: 0 });
    // another address (another customer's): its city's fee
    const toYaounde = {
      ...applied,
      basket: { ...applied.basket, delivery: { line1: 'Marché Mokolo', district: '', city: 'Yaoundé' } },
    };
    expect(follow(toYaounde).shipping).toMatchObject({ feeId: 'yaounde', amount: 2_500 });
    // no city yet: nothing suggested, no fee left from the last address
    const noCity = {
      ...toYaounde,
      basket: { ...toYaounde.basket, delivery: { line1: '', district: '', city: '' } },
    };
    expect(follow(noCity).shipping).toBeNull();
    // picked from the list: stays as chosen
    const picked = { ...toYaounde, shipping: feeChoice(fees[0]!) };
    expect(follow(picked).shipping).toMatchObject({ feeId: 'douala' });
  });
});

describe('the office order body', () => {
  it('sends the delivery, the codes, a changed price, the shipping fee and the notes', () => {
    let draft = addCode(aDraft(), code());
    draft = { ...draft, basket: setLinePrice(draft.basket, 'v2', 1_200) };
    draft = { ...draft, shipping: feeChoice(fee({ id: 'f9' })), notes: ' Appeler avant ', sellerId: 'u2' };

    expect(draftBody(draft, 'confirmed', 'u1')).toEqual({
      status: 'confirmed',
      channel: 'admin',
      delivery_mode: 'delivery',
      seller_id: 'u2',
      customer_id: 'c1',
      shipping_address: {
        line1: 'Rue Njo-Njo',
        district: 'Bonapriso',
        city: 'Douala',
        phone: '237699887766',
        recipient_name: 'Awa',
      },
      lines: [
        { variant_id: 'v1', quantity: 2 },
        { variant_id: 'v2', quantity: 1, price: 1_200 },
      ],
      discount_codes: ['TABASKI'],
      shipping: { shipping_fee_id: 'f9' },
      notes: 'Appeler avant',
    });
  });

  it('keeps the user as seller by saying nothing, and drops the address of a pickup', () => {
    const draft = setDeliveryMode({ ...aDraft(), sellerId: 'u1' }, 'pickup');
    const body = draftBody(
      { ...draft, shipping: { feeId: null, label: 'Moto', amount: 800 }, shopId: 's2', warehouseId: 'w3' },
      'quotation',
      'u1',
    );
    expect(body).toMatchObject({
      status: 'quotation',
      delivery_mode: 'pickup',
      shop_id: 's2',
      warehouse_id: 'w3',
      shipping: { amount: 800, label: 'Moto' },
    });
    expect(body).not.toHaveProperty('seller_id');
    expect(body).not.toHaveProperty('shipping_address');
  });

  it('names what is missing before asking the server', () => {
    expect(draftErrors(emptyDraft)).toEqual({
      lines: 'office.errors.no_lines',
      'shipping_address.line1': 'office.errors.required',
      'shipping_address.city': 'office.errors.required',
    });
    expect(draftErrors({ ...aDraft(), shipping: { feeId: null, label: '', amount: null } })).toEqual({
      'shipping.amount': 'office.errors.required',
    });
    expect(draftErrors(setDeliveryMode(aDraft(), 'online'))).toEqual({});
  });
});
