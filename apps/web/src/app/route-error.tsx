import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';

/** SPEC §2's crash screen, for errors thrown while loading or rendering a route. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  if (error) console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-semibold text-2xl text-fg">{t('crash.title')}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => navigate(0)}>{t('crash.retry')}</Button>
        <Button variant="outline" href="/dashboard">
          {t('crash.home')}
        </Button>
      </div>
    </main>
  );
}
