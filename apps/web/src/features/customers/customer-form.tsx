import type { Customer, CustomerType } from '@comptoir/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { customerKeys, customerQuery } from './api.ts';
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const [draft, setDraft] = useState<CustomerDraft>(() =>
    customer ? customerDraftOf(customer) : emptyCustomerDraft(),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const base = apiPath('customers');
  const editable = session.can(customer ? 'customers.update' : 'customers.create');

  const save = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(
        customer
          ? await api.patch<{ data: Customer }>(`${base}/${customer.id}`, body)
          : await api.post<{ data: Customer }>(base, body),
      ).data,
    meta: { path: base },
  });
  const remove = useMutation({
    mutationFn: async (id: string) => unwrap(await api.delete(`${base}/${id}`)),
    meta: { path: base },
  });

  const failed = (id: string, error: unknown) => {
    if (error instanceof ApiRequestError) {
      setErrors(error.result.error?.errors ?? {});
      if (error.result.error) showErrorToast(id, error.result.error.message);
    } else showErrorToast(id, t('errors.generic'));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync(customerBody(draft));
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      showSuccessToast('customer-saved', t('editor.saved'));
      if (customer) queryClient.setQueryData(customerQuery(saved.id).queryKey, saved);
      else navigate(customerPaths.edit(saved.id), { replace: true });
    } catch (error) {
      failed('customer-save-error', error);
    }
  }

  async function destroy() {
    if (!customer) return;
    try {
      await remove.mutateAsync(customer.id);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      showSuccessToast('customer-deleted', t('editor.deleted'));
      navigate(customerPaths.list());
    } catch (error) {
      setConfirmDelete(false);
      failed('customer-delete-error', error);
    }
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

      {customer && <CustomerStatsPanel customerId={customer.id} />}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form
          onSubmit={submit}
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

      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('editor.delete_title')}
        description={t('editor.delete_text', { name: customer?.name ?? '' })}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={destroy}
              loading={remove.isPending}
              loadingLabel={t('common.working')}
            >
              {t('editor.delete')}
            </Button>
          </>
        }
      />
    </div>
  );
}
