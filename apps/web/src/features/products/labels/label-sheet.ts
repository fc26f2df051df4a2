import { isValidEan13, shownVariantTitle } from '@comptoir/core';

/** Sizes in millimetres. */
export interface LabelLayout {
  /** "a4" sheets are shrunk to fit a phone's screen in the preview; a roll label is small already. */
  paper: 'a4' | 'roll';
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  /** From the page's top-left corner to the first label. */
  margin: { top: number; left: number };
  gap: { column: number; row: number };
  /** Font sizes in points, and how many lines the name may take. */
  text: { name: number; price: number; nameLines: number };
}

/**
 * The layouts merchants buy labels for: an A4 sheet of 24 (63.5 × 33.9 mm, 3 × 8, the common
 * "L7159" cut), an A4 sheet of 40 small ones (45.7 × 25.4 mm, 4 × 10, "L7654"), and a thermal
 * printer's 50 × 30 mm roll, one label per page.
 */
export const LABEL_LAYOUTS = {
  a4_3x8: {
    paper: 'a4',
    page: { width: 210, height: 297 },
    label: { width: 63.5, height: 33.9 },
    columns: 3,
    rows: 8,
    margin: { top: 12.9, left: 7.25 },
    gap: { column: 2.5, row: 0 },
    text: { name: 8, price: 10, nameLines: 2 },
  },
  a4_4x10: {
    paper: 'a4',
    page: { width: 210, height: 297 },
    label: { width: 45.7, height: 25.4 },
    columns: 4,
    rows: 10,
    margin: { top: 21.5, left: 9.7 },
    gap: { column: 2.6, row: 0 },
    text: { name: 6.5, price: 8, nameLines: 1 },
  },
  roll_50x30: {
    paper: 'roll',
    page: { width: 50, height: 30 },
    label: { width: 50, height: 30 },
    columns: 1,
    rows: 1,
    margin: { top: 0, left: 0 },
    gap: { column: 0, row: 0 },
    text: { name: 7.5, price: 9, nameLines: 1 },
  },
} as const satisfies Record<string, LabelLayout>;

export type LabelLayoutKey = keyof typeof LABEL_LAYOUTS;
export const LABEL_LAYOUT_KEYS = Object.keys(LABEL_LAYOUTS) as LabelLayoutKey[];
export const DEFAULT_LABEL_LAYOUT: LabelLayoutKey = 'a4_3x8';

export const labelLayoutOf = (value: string | null | undefined): LabelLayoutKey =>
  LABEL_LAYOUT_KEYS.includes(value as LabelLayoutKey) ? (value as LabelLayoutKey) : DEFAULT_LABEL_LAYOUT;

export const MAX_COPIES = 500;

/** The copies typed for a variant: a whole number from 0 to 500 (anything else reads as 0 or 500). */
export function copiesOf(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, MAX_COPIES);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Most products one labels screen takes (the product list selects a page of at most 100). */
export const MAX_LABEL_PRODUCTS = 200;

/** The products of `?products=id1,id2` in order, each once; anything that is not a product id is left out. */
export function productIdsOf(param: string | null | undefined): string[] {
  const ids = (param ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, MAX_LABEL_PRODUCTS);
}

export type LabelBarcode = { format: 'EAN13' | 'CODE128'; value: string };

/** Code 128 draws the 128 ASCII characters; anything else cannot be barred. */
const code128Drawable = (code: string) => /^[\x20-\x7e]+$/.test(code);

export interface LabelVariant {
  id: string;
  title: string;
  sku: string | null;
  barcode: string | null;
  price: number;
  product?: { id: string; title: string } | undefined;
}

/**
 * What the label's bars say: the barcode as an EAN-13 when it is one, else as Code 128; without a
 * barcode, the SKU as Code 128 (the counter's scan field finds a variant by either). Null when there
 * is nothing that can be barred.
 */
