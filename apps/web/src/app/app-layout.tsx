import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useOpenedOnce } from '../components/ui/use-opened-once.ts';
import { swStatus } from '../features/pwa/sw-status.ts';
import { useSwStatus } from '../features/pwa/use-sw-status.ts';
import { appsFor, orderByPinned } from '../features/shell/apps.ts';
import { AppLauncherDialog } from '../features/shell/components/app-launcher.tsx';
import { AppLayout as ShellLayout } from '../features/shell/components/app-layout.tsx';
import { CrashProbe } from '../features/shell/components/crash-probe.tsx';
import { CrashBoundary } from '../features/shell/components/crash-screen.tsx';
import { InstallBanner } from '../features/shell/components/install-banner.tsx';
import { RouteProgress } from '../features/shell/components/route-progress.tsx';
import { SessionChangedDialog } from '../features/shell/components/session-changed-dialog.tsx';
import { ShopSwitcher } from '../features/shell/components/shop-switcher.tsx';
import { UpdateNotice } from '../features/shell/components/update-notice.tsx';
import { useDeviceClass } from '../features/shell/rules/breakpoints.ts';
import { isPaletteShortcut } from '../features/shell/rules/palette-shortcut.ts';
import { isLocale, LOCALE_NAMES, LOCALES, setLocale } from '../i18n/i18n.ts';
import { useRouteAnalytics } from '../lib/analytics/use-route-analytics.ts';
import { readPinnedApps, storeShopBinding, togglePinnedApp } from '../stores/session.ts';
import { posOutboxKey, STORAGE_KEYS } from '../stores/storage-keys.ts';
import { type StoredValue, useStoredValue } from '../stores/use-stored-value.ts';
import { reportCrash } from './crash-report.ts';
import { EditsTracker, LeaveConfirm } from './leave-confirm.tsx';
import { LeavingPageGuard } from './leaving-page.tsx';
import { useParentFrame } from './parent-frame.ts';
import { isAdminRole, profileQuery } from './profile.ts';
import { queryClient as sessionQueryClient } from './query.ts';
import { shopsQuery } from './shops.ts';
import { discardUnsavedWork } from './unsaved-work.ts';
import { useSessionChanges } from './use-session-changes.ts';

const languages = LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] }));

// Its combobox (Headless UI, with a virtual list) loads when the palette first opens: the
// /dashboard JS budget (bench/web).
const CommandPalette = lazy(async () => ({
  default: (await import('../features/shell/components/command-palette.tsx')).CommandPalette,
}));

// Sends the counter's kept sales from any screen; loaded only while the device keeps some.
const OutboxSender = lazy(() => import('../features/orders/pos/offline/outbox-sender.tsx'));

/** Whether this device keeps counter sales for the company (the outbox's entry exists only while it holds some). */
function useKeepsSales(companyId: string): boolean {
  const stored = useMemo<StoredValue<boolean>>(
    () => ({
      key: posOutboxKey(companyId),
      read: (storage) => storage.getItem(posOutboxKey(companyId)) !== null,
      write: () => {},
    }),
    [companyId],
  );
  return useStoredValue(stored)[0];
}

/**
 * Ctrl/⌘+K before the palette's code is loaded: opens it. Once loaded, the palette listens itself
 * (to open and to close).
 */
