import {
  type DiscountLimits,
  type DiscountRefusal,
  discountRefusal,
} from '../pricing/discount-availability.ts';
import { addSettingError, type SettingFieldErrors } from './setting-rules.ts';

export interface DiscountTerms {
  readonly discount_type: 'percentage' | 'fixed';
  readonly discount_value: string | number;
  readonly starts_at?: string | Date | null | undefined;
  readonly ends_at?: string | Date | null | undefined;
}

const time = (value: string | Date) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * A percentage is at most 100; a fixed discount is a whole number of minor units; the window
 * ends after it starts.
 */
export function discountFieldErrors(terms: DiscountTerms): SettingFieldErrors {
  const errors: SettingFieldErrors = {};
  const value = String(terms.discount_value);
  if (terms.discount_type === 'percentage' && Number(value) > 100) {
    addSettingError(errors, 'discount_value', 'percentage_max');
  }
  if (terms.discount_type === 'fixed' && !/^\d+(\.0*)?$/.test(value)) {
    addSettingError(errors, 'discount_value', 'whole_amount');
  }
  if (terms.starts_at && terms.ends_at && time(terms.ends_at) <= time(terms.starts_at)) {
    addSettingError(errors, 'ends_at', 'ends_before_starts');
  }
  return errors;
}

export interface DiscountUsage {
  readonly now: Date;
  /** the basket's subtotal in minor units, shipping excluded */
  readonly subtotal: number;
  /** how many orders used the discount so far (defaults to the discount's own count) */
  readonly timesUsed?: number;
  /** how many orders of this customer used it (0 without a customer) */
  readonly timesUsedByCustomer: number;
}

export type DiscountAvailability = { ok: true } | { ok: false; reason: DiscountRefusal };

/**
 * Whether a discount may be used now on this basket, and if not why: inactive, not_started,
 * expired, below_minimum, usage_limit_reached or customer_limit_reached (checked in that order).
 */
export function discountAvailability(
  discount: Omit<DiscountLimits, 'times_used'> & { readonly times_used?: number },
  usage: DiscountUsage,
): DiscountAvailability {
  const limits: DiscountLimits = { ...discount, times_used: usage.timesUsed ?? discount.times_used ?? 0 };
  const reason = discountRefusal(limits, usage);
  return reason === null ? { ok: true } : { ok: false, reason };
}

export type DiscountStanding = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';

/**
 * Where a discount stands today, for its list: switched off, not started yet, past its end, every
 * use taken, or usable (a basket's minimum and a customer's own uses are the sale's business).
 */
export function discountStanding(
  discount: Omit<DiscountLimits, 'times_used' | 'minimum_subtotal'> & { readonly times_used: number },
  now: Date,
): DiscountStanding {
  const answer = discountAvailability(
    { ...discount, minimum_subtotal: null },
    { now, subtotal: 0, timesUsedByCustomer: 0 },
  );
  if (answer.ok) return 'active';
  switch (answer.reason) {
    case 'inactive':
      return 'inactive';
    case 'not_started':
      return 'scheduled';
    case 'expired':
      return 'expired';
    case 'usage_limit_reached':
      return 'used_up';
    default:
      return 'active';
  }
}
