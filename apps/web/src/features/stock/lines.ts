import {
  ADJUSTMENT_REASONS,
  type AdjustmentReason,
  countDifferences,
  STOCK_QUANTITY_MAX,
  variantDisplayName,
} from '@comptoir/core';

/** What a line shows of its variant. */
export interface VariantRef {
  variant_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  barcode: string | null;
}

/** A variant as the product API returns it (search and barcode lookup). */
export interface ApiVariant {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  product?: { title: string } | undefined;
}

export const variantRefOf = (variant: ApiVariant): VariantRef => ({
  variant_id: variant.id,
  product_title: variant.product?.title ?? variant.title,
  variant_title: variant.title,
  sku: variant.sku,
  barcode: variant.barcode,
});

/** "T-shirt — M / Red (TS-M-R)"; a single-variant product's "Default Title" is left out. */
export function variantLabel(ref: Pick<VariantRef, 'product_title' | 'variant_title' | 'sku'>): string {
  const title = variantDisplayName(ref.product_title, ref.variant_title);
  return ref.sku ? `${title} (${ref.sku})` : title;
}

/** One line of an adjustment (a ± change) or a transfer (a quantity to send). */
export interface QuantityLine extends VariantRef {
  quantity: number;
  /**
   * What is typed in its field is not a whole number ("2,5"): the line keeps its last quantity, says
   * so, and the document is not sent until it is retyped.
   */
  invalid?: boolean;
}

/**
 * Adds a variant found by search or barcode. A variant already on the document is not repeated
 * (the API refuses duplicates): scanning it again adds `step` to its line.
 */
export function addLine(lines: readonly QuantityLine[], ref: VariantRef, step = 1): QuantityLine[] {
  const existing = lines.find((line) => line.variant_id === ref.variant_id);
  if (!existing) return [...lines, { ...ref, quantity: step }];
  return setLineQuantity(lines, ref.variant_id, existing.quantity + step);
}

export const clampQuantity = (value: number) =>
  Math.max(-STOCK_QUANTITY_MAX, Math.min(STOCK_QUANTITY_MAX, Math.trunc(value)));

/**
 * What a quantity field holds: a whole number ("" and "-" while typing are 0, "+3" is 3), else
 * 'invalid' ("2,5", "2.5", "abc"): stock is counted in whole units, nothing is rounded.
 */
export function parseQuantity(text: string): number | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-' || trimmed === '+') return 0;
  if (!/^[+-]?\d+$/.test(trimmed)) return 'invalid';
  // + 0: "-0" is 0.
  return clampQuantity(Number(trimmed)) + 0;
}

/** The line's quantity set (its field then shows it): a typed quantity that was not whole is forgotten. */
export const setLineQuantity = (lines: readonly QuantityLine[], variantId: string, quantity: number) =>
  lines.map((line) => {
    if (line.variant_id !== variantId) return line;
    const { invalid: _typed, ...rest } = line;
    return { ...rest, quantity: clampQuantity(quantity) };
  });

/** The line's field holds something other than a whole number: its last quantity stays. */
export const markLineInvalid = (lines: readonly QuantityLine[], variantId: string) =>
  lines.map((line) => (line.variant_id === variantId ? { ...line, invalid: true } : line));

export const removeLine = (lines: readonly QuantityLine[], variantId: string) =>
  lines.filter((line) => line.variant_id !== variantId);

export type DocumentProblem =
  | 'warehouse'
  | 'destination'
  | 'same_warehouse'
  | 'no_lines'
  | 'zero_line'
  | 'invalid_quantity';

/** A line typed as "2,5" says so itself: it is not also said to be 0. */
function lineProblems(lines: readonly QuantityLine[], tooSmall: (quantity: number) => boolean) {
  const problems: DocumentProblem[] = [];
  if (lines.length === 0) problems.push('no_lines');
  if (lines.some((line) => line.invalid)) problems.push('invalid_quantity');
  if (lines.some((line) => !line.invalid && tooSmall(line.quantity))) problems.push('zero_line');
  return problems;
}

