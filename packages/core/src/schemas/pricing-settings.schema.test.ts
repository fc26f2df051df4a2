import { describe, expect, it } from 'vitest';
import { discountCreateSchema } from './discount.schema.ts';
import { paymentMethodUpdateSchema } from './payment-method.schema.ts';
import { shippingFeeCreateSchema } from './shipping-fee.schema.ts';
import { taxCreateSchema } from './tax.schema.ts';

describe('pricing settings schemas', () => {
  it('upper-case codes and keep rates as exact text', () => {
    const tax = taxCreateSchema.parse({ code: ' tva ', label: 'TVA', rate: 19.25 });
    expect(tax).toMatchObject({ code: 'TVA', rate: '19.25' });
    expect(taxCreateSchema.parse({ code: 'X', label: 'X', rate: '7.5000' }).rate).toBe('7.5');
  });

  it('refuse a rate with more than 4 decimals, a negative rate and a code with spaces', () => {
    expect(taxCreateSchema.safeParse({ code: 'A', label: 'A', rate: 1.23456 }).success).toBe(false);
    expect(taxCreateSchema.safeParse({ code: 'A', label: 'A', rate: -1 }).success).toBe(false);
    expect(taxCreateSchema.safeParse({ code: 'A B', label: 'A', rate: 1 }).success).toBe(false);
  });

  it('take amounts as whole minor units only', () => {
    expect(taxCreateSchema.safeParse({ code: 'A', label: 'A', fixed_amount: 12.5 }).success).toBe(false);
    expect(shippingFeeCreateSchema.safeParse({ label: 'Douala', amount: 1500.5 }).success).toBe(false);
    expect(shippingFeeCreateSchema.parse({ label: 'Douala', amount: 1500 }).amount).toBe(1500);
  });

  it('read discount windows as ISO instants', () => {
    const parsed = discountCreateSchema.safeParse({
      label: 'Bienvenue',
      discount_type: 'percentage',
      discount_value: 10,
      starts_at: 'tomorrow',
    });
    expect(parsed.success).toBe(false);
  });

  it('only make a payment method default, never undefault it', () => {
    expect(paymentMethodUpdateSchema.safeParse({ is_default: false }).success).toBe(false);
    expect(paymentMethodUpdateSchema.safeParse({ is_default: true }).success).toBe(true);
  });
});
