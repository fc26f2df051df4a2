import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../app/logout.ts';
import { Spinner } from '../../components/ui/spinner.tsx';

let running: Promise<void> | null = null;

/** /logout: ends the session (SPEC §4), then /login. Also where a parent frame's logout leads. */
export function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    // One logout even when StrictMode runs the effect twice.
    running ??= logout().finally(() => {
      running = null;
    });
    void running.then(() => navigate('/login', { replace: true }));
  }, [navigate]);
  return (
    <div className="flex items-center justify-center gap-3 py-6" aria-live="polite">
      <Spinner />
      <span>{t('logout.working')}</span>
    </div>
  );
}
