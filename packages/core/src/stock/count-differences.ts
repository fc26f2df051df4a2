export interface CountLineInput {
  variant_id: string;
  /** the balance at apply time */
  expected: number;
  /** null: not counted, left alone */
  counted: number | null;
}

export interface CountDifference {
  variant_id: string;
  direction: 'inbound' | 'outbound';
  /** positive */
  quantity: number;
  difference: number;
}

/** Counted − expected for every counted line that differs, as the movements that make the balance match. */
export function countDifferences(lines: CountLineInput[]): CountDifference[] {
  const out: CountDifference[] = [];
  for (const line of lines) {
    if (line.counted === null) continue;
    const difference = line.counted - line.expected;
    if (difference === 0) continue;
    out.push({
      variant_id: line.variant_id,
      direction: difference > 0 ? 'inbound' : 'outbound',
      quantity: Math.abs(difference),
      difference,
    });
  }
  return out;
}

/** An adjustment line given as a new quantity becomes the change against the current balance. */
export function adjustmentChange(
  current: number,
  line: { quantity_change?: number; new_quantity?: number },
): number {
  if (line.new_quantity !== undefined) return line.new_quantity - current;
  return line.quantity_change ?? 0;
}
