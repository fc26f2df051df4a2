import { describe, expect, it } from 'vitest';
import { guessMapping } from './column-mapping.ts';
import { planImport, planWrites } from './import-plan.ts';
import type { CatalogueProduct, CatalogueVariant } from './import-plan-types.ts';
import { readCell } from './import-rows.ts';
import { validateProductRows } from './product-rows.ts';

const variant = (over: Partial<CatalogueVariant> & { id: string }): CatalogueVariant => ({
  title: 'Default Title',
  option1: null,
  option2: null,
  option3: null,
  sku: null,
  barcode: null,
  price: 1000,
  compare_at_price: null,
  cost: null,
  weight_grams: null,
  reorder_point: null,
  quantity: 0,
  ...over,
});

const wax: CatalogueProduct = {
  id: 'p-wax',
  handle: 'wax',
  title: 'Pagne wax',
  type: 'physical_goods',
  status: 'active',
  description: 'Coton',
  tags: ['Tissu'],
  supplier_id: null,
  options: [{ name: 'Couleur', values: ['Rouge', 'Bleu'] }],
  variants: [
    variant({ id: 'v-r', title: 'Rouge', option1: 'Rouge', sku: 'WAX-R', price: 12000, quantity: 5 }),
    variant({ id: 'v-b', title: 'Bleu', option1: 'Bleu', sku: 'WAX-B', price: 12000, quantity: 7 }),
  ],
};
const soap: CatalogueProduct = {
  ...wax,
  id: 'p-soap',
  handle: 'savon',
  title: 'Savon',
  description: null,
  tags: [],
  options: [],
  variants: [variant({ id: 'v-s', sku: 'SAV', price: 750, quantity: 10 })],
};

function plan(headers: string[], rows: string[][], catalogue: CatalogueProduct[] = [wax, soap]) {
  const mapping = guessMapping(headers);
  const parsed = validateProductRows(headers, rows, mapping, 0);
  expect(parsed.errors).toEqual([]);
  return planImport({
    products: parsed.products,
    mapping,
    catalogue: new Map(catalogue.map((p) => [p.handle, p])),
    suppliers: new Map([
      ['awa textiles', ['s-awa']],
      ['diallo', ['s-1', 's-2']],
    ]),
    precision: 0,
  });
}

const codes = (errors: { row: number; field: string; code: string }[]) =>
  errors.map((e) => [e.row, e.field, e.code]);