/** Why an adjustment cannot be sent yet (empty: it can). */
export function adjustmentProblems(warehouseId: string, lines: readonly QuantityLine[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  if (!warehouseId) problems.push('warehouse');
  return [...problems, ...lineProblems(lines, (quantity) => quantity === 0)];
}

const noteOf = (note: string) => (note.trim() === '' ? null : note.trim());

/** POST /stock-adjustments: each line a ± change. */
/** The reason goes as its code (each reader sees it in their language), the note as typed. */
export function adjustmentBody(
  warehouseId: string,
  reason: string,
  note: string,
  lines: readonly QuantityLine[],
) {
  const code = (ADJUSTMENT_REASONS as readonly string[]).includes(reason)
    ? (reason as AdjustmentReason)
    : null;
  return {
    warehouse_id: warehouseId,
    reason: code,
    note: noteOf(note),
    lines: lines.map((line) => ({ variant_id: line.variant_id, quantity_change: line.quantity })),
  };
}

/** Why a transfer cannot be created yet (empty: it can). */
export function transferProblems(
  fromId: string,
  toId: string,
  lines: readonly QuantityLine[],
): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  if (!fromId) problems.push('warehouse');
  if (!toId) problems.push('destination');
  if (fromId && toId && fromId === toId) problems.push('same_warehouse');
  return [...problems, ...lineProblems(lines, (quantity) => quantity < 1)];
}

/** POST /stock-transfers. */
export function transferBody(fromId: string, toId: string, note: string, lines: readonly QuantityLine[]) {
  return {
    from_warehouse_id: fromId,
    to_warehouse_id: toId,
    note: noteOf(note),
    lines: lines.map((line) => ({ variant_id: line.variant_id, quantity: line.quantity })),
  };
}

// ---------- count sheets ----------

export interface CountLine extends VariantRef {
  expected_quantity: number;
  counted_quantity: number | null;
}

/** counted − expected; null while the line is not counted. */
export const countDifference = (line: Pick<CountLine, 'expected_quantity' | 'counted_quantity'>) =>
  line.counted_quantity === null ? null : line.counted_quantity - line.expected_quantity;

/** The sheet with the quantities typed on screen over those saved. */
export function mergeCounted(lines: readonly CountLine[], edits: Readonly<Record<string, number | null>>) {
  return lines.map((line) =>
    line.variant_id in edits ? { ...line, counted_quantity: edits[line.variant_id] ?? null } : line,
  );
}

export interface CountSummary {
  lines: number;
  counted: number;
  /** lines whose count differs from the balance */
  differences: number;
  /** units found over the balance, and missing */
  surplus: number;
  shortage: number;
}

export function countSummary(lines: readonly CountLine[]): CountSummary {
  const differences = countDifferences(
    lines.map((line) => ({
      variant_id: line.variant_id,
      expected: line.expected_quantity,
      counted: line.counted_quantity,
    })),
  );
  return {
    lines: lines.length,
    counted: lines.filter((line) => line.counted_quantity !== null).length,
    differences: differences.length,
    surplus: differences.filter((d) => d.difference > 0).reduce((sum, d) => sum + d.quantity, 0),
    shortage: differences.filter((d) => d.difference < 0).reduce((sum, d) => sum + d.quantity, 0),
  };
}

/** The PATCH lines for the edits that change what is saved. */
export function countEdits(lines: readonly CountLine[], edits: Readonly<Record<string, number | null>>) {
  return lines
    .filter((line) => line.variant_id in edits && edits[line.variant_id] !== line.counted_quantity)
    .map((line) => ({ variant_id: line.variant_id, counted_quantity: edits[line.variant_id] ?? null }));
}

/** A counted quantity typed in a field: "" clears it, anything else must be a whole number ≥ 0. */
export function parseCounted(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > STOCK_QUANTITY_MAX ? 'invalid' : value;
}
