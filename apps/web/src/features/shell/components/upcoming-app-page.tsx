import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { AppKey } from '../apps.ts';

/** The app a route names in its handle (router.tsx: `handle: { upcomingApp }`). */
function useUpcomingApp(): AppKey | undefined {
  return useMatches()
    .map((match) => (match.handle as { upcomingApp?: AppKey } | undefined)?.upcomingApp)
    .find((key) => key !== undefined);
}

/** What an app of the menu shows while its screens are not built (features/shell/upcoming-apps.ts). */
export function UpcomingAppPage() {
  const { t } = useTranslation('shell');
  const app = useUpcomingApp() ?? 'dashboard';
  const name = t(`apps.${app}`);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-semibold text-2xl">{name}</h1>
      <EmptyState
        title={t('upcoming.title', { app: name })}
        description={t('upcoming.text')}
        action={
          <Link to="/dashboard" className={buttonClassName('outline')}>
            {t('upcoming.home')}
          </Link>
        }
      />
    </div>
  );
}
