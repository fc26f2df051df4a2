import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { AuthHeading, AuthSwitch, formValue } from './auth-form.tsx';

/**
 * SPEC §4: request a code, then enter it with a new password, then /login. The email and the
 * step live in the URL (`?email=…&step=code`), so a reload keeps the user where they were.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const step = params.get('step') === 'code' && email !== '' ? 'code' : 'request';
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function requestCode(address: string) {
    setBusy(true);
    setErrors({});
    const result = await api.post<{ message: string }>('auth/password/email', { email: address });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(result.error.errors);
        showErrorToast('send-reset-error', result.error.message);
      }
      return;
    }
    showSuccessToast('send-reset-success', result.data.message);
    setParams({ email: address, step: 'code' });
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    const result = await api.post<{ message: string }>('auth/password/reset', {
      email,
      otp: formValue(form, 'otp'),
      password: formValue(form, 'password', { trim: false }),
      password_confirmation: formValue(form, 'password_confirmation', { trim: false }),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(result.error.errors);
        showErrorToast('reset-error', result.error.message);
      }
      return;
    }
    showSuccessToast('reset-success', result.data.message);
    navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
  }

  const working = t('common:common.working');
  return (
    <>
      <AuthHeading title={t('reset.title')}>
        {step === 'request' ? t('reset.request_text') : t('reset.code_sent', { email })}
      </AuthHeading>
      {step === 'request' ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void requestCode(formValue(new FormData(event.currentTarget), 'email'));
          }}
        >
          <Field label={t('common:field.email')} error={errors.email}>
            <TextInput name="email" type="email" autoComplete="email" required defaultValue={email} />
          </Field>
          <Button type="submit" className="w-full" loading={busy} loadingLabel={working}>
            {t('reset.send_code')}
          </Button>
        </form>
      ) : (
        <form key="code" noValidate className="flex flex-col gap-4" onSubmit={reset}>
          <Field label={t('reset.code')} error={errors.otp}>
            <TextInput
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="[0-9]*"
              required
            />
          </Field>
          <Field
            label={t('reset.new_password')}
            hint={t('common:field.password_hint')}
            error={errors.password}
          >
            <TextInput name="password" type="password" autoComplete="new-password" minLength={8} required />
          </Field>
          <Field label={t('reset.confirm_password')} error={errors.password_confirmation}>
            <TextInput name="password_confirmation" type="password" autoComplete="new-password" required />
          </Field>
          <Button type="submit" className="w-full" loading={busy} loadingLabel={working}>
            {t('reset.submit')}
          </Button>
          <Button
            type="button"
            variant="ghostPrimary"
            disabled={busy}
            onClick={() => void requestCode(email)}
          >
            {t('reset.resend')}
          </Button>
        </form>
      )}
      <AuthSwitch to="/login" label={t('reset.back_to_login')} />
    </>
  );
}
