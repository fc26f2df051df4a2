import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { CrashScreen } from '../features/shell/components/crash-screen.tsx';
import { reportCrash } from './crash-report.ts';

/** SPEC §2's crash screen for errors thrown while loading a route (lazy chunk, loader). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  useEffect(() => {
    if (error) reportCrash(error, '');
  }, [error]);
  return (
    <CrashScreen
      labels={{ title: t('crash.title'), retry: t('crash.retry'), home: t('crash.home') }}
      onRetry={() => navigate(0)}
    />
  );
}
