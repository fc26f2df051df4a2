import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../../../app/api.ts';
import { unwrap } from '../../../../lib/http/api-client.ts';
import { apiPath, type VariantComponent } from '../../../products/api.ts';
import {
  applyCatalogueDelta,
  CATALOGUE_MAX_VARIANTS,
  chooseCatalogueRefresh,
  deltaRefused,
} from './catalogue-delta.ts';
import { type CatalogueIndex, indexCatalogue } from './catalogue-search.ts';
import {
  type CatalogueVariant,
  loadCatalogue,
  type SaleWarehouse,
  type StoredCatalogue,
  saveCatalogue,
} from './catalogue-store.ts';
import type { BundleComponents } from './offline-sale-stock.ts';
import { useOnline } from './use-online.ts';

/** Variants per request of GET /pos/catalogue (its maximum is 2000). */
const PAGE_SIZE = 2000;

export interface OfflineCatalogue {
  companyId: string;
  /** what it is as fresh as: the server's time of its last download, whole or delta */
  savedAt: string;
  /** its last whole download */
  fullAt: string;
  index: CatalogueIndex;
  /** the warehouse a sale made at this counter leaves from; null when none, undefined on a copy kept before it was sent */
  saleWarehouse?: SaleWarehouse | null;
  /** what that warehouse held of each variant when downloaded (sale_stock), for the variants that keep stock */
  saleStock: ReadonlyMap<string, number>;
  /** what each bundle or menu is made of, so its waiting sales are taken from its components (offlineSaleStock) */
  components: BundleComponents;
}

let current: OfflineCatalogue | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function setCurrent(companyId: string, stored: StoredCatalogue) {
  const { savedAt, fullAt = savedAt, variants, saleWarehouse } = stored;
  const saleStock = new Map<string, number>();
  const components = new Map<string, VariantComponent[]>();
  for (const variant of variants) {
    if (typeof variant.sale_stock === 'number') saleStock.set(variant.id, variant.sale_stock);
    if (variant.components?.length) components.set(variant.id, variant.components);
  }
  current = {
    companyId,
    savedAt,
    fullAt,
    index: indexCatalogue(variants),
    saleWarehouse,
    saleStock,
    components,
  };
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
  data: CatalogueVariant[];
  meta: {
    next_after: string | null;
    generated_at: string;
    removed?: string[];
    sale_warehouse?: SaleWarehouse | null;
  };
}

interface Download {
  generatedAt: string;
  variants: CatalogueVariant[];
  removed: string[];
  saleWarehouse: SaleWarehouse | null;
}

/**
 * Every page of the catalogue, or with `changedSince` of what changed since then; null when the server will not give
 * that delta (too old a copy, or a delta larger than a whole catalogue kept). Unreachable, it throws.
 */
async function download(changedSince: string | null): Promise<Download | null> {
  const variants: CatalogueVariant[] = [];
  const removed: string[] = [];
  let after: string | null = null;
  let generatedAt = new Date().toISOString();
  let saleWarehouse: SaleWarehouse | null = null;
  do {
    const result = await api.get<CataloguePage>(apiPath('pos/catalogue'), {
      query: {
        limit: PAGE_SIZE,
        ...(changedSince ? { changed_since: changedSince } : {}),
        ...(after ? { after } : {}),
      },
    });
    if (!result.ok && changedSince && deltaRefused(result.status)) return null;
    const page: CataloguePage = unwrap(result);
    if (after === null) {
      generatedAt = page.meta.generated_at;
      saleWarehouse = page.meta.sale_warehouse ?? null;
    }
    variants.push(...page.data);
    removed.push(...(page.meta.removed ?? []));
    after = page.meta.next_after;
  } while (after !== null && variants.length < CATALOGUE_MAX_VARIANTS);
  if (after !== null && changedSince) return null;
  return { generatedAt, variants: variants.slice(0, CATALOGUE_MAX_VARIANTS), removed, saleWarehouse };
}

function keep(companyId: string, catalogue: StoredCatalogue): Promise<void> {
  setCurrent(companyId, catalogue);
  return saveCatalogue(companyId, catalogue);
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Loads the device's copy, then, when it is old and the server answers, brings it up to date: with what changed since
 * it was read (a delta), or by downloading it whole when there is none, once a day, or when the server refuses the delta.
 */
export function refreshCatalogue(
  companyId: string,
  { online, now = Date.now() }: { online: boolean; now?: number },
): Promise<void> {
  const running = inFlight.get(companyId);
  if (running) return running;
  const work = (async () => {
    if (!offlineCatalogue(companyId)) {
      const stored = await loadCatalogue(companyId);
      if (stored && !offlineCatalogue(companyId)) setCurrent(companyId, stored);
    }
    const held = offlineCatalogue(companyId);
    const plan = chooseCatalogueRefresh(held, now);
    if (plan === 'none' || !online) return;
    try {
      if (held && plan === 'delta') {
        const delta = await download(held.savedAt);
        // The held stock figures are another warehouse's (or of a copy kept before they were sent): download whole.
        if (delta && delta.saleWarehouse?.id === held.saleWarehouse?.id && held.saleWarehouse !== undefined) {
          const variants = applyCatalogueDelta(held.index.variants, {
            changed: delta.variants,
            removed: delta.removed,
          });
          await keep(companyId, {
            savedAt: delta.generatedAt,
            fullAt: held.fullAt,
            variants,
            saleWarehouse: delta.saleWarehouse,
          });
          return;
        }
      }
      const fresh = await download(null);
      if (fresh)
        await keep(companyId, {
          savedAt: fresh.generatedAt,
          fullAt: fresh.generatedAt,
          variants: fresh.variants,
          saleWarehouse: fresh.saleWarehouse,
        });
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
