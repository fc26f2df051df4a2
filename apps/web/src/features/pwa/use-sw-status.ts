import { useSyncExternalStore } from 'react';
import { type SwStatus, type SwStatusStore, swStatus } from './sw-status.ts';

/** The service worker's status, re-rendering when an update waits or the app becomes offline-ready. */
export function useSwStatus(store: SwStatusStore = swStatus): SwStatus {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
