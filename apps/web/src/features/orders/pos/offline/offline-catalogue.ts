import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../../../app/api.ts';
import { unwrap } from '../../../../lib/http/api-client.ts';
import { apiPath, type ProductVariant } from '../../../products/api.ts';
import { type CatalogueIndex, indexCatalogue } from './catalogue-search.ts';
import { loadCatalogue, saveCatalogue } from './catalogue-store.ts';
import { useOnline } from './use-online.ts';

/** A catalogue younger than this is not downloaded again when the counter opens. */
export const CATALOGUE_FRESH_MS = 10 * 60_000;
/** Variants per request of GET /pos/catalogue (its maximum is 2000). */
const PAGE_SIZE = 2000;
/** A shop with more sellable variants than this keeps the first ones (by id) on the device. */
export const CATALOGUE_MAX_VARIANTS = 40_000;

export interface OfflineCatalogue {
  companyId: string;
  savedAt: string;
  index: CatalogueIndex;
}

let current: OfflineCatalogue | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function setCurrent(companyId: string, savedAt: string, variants: ProductVariant[]) {
  current = { companyId, savedAt, index: indexCatalogue(variants) };
  for (const listener of listeners) listener();
}

/** The company's catalogue in memory, if the counter loaded or downloaded it (else null). */
export function offlineCatalogue(companyId: string): OfflineCatalogue | null {
  return current?.companyId === companyId ? current : null;
}

export function useOfflineCatalogue(companyId: string): OfflineCatalogue | null {
  return useSyncExternalStore(subscribe, () => offlineCatalogue(companyId));
}

interface CataloguePage {
  data: ProductVariant[];
  meta: { next_after: string | null; generated_at: string };
}

async function download(): Promise<{ savedAt: string; variants: ProductVariant[] }> {
  const variants: ProductVariant[] = [];
  let after: string | null = null;
  let savedAt = new Date().toISOString();
  do {
    const page: CataloguePage = unwrap(
      await api.get<CataloguePage>(apiPath('pos/catalogue'), {
        query: { limit: PAGE_SIZE, ...(after ? { after } : {}) },
      }),
    );
    if (after === null) savedAt = page.meta.generated_at;
    variants.push(...page.data);
    after = page.meta.next_after;
  } while (after !== null && variants.length < CATALOGUE_MAX_VARIANTS);
  return { savedAt, variants: variants.slice(0, CATALOGUE_MAX_VARIANTS) };
}

const inFlight = new Map<string, Promise<void>>();

/** Loads the device's copy, then downloads a fresh one when it is missing or old and the server answers. */
export function refreshCatalogue(
  companyId: string,
  { online, now = Date.now() }: { online: boolean; now?: number },
): Promise<void> {
  const running = inFlight.get(companyId);
  if (running) return running;
  const work = (async () => {
    if (!offlineCatalogue(companyId)) {
      const stored = await loadCatalogue(companyId);
      if (stored && !offlineCatalogue(companyId)) setCurrent(companyId, stored.savedAt, stored.variants);
    }
    const held = offlineCatalogue(companyId);
    if (held && now - Date.parse(held.savedAt) < CATALOGUE_FRESH_MS) return;
    if (!online) return;
    try {
      const fresh = await download();
      setCurrent(companyId, fresh.savedAt, fresh.variants);
      await saveCatalogue(companyId, fresh);
    } catch {
      // offline or refused: the copy held (if any) serves until the next try
    }
  })().finally(() => inFlight.delete(companyId));
  inFlight.set(companyId, work);
  return work;
}

/** Keeps the counter's catalogue on the device: at opening, and each time the connection comes back. */
export function useCatalogueRefresh(companyId: string): void {
  const online = useOnline();
  useEffect(() => {
    // Offline it still loads the device's copy; online it also downloads a fresh one when needed.
    if (companyId) void refreshCatalogue(companyId, { online });
  }, [companyId, online]);
}
