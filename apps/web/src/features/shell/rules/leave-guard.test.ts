import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { needsLeaveGuard, useLeaveGuard } from './leave-guard.ts';

/** Dispatches beforeunload and tells whether the page asked to confirm. */
function tryToLeave(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('needsLeaveGuard', () => {
  it.each(['/products/create', '/products/12/edit', '/edit', '/orders/create/'])('guards %s', (path) => {
    expect(needsLeaveGuard(path)).toBe(true);
  });

  it.each(['/dashboard', '/credit-notes', '/products/creator', '/edits', '/accounting/credit', '/'])(
    'does not guard %s (no edit or create segment)',
    (path) => {
      expect(needsLeaveGuard(path)).toBe(false);
    },
  );
});

describe('useLeaveGuard', () => {
  it('asks to confirm leaving a create page', () => {
    const { unmount } = renderHook(() => useLeaveGuard('/products/create'));

    expect(tryToLeave()).toBe(true);
    unmount();
  });

  it('lets the user leave a page that is not edit or create', () => {
    const { unmount } = renderHook(() => useLeaveGuard('/products'));

    expect(tryToLeave()).toBe(false);
    unmount();
  });

  it('removes the confirmation when the path moves away from edit', () => {
    const { rerender, unmount } = renderHook(({ path }) => useLeaveGuard(path), {
      initialProps: { path: '/products/12/edit' },
    });
    expect(tryToLeave()).toBe(true);

    rerender({ path: '/products/12' });

    expect(tryToLeave()).toBe(false);
    unmount();
  });

  it('removes the confirmation on unmount', () => {
    const { unmount } = renderHook(() => useLeaveGuard('/orders/create'));

    unmount();

    expect(tryToLeave()).toBe(false);
  });
});
