import { DEFAULT_VARIANT_TITLE, generateVariants } from '@comptoir/core';

/** The default variant's title (SPEC §3) for a product without options. */
export { DEFAULT_VARIANT_TITLE };
export const MAX_OPTIONS = 3;

export interface OptionDraft {
  /** Stable across renames, for React keys. */
  key: string;
  name: string;
  values: string[];
}

export type OptionValues = [string | null, string | null, string | null];

/** One line of the variants grid: what the merchant edits for one combination of option values. */
export interface VariantRow {
  /** The saved variant's id; absent until saved. */
  id?: string;
  options: OptionValues;
  title: string;
  price: number;
  compare_at_price: number | null;
  cost: number | null;
  sku: string;
  barcode: string;
  reorder_point: number | null;
  /** Read-only: stock over every warehouse. */
  quantity?: number;
}

/** Options that take part: a name and at least one value, at most three. */
export function usableOptions(options: readonly OptionDraft[]): OptionDraft[] {
  return options
    .map((option) => ({ ...option, name: option.name.trim(), values: uniqueValues(option.values) }))
    .filter((option) => option.name !== '' && option.values.length > 0)
    .slice(0, MAX_OPTIONS);
}

/** Values trimmed, blanks dropped, and no value twice (ignoring case). */
export function uniqueValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLocaleLowerCase();
    if (value === '' || seen.has(key)) continue;
    seen.add(key);
    unique.push(value);
  }
  return unique;
}

/**
 * Every combination of the option values, the first option varying slowest ("S / Red",
 * "S / Blue", "M / Red"…); one "Default Title" combination without options. The combinations are
 * core's generateVariants, the API's own, of the usable options.
 */
export function combinations(options: readonly OptionDraft[]): { options: OptionValues; title: string }[] {
  return generateVariants(usableOptions(options)).map((variant) => ({
    options: [variant.option1, variant.option2, variant.option3],
    title: variant.title,
  }));
}

const same = (a: OptionValues, b: OptionValues) => a.every((value, index) => value === b[index]);
/** Nothing contradicts: every position is equal or unset on one side (an option added or removed). */
const compatible = (a: OptionValues, b: OptionValues) =>
  a.every((value, index) => value === null || b[index] === null || value === b[index]);

export function emptyRow(options: OptionValues, title: string, price = 0): VariantRow {
  return {
    options,
    title,
    price,
    compare_at_price: null,
    cost: null,
    sku: '',
    barcode: '',
    reorder_point: null,
  };
}

/**
 * The grid after the options changed. A combination that existed keeps its row (id, prices,
 * SKU, barcode). When an option is added or removed, an existing row carries over to the first
 * combination it does not contradict, so the saved variant and its stock are kept rather than
 * replaced. New rows start at the first row's price, which is what most merchants want.
 */
export function regenerateRows(
  options: readonly OptionDraft[],
  previous: readonly VariantRow[],
): VariantRow[] {
  const wanted = combinations(options);
  const used = new Set<VariantRow>();
  const matched = wanted.map((combo) => {
    const row = previous.find((candidate) => !used.has(candidate) && same(candidate.options, combo.options));
    if (row) used.add(row);
    return row;
  });
  const basePrice = previous[0]?.price ?? 0;
  return wanted.map((combo, index) => {
    let row = matched[index];
    if (!row) {
      row = previous.find(
        (candidate) =>
          !used.has(candidate) && candidate.id !== undefined && compatible(candidate.options, combo.options),
      );
      if (row) used.add(row);
    }
    return row
      ? { ...row, options: combo.options, title: combo.title }
      : emptyRow(combo.options, combo.title, basePrice);
  });
}

/** Applies one field to every row: "same price for all". */
export function fillColumn<
  Row extends VariantRow,
  Field extends 'price' | 'compare_at_price' | 'cost' | 'reorder_point',
>(rows: readonly Row[], field: Field, value: VariantRow[Field]): Row[] {
  return rows.map((row) => ({ ...row, [field]: value }));
}

/** Codes typed twice in the grid, which the server would refuse (SKU is unique per company). */
export function duplicateCodes(rows: readonly VariantRow[], field: 'sku' | 'barcode'): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const row of rows) {
    const code = row[field].trim();
    if (code === '') continue;
    if (seen.has(code)) duplicates.add(code);
    seen.add(code);
  }
  return duplicates;
}
