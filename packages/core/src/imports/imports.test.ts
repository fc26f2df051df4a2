import { describe, expect, it } from 'vitest';
import { VARIANT_CODE_MAX_LENGTH } from '../schemas/product.schema.ts';
import { guessMapping, mappingErrors, normalizeHeader } from './column-mapping.ts';
import { minorToDecimalText, parseMoneyText } from './money-text.ts';
import { validateProductRows } from './product-rows.ts';

describe('parseMoneyText', () => {
  it('reads French Excel prices with a space thousands separator and a decimal comma', () => {
    expect(parseMoneyText('1 500,50', 2)).toEqual({ ok: true, minor: 150050 });
    expect(parseMoneyText('1\u202f500,5', 2)).toEqual({ ok: true, minor: 150050 });
    expect(parseMoneyText('1,500.50', 2)).toEqual({ ok: true, minor: 150050 });
    expect(parseMoneyText('1.500,50 €', 2)).toEqual({ ok: true, minor: 150050 });
  });

  it('reads whole-franc prices for 0-decimal currencies (XOF, XAF)', () => {
    expect(parseMoneyText('2 500 FCFA', 0)).toEqual({ ok: true, minor: 2500 });
    expect(parseMoneyText('1.500', 0)).toEqual({ ok: true, minor: 1500 });
    expect(parseMoneyText('1,500', 0)).toEqual({ ok: true, minor: 1500 });
    expect(parseMoneyText('1.500.000', 0)).toEqual({ ok: true, minor: 1500000 });
    expect(parseMoneyText('2500,00', 0)).toEqual({ ok: true, minor: 2500 });
  });

  it('refuses more decimals than the currency has instead of rounding, and garbage', () => {
    expect(parseMoneyText('2500,5', 0)).toEqual({ ok: false, code: 'money_too_precise' });
    expect(parseMoneyText('1.234', 3)).toEqual({ ok: true, minor: 1234 });
    expect(parseMoneyText('12.345', 2)).toEqual({ ok: true, minor: 1234500 });
    expect(parseMoneyText('12.3456', 2)).toEqual({ ok: false, code: 'money_too_precise' });
    for (const bad of ['abc', '', '-5', '1,2,3', '1.2.3,4.5', '1,,0']) {
      expect(parseMoneyText(bad, 2).ok, bad).toBe(false);
    }
  });

  it('writes minor units back as plain decimals', () => {
    expect(minorToDecimalText(150050, 2)).toBe('1500.50');
    expect(minorToDecimalText(5, 2)).toBe('0.05');
    expect(minorToDecimalText(2500, 0)).toBe('2500');
    expect(minorToDecimalText(-1234, 3)).toBe('-1.234');
  });
});

describe('guessMapping', () => {
  it('recognises English, French and Spanish headers, accents and punctuation ignored', () => {
    expect(normalizeHeader('Code-barres')).toBe('code barres');
    expect(
      guessMapping([
        'Titre',
        'Prix',
        'Quantité',
        'Code-barres',
        'Référence',
        'Option1 Nom',
        'Option1 Valeur',
      ]),
    ).toEqual({
      title: 'Titre',
      price: 'Prix',
      quantity: 'Quantité',
      barcode: 'Code-barres',
      sku: 'Référence',
      option1_name: 'Option1 Nom',
      option1_value: 'Option1 Valeur',
    });
    expect(guessMapping(['Handle', 'Title', 'Variant SKU', 'Variant Price', 'Cost per item'])).toMatchObject({
      handle: 'Handle',
      title: 'Title',
      sku: 'Variant SKU',
      price: 'Variant Price',
      cost: 'Cost per item',
    });
    expect(guessMapping(['Nombre', 'Precio', 'Cantidad', 'Código de barras', 'Whatever'])).toEqual({
      title: 'Nombre',
      price: 'Precio',
      quantity: 'Cantidad',
      barcode: 'Código de barras',
    });
  });

  it('reports columns the file lacks and the required title (or handle)', () => {
    expect(mappingErrors({ sku: 'Nope' }, ['SKU'])).toEqual({
      sku: 'import.unknown_column',
      title: 'required',
    });
    expect(mappingErrors({ title: 'T', price: 'P' }, ['T', 'P'])).toEqual({});
  });

  it('does not require a price column: a file may only update products', () => {
    expect(mappingErrors({ handle: 'Handle', sku: 'SKU' }, ['Handle', 'SKU'])).toEqual({});
  });
});

