import { describe, expect, it } from 'vitest';
import {
  copiesOf,
  LABEL_LAYOUTS,
  labelBarcode,
  labelItems,
  labelLayoutOf,
  labelsPrintCss,
  labelWarning,
  pagesOf,
  productIdsOf,
  sortForLabels,
} from './label-sheet.ts';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

describe('what a label bars', () => {
  it('an EAN-13 as EAN-13, any other barcode as Code 128, else the SKU as Code 128', () => {
    expect(labelBarcode({ barcode: '2000000000015', sku: 'X' })).toEqual({
      format: 'EAN13',
      value: '2000000000015',
    });
    // 13 digits with a wrong check digit are no EAN-13
    expect(labelBarcode({ barcode: '2000000000016', sku: null })).toEqual({
      format: 'CODE128',
      value: '2000000000016',
    });
    expect(labelBarcode({ barcode: null, sku: ' PW-M ' })).toEqual({ format: 'CODE128', value: 'PW-M' });
    expect(labelBarcode({ barcode: '  ', sku: null })).toBeNull();
    // Code 128 has no "é": such a SKU cannot be barred
    expect(labelBarcode({ barcode: null, sku: 'CRÈME' })).toBeNull();
  });

  it('flags a label without its own barcode', () => {
    expect(labelWarning({ barcode: '4006381333931', sku: null })).toBeNull();
    expect(labelWarning({ barcode: 'AB-12', sku: null })).toBeNull();
    expect(labelWarning({ barcode: null, sku: 'PW-M' })).toBe('sku_only');
    expect(labelWarning({ barcode: null, sku: null })).toBe('no_bars');
  });
});

describe('the sheet', () => {
  const variant = (id: string, title: string) => ({
    id,
    title,
    sku: null,
    barcode: '4006381333931',
    price: 500,
    product: { id: 'p', title: 'Pagne' },
  });

  it('has one label per copy, named by product and variant', () => {
    const items = labelItems([variant('v1', 'M'), variant('v2', 'Default Title')], (id) =>
      id === 'v1' ? 2 : 1,
    );
    expect(items.map((item) => [item.key, item.name, item.variantTitle])).toEqual([
      ['v1:0', 'Pagne', 'M'],
      ['v1:1', 'Pagne', 'M'],
      ['v2:0', 'Pagne', null],
    ]);
  });

  it('cuts labels into pages of the layout', () => {
    const labels = Array.from({ length: 50 }, (_, i) => i);
    expect(pagesOf(labels, LABEL_LAYOUTS.a4_3x8).map((page) => page.length)).toEqual([24, 24, 2]);
    expect(pagesOf(labels, LABEL_LAYOUTS.a4_4x10).map((page) => page.length)).toEqual([40, 10]);
    expect(pagesOf(labels.slice(0, 3), LABEL_LAYOUTS.roll_50x30)).toHaveLength(3);
    expect(pagesOf([], LABEL_LAYOUTS.a4_3x8)).toEqual([]);
  });

  it('places every A4 layout inside the sheet', () => {
    for (const layout of [LABEL_LAYOUTS.a4_3x8, LABEL_LAYOUTS.a4_4x10]) {
      const width =
        layout.margin.left + layout.columns * layout.label.width + (layout.columns - 1) * layout.gap.column;
      const height =
        layout.margin.top + layout.rows * layout.label.height + (layout.rows - 1) * layout.gap.row;
      expect(width).toBeLessThanOrEqual(layout.page.width);
      expect(height).toBeLessThanOrEqual(layout.page.height);
    }
  });

  it('prints on the layout’s paper, without margins, the sheet alone', () => {
    const css = labelsPrintCss(LABEL_LAYOUTS.roll_50x30);
    expect(css).toContain('@page { size: 50mm 30mm; margin: 0; }');
    expect(css).toContain(
      'body *:not(:has(.labels-sheet)):not(.labels-sheet):not(.labels-sheet *) { display: none',
    );
    expect(css).toContain('break-after: page');
  });
});

describe('what the screen reads', () => {
  it('takes the chosen product ids in order, once, and nothing else', () => {
    expect(productIdsOf(`${ID_B}, ${ID_A},${ID_B},nope,`)).toEqual([ID_B, ID_A]);
    expect(productIdsOf(null)).toEqual([]);
  });

  it('reads copies as a whole number from 0 to 500', () => {
    expect(copiesOf('3')).toBe(3);
    expect(copiesOf('')).toBe(0);
    expect(copiesOf('-2')).toBe(0);
    expect(copiesOf('9999')).toBe(500);
  });

  it('falls back to the A4 sheet of 24 for an unknown layout', () => {
    expect(labelLayoutOf('roll_50x30')).toBe('roll_50x30');
    expect(labelLayoutOf('poster')).toBe('a4_3x8');
  });

  it('orders variants by the chosen products, then by their position', () => {
    const rows = [
      { id: 'c', product_id: ID_A, position: 1 },
      { id: 'a', product_id: ID_B, position: 0 },
      { id: 'b', product_id: ID_A, position: 0 },
    ];
    expect(sortForLabels(rows, [ID_A, ID_B]).map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });
});
