import { useEffect, useState } from 'react';
import { Alert, errorText, Layout } from '../components.tsx';
import { useI18n } from '../i18n/index.tsx';
import { api } from '../lib/api.ts';
import { navigate, onLinkClick } from '../lib/router.ts';
import { clearSession } from '../lib/session.ts';

interface Me {
  name: string;
  role: string;
  company: { name: string; company_code: string };
}

/** Ends the session on the server (best effort) and in the browser, then back to /login. */
export async function logout() {
  try {
    await api('POST', '/auth/logout');
  } catch {
    // The token may already be gone; the local session ends anyway.
  }
  clearSession();
  navigate('/login', { replace: true });
}

/** /dashboard and /onboarding until the shell issue: who is signed in, and where. */
export function HomePage({ kind }: { kind: 'dashboard' | 'onboarding' }) {
  const { t } = useI18n();
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    api<Me>('GET', '/user').then(
      (user) => {
        if (!live) return;
        localStorage.setItem('role', user.role);
        setMe(user);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Layout>
      <section className="card wide">
        <h1>{t(kind === 'onboarding' ? 'home.onboarding_title' : 'home.dashboard_title')}</h1>
        {error ? <Alert id="profile-error">{errorText(error, t)}</Alert> : null}
        {!me && !error && <p aria-live="polite">{t('common.loading')}</p>}
        {me && (
          <>
            <p className="greeting">{t('home.greeting', { name: me.name })}</p>
            {kind === 'onboarding' && <p>{t('home.onboarding_text')}</p>}
            <dl className="facts">
              <dt>{t('home.company')}</dt>
              <dd data-testid="company-name">{me.company.name}</dd>
              <dt>{t('home.company_code')}</dt>
              <dd data-testid="company-code" className="code">
                {me.company.company_code}
              </dd>
              <dt>{t('home.role')}</dt>
              <dd>{t(`role.${me.role}`)}</dd>
            </dl>
          </>
        )}
        <div className="actions">
          {kind === 'onboarding' && (
            <a href="/dashboard" onClick={onLinkClick} className="button">
              {t('home.go_dashboard')}
            </a>
          )}
          <button type="button" onClick={logout}>
            {t('home.logout')}
          </button>
        </div>
      </section>
    </Layout>
  );
}
