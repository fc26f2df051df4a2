import type { CompanyWithSubscription } from '@comptoir/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQuery } from '../../app/profile.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { LOCALE_NAMES, LOCALES } from '../../i18n/i18n.ts';
import { saveCompany } from './api.ts';
import {
  currencyOptions,
  type DetailsDraft,
  detailsBody,
  detailsDraftOf,
  timezoneOptions,
} from './company-draft.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsSave } from './use-settings-save.ts';

/** Who the company is (what its documents print) and its currency, time zone and language. */
export function CompanyDetailsForm({
  company,
  editable,
}: {
  company: CompanyWithSubscription;
  editable: boolean;
}) {
  const { t, i18n } = useTranslation('company_settings');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => detailsDraftOf(company));
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const zones = useMemo(() => timezoneOptions(company.timezone), [company.timezone]);
  const { errors, submit, saving } = useSettingsSave({
    save: saveCompany,
    toastId: 'company-details',
    savedMessage: t('details.saved'),
    failedMessage: t('errors.generic'),
    // Name, currency and language show across the app.
    onSaved: () => void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
  const set = (field: keyof DetailsDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: keyof DetailsDraft, options: { maxLength: number; autoComplete?: string }) => (
    <TextInput
      value={draft[field]}
      onChange={(event) => set(field)(event.target.value)}
      maxLength={options.maxLength}
      autoComplete={options.autoComplete ?? 'off'}
    />
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(detailsBody(draft, company.currency_locked));
  }

  return (
    <SettingsSection id="details" title={t('details.title')} text={t('details.text')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('details.title')} className="flex flex-col gap-4">
        <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <Field label={t('fields.name')} error={errors.name} required className="sm:col-span-2">
            {text('name', { maxLength: 120, autoComplete: 'organization' })}
          </Field>
          <Field label={t('fields.tax_id')} hint={t('fields.tax_id_hint')} error={errors.tax_id}>
            {text('tax_id', { maxLength: 64 })}
          </Field>
          <Field label={t('fields.email')} error={errors.email}>
            <TextInput
              type="email"
              value={draft.email}
              onChange={(event) => set('email')(event.target.value)}
              maxLength={254}
              autoComplete="email"
            />
          </Field>
          <Field label={t('fields.phone')} error={errors.phone}>
            <TextInput
              type="tel"
              value={draft.phone}
              onChange={(event) => set('phone')(event.target.value)}
              maxLength={32}
              autoComplete="tel"
            />
          </Field>
          <Field label={t('fields.address')} error={errors.address}>
            {text('address', { maxLength: 500, autoComplete: 'street-address' })}
          </Field>
          <Field label={t('fields.city')} error={errors.city}>
            {text('city', { maxLength: 120, autoComplete: 'address-level2' })}
          </Field>
          <Field label={t('fields.country')} hint={t('fields.country_hint')} error={errors.country}>
            <TextInput
              value={draft.country}
              onChange={(event) => set('country')(event.target.value.toUpperCase())}
              maxLength={2}
              autoComplete="country"
              className="uppercase"
            />
          </Field>
          <Field
            label={t('fields.currency')}
            hint={company.currency_locked ? t('fields.currency_locked') : t('fields.currency_hint')}
            error={errors.currency}
          >
            <Select
              value={draft.currency}
              onChange={(event) => set('currency')(event.target.value)}
              options={currencies}
              disabled={company.currency_locked}
            />
          </Field>
          <Field label={t('fields.timezone')} error={errors.timezone}>
            <Select
              value={draft.timezone}
              onChange={(event) => set('timezone')(event.target.value)}
              options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            />
          </Field>
          <Field label={t('fields.locale')} hint={t('fields.locale_hint')} error={errors.locale}>
            <Select
              value={draft.locale}
              onChange={(event) => set('locale')(event.target.value)}
              options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
            />
          </Field>
        </fieldset>
        {editable && (
          <div>
            <Button type="submit" loading={saving} loadingLabel={t('saving')}>
              {t('details.save')}
            </Button>
          </div>
        )}
      </form>
    </SettingsSection>
  );
}
