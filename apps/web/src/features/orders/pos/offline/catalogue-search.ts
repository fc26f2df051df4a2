import { foldForSearch } from '@comptoir/core';
import type { ProductVariant } from '../../../products/api.ts';

// Finding products in the catalogue kept on the device, while the server cannot be asked: by words of the
// product's or variant's name or SKU (as GET /product-variants?search= does), and by a scanned barcode or SKU
// (as GET /product-variants/lookup does).

export interface CatalogueIndex {
  variants: readonly ProductVariant[];
  /** each variant's searchable text, folded as the server folds it (foldForSearch) */
  texts: readonly string[];
}

export function indexCatalogue(variants: readonly ProductVariant[]): CatalogueIndex {
  return {
    variants,
    texts: variants.map((variant) =>
      foldForSearch([variant.product?.title ?? '', variant.title, variant.sku ?? ''].join(' ')),
    ),
  };
}

/** Variants holding every word of the text, in catalogue order, at most `limit`. */
export function searchCatalogue(index: CatalogueIndex, text: string, limit = 20): ProductVariant[] {
  const words = foldForSearch(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: ProductVariant[] = [];
  for (let i = 0; i < index.variants.length && found.length < limit; i++) {
    const haystack = index.texts[i]!;
    if (words.every((word) => haystack.includes(word))) found.push(index.variants[i]!);
  }
  return found;
}

/** The variant with this barcode, else with this SKU (letter case aside); null when none. */
export function findByCode(index: CatalogueIndex, code: string): ProductVariant | null {
  const wanted = code.trim();
  if (wanted === '') return null;
  const byBarcode = index.variants.find((variant) => variant.barcode === wanted);
  if (byBarcode) return byBarcode;
  const sku = wanted.toLowerCase();
  return index.variants.find((variant) => variant.sku?.toLowerCase() === sku) ?? null;
}
