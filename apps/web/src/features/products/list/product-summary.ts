import type { Product } from '../api.ts';

/** The lowest and highest variant price, from the list's summary fields or its variants. */
export function priceRange(product: Product): { min: number; max: number } | null {
  if (typeof product.price_min === 'number' && typeof product.price_max === 'number') {
    return { min: product.price_min, max: product.price_max };
  }
  const prices = (product.variants ?? []).map((variant) => variant.price);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Units in stock over every variant and warehouse. */
export function totalStock(product: Product): number {
  if (typeof product.total_quantity === 'number') return product.total_quantity;
  return (product.variants ?? []).reduce((sum, variant) => sum + (variant.quantity ?? 0), 0);
}

export function thumbnailOf(product: Product): string | null {
  if (product.thumbnail_url) return product.thumbnail_url;
  const first = [...(product.images ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
  return first?.thumbnail_url ?? first?.url ?? null;
}

/** Goods and bundles keep stock; services and digital goods do not. */
export const tracksStock = (type: string) =>
  type === 'physical_goods' || type === 'bundle' || type === 'menu';
