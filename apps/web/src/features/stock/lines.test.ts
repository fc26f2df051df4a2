import { describe, expect, it } from 'vitest';
import {
  addLine,
  adjustmentBody,
  adjustmentProblems,
  type CountLine,
  countDifference,
  countEdits,
  countSummary,
  markLineInvalid,
  mergeCounted,
  parseCounted,
  parseQuantity,
  type QuantityLine,
  removeLine,
  setLineQuantity,
  transferBody,
  transferProblems,
  variantLabel,
  variantRefOf,
} from './lines.ts';

const ref = (id: string, extra: Partial<QuantityLine> = {}) => ({
  variant_id: id,
  product_title: `Product ${id}`,
  variant_title: 'Default Title',
  sku: null,
  barcode: null,
  ...extra,
});

describe('adjustment and transfer lines', () => {
  it('adds a variant once; scanning it again adds to its line', () => {
    let lines = addLine([], ref('a'));
    lines = addLine(lines, ref('b'));
    lines = addLine(lines, ref('a'));
    expect(lines.map((l) => [l.variant_id, l.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('sets and removes a line, keeping the others', () => {
    const lines = [
      { ...ref('a'), quantity: 1 },
      { ...ref('b'), quantity: 1 },
    ];
    expect(setLineQuantity(lines, 'b', -4).map((l) => l.quantity)).toEqual([1, -4]);
    expect(removeLine(lines, 'a').map((l) => l.variant_id)).toEqual(['b']);
  });

  it('reads typed quantities as whole numbers, and refuses any other', () => {
    expect(parseQuantity('+3')).toBe(3);
    expect(parseQuantity(' -2 ')).toBe(-2);
    expect(parseQuantity('-')).toBe(0);
    expect(parseQuantity('')).toBe(0);
    expect(Object.is(parseQuantity('-0'), 0)).toBe(true);
    expect(parseQuantity('99999999999')).toBe(1_000_000_000);
    // Stock is counted in whole units: "2,5" is not read as 0, nor "2.7" as 2.
    expect(parseQuantity('2,5')).toBe('invalid');
    expect(parseQuantity('2.7')).toBe('invalid');
    expect(parseQuantity('abc')).toBe('invalid');
  });

  it('a line typed as something else than a whole number keeps its quantity until it is set again', () => {
    const lines = markLineInvalid(
      [
        { ...ref('a'), quantity: 3 },
        { ...ref('b'), quantity: 1 },
      ],
      'a',
    );
    expect(lines.map((l) => [l.quantity, l.invalid])).toEqual([
      [3, true],
      [1, undefined],
    ]);
    expect(setLineQuantity(lines, 'a', 4)[0]).toEqual({ ...ref('a'), quantity: 4 });
    expect(addLine(lines, ref('a'))[0]).toEqual({ ...ref('a'), quantity: 4 });
    // It is said to be invalid, not also to be 0; nothing is sent.
    const zero = markLineInvalid([{ ...ref('a'), quantity: 0 }], 'a');
    expect(adjustmentProblems('w', zero)).toEqual(['invalid_quantity']);
    expect(transferProblems('w1', 'w2', zero)).toEqual(['invalid_quantity']);
    expect(adjustmentProblems('w', [...zero, { ...ref('b'), quantity: 0 }])).toEqual([
      'invalid_quantity',
      'zero_line',
    ]);
  });

  it('an adjustment needs a warehouse and non-zero lines; its body is ± changes', () => {
    expect(adjustmentProblems('', [])).toEqual(['warehouse', 'no_lines']);
    expect(adjustmentProblems('w', [{ ...ref('a'), quantity: 0 }])).toEqual(['zero_line']);
    expect(adjustmentProblems('w', [{ ...ref('a'), quantity: -3 }])).toEqual([]);
    expect(adjustmentBody('w', '', '  ', [{ ...ref('a'), quantity: -3 }])).toEqual({
      warehouse_id: 'w',
      reason: null,
      note: null,
      lines: [{ variant_id: 'a', quantity_change: -3 }],
    });
    expect(adjustmentBody('w', 'lost', ' vitrine ', [{ ...ref('a'), quantity: -1 }])).toMatchObject({
      reason: 'lost',
      note: 'vitrine',
    });
  });

  it('a transfer needs two different warehouses and positive quantities', () => {
    expect(transferProblems('w', 'w', [{ ...ref('a'), quantity: 1 }])).toEqual(['same_warehouse']);
    expect(transferProblems('w', '', [{ ...ref('a'), quantity: 0 }])).toEqual(['destination', 'zero_line']);
    expect(transferBody('w1', 'w2', ' fragile ', [{ ...ref('a'), quantity: 4 }])).toEqual({
      from_warehouse_id: 'w1',
      to_warehouse_id: 'w2',
      note: 'fragile',
      lines: [{ variant_id: 'a', quantity: 4 }],
    });
  });

  it('names a variant by product, option and SKU', () => {
    expect(variantLabel({ product_title: 'Pagne', variant_title: 'Default Title', sku: null })).toBe('Pagne');
    expect(variantLabel({ product_title: 'Pagne', variant_title: 'Bleu', sku: 'PG-B' })).toBe(
      'Pagne — Bleu (PG-B)',
    );
    expect(
      variantRefOf({ id: 'v', title: 'Bleu', sku: null, barcode: '37', product: { title: 'Pagne' } }),
    ).toEqual({ variant_id: 'v', product_title: 'Pagne', variant_title: 'Bleu', sku: null, barcode: '37' });
  });
});

const line = (id: string, expected: number, counted: number | null): CountLine => ({
  ...ref(id),
  expected_quantity: expected,
  counted_quantity: counted,
});

describe('count sheets', () => {
  it('the difference is counted − expected, none while not counted', () => {
    expect(countDifference(line('a', 5, 3))).toBe(-2);
    expect(countDifference(line('a', 5, 8))).toBe(3);
    expect(countDifference(line('a', 5, null))).toBeNull();
  });

  it('sums what was counted, the lines that differ, surplus and shortage', () => {
    const sheet = [line('a', 5, 3), line('b', 2, 6), line('c', 1, 1), line('d', 4, null)];
    expect(countSummary(sheet)).toEqual({ lines: 4, counted: 3, differences: 2, surplus: 4, shortage: 2 });
  });

  it('typed counts override the saved ones; only real changes are sent', () => {
    const sheet = [line('a', 5, 3), line('b', 2, null), line('c', 1, 1)];
    const edits = { a: 3, b: 2, c: null };
    expect(mergeCounted(sheet, edits).map((l) => l.counted_quantity)).toEqual([3, 2, null]);
    expect(countEdits(sheet, edits)).toEqual([
      { variant_id: 'b', counted_quantity: 2 },
      { variant_id: 'c', counted_quantity: null },
    ]);
  });

  it('reads a counted quantity: empty clears, negative or decimal is refused', () => {
    expect(parseCounted('')).toBeNull();
    expect(parseCounted(' 12 ')).toBe(12);
    expect(parseCounted('-1')).toBe('invalid');
    expect(parseCounted('1.5')).toBe('invalid');
    expect(parseCounted('2000000000')).toBe('invalid');
  });
});
