// CSV rows → products with variants (rows sharing a handle, or a title, are one product).
import { compareAtPriceValid, TAG_MAX_LENGTH, TAG_SEPARATORS } from '../catalog/products.ts';
import { VARIANT_CODE_MAX_LENGTH } from '../schemas/product.schema.ts';
import { slugify } from '../validation/slug.ts';
import type { ColumnMapping, ImportField } from './column-mapping.ts';
import { cellReader, FIRST_DATA_ROW, type ImportRowError, isBlankRow, tooManyRows } from './import-rows.ts';
import { parseMoneyText } from './money-text.ts';

/** How many products the preview shows. */
export const IMPORT_PREVIEW_PRODUCTS = 20;
const QUANTITY_MAX = 1_000_000_000;

export interface ImportVariant {
  row: number;
  title: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  barcode: string | null;
  /**
   * null when the cell is empty or the column not mapped: required to create a product or a
   * variant (import-plan.ts), an update then keeps the stored price
   */
  price: number | null;
  compare_at_price: number | null;
  cost: number | null;
  weight_grams: number | null;
  reorder_point: number | null;
  /** the quantity cell: opening stock of a new variant; null when empty */
  quantity: number | null;
}

/** Bundles and menus are read so that an export of them reads back; only the editor creates them. */
export type ImportProductType = 'physical_goods' | 'digital_goods' | 'services' | 'bundle' | 'menu';
export type ImportProductStatus = 'draft' | 'active' | 'archived';

/**
 * A product as its rows in the file say it, before it is compared with the catalogue (import-plan.ts):
 * product fields come from its first row; an empty cell is null ('' for the title).
 */
export interface ImportProduct {
  row: number;
  handle: string;
  /** the handle was in a handle cell, rather than made from the title: only such a product is updated */
  handle_given: boolean;
  /** '' when the first row has none: required only to create the product */
  title: string;
  description: string | null;
  type: ImportProductType | null;
  status: ImportProductStatus | null;
  tags: string[];
  /** the supplier's name as written */
  supplier: string | null;
  options: { name: string; values: string[] }[];
  variants: ImportVariant[];
}

export interface ImportValidation {
  rowCount: number;
  products: ImportProduct[];
  errors: ImportRowError[];
}

// Codes, short words, and the product CSV export's own words in en/fr/es ("Produit physique"), so
// that an exported file reads back.
const TYPE_WORDS: Record<string, ImportProductType> = {
  physical_goods: 'physical_goods',
  physical: 'physical_goods',
  physique: 'physical_goods',
  fisico: 'physical_goods',
  produit_physique: 'physical_goods',
  producto_fisico: 'physical_goods',
  digital_goods: 'digital_goods',
  digital: 'digital_goods',
  numerique: 'digital_goods',
  produit_numerique: 'digital_goods',
  producto_digital: 'digital_goods',
  services: 'services',
  service: 'services',
  servicio: 'services',
  servicios: 'services',
  bundle: 'bundle',
  lot: 'bundle',
  paquete: 'bundle',
  menu: 'menu',
};
const STATUS_WORDS: Record<string, ImportProductStatus> = {
  active: 'active',
  actif: 'active',
  activo: 'active',
  draft: 'draft',
  brouillon: 'draft',
  borrador: 'draft',
  archived: 'archived',
  archive: 'archived',
  archivado: 'archived',
};
const LIMITS: Partial<Record<ImportField, number>> = {
  title: 255,
  handle: 255,
  description: 10_000,
  sku: VARIANT_CODE_MAX_LENGTH,
  barcode: VARIANT_CODE_MAX_LENGTH,
  option1_name: 100,
  option2_name: 100,
  option3_name: 100,
  option1_value: 100,
  option2_value: 100,
  option3_value: 100,
  tags: 2000,
  supplier: 255,
};
const word = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');

/**
 * Validates every data row against the mapping and builds the products. Every bad row is reported
 * (several errors per row when several cells are wrong); `products` holds only what is valid and is
 * meant to be used only when `errors` is empty. Money is read in the company currency's precision.
 * Whether each product can be created or updated (a title, an importable type, the catalogue's
 * options) is planImport's part (import-plan.ts).
 */
