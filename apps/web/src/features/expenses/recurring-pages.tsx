import { RECURRENCE_FREQUENCIES, type RecurringExpenseRecord } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { useDay } from '../../lib/use-day.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import {
  expenseFormOptionsQuery,
  expenseKeys,
  recurringExpenseKeys,
  recurringExpenseListQuery,
  recurringExpenseQuery,
} from './api.ts';
import type { ExpenseDraft } from './expense-draft.ts';
import { ExpenseDetails, ExpenseEssentials, type FieldErrors } from './expense-fields.tsx';
import { expensePaths } from './paths.ts';
import {
  emptyRecurringDraft,
  type RecurringDraft,
  recurringBody,
  recurringDraftOf,
} from './recurring-draft.ts';

const today = () => new Date().toLocaleDateString('en-CA');

/** /expenses/recurring: rent, salaries… and when each falls due next. */
export function RecurringExpenseListPage() {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const date = useDay('—');
  const session = useProductSession();
  const canView = session.can('expenses.view');
  const list = useQuery({ ...recurringExpenseListQuery({ per_page: 100 }), enabled: canView });
  if (!session.ready) return <Skeleton label={t('recurring.loading')} lines={5} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  const ruleOf = (r: RecurringExpenseRecord) =>
    r.frequency === 'monthly'
      ? t('recurring.monthly_on', { count: r.interval, day: r.day })
      : t('recurring.weekly_on', { count: r.interval, weekday: t(`weekdays.${r.day}`) });
  const columns: TableColumn<RecurringExpenseRecord>[] = [
    {
      key: 'label',
      header: t('fields.label'),
      // The repeats column is left out on phones: its rule comes under the label.
      cell: (r) => <NameWithDetail name={<span>{r.label}</span>}>{ruleOf(r)}</NameWithDetail>,
    },
    { key: 'rule', header: t('recurring.rule'), hideOnPhone: true, cell: ruleOf },
    {
      key: 'next',
      header: t('recurring.next'),
      cell: (r) => (
        <span className="flex flex-wrap items-center gap-1">
          {r.is_active ? date(r.next_run_on) : <Badge color="amber">{t('recurring.paused')}</Badge>}
          {r.auto_pay && <Badge color="blue">{t('recurring.auto_pay_badge')}</Badge>}
        </span>
      ),
    },
    { key: 'amount', header: t('fields.amount_short'), align: 'end', cell: (r) => session.money(r.amount) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Link to={expensePaths.list()} className="text-primary-text text-sm hover:underline">
        {t('recurring.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('recurring.title')}</h1>
        {session.can('expenses.create') && (
          <Button href={expensePaths.recurringCreate()}>{t('recurring.add')}</Button>
        )}
      </div>
      <p className="text-fg-muted text-sm">{t('recurring.intro')}</p>
      {list.isPending ? (
        <Skeleton label={t('recurring.loading')} lines={5} />
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{list.error.message || t('errors.generic')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <Table
          caption={t('recurring.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(r) => r.id}
          onRowClick={(r) => navigate(expensePaths.recurringEdit(r.id))}
          empty={<EmptyState title={t('recurring.empty')} description={t('recurring.empty_text')} />}
        />
      )}
    </div>
  );
}

export function RecurringExpenseCreatePage() {
  const { t } = useTranslation('expenses');
  const session = useProductSession();
  if (!session.ready) return <Skeleton label={t('recurring.loading')} lines={6} />;
  if (!session.can('expenses.create')) return <p role="alert">{t('form.forbidden_create')}</p>;
  return <RecurringForm />;
}

export function RecurringExpenseEditPage() {
  const { t } = useTranslation('expenses');
  const { id = '' } = useParams();
  const session = useProductSession();
  const record = useQuery({ ...recurringExpenseQuery(id), enabled: session.can('expenses.view') });
  if (!session.ready || record.isPending) return <Skeleton label={t('recurring.loading')} lines={6} />;
  if (record.isError) {
    return (
      <RecordLoadError
        error={record.error}
        notFound={t('recurring.not_found')}
        backLabel={t('form.back')}
        backLink={{ href: expensePaths.recurring() }}
      />
    );
  }
  return <RecurringForm key={record.data.updated_at} record={record.data} />;
}

function RecurringForm({ record }: { record?: RecurringExpenseRecord }) {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const options = useQuery({ ...expenseFormOptionsQuery(), enabled: session.can('expenses.create') });
  const [draft, setDraft] = useState<RecurringDraft>(() =>
    record ? recurringDraftOf(record) : emptyRecurringDraft(today()),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const base = apiPath('recurring-expenses');
  const editable = session.can(record ? 'expenses.update' : 'expenses.create');
  const set = <K extends keyof RecurringDraft>(field: K, value: RecurringDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(record ? await api.patch(`${base}/${record.id}`, body) : await api.post(base, body)),
  });
  const remove = useMutation({ mutationFn: async (id: string) => unwrap(await api.delete(`${base}/${id}`)) });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: recurringExpenseKeys.all });
    await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
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
      await save.mutateAsync(recurringBody(draft));
      await refresh();
      showSuccessToast('recurring-saved', t('recurring.saved'));
      markWorkSaved();
      navigate(expensePaths.recurring());
    } catch (error) {
      failed('recurring-save-error', error);
    }
  }
  async function destroy() {
    if (!record) return;
    try {
      await remove.mutateAsync(record.id);
      await refresh();
      showSuccessToast('recurring-deleted', t('recurring.deleted'));
      markWorkSaved();
      navigate(expensePaths.recurring());
    } catch (error) {
      setConfirmDelete(false);
      failed('recurring-delete-error', error);
    }
  }

  const title = record ? t('recurring.edit_title', { label: record.label }) : t('recurring.create_title');
  const fieldProps = {
    draft: draft as ExpenseDraft,
    set: set as <K extends keyof ExpenseDraft>(field: K, value: ExpenseDraft[K]) => void,
    errors,
    currency: session.currency,
    options: options.data,
  };
  const weekly = draft.frequency === 'weekly';
  return (
    <div className="flex flex-col gap-4 pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 break-words font-semibold text-2xl">{title}</h1>
        {record && session.can('expenses.delete') && (
          <Button variant="ghostDanger" onClick={() => setConfirmDelete(true)}>
            {t('form.delete')}
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
          <ExpenseEssentials {...fieldProps} />
          <Field label={t('recurring.frequency')} error={errors.frequency}>
            <Select
              value={draft.frequency}
              onChange={(e) => {
                const frequency = e.target.value as RecurringDraft['frequency'];
                setDraft((current) => ({
                  ...current,
                  frequency,
                  day: frequency === 'weekly' ? '1' : current.start_date.slice(8, 10).replace(/^0/, ''),
                }));
              }}
              options={RECURRENCE_FREQUENCIES.map((f) => ({
                value: f,
                label: t(`recurring.frequencies.${f}`),
              }))}
            />
          </Field>
          <Field label={t('recurring.interval')} hint={t('recurring.interval_hint')} error={errors.interval}>
            <TextInput
              value={draft.interval}
              onChange={(e) => set('interval', e.target.value)}
              inputMode="numeric"
              maxLength={2}
            />
          </Field>
          {weekly ? (
            <Field label={t('recurring.weekday')} error={errors.day}>
              <Select
                value={draft.day}
                onChange={(e) => set('day', e.target.value)}
                options={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: t(`weekdays.${d}`) }))}
              />
            </Field>
          ) : (
            <Field label={t('recurring.month_day')} hint={t('recurring.month_day_hint')} error={errors.day}>
              <TextInput
                value={draft.day}
                onChange={(e) => set('day', e.target.value)}
                inputMode="numeric"
                maxLength={2}
              />
            </Field>
          )}
          <Field label={t('recurring.start_date')} error={errors.start_date}>
            <TextInput
              type="date"
              value={draft.start_date}
              onChange={(e) => set('start_date', e.target.value)}
            />
          </Field>
          <Field label={t('recurring.end_date')} error={errors.end_date}>
            <TextInput type="date" value={draft.end_date} onChange={(e) => set('end_date', e.target.value)} />
          </Field>
          <Field label={t('fields.treasury_account')} error={errors.treasury_account_id}>
            <Select
              value={draft.treasury_account_id}
              onChange={(e) => set('treasury_account_id', e.target.value)}
              placeholder={t('form.cash_account')}
              options={(options.data?.treasury_accounts ?? []).map((a) => ({ value: a.id, label: a.name }))}
            />
          </Field>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Checkbox
              label={t('recurring.auto_pay')}
              hint={t('recurring.auto_pay_hint')}
              checked={draft.auto_pay}
              onChange={(e) => set('auto_pay', e.target.checked)}
            />
            {!draft.auto_pay && (
              <Field label={t('recurring.due_days')} error={errors.due_days}>
                <TextInput
                  value={draft.due_days}
                  onChange={(e) => set('due_days', e.target.value)}
                  inputMode="numeric"
                  maxLength={3}
                />
              </Field>
            )}
            <Checkbox
              label={t('recurring.active')}
              checked={draft.is_active}
              onChange={(e) => set('is_active', e.target.checked)}
            />
          </div>
          <ExpenseDetails {...fieldProps} withDate={false} />
        </fieldset>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} loadingLabel={t('common.working')}>
              {record ? t('form.save') : t('recurring.create')}
            </Button>
            <Button variant="outline" href={expensePaths.recurring()}>
              {t('form.back')}
            </Button>
          </div>
        )}
      </form>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('recurring.delete_title')}
        text={t('recurring.delete_text', { label: record?.label ?? '' })}
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
