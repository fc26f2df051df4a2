import {
  add,
  mul,
  parseDecimal,
  percent,
  ratio,
  roundHalfAwayFromZero,
  ZERO,
} from '../money/exact-decimal.ts';
import { clamp } from './line-discount.ts';
import type { OrderDiscountInput } from './pricing-types.ts';

export interface DiscountableLine {
  /** Amount left after the line's own discounts, in minor units. */
  readonly amount: bigint;
  /** Shipping lines are never touched by order discounts. */
  readonly eligible: boolean;
}

function sumOfType(discounts: readonly OrderDiscountInput[], type: OrderDiscountInput['discount_type']) {
  return discounts
    .filter((discount) => discount.discount_type === type)
    .reduce((sum, discount) => add(sum, parseDecimal(discount.discount_value)), ZERO);
}

/**
 * Each line's share of the order-level discounts (CONTRACT §4). Percentages add up and apply
 * to every eligible line. Fixed values add up and are then spread over eligible lines in
 * proportion to what is left on them, each share rounded, the last eligible line taking the
 * remainder. A share never exceeds what is left on its line; when rounding would push the last
 * line past that, the excess goes back to earlier lines, so the shares always sum exactly to
 * the fixed discount (capped at what the lines hold).
 */
export function allocateOrderDiscounts(
  lines: readonly DiscountableLine[],
  discounts: readonly OrderDiscountInput[] | null | undefined,
): bigint[] {
  for (const discount of discounts ?? []) {
    if (discount.discount_type !== 'percentage' && discount.discount_type !== 'fixed') {
      throw new RangeError(`Unknown discount type: ${String(discount.discount_type)}`);
    }
  }
  const rate = percent(sumOfType(discounts ?? [], 'percentage'));
  const percentShares = lines.map((line) =>
    line.eligible ? clamp(roundHalfAwayFromZero(mul(ratio(line.amount), rate)), 0n, line.amount) : 0n,
  );
  const room = lines.map((line, index) =>
    line.eligible ? clamp(line.amount - percentShares[index]!, 0n, line.amount) : 0n,
  );
  const fixedShares = spreadFixed(room, lines, roundHalfAwayFromZero(sumOfType(discounts ?? [], 'fixed')));
  return lines.map((_, index) => percentShares[index]! + fixedShares[index]!);
}

function spreadFixed(room: readonly bigint[], lines: readonly DiscountableLine[], fixed: bigint): bigint[] {
  const shares = room.map(() => 0n);
  const eligible = lines.flatMap((line, index) => (line.eligible ? [index] : []));
  const totalRoom = room.reduce((sum, value) => sum + value, 0n);
  const target = clamp(fixed, 0n, totalRoom);
  if (target === 0n) return shares;
  let left = target;
  eligible.forEach((index, position) => {
    const isLast = position === eligible.length - 1;
    const share = isLast ? left : roundHalfAwayFromZero(ratio(target * room[index]!, totalRoom));
    shares[index] = clamp(clamp(share, 0n, room[index]!), 0n, left);
    left -= shares[index]!;
  });
  // Only rounding can leave something over; earlier lines with room absorb it, latest first.
  for (const index of eligible.toReversed()) {
    const extra = clamp(left, 0n, room[index]! - shares[index]!);
    shares[index]! += extra;
    left -= extra;
  }
  return shares;
}