describe('planImport', () => {
  it('creates a product whose handle is new, with defaults for empty type and status', () => {
    const result = plan(['Handle', 'Title', 'Price', 'Quantity'], [['bissap', 'Bissap', '500', '4']]);
    expect(result.errors).toEqual([]);
    expect(result.products[0]).toMatchObject({
      action: 'new',
      id: null,
      type: 'physical_goods',
      status: 'active',
      variants: [{ action: 'new', openingStock: 4 }],
    });
  });

  it('updates the product a handle cell names: only mapped columns, variants found by SKU in any case', () => {
    const result = plan(
      ['Handle', 'Title', 'Tags', 'SKU', 'Price', 'Compare-at price'],
      [
        ['wax', 'Pagne wax royal', 'Tissu, Promo', 'wax-b', '11000', '15000'],
        ['wax', '', '', 'WAX-R', '12000', ''],
      ],
    );
    expect(result.errors).toEqual([]);
    const [p] = result.products;
    expect(p).toMatchObject({
      action: 'update',
      id: 'p-wax',
      title: 'Pagne wax royal',
      description: 'Coton',
    });
    // Description and status are not mapped: they stay; tags come from the product's first row.
    expect(p!.changes).toEqual({ title: 'Pagne wax royal', tags: ['Tissu', 'Promo'] });
    expect(p!.variants.map((v) => [v.row, v.action, v.id, v.changes])).toEqual([
      [2, 'update', 'v-b', { sku: 'wax-b', price: 11000, compare_at_price: 15000 }],
      [3, 'update', 'v-r', {}],
    ]);
    expect(planWrites(p!)).toBe(true);
  });

  it('changes nothing when the rows repeat the catalogue', () => {
    const result = plan(
      ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'SKU', 'Price', 'Quantity', 'Tags'],
      [
        ['wax', 'Pagne wax', 'Couleur', 'Rouge', 'WAX-R', '12000', '5', 'Tissu'],
        ['wax', 'Pagne wax', 'Couleur', 'Bleu', 'WAX-B', '12000', '7', 'Tissu'],
      ],
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(planWrites(result.products[0]!)).toBe(false);
  });

  it('adds a variant for an unmatched row under the product’s options, with opening stock', () => {
    const result = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'SKU', 'Price', 'Quantity'],
      [
        ['wax', 'couleur', 'rouge', '', '12000', ''],
        ['wax', 'Couleur', 'Vert', 'WAX-V', '13000', '3'],
      ],
    );
    expect(result.errors).toEqual([]);
    const [p] = result.products;
    expect(p!.variants.map((v) => [v.action, v.id, v.variant.title, v.openingStock])).toEqual([
      ['update', 'v-r', 'rouge', 0],
      ['new', null, 'Vert', 3],
    ]);
    expect(p!.options).toEqual([{ name: 'Couleur', values: ['Rouge', 'Bleu', 'Vert'] }]);
    expect(p!.optionsChanged).toBe(true);
  });

  it('never sets an existing variant’s stock: a differing quantity is a warning, an equal one nothing', () => {
    const result = plan(
      ['Handle', 'SKU', 'Price', 'Quantity'],
      [
        ['savon', 'SAV', '750', '12'],
        ['wax', 'WAX-R', '12000', '5'],
      ],
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      { row: 2, field: 'quantity', code: 'import.stock_not_changed', params: { value: 12, current: 10 } },
    ]);
    expect(result.products.flatMap((p) => p.variants.map((v) => v.openingStock))).toEqual([0, 0]);
  });

  it('refuses rows it cannot apply, each with its reason', () => {
    const result = plan(
      ['Handle', 'Title', 'Type', 'Option1 Name', 'Option1 Value', 'SKU', 'Price', 'Supplier'],
      [
        ['savon', 'Savon', '', '', '', 'SAV-2', '750', 'Inconnu'],
        ['savon', 'Savon', '', '', '', 'SAV-3', '750', ''],
        ['wax', 'Pagne', '', 'Taille', 'M', '', '12000', 'Diallo'],
        ['menu-midi', 'Menu', 'Menu', '', '', '', '3000', ''],
      ],
    );
    expect(codes(result.errors)).toEqual([
      [2, 'supplier', 'import.supplier_unknown'],
      // the only variant of a product without options is matched; a second row cannot be added
      [3, 'sku', 'import.variant_no_options'],
      [4, 'supplier', 'import.supplier_ambiguous'],
      [4, 'option1_name', 'import.options_differ'],
      [5, 'type', 'import.type_not_importable'],
    ]);
    expect(result.products).toEqual([]);
  });

  it('does not update a product from a handle made of the title: the file must name the handle', () => {
    const result = plan(['Title', 'Price'], [['Savon', '800']]);
    expect(codes(result.errors)).toEqual([[2, 'title', 'import.handle_exists']]);
  });

  it('refuses a SKU another variant of the product keeps, naming that variant', () => {
    const result = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'SKU', 'Price'],
      [['wax', 'Couleur', 'Bleu', 'WAX-R', '12000']],
      [wax],
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code, e.params])).toEqual([
      [2, 'sku', 'import.sku_other_variant', { value: 'WAX-R', variant: 'Rouge' }],
    ]);
    expect(result.products).toEqual([]);
  });

  it('swaps the SKUs of two variants of one product, each row naming its variant by option values', () => {
    const result = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'SKU'],
      [
        ['wax', 'Couleur', 'Rouge', 'wax-b'],
        ['wax', 'Couleur', 'Bleu', 'WAX-R'],
      ],
      [wax],
    );
    expect(result.errors).toEqual([]);
    expect(result.products[0]!.variants.map((v) => [v.id, v.changes])).toEqual([
      ['v-r', { sku: 'wax-b' }],
      ['v-b', { sku: 'WAX-R' }],
    ]);
  });

  it('gives a new variant the SKU of one the file renames, but not of one it leaves as it is', () => {
    const renamed = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'SKU', 'Price'],
      [
        ['wax', 'Couleur', 'Vert', 'WAX-R', '13000'],
        ['wax', 'Couleur', 'Rouge', 'WAX-R2', '12000'],
      ],
      [wax],
    );
    expect(renamed.errors).toEqual([]);
    expect(renamed.products[0]!.variants.map((v) => [v.action, v.variant.sku])).toEqual([
      ['new', 'WAX-R'],
      ['update', 'WAX-R2'],
    ]);
    const kept = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'SKU', 'Price'],
      [
        ['wax', 'Couleur', 'Vert', 'WAX-R', '13000'],
        ['wax', 'Couleur', 'Bleu', 'WAX-B2', '12000'],
      ],
      [wax],
    );
    expect(codes(kept.errors)).toEqual([[2, 'sku', 'import.sku_other_variant']]);
  });

  it('refuses a new price under the stored compare-at price', () => {
    const priced: CatalogueProduct = {
      ...wax,
      variants: [{ ...wax.variants[0]!, compare_at_price: 13000 }, wax.variants[1]!],
    };
    const result = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'Price'],
      [['wax', 'Couleur', 'Rouge', '14000']],
      [priced],
    );
    expect(result.errors.map((e) => [e.row, e.field, e.code, e.params])).toEqual([
      [2, 'price', 'import.compare_at_not_above_price', { value: '13000' }],
    ]);
  });

  it('keeps the stored price of an update row without one, and asks a price of each new product and variant', () => {
    const updates = plan(
      ['Handle', 'SKU', 'Compare-at price', 'Price'],
      [
        ['savon', 'SAV', '900', ''],
        ['wax', 'WAX-R', '', ''],
      ],
    );
    expect(updates.errors).toEqual([]);
    expect(
      updates.products.flatMap((p) => p.variants.map((v) => [v.id, v.changes, v.variant.price])),
    ).toEqual([
      ['v-s', { compare_at_price: 900 }, 750],
      ['v-r', {}, 12000],
    ]);
    const noColumn = plan(
      ['Handle', 'Option1 Name', 'Option1 Value', 'SKU'],
      [['wax', 'Couleur', 'Rouge', 'WAX-RR']],
    );
    expect(noColumn.errors).toEqual([]);
    expect(noColumn.products[0]!.variants[0]).toMatchObject({
      changes: { sku: 'WAX-RR' },
      variant: { price: 12000 },
    });

    const creates = plan(
      ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Price'],
      [
        ['bissap', 'Bissap', '', '', ''],
        ['wax', '', 'Couleur', 'Vert', ''],
        ['wax', '', 'Couleur', 'Rouge', ''],
      ],
    );
    expect(codes(creates.errors)).toEqual([
      [2, 'price', 'required'],
      [3, 'price', 'required'],
    ]);
    expect(creates.products).toEqual([]);
  });

  it('does not let a bundle change type, nor gain variants', () => {
    const bundle: CatalogueProduct = { ...wax, type: 'bundle' };
    const result = plan(
      ['Handle', 'Type', 'Option1 Name', 'Option1 Value', 'Price', 'Quantity'],
      [
        ['wax', 'Physical goods', 'Couleur', 'Rouge', '12000', '99'],
        ['wax', '', 'Couleur', 'Noir', '12000', ''],
      ],
      [bundle],
    );
    expect(codes(result.errors)).toEqual([
      [2, 'type', 'import.type_change_composite'],
      [3, 'option1_value', 'import.composite_variant'],
    ]);
    // A bundle's quantity comes from its components: no stock warning.
    expect(result.warnings).toEqual([]);
  });
});

describe('readCell', () => {
  it('drops the apostrophe the CSV exports put before formula-like text, and trims', () => {
    expect(readCell("  '=SUM(A1)  ")).toBe('=SUM(A1)');
    expect(readCell("'-50 % promo")).toBe('-50 % promo');
    expect(readCell("l'huile")).toBe("l'huile");
    expect(readCell("'Quoted'")).toBe("'Quoted'");
  });
});
