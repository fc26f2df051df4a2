import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../app/api.ts';
import type { AuthAnswer } from '../../app/sign-in.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { clearSessionOnLogout } from '../../stores/session.ts';
import { AuthHeading, AuthSwitch, formValue } from './auth-form.tsx';

/** /accept-invitation?token=…: the invited person chooses a password and is signed in. */
export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    const name = formValue(form, 'name');
    const result = await api.post<AuthAnswer>('auth/invitations/accept', {
      token,
      password: formValue(form, 'password', { trim: false }),
      ...(name ? { name } : {}),
    });
    if (result.ok) {
      // Whoever was signed in on this device before is not the invited person.
      clearSessionOnLogout(localStorage);
    }
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
    showErrorToast('invitation-error', failure.message);
  }

  return (
    <>
      <AuthHeading title={t('invitation.title')}>{token ? t('invitation.text') : null}</AuthHeading>
      {token ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field label={t('invitation.name_optional')} error={errors.name}>
            <TextInput name="name" autoComplete="name" />
          </Field>
          <Field
            label={t('common:field.password')}
            hint={t('common:field.password_hint')}
            error={errors.password}
          >
            <TextInput name="password" type="password" autoComplete="new-password" minLength={8} required />
          </Field>
          <Button type="submit" className="w-full" loading={busy} loadingLabel={t('common:common.working')}>
            {t('invitation.submit')}
          </Button>
        </form>
      ) : (
        <p role="alert" className="text-danger-text">
          {t('invitation.missing_token')}
        </p>
      )}
      <AuthSwitch to="/login" label={t('reset.back_to_login')} />
    </>
  );
}
