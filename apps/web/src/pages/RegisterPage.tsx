import { type FormEvent, useState } from 'react';
import { Alert, errorText, Field, Layout } from '../components.tsx';
import { useI18n } from '../i18n/index.tsx';
import { ApiError, api } from '../lib/api.ts';
import { navigate, onLinkClick } from '../lib/router.ts';
import { type LoginAnswer, saveSession } from '../lib/session.ts';

const CURRENCIES = ['USD', 'EUR', 'XAF'] as const;

export function RegisterPage() {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; errors: Record<string, string[]> } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api<LoginAnswer>('POST', '/auth/register', {
        user: { name: value('name').trim(), email: value('email').trim(), password: value('password') },
        company: {
          name: value('company_name').trim(),
          currency: value('currency'),
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          locale,
        },
      });
      saveSession(answer);
      navigate('/onboarding', { replace: true });
    } catch (error) {
      setFailure({ text: errorText(error, t), errors: error instanceof ApiError ? error.errors : {} });
      setBusy(false);
    }
  }

  const errors = (field: string) => failure?.errors[field];
  return (
    <Layout>
      <section className="card">
        <h1>{t('register.title')}</h1>
        <form onSubmit={submit} noValidate>
          {failure && <Alert id="signup-error">{failure.text}</Alert>}
          <Field
            label={t('field.name')}
            name="name"
            autoComplete="name"
            errors={errors('user.name')}
            required
          />
          <Field
            label={t('field.email')}
            name="email"
            type="email"
            autoComplete="email"
            errors={errors('user.email')}
            required
          />
          <Field
            label={t('field.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            hint={t('field.password_hint')}
            errors={errors('user.password')}
            required
          />
          <Field
            label={t('field.company_name')}
            name="company_name"
            autoComplete="organization"
            errors={errors('company.name')}
            required
          />
          <div className="field">
            <label htmlFor="currency">{t('field.currency')}</label>
            <select id="currency" name="currency" defaultValue="USD">
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`currency.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('common.working') : t('register.submit')}
          </button>
        </form>
        <p className="switch">
          {t('register.have_account')}{' '}
          <a href="/login" onClick={onLinkClick}>
            {t('register.login_link')}
          </a>
        </p>
      </section>
    </Layout>
  );
}
