import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api.ts';
import type { AuthAnswer } from '../../app/sign-in.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { STORAGE_KEYS } from '../../stores/storage-keys.ts';
import { AuthHeading, AuthSwitch, formValue } from './auth-form.tsx';
import { loginToastId, type LoginMethod as Method } from './auth-outcomes.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const method: Method = params.get('method') === 'pin' ? 'pin' : 'email';
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [email, setEmail] = useState(params.get('email') ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    const optionalEmail = formValue(form, 'email');
    const result =
      method === 'email'
        ? await api.post<AuthAnswer>('auth/login', {
            email: formValue(form, 'email'),
            password: formValue(form, 'password', { trim: false }),
          })
        : await api.post<AuthAnswer>('auth/login-with-pin', {
            company_code: formValue(form, 'company_code').toUpperCase(),
            pin: formValue(form, 'pin'),
            ...(optionalEmail ? { email: optionalEmail } : {}),
          });
    // The sign-in sequence loads with the first attempt, not with the screen (the /login JS budget).
    const failure = result.ok
      ? await (await import('../../app/sign-in.ts')).completeSignIn(result.data)
      : result.error;
    if (failure === null) {
      navigate('/dashboard', { replace: true });
      return;
    }
    setBusy(false);
    setErrors(failure.errors);
    showErrorToast(loginToastId(method, failure.status), failure.message);
  }

  const choose = (key: string) => {
    setErrors({});
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'pin') next.set('method', 'pin');
        else next.delete('method');
        return next;
      },
      { replace: true },
    );
  };

  const submitButton = (
    <Button type="submit" className="w-full" loading={busy} loadingLabel={t('common:common.working')}>
      {t('login.submit')}
    </Button>
  );

  const emailForm = (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('common:field.email')} error={errors.email}>
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label={t('common:field.password')} error={errors.password}>
        <TextInput name="password" type="password" autoComplete="current-password" required />
      </Field>
      {submitButton}
      <p className="text-sm">
        <a
          href={`/reset-password?email=${encodeURIComponent(email)}`}
          onClick={(event) => {
            event.preventDefault();
            navigate(`/reset-password?email=${encodeURIComponent(email.trim())}`);
          }}
          className="font-medium text-primary-text underline underline-offset-2"
        >
          {t('login.forgot_password')}
        </a>
      </p>
    </form>
  );

  const pinForm = (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('common:field.company_code')} hint={t('login.pin_hint')} error={errors.company_code}>
        <TextInput
          name="company_code"
          autoComplete="organization"
          autoCapitalize="characters"
          required
          defaultValue={localStorage.getItem(STORAGE_KEYS.companyCode) ?? ''}
        />
      </Field>
      <Field label={t('common:field.pin')} error={errors.pin}>
        <TextInput
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          pattern="[0-9]*"
          required
        />
      </Field>
      <Field label={t('common:field.email_optional')} error={errors.email}>
        <TextInput name="email" type="email" autoComplete="email" />
      </Field>
      {submitButton}
    </form>
  );

  return (
    <>
      <AuthHeading title={t('login.title')} />
      <Tabs
        label={t('login.tabs_label')}
        fill
        selectedKey={method}
        onChange={choose}
        tabs={[
          { key: 'email', label: t('login.tab_email'), content: emailForm },
          { key: 'pin', label: t('login.tab_pin'), content: pinForm },
        ]}
      />
      <AuthSwitch text={t('login.no_account')} to="/register" label={t('login.register_link')} />
    </>
  );
}
