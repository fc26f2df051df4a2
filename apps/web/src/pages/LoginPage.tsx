import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Alert, errorText, Field, Layout } from '../components.tsx';
import { useI18n } from '../i18n/index.tsx';
import { ApiError, api } from '../lib/api.ts';
import { navigate, onLinkClick } from '../lib/router.ts';
import { type LoginAnswer, saveSession } from '../lib/session.ts';

type Method = 'email' | 'pin';
interface Failure {
  id: string;
  text: string;
  errors: Record<string, string[]>;
}

export function LoginPage() {
  const { t } = useI18n();
  const [method, setMethod] = useState<Method>('email');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setFailure(null);
    try {
      const answer =
        method === 'email'
          ? await api<LoginAnswer>('POST', '/auth/login', {
              email: value('email'),
              password: String(form.get('password') ?? ''),
            })
          : await api<LoginAnswer>('POST', '/auth/login-with-pin', {
              company_code: value('company_code'),
              pin: value('pin'),
              ...(value('email') ? { email: value('email') } : {}),
            });
      saveSession(answer);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const throttled = error instanceof ApiError && error.status === 429;
      setFailure({
        id: throttled ? 'login-pin-throttle' : method === 'email' ? 'login-error' : 'login-pin-error',
        text: errorText(error, t),
        errors: error instanceof ApiError ? error.errors : {},
      });
      setBusy(false);
    }
  }

  const choose = (name: Method) => {
    setMethod(name);
    setFailure(null);
  };
  // ARIA tabs: one tab stop; the arrow keys move between the two methods.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const other: Method = method === 'email' ? 'pin' : 'email';
    const next: Method = event.key === 'Home' ? 'email' : event.key === 'End' ? 'pin' : other;
    choose(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const tab = (name: Method, label: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${name}`}
      aria-selected={method === name}
      aria-controls="login-panel"
      tabIndex={method === name ? 0 : -1}
      className="tab"
      onClick={() => choose(name)}
      onKeyDown={onTabKey}
    >
      {label}
    </button>
  );

  return (
    <Layout>
      <section className="card">
        <h1>{t('login.title')}</h1>
        <div role="tablist" aria-label={t('login.tabs_label')} className="tabs">
          {tab('email', t('login.tab_email'))}
          {tab('pin', t('login.tab_pin'))}
        </div>
        <form
          key={method}
          id="login-panel"
          role="tabpanel"
          aria-labelledby={`tab-${method}`}
          onSubmit={submit}
          noValidate
        >
          {failure && <Alert id={failure.id}>{failure.text}</Alert>}
          {method === 'email' ? (
            <>
              <Field label={t('field.email')} name="email" type="email" autoComplete="email" required />
              <Field
                label={t('field.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                required
              />
            </>
          ) : (
            <>
              <Field
                label={t('field.company_code')}
                name="company_code"
                autoComplete="organization"
                autoCapitalize="characters"
                hint={t('login.pin_hint')}
                errors={failure?.errors.company_code}
                required
              />
              <Field
                label={t('field.pin')}
                name="pin"
                type="password"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={4}
                errors={failure?.errors.pin}
                required
              />
              <Field label={t('field.email_optional')} name="email" type="email" autoComplete="email" />
            </>
          )}
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('common.working') : t('login.submit')}
          </button>
        </form>
        <p className="switch">
          {t('login.no_account')}{' '}
          <a href="/register" onClick={onLinkClick}>
            {t('login.register_link')}
          </a>
        </p>
      </section>
    </Layout>
  );
}
