import { describe, expect, it } from 'vitest';
import { discountAvailability, discountFieldErrors, discountStanding } from './discount-rules.ts';
import { defaultAccountingCode, paymentMethodFieldErrors } from './payment-method-kinds.ts';
import { matchShippingFee, type ShippingFeeRule, shippingFeeFieldErrors } from './shipping-fee-match.ts';
import { labelStatesRate, taxFieldErrors, taxKind } from './tax-rules.ts';

describe('taxes', () => {
  it('are a rate or a fixed amount, never both and never neither', () => {
    expect(taxKind({ rate: '19.25', fixed_amount: null })).toBe('rate');
    expect(taxKind({ rate: null, fixed_amount: 100 })).toBe('fixed');
    expect(taxKind({ rate: '5', fixed_amount: 100 })).toBeNull();
    expect(taxKind({ rate: undefined, fixed_amount: undefined })).toBeNull();
    expect(taxFieldErrors({ rate: '19.25', fixed_amount: undefined })).toEqual({});
    expect(taxFieldErrors({ rate: 5, fixed_amount: 100 })).toEqual({
      rate: ['rate_or_amount'],
      fixed_amount: ['rate_or_amount'],
    });
  });
});

describe('discounts', () => {
  const terms = {
    discount_type: 'percentage' as const,
    discount_value: '10',
    starts_at: null,
    ends_at: null,
  };

  it('keep a percentage at most 100, a fixed value whole, and the window ending after it starts', () => {
    expect(discountFieldErrors(terms)).toEqual({});
    expect(discountFieldErrors({ ...terms, discount_value: '100.5' })).toEqual({
      discount_value: ['percentage_max'],
    });
    expect(discountFieldErrors({ ...terms, discount_type: 'fixed', discount_value: '500.5' })).toEqual({
      discount_value: ['whole_amount'],
    });
    expect(discountFieldErrors({ ...terms, discount_type: 'fixed', discount_value: '50000' })).toEqual({});
    expect(
      discountFieldErrors({ ...terms, starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
    ).toEqual({ ends_at: ['ends_before_starts'] });
  });

  const discount = {
    is_active: true,
    starts_at: '2026-11-01T00:00:00Z',
    ends_at: '2026-12-01T00:00:00Z',
    minimum_subtotal: 10_000,
    usage_limit: 10,
    usage_limit_per_customer: null,
  };
  const usage = {
    now: new Date('2026-11-15T00:00:00Z'),
    subtotal: 12_000,
    timesUsed: 0,
    timesUsedByCustomer: 0,
  };

  it('are available inside their window, above their minimum and under their limits', () => {
    expect(discountAvailability(discount, usage)).toEqual({ ok: true });
  });

  it.each([
    [{ ...discount, is_active: false }, usage, 'inactive'],
    [discount, { ...usage, now: new Date('2026-10-31T00:00:00Z') }, 'not_started'],
    [discount, { ...usage, now: new Date('2026-12-01T00:00:00Z') }, 'expired'],
    [discount, { ...usage, subtotal: 9_999 }, 'below_minimum'],
    [discount, { ...usage, timesUsed: 10 }, 'usage_limit_reached'],
  ] as const)('say why not (%#: %s)', (d, u, reason) => {
    expect(discountAvailability(d, u)).toEqual({ ok: false, reason });
  });
});

describe('shipping fees', () => {
  const fee = (over: Partial<ShippingFeeRule> & { label: string }): ShippingFeeRule & { label: string } => ({
    shop_id: null,
    delivery_mode: 'delivery',
    zone: null,
    city: null,
    min_weight_grams: null,
    max_weight_grams: null,
    min_subtotal: null,
    max_subtotal: null,
    position: 0,
    is_active: true,
    ...over,
  });
  const basket = { shopId: 'shop-1', deliveryMode: 'delivery', city: 'Douala', subtotal: 20_000 };

  it('picks the first active matching fee by position; a fee without shop or city serves all', () => {
    const fees = [
      fee({ label: 'anywhere', position: 9 }),
      fee({ label: 'yaounde', city: 'Yaoundé', position: 1 }),
      fee({ label: 'douala off', city: 'Douala', position: 0, is_active: false }),
      fee({ label: 'douala', city: 'douala ', position: 2 }),
    ];
    expect(matchShippingFee(fees, basket)?.label).toBe('douala');
    expect(matchShippingFee(fees, { ...basket, city: 'Bafoussam' })?.label).toBe('anywhere');
    expect(matchShippingFee(fees, { ...basket, deliveryMode: 'pickup' })).toBeNull();
  });

  it('serves a zone’s districts, listed with commas, before the city’s fee', () => {
    const fees = [
      fee({ label: 'centre', zone: 'Akwa, Bonanjo ;bali' }),
      fee({ label: 'douala', position: 1 }),
    ];
    expect(matchShippingFee(fees, { ...basket, zone: 'Bonanjo' })?.label).toBe('centre');
    expect(matchShippingFee(fees, { ...basket, zone: ' akwa ' })?.label).toBe('centre');
    expect(matchShippingFee(fees, { ...basket, zone: 'Bali' })?.label).toBe('centre');
    expect(matchShippingFee(fees, { ...basket, zone: 'Bonamoussadi' })?.label).toBe('douala');
    expect(matchShippingFee(fees, { ...basket, zone: null })?.label).toBe('douala');
  });

  it('keeps a fee to its shop', () => {
    const fees = [fee({ label: 'other shop', shop_id: 'shop-2' }), fee({ label: 'all', position: 1 })];
    expect(matchShippingFee(fees, basket)?.label).toBe('all');
    expect(matchShippingFee(fees, { ...basket, shopId: 'shop-2' })?.label).toBe('other shop');
  });

  it('reads weight and subtotal bounds as min inclusive, max exclusive', () => {
    const fees = [
      fee({ label: 'light', max_weight_grams: 1000 }),
      fee({ label: 'heavy', min_weight_grams: 1000, position: 1 }),
      fee({ label: 'free above', min_subtotal: 50_000, position: -1 }),
    ];
    expect(matchShippingFee(fees, { ...basket, weightGrams: 999 })?.label).toBe('light');
    expect(matchShippingFee(fees, { ...basket, weightGrams: 1000 })?.label).toBe('heavy');
    expect(matchShippingFee(fees, { ...basket, weightGrams: 10, subtotal: 50_000 })?.label).toBe(
      'free above',
    );
    expect(matchShippingFee(fees, { ...basket, weightGrams: null })).toBeNull();
  });

  it('want a maximum above its minimum', () => {
    expect(
      shippingFeeFieldErrors({
        min_weight_grams: 500,
        max_weight_grams: 500,
        min_subtotal: 1,
        max_subtotal: 2,
      }),
    ).toEqual({ max_weight_grams: ['max_not_above_min'] });
  });
});

describe('payment methods', () => {
  it('post to the SYSCOHADA account of their kind (SPEC §3)', () => {
    expect(defaultAccountingCode('cash')).toBe('571');
    expect(defaultAccountingCode('bank')).toBe('52');
    expect(defaultAccountingCode('mobile_money_operator')).toBe('538');
    expect(defaultAccountingCode('payment_agregator')).toBe('538');
  });

  it('take digits only as accounting code', () => {
    expect(paymentMethodFieldErrors({ accounting_code: '5711' })).toEqual({});
    expect(paymentMethodFieldErrors({ accounting_code: '57A' })).toEqual({
      accounting_code: ['accounting_code_digits'],
    });
  });
});

describe('a tax label that states its rate', () => {
  it('is recognised with either decimal mark, so documents do not print the rate twice', () => {
    expect(labelStatesRate('TVA 19,25 %', '19.25')).toBe(true);
    expect(labelStatesRate('VAT 19.25%', '19.2500')).toBe(true);
    expect(labelStatesRate('Precompte 5 %', '5')).toBe(true);
  });

  it('is not, when the label names the tax only or another figure', () => {
    expect(labelStatesRate('TVA', '19.25')).toBe(false);
    expect(labelStatesRate('Taxe 2025', '5')).toBe(false);
    expect(labelStatesRate('TVA 19 %', '19.25')).toBe(false);
    expect(labelStatesRate('Droit de timbre', null)).toBe(false);
  });
});

describe('where a discount stands, for its list', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const base = {
    is_active: true,
    starts_at: '2026-05-19T00:00:00Z',
    ends_at: null,
    usage_limit: null,
    usage_limit_per_customer: 1,
    times_used: 0,
  };
  it('is active within its window and uses', () => {
    expect(discountStanding(base, now)).toBe('active');
  });
  it('is expired past its end, scheduled before its start, used up at its limit, inactive when off', () => {
    expect(discountStanding({ ...base, ends_at: '2026-05-31T23:59:59Z' }, now)).toBe('expired');
    expect(discountStanding({ ...base, starts_at: '2026-12-24T00:00:00Z' }, now)).toBe('scheduled');
    expect(discountStanding({ ...base, usage_limit: 50, times_used: 50 }, now)).toBe('used_up');
    expect(discountStanding({ ...base, is_active: false, ends_at: '2026-05-31T23:59:59Z' }, now)).toBe(
      'inactive',
    );
  });
});