export function validateProductRows(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  precision: number,
): ImportValidation {
  const errors: ImportRowError[] = [];
  const read = cellReader(headers, mapping);
  const tooMany = tooManyRows(rows.length);
  if (tooMany) return { rowCount: rows.length, products: [], errors: [tooMany] };

  const groups = new Map<string, ImportProduct>();
  const bad = new Set<string>();
  const skuRows = new Map<string, number>();
  const barcodeRows = new Map<string, number>();
  let rowCount = 0;

  rows.forEach((cells, i) => {
    const row = FIRST_DATA_ROW + i;
    if (isBlankRow(cells)) return;
    rowCount++;
    const cell = (field: ImportField) => read(cells, field);
    const rowErrors: ImportRowError[] = [];
    const fail = (field: ImportField, code: string, params?: Record<string, string | number>) =>
      rowErrors.push(params ? { row, field, code, params } : { row, field, code });

    for (const [field, max] of Object.entries(LIMITS) as [ImportField, number][]) {
      if (cell(field).length > max) fail(field, 'import.too_long', { max });
    }
    const money = (field: ImportField, required: boolean): number | null => {
      const text = cell(field);
      if (text === '') {
        if (required) fail(field, 'required');
        return null;
      }
      const parsed = parseMoneyText(text, precision);
      if (!parsed.ok) {
        fail(field, `import.${parsed.code}`, { value: text });
        return null;
      }
      return parsed.minor;
    };
    const integer = (field: ImportField): number | null => {
      const text = cell(field).replace(/[\s\u00a0\u202f]/g, '');
      if (text === '') return null;
      if (!/^\d+$/.test(text) || Number(text) > QUANTITY_MAX) {
        fail(field, 'import.integer_invalid', { value: cell(field) });
        return null;
      }
      return Number(text);
    };

    const title = cell('title');
    const handleText = cell('handle');
    const handle = slugify(handleText || title);
    if (!handleText && !title) fail('title', 'required');
    else if (!handle) fail(handleText ? 'handle' : 'title', 'import.handle_invalid');

    // Required only where the row creates a product or a variant, which the plan knows.
    const price = money('price', false);
    const compareAt = money('compare_at_price', false);
    if (price !== null && !compareAtPriceValid(price, compareAt)) {
      fail('compare_at_price', 'import.compare_at_not_above_price', { value: cell('compare_at_price') });
    }
    const cost = money('cost', false);
    const weight = integer('weight_grams');
    const reorder = integer('reorder_point');
    const quantity = integer('quantity');

    const typeText = cell('type');
    const type = typeText === '' ? undefined : TYPE_WORDS[word(typeText)];
    if (typeText !== '' && !type) fail('type', 'import.type_invalid', { value: typeText });
    const statusText = cell('status');
    const status = statusText === '' ? undefined : STATUS_WORDS[word(statusText)];
    if (statusText !== '' && !status) fail('status', 'import.status_invalid', { value: statusText });

    const sku = cell('sku') || null;
    if (sku !== null) {
      const other = skuRows.get(sku.toLowerCase());
      if (other !== undefined) fail('sku', 'import.sku_repeated', { other_row: other });
      else skuRows.set(sku.toLowerCase(), row);
    }
    // Barcodes are compared exactly, as scanning finds them.
    const barcode = cell('barcode') || null;
    if (barcode !== null) {
      const other = barcodeRows.get(barcode);
      if (other !== undefined) fail('barcode', 'import.barcode_repeated', { other_row: other });
      else barcodeRows.set(barcode, row);
    }

    let product = handle ? groups.get(handle) : undefined;
    if (handle && !product) {
      const tags = [
        ...new Set(
          cell('tags')
            .split(TAG_SEPARATORS)
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ];
      const long = tags.find((tag) => tag.length > TAG_MAX_LENGTH);
      if (long) fail('tags', 'import.tag_too_long', { value: long, max: TAG_MAX_LENGTH });
      product = {
        row,
        handle,
        handle_given: handleText !== '',
        title,
        description: cell('description') || null,
        type: type ?? null,
        status: status ?? null,
        supplier: cell('supplier') || null,
        tags,
        options: [],
        variants: [],
      };
      groups.set(handle, product);
    }

    // Option names come from the product's first row that names them; values from each row.
    const values: (string | null)[] = [];
    for (const n of [1, 2, 3] as const) {
      const nameField = `option${n}_name` as ImportField;
      const valueField = `option${n}_value` as ImportField;
      const name = cell(nameField);
      const value = cell(valueField);
      const option = product?.options[n - 1];
      if (product && name && !option) {
        if (product.options.length !== n - 1) fail(nameField, 'import.option_gap');
        else if (product.variants.length > 0) fail(nameField, 'import.option_added_late');
        else product.options.push({ name, values: [] });
      } else if (product && name && option && word(name) !== word(option.name)) {
        fail(nameField, 'import.option_name_mismatch', { name: option.name });
      }
      const known = product?.options[n - 1];
      if (known && !value) fail(valueField, 'required');
      if (!known && value) fail(valueField, 'import.option_without_name');
      values.push(known && value ? value : null);
    }
    const variantTitle = values.filter(Boolean).join(' / ') || 'Default Title';
    if (product) {
      // Rows without option values but with SKUs name variants of a product already in the
      // catalogue by SKU: import-plan.ts refuses them for a new product.
      const bySku = sku !== null && values.every((v) => v === null);
      const twin = product.variants.find(
        (v) =>
          v.option1 === values[0] &&
          v.option2 === values[1] &&
          v.option3 === values[2] &&
          !(bySku && v.sku !== null),
      );
      if (twin)
        fail(product.options.length ? 'option1_value' : 'handle', 'import.variant_repeated', {
          other_row: twin.row,
        });
    }

    if (rowErrors.length > 0 || !product) {
      errors.push(...rowErrors);
      if (handle) bad.add(handle);
      return;
    }
    product.variants.push({
      row,
      title: variantTitle,
      option1: values[0] ?? null,
      option2: values[1] ?? null,
      option3: values[2] ?? null,
      sku,
      barcode,
      price,
      compare_at_price: compareAt,
      cost,
      weight_grams: weight,
      reorder_point: reorder,
      quantity,
    });
    product.options.forEach((option, k) => {
      const value = values[k]!;
      if (!option.values.includes(value)) option.values.push(value);
    });
  });

  const products = [...groups.values()].filter((p) => !bad.has(p.handle) && p.variants.length > 0);
  errors.sort((a, b) => a.row - b.row);
  if (rowCount === 0) errors.push({ row: FIRST_DATA_ROW, field: 'file', code: 'import.empty_file' });
  return { rowCount, products, errors };
}
