/** Why stock is adjusted by hand (the adjustment screen's choices; the reason opens the movements' note). */
export const ADJUSTMENT_REASONS = ['correction', 'damaged', 'lost', 'found', 'received', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/**
 * Which way a reason moves stock: damaged or lost goods leave it (-1), found or received goods enter it (+1);
 * a correction or another reason may go either way (0).
 */
export function adjustmentDirection(reason: string): -1 | 0 | 1 {
  if (reason === 'damaged' || reason === 'lost') return -1;
  if (reason === 'found' || reason === 'received') return 1;
  return 0;
}

/** The lines' quantities turned the reason's way (sizes kept); unchanged for a reason that goes either way. */
export function orientAdjustment<L extends { quantity: number }>(lines: readonly L[], reason: string): L[] {
  const direction = adjustmentDirection(reason);
  if (direction === 0) return [...lines];
  return lines.map((line) => ({ ...line, quantity: Math.abs(line.quantity) * direction }));
}
