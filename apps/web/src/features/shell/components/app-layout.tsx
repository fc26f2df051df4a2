import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/class-names.ts';
import { APP_GROUPS, type AppEntry, isAppActive, type ShellTranslate } from '../apps.ts';
import { type DeviceClass, useDeviceClass } from '../rules/breakpoints.ts';
import { useLeaveGuard } from '../rules/leave-guard.ts';
import { AppIcon } from './app-icon.tsx';
import { followInApp } from './app-launcher.tsx';
import { type LanguageOption, UserMenu } from './user-menu.tsx';

/** Phones show this many apps in the bottom bar; the rest are behind More. */
export const BOTTOM_NAV_SIZE = 4;
export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  t: ShellTranslate;
  companyName: string;
  /** The role's apps, pinned first (orderByPinned(appsFor(role), pinned)). */
  apps: readonly AppEntry[];
  pathname: string;
  onNavigate: (path: string) => void;
  userName: string;
  languages: readonly LanguageOption[];
  language: string;
  onLanguageChange: (code: string) => void;
  onProfile: () => void;
  onLogout: () => void;
  /** Opens the app launcher (the More button on phones, the grid button elsewhere). */
  onOpenLauncher: () => void;
  /** Opens the command palette from the header's search button. */
  onOpenPalette?: () => void;
  /** A <ShopSwitcher>, when the user has shops to switch between. */
  shopSwitcher?: ReactNode;
  /** Route progress, banners, notices and dialogs rendered alongside the page. */
  overlays?: ReactNode;
  /** Forces a layout (tests, stories); otherwise follows the window (SPEC §9 breakpoints). */
  deviceClass?: DeviceClass;
  children?: ReactNode;
}

function NavLink({
  t,
  entry,
  pathname,
  onNavigate,
  compact,
}: {
  t: ShellTranslate;
  entry: AppEntry;
  pathname: string;
  onNavigate: (path: string) => void;
  compact?: boolean;
}) {
  const active = isAppActive(entry, pathname);
  return (
    <a
      href={entry.path}
      aria-current={active ? 'page' : undefined}
      onClick={(event) => followInApp(event, () => onNavigate(entry.path))}
      className={cx(
        'flex min-h-11 items-center rounded-md text-sm',
        compact ? 'flex-1 flex-col justify-center gap-0.5 px-1 text-xs' : 'gap-3 px-3',
        active ? 'bg-primary/10 font-semibold text-primary-text' : 'text-fg hover:bg-surface-muted',
      )}
    >
      <AppIcon name={entry.icon} />
      <span className={compact ? 'max-w-full truncate' : undefined}>{t(`apps.${entry.key}`)}</span>
    </a>
  );
}

function Sidebar({
  t,
  apps,
  pathname,
  onNavigate,
}: Pick<AppLayoutProps, 't' | 'apps' | 'pathname' | 'onNavigate'>) {
  return (
    <nav
      aria-label={t('nav.sidebar')}
      className="sticky top-0 h-dvh w-60 shrink-0 overflow-y-auto border-line border-e bg-surface p-3 print:hidden"
    >
      {APP_GROUPS.map((group) => {
        const inGroup = apps.filter((entry) => entry.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`nav-group-${group}`} className="mb-4">
            <h2 id={`nav-group-${group}`} className="px-3 pb-1 font-medium text-fg-muted text-xs uppercase">
              {t(`groups.${group}`)}
            </h2>
            <ul>
              {inGroup.map((entry) => (
                <li key={entry.key}>
                  <NavLink t={t} entry={entry} pathname={pathname} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}

function BottomNav({
  t,
  apps,
  pathname,
  onNavigate,
  onOpenLauncher,
}: Pick<AppLayoutProps, 't' | 'apps' | 'pathname' | 'onNavigate' | 'onOpenLauncher'>) {
  return (
    <nav
      aria-label={t('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-30 border-line border-t bg-surface pb-[env(safe-area-inset-bottom)] print:hidden"
    >
      <ul className="flex h-16 items-stretch gap-1 p-1">
        {apps.slice(0, BOTTOM_NAV_SIZE).map((entry) => (
          <li key={entry.key} className="flex flex-1">
            <NavLink t={t} entry={entry} pathname={pathname} onNavigate={onNavigate} compact />
          </li>
        ))}
        <li className="flex flex-1">
          <button
            type="button"
            onClick={onOpenLauncher}
            className="flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-md text-fg text-xs hover:bg-surface-muted"
          >
            <AppIcon name="more" />
            {t('nav.more')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The page frame: a sidebar on tablets and desktops, a bottom bar on phones (SPEC §9), and a
 * header with the company, the shop switcher, search, the app launcher and the account menu.
 * It also guards edit and create paths against leaving with unsaved work.
 */
export function AppLayout(props: AppLayoutProps) {
  const { t, companyName, shopSwitcher, overlays, onOpenLauncher, onOpenPalette, children } = props;
  const windowClass = useDeviceClass();
  const device = props.deviceClass ?? windowClass;
  const phone = device === 'mobile';
  // SPEC §2: unsaved work on edit and create pages asks before the tab closes or reloads.
  useLeaveGuard(props.pathname);

  return (
    <div className="flex min-h-dvh bg-canvas text-fg">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-surface p-3 text-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('skip_to_content')}
      </a>
      {!phone && <Sidebar t={t} apps={props.apps} pathname={props.pathname} onNavigate={props.onNavigate} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-line border-b bg-surface px-3 print:hidden">
          <p className="min-w-0 flex-1 truncate font-semibold">{companyName}</p>
          {shopSwitcher}
          {onOpenPalette && (
            <button
              type="button"
              onClick={onOpenPalette}
              aria-label={t('palette.open')}
              aria-keyshortcuts="Control+K Meta+K"
              className="flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface-muted"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
              >
                <circle cx="9" cy="9" r="6" />
                <path d="m14 14 4 4" />
              </svg>
            </button>
          )}
          {!phone && (
            <button
              type="button"
              onClick={onOpenLauncher}
              aria-label={t('launcher.open')}
              className="flex size-11 items-center justify-center rounded-md text-fg hover:bg-surface-muted"
            >
              <AppIcon name="launcher" />
            </button>
          )}
          <UserMenu
            t={t}
            userName={props.userName}
            languages={props.languages}
            language={props.language}
            onLanguageChange={props.onLanguageChange}
            onProfile={props.onProfile}
            onLogout={props.onLogout}
          />
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className={cx('flex-1 p-3 outline-none sm:p-6', phone && 'pb-24')}
        >
          {children}
        </main>
      </div>
      {phone && (
        <BottomNav
          t={t}
          apps={props.apps}
          pathname={props.pathname}
          onNavigate={props.onNavigate}
          onOpenLauncher={onOpenLauncher}
        />
      )}
      {overlays}
    </div>
  );
}
