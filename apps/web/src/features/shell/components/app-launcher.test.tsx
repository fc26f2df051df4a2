import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appsFor } from '../apps.ts';
import { AppLauncher, AppLauncherDialog } from './app-launcher.tsx';
import { t } from './test-translate.ts';

afterEach(cleanup);

function appNames() {
  return screen.getAllByRole('link').map((link) => link.textContent);
}

describe('AppLauncher', () => {
  it("shows only the apps the courrier's role may use", () => {
    render(
      <AppLauncher
        t={t}
        apps={appsFor('courrier')}
        pinned={[]}
        onTogglePin={() => {}}
        onNavigate={() => {}}
      />,
    );

    expect(appNames()).toEqual(['Dashboard', 'Orders', 'Deliveries', 'Staff', 'Expenses']);
  });

  it('an employee gets no Accounting tile', () => {
    render(
      <AppLauncher
        t={t}
        apps={appsFor('employee')}
        pinned={[]}
        onTogglePin={() => {}}
        onNavigate={() => {}}
      />,
    );

    expect(screen.queryByRole('link', { name: 'Accounting' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Products' })).toBeTruthy();
  });

  it('pinned apps come first, in pin order', () => {
    render(
      <AppLauncher
        t={t}
        apps={appsFor('courrier')}
        pinned={['expenses', 'deliveries']}
        onTogglePin={() => {}}
        onNavigate={() => {}}
      />,
    );

    expect(appNames()).toEqual(['Expenses', 'Deliveries', 'Dashboard', 'Orders', 'Staff']);
    expect(screen.getByRole('button', { name: 'Unpin Expenses' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('the pin button pins through the callback, without navigating', async () => {
    const onTogglePin = vi.fn();
    const onNavigate = vi.fn();
    render(
      <AppLauncher
        t={t}
        apps={appsFor('courrier')}
        pinned={[]}
        onTogglePin={onTogglePin}
        onNavigate={onNavigate}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pin Orders' }));

    expect(onTogglePin).toHaveBeenCalledWith('orders');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('a tile opens its screen', async () => {
    const onNavigate = vi.fn();
    render(
      <AppLauncher
        t={t}
        apps={appsFor('courrier')}
        pinned={[]}
        onTogglePin={() => {}}
        onNavigate={onNavigate}
      />,
    );

    const list = screen.getByRole('list');
    await userEvent.click(within(list).getByRole('link', { name: 'Deliveries' }));

    expect(onNavigate).toHaveBeenCalledWith('/deliveries');
  });
});

describe('AppLauncherDialog', () => {
  it('opening an app closes the launcher', async () => {
    const onNavigate = vi.fn();
    const onClose = vi.fn();
    render(
      <AppLauncherDialog
        open
        onClose={onClose}
        t={t}
        apps={appsFor('courrier')}
        pinned={[]}
        onTogglePin={() => {}}
        onNavigate={onNavigate}
      />,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Apps' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Orders' }));

    expect(onClose).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith('/orders');
  });
});
