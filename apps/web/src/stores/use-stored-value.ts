import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Another tab of the app writing the same key changes the value here too ('storage' fires in the other tabs).
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** How one local-storage entry is read and written. */
export interface StoredValue<T> {
  key: string;
  read: (storage: Pick<Storage, 'getItem'>) => T;
  write: (storage: Pick<Storage, 'setItem' | 'removeItem'>, value: T) => void;
}

/**
 * Parsed values, kept while the stored text is the same (a snapshot must not change on every read). By reader, not
 * by key: two readers of one key may read it differently (the outbox's sales; whether it exists at all).
 */
const parsed = new WeakMap<object, { raw: string | null; value: unknown }>();

/** The value as stored now; also for code outside React (a sync loop reading what a dialog just wrote). */
export function readStoredValue<T>(stored: StoredValue<T>): T {
  const raw = localStorage.getItem(stored.key);
  const cached = parsed.get(stored);
  if (cached && cached.raw === raw) return cached.value as T;
  const value = stored.read(localStorage);
  parsed.set(stored, { raw, value });
  return value;
}

/** Writes the value and tells every reader in this tab. */
export function writeStoredValue<T>(stored: StoredValue<T>, value: T): void {
  stored.write(localStorage, value);
  notify();
}

/**
 * A value kept in local storage under one key, read as React state: every component reading the key re-renders
 * when one of them (or another tab) writes it. `stored` must be stable for a key (build it with useMemo).
 */
export function useStoredValue<T>(stored: StoredValue<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readStoredValue(stored));
  const save = useCallback((next: T) => writeStoredValue(stored, next), [stored]);
  return [value, save];
}
