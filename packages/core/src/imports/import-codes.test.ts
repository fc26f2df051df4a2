import { describe, expect, it } from 'vitest';
import { codeConflicts, givenCodes } from './import-codes.ts';
import type { VariantPlan } from './import-plan-types.ts';

/** A row updating variant `id` (changes as given), or adding a variant when `id` is null. */
function row(
  rowNumber: number,
  id: string | null,
  codes: { sku?: string | null; barcode?: string | null },
  changes: VariantPlan['changes'] = {},
): VariantPlan {
  return {
    row: rowNumber,
    action: id ? 'update' : 'new',
    id,
    title: 'Default Title',
    variant: {
      row: rowNumber,
      title: 'Default Title',
      option1: null,
      option2: null,
      option3: null,
      sku: codes.sku ?? null,
      barcode: codes.barcode ?? null,
      price: 100,
      compare_at_price: null,
      cost: null,
      weight_grams: null,
      reorder_point: null,
      quantity: null,
    },
    changes,
    openingStock: 0,
  };
}

const owners = (sku: Record<string, string[]>, barcode: Record<string, string[]> = {}) => ({
  sku: new Map(Object.entries(sku)),
  barcode: new Map(Object.entries(barcode)),
});
const codes = (errors: { row: number; field: string; code: string }[]) =>
  errors.map((e) => [e.row, e.field, e.code]);

describe('codeConflicts: SKUs and barcodes held once the whole file is applied', () => {
  it('lets two variants of different products swap their SKUs in one file', () => {
    const rows = [
      row(2, 'v-a', { sku: 'B-1' }, { sku: 'B-1' }),
      row(3, 'v-b', { sku: 'a-1' }, { sku: 'a-1' }),
    ];
    expect(codeConflicts(rows, owners({ 'b-1': ['v-b'], 'a-1': ['v-a'] }))).toEqual([]);
  });

  it('lets a chain of renames through, down to a new variant taking the last freed SKU', () => {
    const rows = [
      row(2, 'v-a', { sku: 'S2' }, { sku: 'S2' }),
      row(3, 'v-b', { sku: 'S3' }, { sku: 'S3' }),
      row(4, 'v-c', { sku: 'S4' }, { sku: 'S4' }),
      row(5, null, { sku: 's1' }),
    ];
    const held = owners({ s1: ['v-a'], s2: ['v-b'], s3: ['v-c'] });
    expect(codeConflicts(rows, held)).toEqual([]);
    expect(givenCodes(rows, 'sku')).toEqual(['S2', 'S3', 'S4', 's1']);
  });

  it('refuses a SKU a variant the file leaves alone (or only re-cases) keeps, in any case', () => {
    const errors = codeConflicts([row(2, 'v-a', { sku: 'SAV' }, { sku: 'SAV' })], owners({ sav: ['v-x'] }));
    expect(codes(errors)).toEqual([[2, 'sku', 'import.sku_exists']]);
    expect(errors[0]!.params).toEqual({ value: 'SAV' });
    // v-c re-cases its own SKU to what row 3 wants: both would hold it.
    const both = codeConflicts(
      [row(3, 'v-b', { sku: 'KAR' }, { sku: 'KAR' }), row(4, 'v-c', { sku: 'Kar' }, { sku: 'Kar' })],
      owners({ kar: ['v-c'] }),
    );
    expect(codes(both)).toEqual([[3, 'sku', 'import.sku_exists']]);
  });

  it('frees a SKU whose holder the file clears, and checks no SKU a row leaves as it is', () => {
    const rows = [row(2, 'v-a', { sku: null }, { sku: null }), row(3, null, { sku: 'OLD' })];
    expect(codeConflicts(rows, owners({ old: ['v-a'] }))).toEqual([]);
    // A duplicate saved before the checks: the row keeps its SKU, nothing to refuse.
    expect(codeConflicts([row(2, 'v-a', { sku: 'DUP' })], owners({ dup: ['v-a', 'v-z'] }))).toEqual([]);
  });

  it('compares barcodes exactly, with the same end-state rule', () => {
    const swap = [
      row(2, 'v-a', { barcode: '6002' }, { barcode: '6002' }),
      row(3, 'v-b', { barcode: '6001' }, { barcode: '6001' }),
    ];
    expect(codeConflicts(swap, owners({}, { '6001': ['v-a'], '6002': ['v-b'] }))).toEqual([]);
    const taken = codeConflicts([row(4, null, { barcode: '6001' })], owners({}, { '6001': ['v-q'] }));
    expect(codes(taken)).toEqual([[4, 'barcode', 'import.barcode_exists']]);
  });
});
