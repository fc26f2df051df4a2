import {
  PRODUCT_INCLUDES as CORE_PRODUCT_INCLUDES,
  STOCKED_PRODUCT_TYPES,
  type StockBalance,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { isAdminRole } from '../../app/profile.ts';
import { type ApiResult, resourcePath, unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import type { ListPage } from '../../stores/lists.ts';
import { STORAGE_KEYS } from '../../stores/storage-keys.ts';

/** `admin/<resource>` for admins, `<resource>` for the others (CONTRACT §2: same handlers). */
export function apiPath(resource: string): string {
  return resourcePath(resource, { admin: isAdminRole(localStorage.getItem(STORAGE_KEYS.role)) });
}

export const productKeys = keys('products');
export const variantKeys = keys('product-variants');

export interface ProductVariant {
  id: string;
  product_id: string;
  title: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  position: number;
  sku: string | null;
  barcode: string | null;
  price: number;
  compare_at_price: number | null;
  /** Only with products.cost. */
  cost?: number | null;
  weight?: number | null;
  /** Over every warehouse; per warehouse, see stockBalancesQuery. */
  quantity: number;
  reorder_point: number | null;
  /** Bundles and menus, with include=composites. */
  components?: VariantComponent[];
  product?: { id: string; title: string; type?: string };
}

export interface VariantComponent {
  component_variant_id: string;
  quantity: number;
  variant?: { id: string; title: string; product_title?: string; sku?: string | null };
}

export interface ProductImage {
  media_id: string;
  position?: number;
  url?: string | null;
  thumbnail_url?: string | null;
  name?: string | null;
}

export interface ProductOption {
  name: string;
  position?: number;
  values: string[];
}

export interface Product {
  id: string;
  type: string;
  status: string;
  title: string;
  handle: string;
  description: string | null;
  tags: string[];
  supplier_id: string | null;
  track_inventory?: boolean;
  supplier?: { id: string; name: string } | null;
  featured_media_id?: string | null;
  thumbnail_url?: string | null;
  options?: ProductOption[];
  variants?: ProductVariant[];
  images?: ProductImage[];
  shop_ids?: string[];
  price_min?: number;
  price_max?: number;
  total_quantity?: number;
  variants_count?: number;
  created_at: string;
  updated_at: string;
}

async function get<T>(path: string, query: ListQuery | undefined, signal: AbortSignal) {
  return unwrap(await api.get<T>(path, { query, signal }));
}

export const productListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => get<ListPage<Product>>(apiPath('products'), query, signal),
    placeholderData: (previous) => previous,
  });

/** What the editor reads: every include of core's list (stock per warehouse is stockBalancesQuery). */
export const PRODUCT_INCLUDES: readonly string[] = CORE_PRODUCT_INCLUDES;

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await get<{ data: Product }>(`${apiPath('products')}/${id}`, { include: PRODUCT_INCLUDES }, signal))
        .data,
  });

export interface NamedRef {
  id: string;
  name: string;
}

/** The choices of a select: suppliers, collections, shops, warehouses (first 100, by name). */
export const choicesQuery = (resource: 'suppliers' | 'collections' | 'shops' | 'warehouses') =>
  queryOptions({
    queryKey: keys(resource).list({ per_page: 100, choices: true }),
    queryFn: async ({ signal }) => {
      const page = await get<{ data: Array<{ id: string; name?: string; title?: string }> }>(
        apiPath(resource),
        { per_page: 100 },
        signal,
      );
      return page.data.map((item) => ({ id: String(item.id), name: item.name ?? item.title ?? '' }));
    },
    staleTime: 60_000,
  });

/**
 * Tags in use, most used first, for the tag fields' suggestions (`GET products/tags`; a tag typed by hand
 * is always accepted). Under `lists()`, so product saves refresh it.
 */
export const knownTagsQuery = () =>
  queryOptions({
    queryKey: productKeys.list({ tags: true }),
    queryFn: async ({ signal }) =>
      (
        await get<{ data: { tag: string; count: number }[] }>(
          apiPath('products/tags'),
          { limit: 200 },
          signal,
        )
      ).data.map((row) => row.tag),
    staleTime: 60_000,
  });

/** Finds the variant with this barcode or SKU (null when none). */
export async function lookupVariant(code: string): Promise<ProductVariant | null> {
  const result: ApiResult<{ data: ProductVariant }> = await api.get(`${apiPath('product-variants')}/lookup`, {
    query: { code },
  });
  if (result.status === 404) return null;
  return unwrap(result).data;
}

/** The first 20 variants a search finds, with their product; `componentsOnly` leaves bundles and menus out. */
export const variantSearchQuery = (search: string, options: { componentsOnly?: boolean } = {}) => {
  const filter = options.componentsOnly ? { 'filter[product_type]': STOCKED_PRODUCT_TYPES.join(',') } : {};
  return queryOptions({
    queryKey: variantKeys.list({ search, per_page: 20, ...filter }),
    queryFn: ({ signal }) =>
      get<ListPage<ProductVariant>>(
        apiPath('product-variants'),
        { search, per_page: 20, include: ['product'], ...filter },
        signal,
      ),
    enabled: search.trim().length > 0,
  });
};

/** Stock of the product's variants in each warehouse (first 100 lines). */
export const stockBalancesQuery = (productId: string) =>
  queryOptions({
    queryKey: keys('stock-balances').list({ product_id: productId }),
    queryFn: async ({ signal }) =>
      (
        await get<{ data: StockBalance[] }>(
          apiPath('stock-balances'),
          { filter: { product_id: productId }, per_page: 100 },
          signal,
        )
      ).data,
  });
