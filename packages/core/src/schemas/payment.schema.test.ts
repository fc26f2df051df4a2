import { describe, expect, it } from 'vitest';
import { cashChange, paymentCreateSchema, receiptChange, signedPaymentAmount } from './payment.schema.ts';

describe('cashChange', () => {
  it('gives back what cash handed over exceeds the amount due', () => {
    expect(cashChange(7_500, [{ amount: 10_000, cash: true }])).toEqual({ change: 2_500, remaining: 0 });
  });

  it('splits: mobile money first, cash for the rest, change only from cash', () => {
    expect(
      cashChange(12_000, [
        { amount: 5_000, cash: false },
        { amount: 10_000, cash: true },
      ]),
    ).toEqual({ change: 3_000, remaining: 0 });
  });

  it('never gives back more than the cash, and says what is still owed', () => {
    expect(cashChange(5_000, [{ amount: 6_000, cash: false }])).toEqual({ change: 0, remaining: 0 });
    expect(cashChange(5_000, [{ amount: 2_000, cash: true }])).toEqual({ change: 0, remaining: 3_000 });
  });
});

describe('signedPaymentAmount', () => {
  it('counts money received positive and money paid back negative', () => {
    expect(signedPaymentAmount({ kind: 'payment', amount: 4_500 })).toBe(4_500);
    expect(signedPaymentAmount({ kind: 'refund', amount: 2_000 })).toBe(-2_000);
  });
});

describe('receiptChange', () => {
  const paid = (amount: number, tendered: number | null = null) => ({
    kind: 'payment' as const,
    amount,
    tendered,
  });

  it('gives back what each cash payment was handed over beyond its amount', () => {
    expect(receiptChange({ payments: [paid(3_000, 5_000), paid(4_000), paid(1_500, 2_000)] })).toBe(2_500);
  });

  it('is 0 without cash handed over, or with none beyond the amount', () => {
    expect(receiptChange({ payments: [paid(3_000), paid(4_000)] })).toBe(0);
    expect(receiptChange({ payments: [paid(3_000, 3_000)] })).toBe(0);
    expect(receiptChange({ payments: [] })).toBe(0);
    expect(receiptChange({})).toBe(0);
  });

  it('leaves refunds out', () => {
    const refund = { kind: 'refund' as const, amount: 1_000, tendered: 5_000 };

    expect(receiptChange({ payments: [paid(3_000, 5_000), refund] })).toBe(2_000);
  });
});

describe('paymentCreateSchema', () => {
  const base = {
    order_id: '01900000-0000-7000-8000-000000000001',
    payment_method_id: '01900000-0000-7000-8000-000000000002',
  };

  it('takes a positive whole amount and defaults to a payment', () => {
    expect(paymentCreateSchema.parse({ ...base, amount: 1_500 })).toMatchObject({
      kind: 'payment',
      amount: 1_500,
    });
  });

  it.each([0, -5, 12.5])('refuses the amount %s', (amount) => {
    expect(paymentCreateSchema.safeParse({ ...base, amount }).success).toBe(false);
  });
});
