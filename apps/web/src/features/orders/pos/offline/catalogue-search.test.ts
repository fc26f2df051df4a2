import { describe, expect, it } from 'vitest';
import { findByCode, indexCatalogue, searchCatalogue } from './catalogue-search.ts';
import { catalogueVariant } from './testing.ts';

const variant = (id: string, product: string, title: string, sku: string | null, barcode: string | null) =>
  catalogueVariant(id, title, { product, sku, barcode });

const catalogue = indexCatalogue([
  variant('1', 'Crème brûlée', 'Default Title', 'CRB-1', '2000000000015'),
  variant('2', 'Pagne wax', 'Rouge / M', 'WAX-RM', '2000000000022'),
  variant('3', 'Pagne wax', 'Bleu / L', 'WAX-BL', null),
  variant('4', 'Œuf frais', 'Plateau de 30', 'OEUF30', '3017620422003'),
]);

describe('searching the catalogue kept on the device', () => {
  it('finds by words of the product or variant name, accents and letter case aside', () => {
    expect(searchCatalogue(catalogue, 'creme').map((v) => v.id)).toEqual(['1']);
    expect(searchCatalogue(catalogue, 'WAX bleu').map((v) => v.id)).toEqual(['3']);
    expect(searchCatalogue(catalogue, 'oeuf').map((v) => v.id)).toEqual(['4']);
    expect(searchCatalogue(catalogue, 'pagne').map((v) => v.id)).toEqual(['2', '3']);
  });

  it('finds by SKU, stops at the limit and finds nothing for blank text', () => {
    expect(searchCatalogue(catalogue, 'wax-rm').map((v) => v.id)).toEqual(['2']);
    expect(searchCatalogue(catalogue, 'wax', 1).map((v) => v.id)).toEqual(['2']);
    expect(searchCatalogue(catalogue, '   ')).toEqual([]);
    expect(searchCatalogue(catalogue, 'savon')).toEqual([]);
  });

  it('finds a scanned code by barcode first, then by SKU', () => {
    expect(findByCode(catalogue, '3017620422003')?.id).toBe('4');
    expect(findByCode(catalogue, ' wax-bl ')?.id).toBe('3');
    expect(findByCode(catalogue, '0000')).toBeNull();
    expect(findByCode(catalogue, '')).toBeNull();
  });
});