describe('validateProductRows', () => {
  const headers = ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'SKU', 'Price', 'Quantity', 'Type'];
  const mapping = guessMapping(headers);

  it('groups rows sharing a handle into one product with a variant per row', () => {
    const result = validateProductRows(
      headers,
      [
        ['tee', 'T-shirt', 'Size', 'M', 'TEE-M', '5 000', '3', ''],
        ['tee', '', '', 'L', 'TEE-L', '5 500', '', ''],
        ['', 'Savon noir', '', '', 'SAV', '750', '10', 'physique'],
      ],
      mapping,
      0,
    );
    expect(result.errors).toEqual([]);
    expect(result.rowCount).toBe(3);
    expect(result.products).toHaveLength(2);
    const [tee, soap] = result.products;
    expect(tee).toMatchObject({
      handle: 'tee',
      title: 'T-shirt',
      options: [{ name: 'Size', values: ['M', 'L'] }],
    });
    expect(tee!.variants.map((v) => [v.row, v.title, v.sku, v.price, v.quantity])).toEqual([
      [2, 'M', 'TEE-M', 5000, 3],
      [3, 'L', 'TEE-L', 5500, null],
    ]);
    expect(soap).toMatchObject({ handle: 'savon-noir', type: 'physical_goods' });
    expect(soap!.variants[0]).toMatchObject({
      title: 'Default Title',
      option1: null,
      price: 750,
      quantity: 10,
    });
  });

  it('lists every bad row with its field and reason, spreadsheet line numbers', () => {
    const result = validateProductRows(
      headers,
      [
        ['ok', 'Fine', '', '', 'A', '100', '1', ''],
        ['', '', '', '', 'B', '100', '', ''],
        ['bad-price', 'Bad price', '', '', 'C', 'cheap', '', ''],
        ['dup', 'Dup sku', '', '', 'A', '100', '', ''],
        ['neg', 'Negative', '', '', 'D', '100', '-2', 'bundle'],
        ['', '', '', '', '', '', '', ''],
        ['shirt', 'Shirt', 'Size', '', 'E', '100', '', ''],
        ['shirt', 'Shirt', '', 'M', 'F', '100', '', ''],
        ['shirt', 'Shirt', '', 'M', 'G', '100', '', ''],
      ],
      mapping,
      2,
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [3, 'title', 'required'],
      [4, 'price', 'import.money_invalid'],
      [5, 'sku', 'import.sku_repeated'],
      [6, 'quantity', 'import.integer_invalid'],
      [8, 'option1_value', 'required'],
      [10, 'option1_value', 'import.variant_repeated'],
    ]);
    expect(result.errors.find((e) => e.row === 5)!.params).toEqual({ other_row: 2 });
    expect(result.rowCount).toBe(8);
    // A product with a bad row is not offered at all.
    expect(result.products.map((p) => p.handle)).toEqual(['ok']);
  });

  it('refuses a barcode already on another row and a compare-at price not above the price', () => {
    const columns = ['Title', 'Barcode', 'Price', 'Compare-at price'];
    const result = validateProductRows(
      columns,
      [
        ['Savon', '6001', '100', '150'],
        ['Karité', '6001', '100', ''],
        ['Bissap', '6002', '100', '100'],
        ['Gingembre', '6003', '100', '90'],
      ],
      { title: 'Title', barcode: 'Barcode', price: 'Price', compare_at_price: 'Compare-at price' },
      0,
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code, e.params])).toEqual([
      [3, 'barcode', 'import.barcode_repeated', { other_row: 2 }],
      [4, 'compare_at_price', 'import.compare_at_not_above_price', { value: '100' }],
      [5, 'compare_at_price', 'import.compare_at_not_above_price', { value: '90' }],
    ]);
    expect(result.products.map((p) => p.handle)).toEqual(['savon']);
  });

  it('refuses a SKU or barcode longer than the API accepts, with its row and column', () => {
    const tooLong = 'S'.repeat(VARIANT_CODE_MAX_LENGTH + 6);
    const longest = 'B'.repeat(VARIANT_CODE_MAX_LENGTH);
    const result = validateProductRows(
      ['Title', 'SKU', 'Barcode', 'Price'],
      [
        ['Savon', tooLong, '6001', '100'],
        ['Karité', 'KAR', tooLong, '100'],
        ['Bissap', 'BIS', longest, '100'],
      ],
      { title: 'Title', sku: 'SKU', barcode: 'Barcode', price: 'Price' },
      0,
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code, e.params])).toEqual([
      [2, 'sku', 'import.too_long', { max: VARIANT_CODE_MAX_LENGTH }],
      [3, 'barcode', 'import.too_long', { max: VARIANT_CODE_MAX_LENGTH }],
    ]);
    expect(result.products.map((p) => p.handle)).toEqual(['bissap']);
  });

  it('reads an empty price as none (the plan asks one of new products and variants), a bad one as an error', () => {
    const result = validateProductRows(
      ['Handle', 'SKU', 'Price'],
      [
        ['savon', 'SAV', ''],
        ['wax', 'WAX', 'cher'],
      ],
      { handle: 'Handle', sku: 'SKU', price: 'Price' },
      0,
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [3, 'price', 'import.money_invalid'],
    ]);
    expect(result.products.map((p) => [p.handle, p.variants[0]!.price])).toEqual([['savon', null]]);
    const unmapped = validateProductRows(
      ['Handle', 'SKU'],
      [['savon', 'SAV']],
      { handle: 'Handle', sku: 'SKU' },
      0,
    );
    expect(unmapped.errors).toEqual([]);
    expect(unmapped.products[0]!.variants[0]!.price).toBeNull();
  });

  it('splits the tags cell on commas and semicolons, and refuses a tag longer than a tag field takes', () => {
    const long = 'x'.repeat(61);
    const result = validateProductRows(
      ['Title', 'Tags', 'Price'],
      [
        ['Savon', 'Bio, artisanal;  Bio ', '100'],
        ['Karité', `ok, ${long}`, '100'],
      ],
      { title: 'Title', tags: 'Tags', price: 'Price' },
      0,
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code, e.params])).toEqual([
      [3, 'tags', 'import.tag_too_long', { value: long, max: 60 }],
    ]);
    expect(result.products.map((p) => p.tags)).toEqual([['Bio', 'artisanal']]);
  });

  it('refuses a file without data rows', () => {
    expect(validateProductRows(headers, [], mapping, 2).errors).toEqual([
      { row: 2, field: 'file', code: 'import.empty_file' },
    ]);
  });
});
