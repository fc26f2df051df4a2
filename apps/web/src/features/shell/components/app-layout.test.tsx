import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appsFor, orderByPinned } from '../apps.ts';
import { AppLayout, type AppLayoutProps } from './app-layout.tsx';
import { stubResizeObserver } from './test-dom.ts';
import { t } from './test-translate.ts';

afterEach(cleanup);
stubResizeObserver();

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

function renderLayout(props: Partial<AppLayoutProps> = {}) {
  const callbacks = {
    onNavigate: vi.fn(),
    onLanguageChange: vi.fn(),
    onProfile: vi.fn(),
    onLogout: vi.fn(),
    onOpenLauncher: vi.fn(),
  };
  render(
    <AppLayout
      t={t}
      companyName="Boutique Awa"
      apps={appsFor('employee')}
      pathname="/orders/12"
      userName="Awa Diop"
      languages={[
        { code: 'en', label: 'English' },
        { code: 'fr', label: 'Français' },
      ]}
      language="en"
      shopSwitcher={<span>Shop picker</span>}
      {...callbacks}
      {...props}
    >
      <h1>Orders</h1>
    </AppLayout>,
  );
  return callbacks;
}

describe('AppLayout (SPEC §9 breakpoints)', () => {
  it('a 390×780 phone gets the bottom navigation and no sidebar', () => {
    resizeTo(390, 780);
    renderLayout();

    expect(screen.getByRole('navigation', { name: 'Quick navigation' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('a 1280×800 window gets the sidebar and no bottom navigation', () => {
    resizeTo(1280, 800);
    renderLayout();

    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('the bottom bar holds the first four apps, pinned first, and More opens the launcher', async () => {
    const { onOpenLauncher } = renderLayout({
      deviceClass: 'mobile',
      apps: orderByPinned(appsFor('employee'), ['expenses']),
    });
    const bottom = screen.getByRole('navigation', { name: 'Quick navigation' });

    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Expenses', 'Dashboard', 'Orders', 'Point of sale']);
    await userEvent.click(within(bottom).getByRole('button', { name: 'More' }));
    expect(onOpenLauncher).toHaveBeenCalledOnce();
  });

  it('the sidebar lists only the role’s apps, by group, and marks the current one', async () => {
    const { onNavigate } = renderLayout({ deviceClass: 'desktop' });
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });

    expect(within(sidebar).queryByRole('link', { name: 'Accounting' })).toBeNull();
    expect(within(sidebar).getByRole('heading', { name: 'Sales' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Customers' }));
    expect(onNavigate).toHaveBeenCalledWith('/customers');
  });

  it('the header shows the company, the shop switcher slot and the page in main', () => {
    renderLayout({ deviceClass: 'desktop' });

    expect(within(screen.getByRole('banner')).getByText('Boutique Awa')).toBeTruthy();
    expect(screen.getByText('Shop picker')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Orders' })).toBeTruthy();
  });

  it('a skip link leads to the main content', () => {
    renderLayout({ deviceClass: 'desktop' });

    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('the account menu offers profile, language and logout', async () => {
    const { onProfile, onLanguageChange, onLogout } = renderLayout({ deviceClass: 'desktop' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    expect(onLanguageChange).toHaveBeenCalledWith('fr');
    expect(onProfile).toHaveBeenCalledOnce();
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('asks before leaving an edit or create page, not elsewhere', () => {
    renderLayout({ deviceClass: 'desktop', pathname: '/products/create' });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    cleanup();

    renderLayout({ deviceClass: 'desktop', pathname: '/products' });
    const leavingList = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingList);
    expect(leavingList.defaultPrevented).toBe(false);
  });
});
