import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { cx } from '../components/ui/class-names.ts';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { LanguageSwitcher } from '../i18n/language-switcher.tsx';
import { useRouteAnalytics } from '../lib/analytics/use-route-analytics.ts';
import { useParentFrame } from './parent-frame.ts';
import { profileQuery } from './profile.ts';

const links = [
  { to: '/dashboard', key: 'nav.dashboard' },
  { to: '/profile', key: 'nav.profile' },
] as const;

/** The signed-in frame until the shell components land: header, navigation, content. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = useQuery(profileQuery);
  useRouteAnalytics(pathname);
  const goLogout = useCallback(() => navigate('/logout'), [navigate]);
  useParentFrame(goLogout);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-fg">
      <header className="border-line border-b bg-surface">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 py-2 sm:px-6">
          <p className="me-auto font-bold text-lg">
            <span aria-hidden="true" className="me-2 inline-block rounded bg-primary px-2 text-primary-fg">
              C
            </span>
            {profile.data?.company.name ?? t('app.name')}
          </p>
          <nav aria-label={t('nav.main')} className="order-last flex w-full gap-1 sm:order-none sm:w-auto">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cx(
                    'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-sm pointer-fine:min-h-10',
                    isActive ? 'bg-surface-muted text-fg' : 'text-fg-muted hover:text-fg',
                  )
                }
              >
                {t(link.key)}
              </NavLink>
            ))}
          </nav>
          <LanguageSwitcher className="w-36" />
          <Button variant="outline" size="small" onClick={goLogout}>
            {t('nav.logout')}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6">
        {profile.isPending ? <Skeleton label={t('common.loading')} /> : <Outlet />}
      </main>
    </div>
  );
}
