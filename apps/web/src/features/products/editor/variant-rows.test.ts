import { describe, expect, it } from 'vitest';
import {
  combinations,
  DEFAULT_VARIANT_TITLE,
  duplicateCodes,
  emptyRow,
  fillColumn,
  type OptionDraft,
  regenerateRows,
  type VariantRow,
} from './variant-rows.ts';

const option = (name: string, values: string[], key = name): OptionDraft => ({ key, name, values });
const size = option('Size', ['S', 'M']);
const colour = option('Colour', ['Red', 'Blue']);

describe('the variants grid', () => {
  it('has one Default Title variant without options', () => {
    expect(combinations([])).toEqual([{ options: [null, null, null], title: DEFAULT_VARIANT_TITLE }]);
    expect(combinations([option('', ['S']), option('Size', [' ', ''])])).toHaveLength(1);
  });

  it('two options of two values give four variants, the first option varying slowest', () => {
    expect(combinations([size, colour]).map((combo) => combo.title)).toEqual([
      'S / Red',
      'S / Blue',
      'M / Red',
      'M / Blue',
    ]);
  });

  it('ignores blank and repeated values and a fourth option', () => {
    const titles = combinations([
      option('Size', ['S', ' s ', '', 'M']),
      option('A', ['1']),
      option('B', ['2']),
      option('C', ['3']),
    ]).map((combo) => combo.title);
    expect(titles).toEqual(['S / 1 / 2', 'M / 1 / 2']);
  });

  it('keeps what was typed in a row when another value is added', () => {
    const first = regenerateRows(
      [option('Size', ['S'])],
      [emptyRow([null, null, null], DEFAULT_VARIANT_TITLE, 500)],
    );
    const edited = first.map((row) => ({ ...row, sku: 'TEE-S', barcode: '111' }));
    const next = regenerateRows([option('Size', ['S', 'M'])], edited);
    expect(next.map((row) => [row.title, row.sku, row.barcode, row.price])).toEqual([
      ['S', 'TEE-S', '111', 500],
      ['M', '', '', 500],
    ]);
  });

  it('a saved default variant becomes the first combination, keeping its id and stock', () => {
    const saved: VariantRow = {
      ...emptyRow([null, null, null], DEFAULT_VARIANT_TITLE, 900),
      id: 'v1',
      quantity: 7,
    };
    const rows = regenerateRows([size, colour], [saved]);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ id: 'v1', title: 'S / Red', price: 900, quantity: 7 });
    expect(rows.slice(1).every((row) => row.id === undefined && row.price === 900)).toBe(true);
  });

  it('adding an option carries each saved variant to its first matching combination', () => {
    const saved = [
      { ...emptyRow(['S', null, null], 'S'), id: 'vs', sku: 'S' },
      { ...emptyRow(['M', null, null], 'M'), id: 'vm', sku: 'M' },
    ];
    const rows = regenerateRows([size, colour], saved);
    expect(rows.map((row) => [row.title, row.id ?? null])).toEqual([
      ['S / Red', 'vs'],
      ['S / Blue', null],
      ['M / Red', 'vm'],
      ['M / Blue', null],
    ]);
  });

  it('removing a value drops its rows and leaves the others untouched', () => {
    const rows = regenerateRows([size, colour], []).map((row, index) => ({ ...row, id: `v${index}` }));
    const next = regenerateRows([size, option('Colour', ['Blue'])], rows);
    expect(next.map((row) => [row.title, row.id])).toEqual([
      ['S / Blue', 'v1'],
      ['M / Blue', 'v3'],
    ]);
  });

  it('fills one column for every row', () => {
    const rows = fillColumn(regenerateRows([size], []), 'price', 2500);
    expect(rows.map((row) => row.price)).toEqual([2500, 2500]);
  });

  it('finds a SKU or barcode typed twice', () => {
    const rows = regenerateRows([size, colour], []).map((row, index) => ({
      ...row,
      sku: index < 2 ? 'SAME' : `SKU${index}`,
      barcode: '',
    }));
    expect([...duplicateCodes(rows, 'sku')]).toEqual(['SAME']);
    expect(duplicateCodes(rows, 'barcode').size).toBe(0);
  });
});
