import {
  defaultTreasuryAccountCode,
  moneySymbol,
  TREASURY_ACCOUNT_KINDS,
  type TreasuryAccountKind,
  type TreasuryAccountRecord,
} from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { paymentMethodChoicesQuery, treasuryAccountKeys, treasuryAccountQuery } from './api.ts';
import { treasuryPaths } from './paths.ts';
import {
  emptyTreasuryAccountDraft,
  type TreasuryAccountDraft,
  treasuryAccountBody,
  treasuryAccountDraftOf,
} from './treasury-account-draft.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** /treasury-accounts/create. */
export function TreasuryAccountCreatePage() {
  const { t } = useTranslation('treasury');
  const session = useProductSession();
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={6} />;
  if (!session.can('treasury_accounts.create')) return <p role="alert">{t('editor.forbidden_create')}</p>;
  return <TreasuryAccountForm />;
}

/** /treasury-accounts/:id/edit. */
export function TreasuryAccountEditPage() {
  const { t } = useTranslation('treasury');
  const { id = '' } = useParams();
  const session = useProductSession();
  const canView = session.can('treasury_accounts.view');
  const record = useQuery({ ...treasuryAccountQuery(id), enabled: canView });
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  if (record.isPending) return <Skeleton label={t('editor.loading')} lines={6} />;
  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={{ href: treasuryPaths.list() }}
      />
    );
  }
  return <TreasuryAccountForm key={record.data.updated_at} record={record.data} />;
}

function TreasuryAccountForm({ record }: { record?: TreasuryAccountRecord }) {
  const { t, i18n } = useTranslation('treasury');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const [draft, setDraft] = useState<TreasuryAccountDraft>(() =>
    record ? treasuryAccountDraftOf(record) : emptyTreasuryAccountDraft(today()),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const canSeeMethods = session.can('payment_methods.view');
  const methods = useQuery({ ...paymentMethodChoicesQuery(), enabled: canSeeMethods });
  const base = apiPath('treasury-accounts');
  const editable = session.can(`treasury_accounts.${record ? 'update' : 'create'}`);
  const set = <K extends keyof TreasuryAccountDraft>(field: K, value: TreasuryAccountDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(
        record
          ? await api.patch<{ data: TreasuryAccountRecord }>(`${base}/${record.id}`, body)
          : await api.post<{ data: TreasuryAccountRecord }>(base, body),
      ).data,
  });
  const remove = useMutation({ mutationFn: async (id: string) => unwrap(await api.delete(`${base}/${id}`)) });

  const failed = (toastId: string, error: unknown) => {
    if (error instanceof ApiRequestError && error.result.error) {
      setErrors(error.result.error.errors ?? {});
      showErrorToast(toastId, error.result.error.message);
    } else showErrorToast(toastId, t('errors.generic'));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync(treasuryAccountBody(draft, canSeeMethods && methods.isSuccess));
      await queryClient.invalidateQueries({ queryKey: treasuryAccountKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['payment-methods'] });
      showSuccessToast('treasury-account-saved', t('editor.saved'));
      markWorkSaved();
      navigate(treasuryPaths.account(saved.id));
    } catch (error) {
      failed('treasury-account-save-error', error);
    }
  }

  async function destroy() {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      await queryClient.invalidateQueries({ queryKey: treasuryAccountKeys.all });
      showSuccessToast('treasury-account-deleted', t('editor.deleted'));
      markWorkSaved();
      navigate(treasuryPaths.list());
    } catch (error) {
      setConfirmDelete(false);
      failed('treasury-account-delete-error', error);
    }
  }

  const title = record ? t('editor.edit_title', { name: record.name }) : t('editor.create_title');
  return (
    <div className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 break-words font-semibold text-2xl">{title}</h1>
        {record && session.can('treasury_accounts.delete') && (
          <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
            {t('editor.delete')}
          </Button>
        )}
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={title}
        className="flex min-w-0 max-w-3xl flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <Field label={t('fields.name')} error={errors.name} required>
            <TextInput value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={80} />
          </Field>
          <Field label={t('fields.kind')} error={errors.kind}>
            <Select
              value={draft.kind}
              onChange={(e) => set('kind', e.target.value as TreasuryAccountKind)}
              options={TREASURY_ACCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
          </Field>
          <Field
            label={t('fields.accounting_code')}
            hint={t('editor.code_hint', { code: defaultTreasuryAccountCode(draft.kind) })}
            error={errors.accounting_code}
          >
            <TextInput
              value={draft.accounting_code}
              onChange={(e) => set('accounting_code', e.target.value)}
              placeholder={defaultTreasuryAccountCode(draft.kind)}
              inputMode="numeric"
              maxLength={12}
            />
          </Field>
          <Field label={t('fields.reference')} hint={t('editor.reference_hint')} error={errors.reference}>
            <TextInput
              value={draft.reference}
              onChange={(e) => set('reference', e.target.value)}
              maxLength={120}
            />
          </Field>
          <Field
            label={t('fields.opening_balance', { currency: moneySymbol(session.currency, i18n.language) })}
            error={errors.opening_balance}
          >
            <MoneyInput
              value={draft.opening_balance}
              onChange={(minor) => set('opening_balance', minor)}
              currency={session.currency}
            />
          </Field>
          <Field label={t('fields.opening_date')} error={errors.opening_date}>
            <TextInput
              type="date"
              value={draft.opening_date}
              onChange={(e) => set('opening_date', e.target.value)}
            />
          </Field>
          <Field label={t('fields.description')} error={errors.description} className="sm:col-span-2">
            <TextArea
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={500}
              rows={2}
            />
          </Field>
          {canSeeMethods && methods.data && methods.data.length > 0 && (
            <fieldset className="flex flex-col gap-2 sm:col-span-2">
              <legend className="mb-1 font-medium text-sm">{t('fields.payment_methods')}</legend>
              <p className="text-fg-muted text-sm">{t('editor.methods_hint')}</p>
              {methods.data.map((method) => (
                <Checkbox
                  key={method.id}
                  label={method.name}
                  checked={draft.payment_method_ids.includes(method.id)}
                  onChange={(e) =>
                    set(
                      'payment_method_ids',
                      e.target.checked
                        ? [...draft.payment_method_ids, method.id]
                        : draft.payment_method_ids.filter((id) => id !== method.id),
                    )
                  }
                />
              ))}
            </fieldset>
          )}
          <div className="sm:col-span-2">
            <Checkbox
              label={t('fields.is_archived')}
              hint={t('editor.archived_hint')}
              checked={draft.is_archived}
              onChange={(e) => set('is_archived', e.target.checked)}
            />
          </div>
        </fieldset>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
              {record ? t('editor.save') : t('editor.create')}
            </Button>
            <Button variant="outline" href={record ? treasuryPaths.account(record.id) : treasuryPaths.list()}>
              {t('editor.back')}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('editor.delete_title')}
        text={t('editor.delete_text', { name: record?.name ?? '' })}
        variant="danger"
        confirmLabel={t('editor.delete')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        busy={remove.isPending}
        onConfirm={destroy}
      />
    </div>
  );
}
