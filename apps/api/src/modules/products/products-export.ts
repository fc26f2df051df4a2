import type { CsvColumn } from '../../lib/csv-export.ts';
import type { ProductDto, VariantDto } from './products.dto.ts';

/** One line of the product CSV: a variant with its product's fields (a product without variants gets one line). */
export interface ProductExportLine {
  product: ProductDto;
  variant: VariantDto | null;
}

export function exportLinesOf(products: ProductDto[]): ProductExportLine[] {
  return products.flatMap((product): ProductExportLine[] =>
    product.variants?.length
      ? product.variants.map((variant) => ({ product, variant }))
      : [{ product, variant: null }],
  );
}

const optionColumns = (n: 1 | 2 | 3): CsvColumn<ProductExportLine>[] => [
  {
    header: `csv.option${n}_name`,
    value: (l) => (l.variant?.[`option${n}`] != null ? l.product.options?.[n - 1]?.name : null),
  },
  { header: `csv.option${n}_value`, value: (l) => l.variant?.[`option${n}`] },
];

/**
 * The product CSV, one line per variant, Shopify-like: its headers (en/fr/es) are ones the CSV import
 * recognises, money is written as the import reads it (decimals of the company currency), and
 * product fields repeat on every line so that the file can be sorted and filtered. Export, edit,
 * import: the rows update the same products. The cost column is there only with products.cost.
 */
export function productExportColumns(showCost: boolean): CsvColumn<ProductExportLine>[] {
  return [
    { header: 'csv.handle', value: (l) => l.product.handle },
    { header: 'csv.title', value: (l) => l.product.title },
    { header: 'csv.description', value: (l) => l.product.description },
    { header: 'csv.type', value: (l) => l.product.type, codes: 'csv_values.product_type' },
    { header: 'csv.status', value: (l) => l.product.status, codes: 'csv_values.product_status' },
    { header: 'csv.tags', value: (l) => l.product.tags.join(', ') },
    { header: 'csv.supplier', value: (l) => l.product.supplier?.name },
    ...optionColumns(1),
    ...optionColumns(2),
    ...optionColumns(3),
    { header: 'csv.sku', value: (l) => l.variant?.sku },
    { header: 'csv.barcode', value: (l) => l.variant?.barcode },
    { header: 'csv.price', value: (l) => l.variant?.price, money: true },
    { header: 'csv.compare_at_price', value: (l) => l.variant?.compare_at_price, money: true },
    ...(showCost
      ? [{ header: 'csv.cost', value: (l: ProductExportLine) => l.variant?.cost, money: true }]
      : []),
    { header: 'csv.weight_grams', value: (l) => l.variant?.weight },
    { header: 'csv.reorder_point', value: (l) => l.variant?.reorder_point },
    { header: 'csv.quantity', value: (l) => l.variant?.quantity },
  ];
}
