import { describe, expect, it } from 'vitest';
import { type DiscountLimits, discountRefusal } from './discount-availability.ts';

const open: DiscountLimits = {
  is_active: true,
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2026-12-01T00:00:00Z',
  minimum_subtotal: 10_000,
  usage_limit: 100,
  usage_limit_per_customer: 1,
  times_used: 3,
};
const use = { now: new Date('2026-11-24T12:00:00Z'), subtotal: 25_000, timesUsedByCustomer: 0 };

describe('discountRefusal', () => {
  it('accepts a discount within its window, above its minimum and under its limits', () => {
    expect(discountRefusal(open, use)).toBeNull();
  });

  it.each([
    [{ ...open, is_active: false }, use, 'inactive'],
    [open, { ...use, now: new Date('2026-10-31T23:59:59Z') }, 'not_started'],
    [open, { ...use, now: new Date('2026-12-01T00:00:00Z') }, 'expired'],
    [open, { ...use, subtotal: 9_999 }, 'below_minimum'],
    [{ ...open, times_used: 100 }, use, 'usage_limit_reached'],
    [open, { ...use, timesUsedByCustomer: 1 }, 'customer_limit_reached'],
  ] as const)('refuses %#: %s', (discount, at, reason) => {
    expect(discountRefusal(discount, at)).toBe(reason);
  });

  it('treats missing bounds and limits as none', () => {
    const unbounded = {
      ...open,
      starts_at: null,
      ends_at: null,
      minimum_subtotal: null,
      usage_limit: null,
      usage_limit_per_customer: null,
    };
    expect(discountRefusal(unbounded, { ...use, subtotal: 0, timesUsedByCustomer: 50 })).toBeNull();
  });

  it('starts exactly at starts_at', () => {
    expect(discountRefusal(open, { ...use, now: new Date('2026-11-01T00:00:00Z') })).toBeNull();
  });
});
