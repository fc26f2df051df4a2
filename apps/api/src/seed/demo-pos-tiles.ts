import type { DemoApi } from './demo-catalog.ts';

const A = '/api/v1/admin';

/** The counter's fixed tiles: what the boutique sells over the counter every day, drinks first. */
export const DEMO_PINNED_TITLES = [
  'Jus de bissap 1 L',
  'Jus de gingembre 1 L',
  'Savon noir africain',
  'Beurre de karité 250 g',
] as const;

interface Found {
  id: string;
  product?: { title: string };
}

/**
 * Pins a few tiles at the main shop's point of sale (the owner's sale shop: the default one). Left alone once
 * the shop has pins, so running the seed again keeps what the merchant arranged.
 */
export async function seedDemoPosTiles(call: DemoApi): Promise<void> {
  const pinned = await call<{ data: { variants: unknown[] } }>('GET', `${A}/pos/pinned-variants`);
  if (pinned.data.variants.length > 0) return;
  const ids: string[] = [];
  for (const title of DEMO_PINNED_TITLES) {
    const found = await call<{ data: Found[] }>(
      'GET',
      `${A}/product-variants?include=product&per_page=5&search=${encodeURIComponent(title)}`,
    );
    const variant = found.data.find((each) => each.product?.title === title);
    if (variant) ids.push(variant.id);
  }
  if (ids.length > 0) await call('PUT', `${A}/pos/pinned-variants`, { variant_ids: ids });
}