function usePaletteShortcut(loaded: boolean, open: () => void) {
  useEffect(() => {
    if (loaded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [loaded, open]);
}

/** The signed-in screens, with the server-data cache they share. */
export function AppLayout() {
  return (
    <QueryClientProvider client={sessionQueryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

/** The signed-in frame: the shell components, fed from the session, the router and the stores. */
function SignedInFrame() {
  const { t: shellT, i18n } = useTranslation('shell');
  const t = useCallback((key: string) => shellT(key), [shellT]);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const device = useDeviceClass();
  const sw = useSwStatus();
  const profile = useQuery(profileQuery);
  const role = profile.data?.role ?? localStorage.getItem(STORAGE_KEYS.role);
  const admin = isAdminRole(role);
  const shops = useQuery({
    ...shopsQuery(admin),
    enabled: profile.data?.permissions.includes('shops.view') ?? false,
  });
  const companyId = localStorage.getItem(STORAGE_KEYS.companyId) ?? '';
  const [pinned, setPinned] = useState(() => readPinnedApps(localStorage, companyId));
  const keepsSales = useKeepsSales(companyId);
  const [shopId, setShopId] = useState(() => localStorage.getItem(STORAGE_KEYS.shopId));
  const [launcherOpen, setLauncherOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const apps = useMemo(() => orderByPinned(appsFor(role), pinned), [role, pinned]);
  const paletteLoaded = useOpenedOnce(paletteOpen);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(paletteLoaded, openPalette);

  useRouteAnalytics(pathname);
  const goLogout = useCallback(() => navigate('/logout'), [navigate]);
  // The embedding app ends the session: nothing on the page can be kept, so nothing asks.
  const parentLogout = useCallback(() => {
    discardUnsavedWork();
    goLogout();
  }, [goLogout]);
  useParentFrame(parentLogout);

  // Another tab signed out, signed in again or switched shop (local storage is shared, and read by every request).
  const [accountChanged, setAccountChanged] = useState(false);
  useSessionChanges((change) => {
    if (change === 'signed_out') {
      // The session is gone: nothing on this page can be saved any more, so nothing asks.
      discardUnsavedWork();
      queryClient.clear();
      navigate('/login', { replace: true });
    } else if (change === 'switched_account') {
      setAccountChanged(true);
    } else {
      showShop(localStorage.getItem(STORAGE_KEYS.shopId));
    }
  });

  function showShop(next: string | null) {
    setShopId(next);
    // Every cached answer was for the previous shop.
    void queryClient.invalidateQueries();
  }

  const changeShop = (next: string | null) => {
    storeShopBinding(
      localStorage,
      next === null ? { allCompany: true, shopId: null } : { allCompany: false, shopId: next },
    );
    showShop(next);
  };

  const shopList = shops.data ?? [];
  return (
    <ShellLayout
      t={t}
      companyName={profile.data?.company.name ?? ''}
      apps={apps}
      pathname={pathname}
      onNavigate={(path) => navigate(path)}
      userName={profile.data?.name ?? ''}
      languages={languages}
      language={i18n.language}
      onLanguageChange={(code) => {
        if (isLocale(code)) void setLocale(code);
      }}
      onProfile={() => navigate('/profile')}
      onLogout={goLogout}
      onOpenLauncher={() => setLauncherOpen(true)}
      onOpenPalette={openPalette}
      shopSwitcher={
        shopList.length > 1 || (admin && shopList.length > 0) ? (
          <ShopSwitcher
            t={t}
            shops={shopList}
            value={shopId}
            allCompanyAllowed={admin}
            onChange={changeShop}
            compact={device === 'mobile'}
          />
        ) : undefined
      }
      overlays={
        <>
          <RouteProgress active={navigation.state !== 'idle'} label={t('progress.loading')} />
          <SessionChangedDialog t={t} open={accountChanged} onReload={() => window.location.reload()} />
          {keepsSales && !pathname.startsWith('/pos') && (
            <Suspense fallback={null}>
              <OutboxSender companyId={companyId} />
            </Suspense>
          )}
          <LeaveConfirm
            texts={{
              title: t('leave.title'),
              text: t('leave.text'),
              stay: t('leave.stay'),
              leave: t('leave.leave'),
              working: t('leave.working'),
            }}
          />
          <InstallBanner t={t} pathname={pathname} isMobile={device === 'mobile'} />
          <UpdateNotice
            t={t}
            status={sw}
            onReload={() => void swStatus.applyUpdate()}
            onDismiss={() => swStatus.dismiss()}
            isMobile={device === 'mobile'}
          />
          <AppLauncherDialog
            t={t}
            open={launcherOpen}
            onClose={() => setLauncherOpen(false)}
            apps={apps}
            pinned={pinned}
            onTogglePin={(key) => setPinned(togglePinnedApp(localStorage, companyId, key))}
            onNavigate={(path) => navigate(path)}
          />
          {paletteLoaded && (
            <Suspense fallback={null}>
              <CommandPalette
                t={t}
                apps={apps}
                open={paletteOpen}
                onOpenChange={setPaletteOpen}
                onNavigate={(path) => navigate(path)}
              />
            </Suspense>
          )}
        </>
      }
    >
      <CrashBoundary
        key={pathname}
        labels={{ title: t('crash.title'), retry: t('crash.retry'), home: t('crash.home') }}
        onReport={reportCrash}
      >
        <CrashProbe />
        {/* A page that waits for its translations suspends here, not the shell around it: the
            App-level boundary would hide the navigation and the open dialogs (install banner). */}
        <Suspense fallback={<Skeleton label={shellT('progress.loading')} />}>
          {profile.isPending ? (
            <Skeleton label={shellT('progress.loading')} />
          ) : (
            <LeavingPageGuard>
              <EditsTracker>
                <Outlet />
              </EditsTracker>
            </LeavingPageGuard>
          )}
        </Suspense>
      </CrashBoundary>
    </ShellLayout>
  );
}
