import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { type SwStatusStore, swStatus } from './sw-status.ts';

/** Back-office tabs stay open for days: look for a new deployment this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The shape of `registerSW` from `virtual:pwa-register`. */
export type RegisterSW = (options?: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

export interface ServiceWorkerOptions {
  /** A new version is waiting (registerType 'prompt': nothing reloads until the user agrees). */
  onNeedRefresh?: () => void;
  /** The app shell is cached and the app opens offline. */
  onOfflineReady?: () => void;
  store?: SwStatusStore;
}

/**
 * Registers the service worker through `registerSW`. Its events go to `store` (read by the
 * shell through useSwStatus) and to the optional callbacks. Returns the function that
 * activates a waiting version and reloads the page.
 */
export function connectServiceWorker(registerSW: RegisterSW, options: ServiceWorkerOptions = {}) {
  const store = options.store ?? swStatus;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      store.setNeedRefresh();
      options.onNeedRefresh?.();
    },
    onOfflineReady() {
      store.setOfflineReady();
      options.onOfflineReady?.();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      // The app works without a service worker; it only loses offline start.
      console.warn('Service worker registration failed', error);
    },
  });
  store.setUpdater(() => updateServiceWorker(true));
  return updateServiceWorker;
}
