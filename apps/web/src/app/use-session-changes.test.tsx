import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { useSessionChanges } from './use-session-changes.ts';

afterEach(cleanup);

/** What the browser fires in the other tabs when one tab writes local storage. */
const fromOtherTab = (key: string | null, oldValue: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }));

describe('useSessionChanges', () => {
  it("reports another tab's sign-out, new account and shop switch, and nothing else", () => {
    const onChange = vi.fn();
    renderHook(() => useSessionChanges(onChange));
    fromOtherTab(STORAGE_KEYS.shopId, 'shop-1', 'shop-2');
    fromOtherTab(STORAGE_KEYS.token, 'token-1', 'token-2');
    fromOtherTab('list-state:sort:orders', null, '-created_at');
    fromOtherTab(STORAGE_KEYS.token, 'token-2', null);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: null, storageArea: sessionStorage }),
    );
    expect(onChange.mock.calls).toEqual([['switched_shop'], ['switched_account'], ['signed_out']]);
  });

  it('stops listening when the frame goes', () => {
    const onChange = vi.fn();
    const { unmount } = renderHook(() => useSessionChanges(onChange));
    unmount();
    fromOtherTab(STORAGE_KEYS.token, 'token-1', null);
    expect(onChange).not.toHaveBeenCalled();
  });
});
