import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectServiceWorker, UPDATE_CHECK_INTERVAL_MS } from './connect-sw.ts';
import { createSwStatusStore } from './sw-status.ts';

/** A stand-in for vite-plugin-pwa's registerSW that keeps the options it was given. */
function fakeRegisterSW() {
  const calls: { options?: RegisterSWOptions } = {};
  const updateSW = vi.fn(async (_reloadPage?: boolean) => {});
  const registerSW = (options?: RegisterSWOptions) => {
    calls.options = options;
    return updateSW;
  };
  return { registerSW, calls, updateSW };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('connectServiceWorker', () => {
  it('a waiting new version sets needRefresh and calls onNeedRefresh', () => {
    const { registerSW, calls } = fakeRegisterSW();
    const store = createSwStatusStore();
    const onNeedRefresh = vi.fn();
    connectServiceWorker(registerSW, { store, onNeedRefresh });

    calls.options?.onNeedRefresh?.();

    expect(store.getSnapshot().needRefresh).toBe(true);
    expect(onNeedRefresh).toHaveBeenCalledOnce();
  });

  it('a cached app shell sets offlineReady and calls onOfflineReady', () => {
    const { registerSW, calls } = fakeRegisterSW();
    const store = createSwStatusStore();
    const onOfflineReady = vi.fn();
    connectServiceWorker(registerSW, { store, onOfflineReady });

    calls.options?.onOfflineReady?.();

    expect(store.getSnapshot().offlineReady).toBe(true);
    expect(onOfflineReady).toHaveBeenCalledOnce();
  });

  it('accepting the update activates the waiting version and reloads', async () => {
    const { registerSW, updateSW } = fakeRegisterSW();
    const store = createSwStatusStore();
    connectServiceWorker(registerSW, { store });

    await store.applyUpdate();

    expect(updateSW).toHaveBeenCalledWith(true);
  });

  it('looks for a new deployment every hour', () => {
    vi.useFakeTimers();
    const { registerSW, calls } = fakeRegisterSW();
    const registration = { update: vi.fn(async () => {}) } as unknown as ServiceWorkerRegistration;
    connectServiceWorker(registerSW, { store: createSwStatusStore() });

    calls.options?.onRegisteredSW?.('/sw.js', registration);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);

    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('a failed registration is only a warning: the app runs without offline start', () => {
    const { registerSW, calls } = fakeRegisterSW();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    connectServiceWorker(registerSW, { store: createSwStatusStore() });

    expect(() => calls.options?.onRegisterError?.(new Error('insecure origin'))).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
