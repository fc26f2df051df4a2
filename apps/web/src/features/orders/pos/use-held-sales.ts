import { useCallback, useSyncExternalStore } from 'react';
import { heldSalesKey } from '../../../stores/storage-keys.ts';
import { type HeldSale, readHeldSales, writeHeldSales } from './held-sales.ts';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Another tab of the app holding or resuming a sale changes the list here too.
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The parsed list, kept while the stored text is the same (a snapshot must not change on every read). */
let cached: { key: string; raw: string | null; sales: HeldSale[] } | null = null;

function snapshot(companyId: string): HeldSale[] {
  const key = heldSalesKey(companyId);
  const raw = localStorage.getItem(key);
  if (!cached || cached.key !== key || cached.raw !== raw) {
    cached = { key, raw, sales: readHeldSales(localStorage, companyId) };
  }
  return cached.sales;
}

/** The company's held sales on this device, and a way to replace them. */
export function useHeldSales(companyId: string): [HeldSale[], (sales: HeldSale[]) => void] {
  const sales = useSyncExternalStore(subscribe, () => snapshot(companyId));
  const save = useCallback(
    (next: HeldSale[]) => {
      writeHeldSales(localStorage, companyId, next);
      notify();
    },
    [companyId],
  );
  return [sales, save];
}