export function labelBarcode(variant: Pick<LabelVariant, 'barcode' | 'sku'>): LabelBarcode | null {
  const barcode = variant.barcode?.trim();
  if (barcode && isValidEan13(barcode)) return { format: 'EAN13', value: barcode };
  const code = [barcode, variant.sku?.trim()].find((text) => !!text && code128Drawable(text));
  return code ? { format: 'CODE128', value: code } : null;
}

export const hasBarcode = (variant: Pick<LabelVariant, 'barcode'>) => !!variant.barcode?.trim();

/**
 * Why a variant's label is not as it should be: no barcode (its SKU is barred instead), or no bars at
 * all (neither code, or codes that cannot be barred). Null for a label with its own barcode.
 */
export function labelWarning(variant: Pick<LabelVariant, 'barcode' | 'sku'>): 'sku_only' | 'no_bars' | null {
  const bars = labelBarcode(variant);
  if (!bars) return 'no_bars';
  return hasBarcode(variant) && bars.value === variant.barcode?.trim() ? null : 'sku_only';
}

export interface LabelItem {
  /** Unique on the sheet: the variant id and the copy's number. */
  key: string;
  variantId: string;
  name: string;
  variantTitle: string | null;
  price: number;
  barcode: LabelBarcode | null;
}

/** One label per copy, in the variants' order. */
export function labelItems(
  variants: readonly LabelVariant[],
  copies: (variantId: string) => number,
): LabelItem[] {
  return variants.flatMap((variant) => {
    const name = variant.product?.title ?? variant.title;
    const item = {
      variantId: variant.id,
      name,
      variantTitle: shownVariantTitle(variant.title, name),
      price: variant.price,
      barcode: labelBarcode(variant),
    };
    return Array.from({ length: copies(variant.id) }, (_, copy) => ({
      ...item,
      key: `${variant.id}:${copy}`,
    }));
  });
}

/** The labels cut into pages of the layout's columns × rows. */
export function pagesOf<T>(items: readonly T[], layout: LabelLayout): T[][] {
  const perPage = layout.columns * layout.rows;
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

/** The variants in the order their products were chosen, each product's in its own order. */
export function sortForLabels<V extends { product_id: string; position: number }>(
  variants: readonly V[],
  productIds: readonly string[],
): V[] {
  const rank = new Map(productIds.map((id, index) => [id, index]));
  return [...variants].sort(
    (a, b) =>
      (rank.get(a.product_id) ?? productIds.length) - (rank.get(b.product_id) ?? productIds.length) ||
      a.position - b.position,
  );
}

export const SHEET_CLASS = 'labels-sheet';

/**
 * The print style of the labels screen, present while it is open: the page is the layout's paper
 * without margins, and everything but the labels is left off paper. Rather than knowing the app's
 * shell, it keeps only the sheet, its contents and the elements around it (`:has()`), those stripped
 * of their spacing, so pages start at the paper's corner and break where the sheet's pages do.
 */
export function labelsPrintCss(layout: LabelLayout): string {
  const sheet = `.${SHEET_CLASS}`;
  return `@page { size: ${layout.page.width}mm ${layout.page.height}mm; margin: 0; }
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body *:not(:has(${sheet})):not(${sheet}):not(${sheet} *) { display: none !important; }
  body *:has(${sheet}) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; width: auto !important; min-width: 0 !important; max-width: none !important;
    height: auto !important; min-height: 0 !important; overflow: visible !important;
    background: none !important; box-shadow: none !important; transform: none !important;
  }
  ${sheet} { display: block !important; zoom: 1 !important; margin: 0 !important; padding: 0 !important; overflow: visible !important; background: none !important; }
  ${sheet} .labels-page { margin: 0 !important; box-shadow: none !important; break-after: page; }
  ${sheet} .labels-page:last-child { break-after: auto; }
  ${sheet} .labels-label { outline: none !important; }
}
@media screen and (max-width: 639px) { ${sheet}[data-paper="a4"] { zoom: 0.42; } }`;
}
