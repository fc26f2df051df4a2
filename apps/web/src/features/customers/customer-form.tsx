import type { Customer, CustomerType } from '@comptoir/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useRecordEditor } from '../../components/editor/use-record-editor.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { customerQuery } from './api.ts';
import { CustomerAddressesPanel } from './customer-addresses-panel.tsx';
import { CustomerDebtsPanel } from './customer-debts-panel.tsx';
import { type CustomerDraft, customerBody, customerDraftOf, emptyCustomerDraft } from './customer-draft.ts';
import { CustomerStatsPanel } from './customer-stats-panel.tsx';
import { CustomerTypeSwitch } from './customer-type-switch.tsx';
import { customerPaths } from './paths.ts';

type TextField = Exclude<keyof CustomerDraft, 'type' | 'marketing_consent' | 'notes'>;

const CONTACT_FIELDS: Array<{
  field: TextField;
  type?: string;
  autoComplete: string;
  maxLength: number;
  inputMode?: 'tel' | 'email';
}> = [
  { field: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 24, inputMode: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254, inputMode: 'email' },
  { field: 'tax_id', autoComplete: 'off', maxLength: 60 },
  { field: 'tags', autoComplete: 'off', maxLength: 400 },
];

const HINTS: Partial<Record<TextField, string>> = { phone: 'editor.phone_hint', tags: 'editor.tags_hint' };

/** The customer's identity and contact data; the server's field errors show under each field. */
export function CustomerForm({ customer }: { customer?: Customer }) {
  const { t } = useTranslation('customers');
  const queryClient = useQueryClient();
  const session = useProductSession();
  const [draft, setDraft] = useState<CustomerDraft>(() =>
    customer ? customerDraftOf(customer) : emptyCustomerDraft(),
  );
  const editable = session.can(customer ? 'customers.update' : 'customers.create');
  const { errors, confirmDelete, setConfirmDelete, save, remove, submit, destroy } =
    useRecordEditor<Customer>({
      base: apiPath('customers'),
      record: customer,
      toast: 'customer',
      texts: { saved: t('editor.saved'), deleted: t('editor.deleted'), generic: t('errors.generic') },
      paths: customerPaths,
      onSaved: (saved) => {
        if (customer) queryClient.setQueryData(customerQuery(saved.id).queryKey, saved);
      },
    });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(customerBody(draft));
  }

  const set = (field: TextField | 'notes') => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const company = draft.type === 'company';
  const nameInput = (field: 'first_name' | 'last_name', autoComplete: string) => (
    <Field
      label={t(`fields.${field}`)}
      error={errors[field]}
      {...(company
        ? { hint: t('editor.contact_hint') }
        : field === 'first_name'
          ? { hint: t('editor.name_hint') }
          : {})}
    >
      <TextInput
        value={draft[field]}
        onChange={(event) => set(field)(event.target.value)}
        maxLength={120}
        autoComplete={autoComplete}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 font-semibold text-2xl">
          {customer ? t('editor.edit_title', { name: customer.name }) : t('editor.create_title')}
        </h1>
        {customer && session.can('customers.delete') && (
          <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
            {t('editor.delete')}
          </Button>
        )}
      </div>

      {customer && (
        <CustomerStatsPanel
          customerId={customer.id}
          customer={{ name: customer.name, phone: customer.phone }}
        />
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="customer-details"
          className="flex min-w-0 flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
        >
          <h2 id="customer-details" className="font-semibold text-lg">
            {t('editor.details')}
          </h2>
          <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
            <CustomerTypeSwitch
              value={draft.type}
              onChange={(type: CustomerType) => setDraft((current) => ({ ...current, type }))}
              className="sm:col-span-2"
            />
            {company && (
              <Field
                label={t('fields.company_name')}
                error={errors.company_name}
                required
                className="sm:col-span-2"
              >
                <TextInput
                  value={draft.company_name}
                  onChange={(event) => set('company_name')(event.target.value)}
                  maxLength={160}
                  autoComplete="organization"
                />
              </Field>
            )}
            {nameInput('first_name', 'given-name')}
            {nameInput('last_name', 'family-name')}
            {CONTACT_FIELDS.map((spec) => (
              <Field
                key={spec.field}
                label={t(`fields.${spec.field}`)}
                error={errors[spec.field]}
                {...(HINTS[spec.field] ? { hint: t(HINTS[spec.field] as 'editor.phone_hint') } : {})}
              >
                <TextInput
                  value={draft[spec.field]}
                  onChange={(event) => set(spec.field)(event.target.value)}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
                />
              </Field>
            ))}
            <Field label={t('fields.notes')} error={errors.notes} className="sm:col-span-2">
              <TextArea
                value={draft.notes}
                onChange={(event) => set('notes')(event.target.value)}
                rows={3}
                maxLength={2000}
              />
            </Field>
            <Checkbox
              label={t('fields.marketing_consent')}
              hint={t('editor.consent_hint')}
              checked={draft.marketing_consent}
              onChange={(event) =>
                setDraft((current) => ({ ...current, marketing_consent: event.target.checked }))
              }
              error={errors.marketing_consent?.join(' ')}
              className="sm:col-span-2"
            />
          </fieldset>
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
                {customer ? t('editor.save') : t('editor.create')}
              </Button>
              <Button variant="outline" href={customerPaths.list()}>
                {t('editor.back')}
              </Button>
            </div>
          )}
        </form>
        <CustomerAddressesPanel customerId={customer?.id ?? null} />
      </div>
      {customer && <CustomerDebtsPanel customerId={customer.id} />}

      <ConfirmDialog
        open={confirmDelete}
        title={t('editor.delete_title')}
        text={t('editor.delete_text', { name: customer?.name ?? '' })}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        variant="danger"
        busy={remove.isPending}
        onConfirm={destroy}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
