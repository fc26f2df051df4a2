import type { Product } from '../api.ts';

/** The lowest and highest variant price, as every listed product carries them. */
export function priceRange(product: Product): { min: number; max: number } | null {
  if (typeof product.price_min !== 'number' || typeof product.price_max !== 'number') return null;
  return { min: product.price_min, max: product.price_max };
}

/** Units in stock over every variant and warehouse. */
export const totalStock = (product: Product): number => product.total_quantity ?? 0;

/** Goods and bundles keep stock; services and digital goods do not. */
export const tracksStock = (type: string) =>
  type === 'physical_goods' || type === 'bundle' || type === 'menu';
