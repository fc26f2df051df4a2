import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from './test-translate.ts';
import { UpdateNotice } from './update-notice.tsx';

afterEach(cleanup);

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

    expect(screen.queryByRole('status')).toBeNull();
  });
});
