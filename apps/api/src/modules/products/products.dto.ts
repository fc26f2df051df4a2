import { DEFAULT_VARIANT_TITLE, type ProductResponse, type ProductVariantResponse } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { mediaUrl } from '../media/media-urls.ts';
import type { VariantFields } from './products.page.ts';
import type { ComponentRef, ImageRef, OptionRow, ProductAggregates, ProductRow } from './products.repo.ts';

export type VariantDto = ProductVariantResponse;
export type ProductDto = ProductResponse & { thumbnail_url: string | null };

export interface VariantExtras {
  /** products.cost: without it `cost` is absent */
  showCost: boolean;
  /** bundle/menu availability computed from components, by variant id */
  computed?: Map<string, number> | undefined;
  /** components by variant id (include=composites) */
  components?: Map<string, ComponentRef[]> | undefined;
  product?: { id: string; title: string; type: string } | undefined;
}

export function toVariantDto(row: VariantFields, extras: VariantExtras): VariantDto {
  // Built key by key (no object spreads: the list maps 60 of these per request); the JSON's key order is this one.
  const dto: VariantDto = {
    id: row.id,
    product_id: row.product_id,
    title: row.title,
    option1: row.option1,
    option2: row.option2,
    option3: row.option3,
    position: row.position,
    sku: row.sku,
    barcode: row.barcode,
    price: Number(row.price),
    compare_at_price: row.compare_at_price === null ? null : Number(row.compare_at_price),
  } as VariantDto;
  if (extras.showCost) dto.cost = row.cost === null ? null : Number(row.cost);
  dto.weight = row.weight_grams;
  dto.quantity = extras.computed?.get(row.id) ?? row.quantity;
  dto.reorder_point = row.reorder_point;
  if (extras.components) {
    const components = extras.components.get(row.id);
    dto.components = (components ?? []).map((c) => ({
      component_variant_id: c.component_variant_id,
      quantity: c.quantity,
      variant: {
        id: c.component_variant_id,
        title: c.title,
        product_title: c.product_title,
        sku: c.sku,
      },
    }));
  }
  if (extras.product) dto.product = extras.product;
  return dto;
}

export interface ProductParts {
  aggregates?: ProductAggregates | undefined;
  thumbnail?: ImageRef | Omit<ImageRef, 'media_id' | 'position'> | undefined;
  options?: OptionRow[] | undefined;
  variants?: VariantDto[] | undefined;
  images?: ImageRef[] | undefined;
  shopIds?: string[] | undefined;
  supplier?: { id: string; name: string } | null | undefined;
  includes: Set<string>;
}

const hasBytes = (status: string) => status === 'uploaded' || status === 'ready';

/** A product row as read by a list page (timestamps as text) or as a whole row. */
export type ProductDtoRow = Omit<
  ProductRow,
  'company_id' | 'created_by' | 'deleted_at' | 'created_at' | 'updated_at' | 'low_stock' | 'search_title'
> & { created_at: string | Date; updated_at: string | Date };

export async function toProductDto(
  ctx: AppContext,
  row: ProductDtoRow,
  parts: ProductParts,
): Promise<ProductDto> {
  const { includes } = parts;
  const thumb = parts.thumbnail;
  const aggregates = parts.aggregates ?? { price_min: 0, price_max: 0, total_quantity: 0, variants_count: 0 };
  // Built key by key (no object spreads); the JSON's key order is this one.
  const dto = {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    handle: row.handle,
    description: row.description,
    tags: row.tags,
    supplier_id: row.supplier_id,
    track_inventory: row.track_inventory,
    featured_media_id: row.featured_media_id,
    thumbnail_url:
      thumb && hasBytes(thumb.status)
        ? await mediaUrl(ctx, { id: row.featured_media_id ?? '', ...thumb }, '200')
        : null,
    price_min: aggregates.price_min,
    price_max: aggregates.price_max,
    total_quantity: aggregates.total_quantity,
    variants_count: aggregates.variants_count,
  } as ProductDto;
  if (includes.has('options')) {
    dto.options = (parts.options ?? []).map((o) => ({
      name: o.name,
      position: o.position,
      values: o.values,
    }));
  }
  if (includes.has('variants') || includes.has('composites')) dto.variants = parts.variants ?? [];
  if (includes.has('images')) {
    dto.images = await Promise.all(
      (parts.images ?? []).map(async (image) => ({
        media_id: image.media_id,
        position: image.position,
        url: hasBytes(image.status) ? await mediaUrl(ctx, { id: image.media_id, ...image }) : null,
        thumbnail_url: hasBytes(image.status)
          ? await mediaUrl(ctx, { id: image.media_id, ...image }, '200')
          : null,
        name: image.original_name,
      })),
    );
  }
  if (includes.has('shops')) dto.shop_ids = parts.shopIds ?? [];
  if (includes.has('supplier')) dto.supplier = parts.supplier ?? null;
  dto.created_at = isoTimestamp(row.created_at);
  dto.updated_at = isoTimestamp(row.updated_at);
  return dto;
}

export const variantLabel = (productTitle: string, variantTitle: string) =>
  variantTitle === DEFAULT_VARIANT_TITLE ? productTitle : `${productTitle} — ${variantTitle}`;
