import { type CompanyVariablesAnswer, documentReference } from '@comptoir/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { saveVariables } from './api.ts';
import { type DocumentsDraft, documentsBody, documentsDraftOf, PREFIX_FIELDS } from './company-draft.ts';
import { SettingsSection } from './settings-section.tsx';
import { useSettingsSave } from './use-settings-save.ts';

/** How documents are numbered and what they say: prefixes, payment terms, totals in words. */
export function DocumentSettingsForm({
  variables,
  editable,
}: {
  variables: CompanyVariablesAnswer;
  editable: boolean;
}) {
  const { t } = useTranslation('company_settings');
  const [draft, setDraft] = useState(() => documentsDraftOf(variables));
  const { errors, setErrors, submit, saving } = useSettingsSave({
    save: saveVariables,
    toastId: 'company-documents',
    savedMessage: t('documents.saved'),
    failedMessage: t('errors.generic'),
  });
  const set = <K extends keyof DocumentsDraft>(field: K, value: DocumentsDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const year = new Date().getFullYear();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, error } = documentsBody(draft);
    if (error) setErrors({ invoice_due_days: [t(`documents.${error}`)] });
    else void submit(body);
  }

  return (
    <SettingsSection id="documents" title={t('documents.title')} text={t('documents.text')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('documents.title')} className="flex flex-col gap-4">
        <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
          {PREFIX_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`documents.${field}`)}
              hint={t('documents.example', { reference: documentReference(draft[field], year, 1) })}
              error={errors[field]}
            >
              <TextInput
                value={draft[field]}
                onChange={(event) => set(field, event.target.value)}
                maxLength={12}
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
          ))}
          <Field
            label={t('documents.invoice_due_days')}
            hint={t('documents.invoice_due_days_hint')}
            error={errors.invoice_due_days}
          >
            <TextInput
              value={draft.invoice_due_days}
              onChange={(event) => set('invoice_due_days', event.target.value)}
              inputMode="numeric"
              maxLength={3}
              placeholder={t('documents.on_receipt')}
            />
          </Field>
          <Checkbox
            className="sm:col-span-2"
            label={t('documents.amount_in_words')}
            hint={t('documents.amount_in_words_hint')}
            checked={draft.amount_in_words}
            onChange={(event) => set('amount_in_words', event.target.checked)}
            error={errors.amount_in_words?.join(' ')}
          />
        </fieldset>
        {editable && (
          <div>
            <Button type="submit" loading={saving} loadingLabel={t('saving')}>
              {t('documents.save')}
            </Button>
          </div>
        )}
      </form>
    </SettingsSection>
  );
}
