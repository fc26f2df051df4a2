import { hasNextPage, VARIANT_BARCODES_MAX, type VariantBarcode } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../app/api.ts';
import { unwrap } from '../../../lib/http/api-client.ts';
import type { ListPage } from '../../../stores/lists.ts';
import { apiPath, type ProductVariant, variantKeys } from '../api.ts';
import { sortForLabels } from './label-sheet.ts';

/** A filter's values travel comma-joined in at most 1,000 characters: 25 ids of 36 keep under it. */
const PRODUCTS_PER_REQUEST = 25;
const PER_PAGE = 100;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** The live variants of the chosen products (with their product's title), in the order chosen. */
export const labelVariantsQuery = (productIds: readonly string[]) =>
  queryOptions({
    queryKey: variantKeys.list({ labels: productIds }),
    queryFn: async ({ signal }) => {
      const variants: ProductVariant[] = [];
      for (const ids of chunks(productIds, PRODUCTS_PER_REQUEST)) {
        for (let page = 1; ; page++) {
          const result = unwrap(
            await api.get<ListPage<ProductVariant>>(apiPath('product-variants'), {
              query: { filter: { product_id: ids }, include: ['product'], per_page: PER_PAGE, page },
              signal,
            }),
          );
          variants.push(...result.data);
          if (!hasNextPage(result.meta)) break;
        }
      }
      return sortForLabels(variants, productIds);
    },
  });

/** The barcodes path; a successful call makes the cached variants stale (lib/query meta.path). */
export const barcodesPath = () => `${apiPath('product-variants')}/barcodes`;

/** Gives in-store EAN-13s to the variants without a barcode, 500 per call. */
export async function generateBarcodes(variantIds: readonly string[]): Promise<VariantBarcode[]> {
  const given: VariantBarcode[] = [];
  for (const ids of chunks(variantIds, VARIANT_BARCODES_MAX)) {
    const result = await api.post<{ data: VariantBarcode[] }>(barcodesPath(), { variant_ids: ids });
    given.push(...unwrap(result).data);
  }
  return given;
}
