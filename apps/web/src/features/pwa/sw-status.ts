/** What the service worker has told us, for the shell's "update available" and "works offline" notices. */
export interface SwStatus {
  /** A new version is installed and waits for the user to accept it. */
  needRefresh: boolean;
  /** The app shell is cached: the app now opens without a network. */
  offlineReady: boolean;
}

export interface SwStatusStore {
  getSnapshot(): SwStatus;
  subscribe(listener: () => void): () => void;
  setNeedRefresh(): void;
  setOfflineReady(): void;
  /** Hides both notices (the user closed them). */
  dismiss(): void;
  /** Remembers how to switch to the waiting version (given by the registration). */
  setUpdater(update: () => Promise<void>): void;
  /** Activates the waiting version; the page reloads into it. */
  applyUpdate(): Promise<void>;
}

const IDLE: SwStatus = { needRefresh: false, offlineReady: false };

export function createSwStatusStore(): SwStatusStore {
  let status = IDLE;
  let update: () => Promise<void> = async () => {};
  const listeners = new Set<() => void>();

  // A new object on every change, so useSyncExternalStore sees it.
  const set = (next: Partial<SwStatus>) => {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setNeedRefresh: () => set({ needRefresh: true }),
    setOfflineReady: () => set({ offlineReady: true }),
    dismiss: () => set(IDLE),
    setUpdater(next) {
      update = next;
    },
    applyUpdate: () => update(),
  };
}

/** The app's one service-worker status, filled by registerServiceWorker(). */
export const swStatus = createSwStatusStore();
