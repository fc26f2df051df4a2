import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { profileQuery } from '../../app/profile.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { formValue } from './auth-form.tsx';
import { setPinOutcome } from './auth-outcomes.ts';

export function SetPinForm({ hasPin }: { hasPin: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    const result = await api.post('user/set-pin', {
      pin: formValue(form, 'pin'),
      pin_confirmation: formValue(form, 'pin_confirmation'),
    });
    setBusy(false);
    if (result.status === 499) return;
    const outcome = setPinOutcome(result);
    const text = 'key' in outcome ? t(outcome.key) : outcome.message;
    if (outcome.ok) {
      showSuccessToast('set-pin-success', text);
      formElement.reset();
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    } else showErrorToast('set-pin-error', text);
  }

  return (
    <section aria-labelledby="pin-title" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
      <h2 id="pin-title" className="font-semibold text-lg">
        {t('profile.pin_title')}
      </h2>
      <p className="mb-4 text-fg-muted text-sm">
        {t('profile.pin_text')} {hasPin ? t('profile.pin_status_set') : t('profile.pin_status_unset')}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:max-w-xs">
        <Field label={t('profile.new_pin')}>
          <TextInput
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            pattern="[0-9]*"
            required
          />
        </Field>
        <Field label={t('profile.confirm_pin')}>
          <TextInput
            name="pin_confirmation"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            pattern="[0-9]*"
            required
          />
        </Field>
        <Button type="submit" loading={busy} loadingLabel={t('common:common.working')}>
          {t('profile.set_pin')}
        </Button>
      </form>
    </section>
  );
}
