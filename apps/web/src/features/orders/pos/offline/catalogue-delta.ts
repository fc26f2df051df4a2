import type { ProductVariant } from '../../../products/api.ts';

// When the counter downloads its catalogue again, and how much of it: on mobile data, a copy a few minutes old is
// brought up to date with what changed since (GET /pos/catalogue?changed_since=…) rather than downloaded whole.

/** A catalogue younger than this is not downloaded again when the counter opens. */
export const CATALOGUE_FRESH_MS = 10 * 60_000;
/** Once a day the whole catalogue is downloaded again, whatever the deltas said: a safety net. */
export const CATALOGUE_FULL_EVERY_MS = 24 * 60 * 60_000;
/** A shop with more sellable variants than this keeps the first ones (by id) on the device. */
export const CATALOGUE_MAX_VARIANTS = 40_000;

export type CatalogueRefresh = 'none' | 'delta' | 'full';

/**
 * What to download for the copy held (`savedAt`: as fresh as; `fullAt`: its last whole download, `savedAt` for a copy
 * kept before deltas existed): nothing while it is fresh, everything without a copy or once a day, else a delta.
 */
export function chooseCatalogueRefresh(
  held: { savedAt: string; fullAt?: string | undefined } | null,
  now: number,
): CatalogueRefresh {
  if (!held) return 'full';
  if (now - Date.parse(held.savedAt) < CATALOGUE_FRESH_MS) return 'none';
  const fullAge = now - Date.parse(held.fullAt ?? held.savedAt);
  // A date that cannot be read (NaN) is as good as none: download everything.
  return fullAge >= 0 && fullAge < CATALOGUE_FULL_EVERY_MS ? 'delta' : 'full';
}

/**
 * The copy held brought up to date: the changed variants in place of (or beside) the held ones, the removed ones
 * dropped, the rest kept; by id as the server sends them, at most `max`. The held list is left as it was.
 */
export function applyCatalogueDelta(
  held: readonly ProductVariant[],
  delta: { changed: readonly ProductVariant[]; removed: readonly string[] },
  max = CATALOGUE_MAX_VARIANTS,
): ProductVariant[] {
  const byId = new Map(held.map((variant) => [variant.id, variant]));
  for (const id of delta.removed) byId.delete(id);
  for (const variant of delta.changed) byId.set(variant.id, variant);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, max);
}

/** Whether a failed delta means the server will not give one (download everything), rather than that it is unreachable. */
export const deltaRefused = (status: number) => status === 400 || status === 409 || status === 422;
