import type { CompanyWebsite } from '@comptoir/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { saveWebsite } from './api.ts';
import { type WebsiteDraft, websiteBody, websiteDraftOf } from './company-draft.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsSave } from './use-settings-save.ts';

/** The online shop's name, description, address, colour and WhatsApp number. */
export function WebsiteForm({ website, editable }: { website: CompanyWebsite; editable: boolean }) {
  const { t } = useTranslation('company_settings');
  const [draft, setDraft] = useState(() => websiteDraftOf(website));
  const { errors, submit, saving } = useSettingsSave({
    save: saveWebsite,
    toastId: 'company-website',
    savedMessage: t('website.saved'),
    failedMessage: t('errors.generic'),
  });
  const set = <K extends keyof WebsiteDraft>(field: K, value: WebsiteDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(websiteBody(draft));
  }

  return (
    <SettingsSection id="website" title={t('website.title')} text={t('website.text')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('website.title')} className="flex flex-col gap-4">
        <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <Field label={t('website.site_title')} error={errors.title}>
            <TextInput value={draft.title} onChange={(e) => set('title', e.target.value)} maxLength={120} />
          </Field>
          <Field label={t('website.domain')} hint={t('website.domain_hint')} error={errors.domain}>
            <TextInput
              value={draft.domain}
              onChange={(e) => set('domain', e.target.value)}
              maxLength={253}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Field label={t('website.description')} error={errors.description} className="sm:col-span-2">
            <TextArea
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={1000}
            />
          </Field>
          <Field label={t('website.primary_color')} error={errors.primary_color}>
            <div className="flex items-center gap-2">
              <input
                type="color"
                value={draft.primary_color}
                onChange={(e) => set('primary_color', e.target.value)}
                aria-label={t('website.primary_color')}
                className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-control bg-surface"
              />
              <TextInput
                value={draft.primary_color}
                onChange={(e) => set('primary_color', e.target.value)}
                maxLength={7}
                spellCheck={false}
              />
            </div>
          </Field>
          <Field
            label={t('website.whatsapp_phone')}
            hint={t('website.whatsapp_hint')}
            error={errors.whatsapp_phone}
          >
            <TextInput
              type="tel"
              value={draft.whatsapp_phone}
              onChange={(e) => set('whatsapp_phone', e.target.value)}
              maxLength={32}
            />
          </Field>
          <Checkbox
            className="sm:col-span-2"
            label={t('website.published')}
            hint={t('website.published_hint')}
            checked={draft.published}
            onChange={(e) => set('published', e.target.checked)}
          />
        </fieldset>
        {editable && (
          <div>
            <Button type="submit" loading={saving} loadingLabel={t('saving')}>
              {t('website.save')}
            </Button>
          </div>
        )}
      </form>
    </SettingsSection>
  );
}
