// The cost of stock after a receipt, the weighted average way: what is on hand keeps its cost, what
// arrives brings its own, and the unit cost becomes their weighted mean. Stock that is zero or
// negative (sold before it was received) carries no value to average with: the receipt sets the cost.

import { ratio, roundHalfAwayFromZero, toSafeNumber } from '../money/exact-decimal.ts';

/**
 * The unit cost (minor units) after receiving `receivedQty` units at `receivedUnitCost` into a stock
 * of `onHandQty` units at `currentCost`, rounded half away from zero. With nothing (or less than
 * nothing) on hand, or no known cost yet, the receipt's cost is taken as it is; receiving nothing
 * changes nothing.
 */
export function weightedAverageCost(
  onHandQty: number,
  currentCost: number | null,
  receivedQty: number,
  receivedUnitCost: number,
): number {
  for (const [name, value] of [
    ['onHandQty', onHandQty],
    ['receivedQty', receivedQty],
    ['receivedUnitCost', receivedUnitCost],
  ] as const) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer: ${value}`);
  }
  if (currentCost !== null && (!Number.isSafeInteger(currentCost) || currentCost < 0)) {
    throw new RangeError(`currentCost must be a non-negative integer: ${currentCost}`);
  }
  if (receivedQty < 0) throw new RangeError(`receivedQty must not be negative: ${receivedQty}`);
  if (receivedUnitCost < 0)
    throw new RangeError(`receivedUnitCost must not be negative: ${receivedUnitCost}`);
  if (receivedQty === 0) return currentCost ?? receivedUnitCost;
  if (onHandQty <= 0 || currentCost === null) return receivedUnitCost;
  const onHand = BigInt(onHandQty);
  const received = BigInt(receivedQty);
  const value = onHand * BigInt(currentCost) + received * BigInt(receivedUnitCost);
  return toSafeNumber(roundHalfAwayFromZero(ratio(value, onHand + received)));
}

/**
 * What one unit of a purchase line cost the merchant: the unit cost, plus the taxes that cannot be
 * deducted spread over the units (a non-deductible VAT is part of the cost, the SYSCOHADA way).
 * Deductible taxes and tax withheld at source are not costs.
 */
export function landedUnitCost(line: {
  unit_cost: number;
  quantity: number;
  deductible: boolean;
  taxes: readonly { amount: number; is_withholding: boolean }[];
}): number {
  if (line.deductible || line.quantity <= 0) return line.unit_cost;
  const extra = line.taxes.filter((t) => !t.is_withholding).reduce((sum, t) => sum + t.amount, 0);
  if (extra === 0) return line.unit_cost;
  const total = BigInt(line.unit_cost) * BigInt(line.quantity) + BigInt(extra);
  return toSafeNumber(roundHalfAwayFromZero(ratio(total, BigInt(line.quantity))));
}
