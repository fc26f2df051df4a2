import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { isLocale, LOCALE_NAMES, LOCALES, setLocale } from '../../i18n/i18n.ts';
import { formValue } from './auth-form.tsx';
import { SetPinForm } from './set-pin-form.tsx';

const localeOptions = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

function DetailsForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const locale = formValue(form, 'locale');
    setBusy(true);
    setErrors({});
    const result = await api.put('user', {
      name: formValue(form, 'name'),
      ...(isLocale(locale) ? { locale } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(result.error.errors);
        showErrorToast('profile-error', result.error.message);
      }
      return;
    }
    if (isLocale(locale)) await setLocale(locale);
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    // `t` is fixed to the language this form rendered in: confirm in the one just chosen.
    const tSaved = isLocale(locale) ? i18n.getFixedT(locale, 'auth') : t;
    showSuccessToast('profile-saved', tSaved('profile.saved'));
  }

  return (
    <section aria-labelledby="details-title" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
      <h2 id="details-title" className="mb-4 font-semibold text-lg">
        {t('profile.details')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:max-w-md">
        <Field label={t('common:field.name')} error={errors.name}>
          <TextInput name="name" autoComplete="name" required defaultValue={profile.name} />
        </Field>
        <Field label={t('common:field.email')}>
          <TextInput type="email" value={profile.email ?? ''} readOnly disabled />
        </Field>
        <Field label={t('common:language.label')} error={errors.locale}>
          <Select
            name="locale"
            options={localeOptions}
            defaultValue={isLocale(profile.locale) ? profile.locale : i18n.language}
          />
        </Field>
        <Button type="submit" loading={busy} loadingLabel={t('common:common.working')}>
          {t('profile.save')}
        </Button>
      </form>
    </section>
  );
}

/** /profile: your name and language, and the PIN used with the company code. */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const profile = useQuery(profileQuery);
  if (!profile.data) return null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-semibold text-2xl">{t('profile.title')}</h1>
      <DetailsForm profile={profile.data} />
      <SetPinForm hasPin={profile.data.has_pin} />
    </div>
  );
}
