import type { ProductVariant } from '../../../products/api.ts';

// The counter's catalogue on this device, in IndexedDB (a few megabytes for a large shop: more than local storage
// should hold, and read without blocking the page). One record per company.

const DATABASE = 'comptoir-pos';
const STORE = 'catalogue';

/** A variant as GET /pos/catalogue gives it: with what the sale warehouse holds (absent on a copy kept before). */
export type CatalogueVariant = ProductVariant & { sale_stock?: number | null };

/** The warehouse a sale made at the counter leaves from (GET /pos/catalogue's meta.sale_warehouse). */
export interface SaleWarehouse {
  id: string;
  name: string;
  allow_negative_stock: boolean;
}

export interface StoredCatalogue {
  /** ISO time it is as fresh as: the server's generated_at of its last download, whole or delta */
  savedAt: string;
  /** ISO time of its last whole download (absent on a copy kept before deltas: savedAt) */
  fullAt?: string;
  variants: CatalogueVariant[];
  /** the warehouse `sale_stock` is of: null when none; absent on a copy kept before it was sent */
  saleWarehouse?: SaleWarehouse | null;
}

function openDatabase(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const opening = openDatabase();
  if (!opening) return Promise.resolve(null);
  return opening.then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = use(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

/** The company's catalogue as last downloaded on this device; null when none (or no IndexedDB). */
export async function loadCatalogue(companyId: string): Promise<StoredCatalogue | null> {
  try {
    const stored = await run<StoredCatalogue | undefined>('readonly', (store) => store.get(companyId));
    return stored && Array.isArray(stored.variants) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the catalogue; a device out of space keeps the previous one (the next download tries again). */
export async function saveCatalogue(companyId: string, catalogue: StoredCatalogue): Promise<void> {
  try {
    await run('readwrite', (store) => store.put(catalogue, companyId));
  } catch {
    // nothing to do: searching offline uses what memory holds until the page is reloaded
  }
}
