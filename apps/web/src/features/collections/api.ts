import { type Collection, hasNextPage, type ListMeta } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath, type Product } from '../products/api.ts';

export const collectionKeys = keys('collections');

export interface Page<T> {
  data: T[];
  meta: ListMeta;
}

export const collectionListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: collectionKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Page<Collection>>(apiPath('collections'), { query, signal })),
    placeholderData: (previous) => previous,
  });

export const collectionQuery = (id: string) =>
  queryOptions({
    queryKey: collectionKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: Collection }>(`${apiPath('collections')}/${id}`, { signal })).data,
  });

/** One page of the collection's products, in the collection's order. */
export const collectionProductsQuery = (id: string, page = 1, perPage = 20) =>
  queryOptions({
    queryKey: collectionKeys.detail(id, { products: true, page, per_page: perPage }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<Page<Product>>(`${apiPath('collections')}/${id}/products`, {
          query: { page, per_page: perPage },
          signal,
        }),
      ),
  });

/** Every product of a manual collection, in order (at most 1000: ten pages of 100). */
export async function allCollectionProducts(id: string, signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= 10; page++) {
    const result = unwrap(
      await api.get<Page<Product>>(`${apiPath('collections')}/${id}/products`, {
        query: { page, per_page: 100 },
        ...(signal ? { signal } : {}),
      }),
    );
    products.push(...result.data);
    if (!hasNextPage(result.meta)) break;
  }
  return products;
}

/** Products whose title, SKU or barcode matches, for the picker. */
export const productSearchQuery = (search: string) =>
  queryOptions({
    queryKey: keys('products').list({ search, per_page: 20, picker: true }),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<Page<Product>>(apiPath('products'), { query: { search, per_page: 20 }, signal })),
    enabled: search.trim().length > 0,
  });
