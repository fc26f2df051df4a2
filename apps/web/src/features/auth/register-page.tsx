import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api.ts';
import type { AuthAnswer } from '../../app/sign-in.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { AuthHeading, AuthSwitch, formValue } from './auth-form.tsx';

const CURRENCIES = ['XAF', 'EUR', 'USD'] as const;

/** Field errors of the register payload come as `user.email`, `company.name`… */
const fieldErrors = (errors: Record<string, string[]>, name: string) =>
  errors[`user.${name}`] ?? errors[`company.${name}`] ?? errors[name];

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    const result = await api.post<AuthAnswer>('auth/register', {
      user: {
        name: formValue(form, 'name'),
        email: formValue(form, 'email'),
        password: formValue(form, 'password', { trim: false }),
      },
      company: { name: formValue(form, 'company_name'), currency: formValue(form, 'currency') },
    });
    // The sign-in sequence loads with the first attempt, not with the screen (the /login JS budget).
    const failure = result.ok
      ? await (await import('../../app/sign-in.ts')).completeSignIn(result.data)
      : result.error;
    if (failure === null) {
      navigate('/onboarding', { replace: true });
      return;
    }
    setBusy(false);
    setErrors(failure.errors);
    showErrorToast('signup-error', failure.message);
  }

  return (
    <>
      <AuthHeading title={t('register.title')} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t('common:field.name')} error={fieldErrors(errors, 'name')}>
          <TextInput name="name" autoComplete="name" required />
        </Field>
        <Field label={t('common:field.email')} error={fieldErrors(errors, 'email')}>
          <TextInput name="email" type="email" autoComplete="email" required />
        </Field>
        <Field
          label={t('common:field.password')}
          hint={t('common:field.password_hint')}
          error={fieldErrors(errors, 'password')}
        >
          <TextInput name="password" type="password" autoComplete="new-password" minLength={8} required />
        </Field>
        <Field label={t('common:field.company_name')} error={errors['company.name']}>
          <TextInput name="company_name" autoComplete="organization" required />
        </Field>
        <Field label={t('common:field.currency')} error={fieldErrors(errors, 'currency')}>
          <Select
            name="currency"
            defaultValue="XAF"
            options={CURRENCIES.map((code) => ({ value: code, label: t(`common:currency.${code}`) }))}
          />
        </Field>
        <Button type="submit" className="w-full" loading={busy} loadingLabel={t('common:common.working')}>
          {t('register.submit')}
        </Button>
      </form>
      <AuthSwitch text={t('register.have_account')} to="/login" label={t('register.login_link')} />
    </>
  );
}
