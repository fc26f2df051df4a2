import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from './test-translate.ts';
import { OFFLINE_READY_MS, UpdateNotice } from './update-notice.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('UpdateNotice', () => {
  it('a waiting version offers Reload, which applies the update', async () => {
    const onReload = vi.fn();
    render(
      <UpdateNotice
        t={t}
        status={{ needRefresh: true, offlineReady: false }}
        onReload={onReload}
        onDismiss={() => {}}
      />,
    );

    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(onReload).toHaveBeenCalledOnce();
  });

  it('says when the app is ready to work offline, and can be closed', async () => {
    const onDismiss = vi.fn();
    render(
      <UpdateNotice
        t={t}
        status={{ needRefresh: false, offlineReady: true }}
        onReload={() => {}}
        onDismiss={onDismiss}
      />,
    );

    expect(screen.getByRole('status').textContent).toContain('Ready to work offline');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows nothing while the service worker has nothing to say', () => {
    render(
      <UpdateNotice
        t={t}
        status={{ needRefresh: false, offlineReady: false }}
        onReload={() => {}}
        onDismiss={() => {}}
      />,
    );

    // The live region waits, empty, so that a later notice is announced.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('closes "ready to work offline" by itself after a few seconds', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    // A new callback on every render, as the shell passes: the timer must not restart.
    const notice = () => (
      <UpdateNotice
        t={t}
        status={{ needRefresh: false, offlineReady: true }}
        onReload={() => {}}
        onDismiss={() => onDismiss()}
      />
    );
    const { rerender } = render(notice());

    act(() => vi.advanceTimersByTime(OFFLINE_READY_MS - 100));
    rerender(notice());
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));

    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('keeps a waiting version on screen until the user answers', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <UpdateNotice
        t={t}
        status={{ needRefresh: true, offlineReady: true }}
        onReload={() => {}}
        onDismiss={onDismiss}
      />,
    );

    act(() => vi.advanceTimersByTime(OFFLINE_READY_MS * 10));

    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('is left out of printed pages and, on phones, clear of the bottom action bars', () => {
    render(
      <UpdateNotice
        t={t}
        status={{ needRefresh: false, offlineReady: true }}
        onReload={() => {}}
        onDismiss={() => {}}
        isMobile
      />,
    );

    const region = screen.getByRole('status');
    expect(region.className).toContain('print:hidden');
    const card = region.firstElementChild as HTMLElement;
    expect(card.className).toContain('top-16');
    expect(card.className).not.toMatch(/(^|\s)bottom-/);
  });
});
