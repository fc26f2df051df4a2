// What a return is worth and how much of a line can still come back.

/**
 * The value of `quantity` more units of a line brought back after `alreadyReturned` units, out of
 * `sold` units worth `lineTotal` (minor units, taxes and discounts included). Computed on the
 * running share, so however a line is returned in parts, the parts add up exactly to its total.
 */
export function returnedValue(
  lineTotal: number,
  sold: number,
  alreadyReturned: number,
  quantity: number,
): number {
  if (sold <= 0) return 0;
  // BigInt: a total of 1e10 times a million units is past the doubles' exact integers.
  const share = (units: number) => divideRounded(BigInt(lineTotal) * BigInt(units), BigInt(sold));
  return Number(share(alreadyReturned + quantity) - share(alreadyReturned));
}

/** Units of a line that can still be returned. */
export function returnableQuantity(sold: number, alreadyReturned: number): number {
  return Math.max(0, sold - alreadyReturned);
}

/** numerator / denominator (denominator > 0), rounded half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

export const RETURN_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return is decided once: requested → approved or rejected. */
export const canDecideReturn = (status: ReturnStatus) => status === 'requested';

/**
 * A refund gives back the return's whole value, so it needs at least that much paid on the order
 * (net of earlier refunds); otherwise the return is settled with a credit note.
 */
export const canRefundReturn = (returnTotal: number, netPaid: number) => returnTotal <= netPaid;
