import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createSwStatusStore } from './sw-status.ts';
import { useSwStatus } from './use-sw-status.ts';

describe('service worker status', () => {
  it('starts with no update waiting and not offline-ready', () => {
    expect(createSwStatusStore().getSnapshot()).toEqual({ needRefresh: false, offlineReady: false });
  });

  it('an update waiting and offline readiness re-render the shell', () => {
    const store = createSwStatusStore();
    const { result } = renderHook(() => useSwStatus(store));

    act(() => store.setOfflineReady());
    expect(result.current).toEqual({ needRefresh: false, offlineReady: true });

    act(() => store.setNeedRefresh());
    expect(result.current).toEqual({ needRefresh: true, offlineReady: true });
  });

  it('dismissing hides both notices', () => {
    const store = createSwStatusStore();
    store.setNeedRefresh();
    store.setOfflineReady();

    store.dismiss();

    expect(store.getSnapshot()).toEqual({ needRefresh: false, offlineReady: false });
  });

  it('applying the update calls the registration updater', async () => {
    const store = createSwStatusStore();
    const update = vi.fn(async () => {});
    store.setUpdater(update);

    await store.applyUpdate();

    expect(update).toHaveBeenCalledOnce();
  });
});
