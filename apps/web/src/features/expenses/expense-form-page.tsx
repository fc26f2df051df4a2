import type { ExpenseRecord } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { transactionKeys, treasuryAccountKeys } from '../treasury/api.ts';
import { expenseFormOptionsQuery, expenseKeys, expenseQuery } from './api.ts';
import {
  type ExpenseDraft,
  emptyExpenseDraft,
  expenseCreateBody,
  expenseDraftOf,
  expenseUpdateBody,
} from './expense-draft.ts';
import { ExpenseDetails, ExpenseEssentials, ExpensePayment, type FieldErrors } from './expense-fields.tsx';
import { expensePaths } from './paths.ts';
import { PayExpenseDialog } from './pay-expense-dialog.tsx';
import { ReceiptPhotoField, type ReceiptUpload, uploadReceipt, useReceiptPhoto } from './receipt-photo.tsx';

const today = () => new Date().toLocaleDateString('en-CA');

/** /expenses/create: the quick add, made for a phone: amount, what for, how paid, a photo of the receipt. */
export function ExpenseCreatePage({ upload = uploadReceipt }: { upload?: ReceiptUpload }) {
  const { t } = useTranslation('expenses');
  const session = useProductSession();
  const canCreate = session.can('expenses.create');
  const options = useQuery({ ...expenseFormOptionsQuery(), enabled: canCreate });
  if (!session.ready || (canCreate && options.isPending))
    return <Skeleton label={t('form.loading')} lines={6} />;
  if (!canCreate) return <p role="alert">{t('form.forbidden_create')}</p>;
  return <ExpenseForm options={options.data} upload={upload} />;
}

/** /expenses/:id/edit. */
export function ExpenseEditPage({ upload = uploadReceipt }: { upload?: ReceiptUpload }) {
  const { t } = useTranslation('expenses');
  const { id = '' } = useParams();
  const session = useProductSession();
  const canView = session.can('expenses.view');
  const record = useQuery({ ...expenseQuery(id), enabled: canView });
  const options = useQuery({ ...expenseFormOptionsQuery(), enabled: session.can('expenses.create') });
  if (!session.ready || record.isPending) return <Skeleton label={t('form.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        notFound={t('form.not_found')}
        backLabel={t('form.back')}
        backLink={{ href: expensePaths.list() }}
      />
    );
  }
  return (
    <ExpenseForm key={record.data.updated_at} record={record.data} options={options.data} upload={upload} />
  );
}

function ExpenseForm({
  record,
  options,
  upload,
}: {
  record?: ExpenseRecord;
  options: Parameters<typeof emptyExpenseDraft>[1];
  upload: ReceiptUpload;
}) {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const [draft, setDraft] = useState<ExpenseDraft>(() =>
    record ? expenseDraftOf(record) : emptyExpenseDraft(today(), options),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dialog, setDialog] = useState<'delete' | 'pay' | null>(null);
  const photo = useReceiptPhoto(upload);
  const base = apiPath('expenses');
  const editable = record ? session.can('expenses.update') : session.can('expenses.create');
  const set = <K extends keyof ExpenseDraft>(field: K, value: ExpenseDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const save = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(
        record
          ? await api.patch<{ data: ExpenseRecord }>(`${base}/${record.id}`, body)
          : await api.post<{ data: ExpenseRecord }>(base, body),
      ).data,
  });
  const remove = useMutation({ mutationFn: async (id: string) => unwrap(await api.delete(`${base}/${id}`)) });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
    await queryClient.invalidateQueries({ queryKey: treasuryAccountKeys.all });
    await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
  };
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
      await save.mutateAsync(
        record ? expenseUpdateBody(draft, photo.mediaId) : expenseCreateBody(draft, photo.mediaId),
      );
      await refresh();
      showSuccessToast('expense-saved', t(record ? 'form.saved' : 'form.added'));
      markWorkSaved();
      navigate(expensePaths.list());
    } catch (error) {
      failed('expense-save-error', error);
    }
  }

  async function destroy() {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      await refresh();
      showSuccessToast('expense-deleted', t('form.deleted'));
      markWorkSaved();
      navigate(expensePaths.list());
    } catch (error) {
      setDialog(null);
      failed('expense-delete-error', error);
    }
  }

  const title = record ? t('form.edit_title', { label: record.label }) : t('form.create_title');
  const props = { draft, set, errors, currency: session.currency, options };
  return (
    <div className="flex flex-col gap-4 pb-36 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 break-words font-semibold text-2xl">{title}</h1>
        {record && (
          <div className="flex flex-wrap items-center gap-2">
            {record.status === 'paid' ? (
              <Badge color="green">{t('status.paid')}</Badge>
            ) : (
              <Badge color={record.overdue ? 'red' : 'amber'}>
                {t(record.overdue ? 'status.overdue' : 'status.unpaid')}
              </Badge>
            )}
            {record.status === 'unpaid' && session.can('expenses.update') && (
              <Button onClick={() => setDialog('pay')}>{t('pay.action')}</Button>
            )}
            {session.can('expenses.delete') && (
              <Button variant="ghostDanger" onClick={() => setDialog('delete')}>
                {t('form.delete')}
              </Button>
            )}
          </div>
        )}
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-label={title}
        className="flex min-w-0 max-w-3xl flex-col gap-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        <fieldset disabled={!editable} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <ExpenseEssentials {...props} />
          <div className="sm:col-span-2">
            <ReceiptPhotoField photo={photo} existingUrl={record?.receipt_url ?? null} />
            {errors.receipt_media_id && <p className="text-danger-text text-sm">{errors.receipt_media_id}</p>}
          </div>
          {record ? (
            record.status === 'unpaid' && <ExpensePayment {...props} />
          ) : (
            <ExpensePayment {...props} />
          )}
          <details className="sm:col-span-2" open={record !== undefined}>
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-sm">{t('form.more')}</summary>
            <div className="grid gap-4 pt-2 sm:grid-cols-2">
              <ExpenseDetails {...props} />
            </div>
          </details>
        </fieldset>
        {editable && (
          <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 flex gap-2 border-line border-t bg-surface p-3 sm:static sm:border-0 sm:bg-transparent sm:p-0">
            <Button
              type="submit"
              className="flex-1 sm:flex-none"
              loading={save.isPending}
              loadingLabel={t('common.working')}
              disabled={photo.state.status === 'uploading'}
            >
              {record ? t('form.save') : t('form.add')}
            </Button>
            <Button variant="outline" href={expensePaths.list()}>
              {t('form.back')}
            </Button>
          </div>
        )}
      </form>
      {record && dialog === 'pay' && (
        <PayExpenseDialog
          expense={record}
          options={options}
          onClose={() => setDialog(null)}
          onPaid={refresh}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        title={t('form.delete_title')}
        text={t('form.delete_text', { label: record?.label ?? '' })}
        variant="danger"
        confirmLabel={t('form.delete')}
        cancelLabel={t('common.cancel')}
        workingLabel={t('common.working')}
        busy={remove.isPending}
        onConfirm={destroy}
      />
    </div>
  );
}
