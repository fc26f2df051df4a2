import type { LedgerAccount } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { filterAccounts } from './account-filter.ts';
import { accountKeys, chartQuery, ledgerKeys, lockQuery } from './api.ts';
import { accountingPaths } from './paths.ts';

const CLASSES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** /accounting/accounts: the chart of accounts, the merchant's own accounts, and closing the books. */
export function AccountsPage() {
  const { t } = useTranslation('accounting');
  const session = useProductSession();
  const allowed = session.can('accounting.view');
  const chart = useQuery({ ...chartQuery(), enabled: allowed });
  const [search, setSearch] = useState('');
  const [klass, setKlass] = useState('');
  const rows = useMemo(() => filterAccounts(chart.data ?? [], search, klass), [chart.data, search, klass]);

  if (!session.ready) return <Skeleton label={t('loading')} lines={6} />;
  if (!allowed) return <p role="alert">{t('forbidden')}</p>;

  const columns: TableColumn<LedgerAccount>[] = [
    {
      key: 'code',
      header: t('reports.account'),
      cell: (a) => (a.is_heading ? <strong>{a.code}</strong> : a.code),
    },
    {
      key: 'label',
      header: t('reports.label'),
      cell: (a) => (
        <span className="flex flex-wrap items-center gap-2">
          {a.is_heading ? <strong>{a.label}</strong> : a.label}
          {!a.is_system && <Badge color="blue">{t('accounts.own')}</Badge>}
          {/* The nature column is left out on phones: its value comes here, on a line of its own. */}
          <PhoneDetail className="basis-full">{t(`accounts.kinds.${a.kind}`)}</PhoneDetail>
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('accounts.kind'),
      hideOnPhone: true,
      cell: (a) => t(`accounts.kinds.${a.kind}`),
    },
    {
      key: 'actions',
      header: t('accounts.actions'),
      cell: (a) => (a.is_system ? null : <MerchantAccountActions account={a} />),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('accounts.title')}</h1>
        <Link to={accountingPaths.reports()} className={buttonClassName('outline')}>
          {t('reports.title')}
        </Link>
      </div>
      <PeriodLockCard />
      {session.can('accounting.create') && <NewAccountForm />}
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('accounts.search')}>
          <TextInput type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field label={t('accounts.class')}>
          <Select
            value={klass}
            onChange={(e) => setKlass(e.target.value)}
            options={[
              { value: '', label: t('accounts.all_classes') },
              ...CLASSES.map((c) => ({ value: String(c), label: t(`accounts.classes.${c}`) })),
            ]}
          />
        </Field>
      </div>
      {chart.isPending ? (
        <Skeleton label={t('loading')} lines={8} />
      ) : chart.isError ? (
        <p role="alert">{chart.error.message}</p>
      ) : (
        <Table
          caption={t('accounts.title')}
          captionHidden
          columns={columns}
          rows={rows}
          rowKey={(a) => a.code}
          empty={<EmptyState title={t('accounts.none')} />}
        />
      )}
    </div>
  );
}

function useFailure() {
  const { t } = useTranslation('accounting');
  return (id: string, error: unknown, setErrors?: (errors: Record<string, string[]>) => void) => {
    if (error instanceof ApiRequestError && error.result.error) {
      setErrors?.(error.result.error.errors);
      showErrorToast(id, error.result.error.message);
    } else showErrorToast(id, t('error'));
  };
}

function NewAccountForm() {
  const { t } = useTranslation('accounting');
  const client = useQueryClient();
  const failed = useFailure();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useMutation({
    mutationFn: async (body: { code: string; label: string }) =>
      unwrap(await api.post<{ data: LedgerAccount }>(apiPath('accounts'), body)).data,
    onSuccess: async (account) => {
      await client.invalidateQueries({ queryKey: accountKeys.all });
      showSuccessToast('account-created', t('accounts.created', { code: account.code }));
    },
    onError: (error) => failed('account-error', error, setErrors),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setErrors({});
    create.mutate(
      { code: String(form.get('code') ?? '').trim(), label: String(form.get('label') ?? '').trim() },
      { onSuccess: () => element.reset() },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded-md border border-border p-3">
      <Field label={t('accounts.new_code')} hint={t('accounts.new_code_hint')} error={errors.code?.[0]}>
        <TextInput name="code" inputMode="numeric" maxLength={12} className="w-32" required />
      </Field>
      <Field label={t('reports.label')} error={errors.label?.[0]}>
        <TextInput name="label" maxLength={200} required />
      </Field>
      <Button type="submit" loading={create.isPending}>
        {t('accounts.add')}
      </Button>
    </form>
  );
}

function MerchantAccountActions({ account }: { account: LedgerAccount }) {
  const { t } = useTranslation('accounting');
  const session = useProductSession();
  const client = useQueryClient();
  const failed = useFailure();
  const remove = useMutation({
    mutationFn: async () => unwrap(await api.delete(`${apiPath('accounts')}/${account.id}`)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: accountKeys.all });
      showSuccessToast('account-deleted', t('accounts.deleted', { code: account.code }));
    },
    onError: (error) => failed('account-error', error),
  });
  if (!session.can('accounting.delete')) return null;
  return (
    <Button
      variant="ghostDanger"
      size="small"
      loading={remove.isPending}
      aria-label={t('accounts.delete_named', { code: account.code })}
      onClick={() => remove.mutate()}
    >
      {t('accounts.delete')}
    </Button>
  );
}

function PeriodLockCard() {
  const { t } = useTranslation('accounting');
  const session = useProductSession();
  const client = useQueryClient();
  const failed = useFailure();
  const lock = useQuery(lockQuery());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: async (lockedUntil: string | null) =>
      unwrap(await api.put(`${apiPath('accounting')}/lock`, { locked_until: lockedUntil })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ledgerKeys.all });
      showSuccessToast('lock-saved', t('lock.saved'));
    },
    onError: (error) => failed('lock-error', error, setErrors),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    const value = String(new FormData(event.currentTarget).get('locked_until') ?? '');
    save.mutate(value || null);
  };
  const current = lock.data?.locked_until ?? null;
  return (
    <section aria-labelledby="lock-title" className="flex flex-col gap-2 rounded-md border border-border p-3">
      <h2 id="lock-title" className="font-semibold">
        {t('lock.title')}
      </h2>
      <p className="text-sm">{current ? t('lock.closed_until', { date: current }) : t('lock.open')}</p>
      {lock.data?.reopen_floor && (
        <p className="text-fg-muted text-xs">{t('lock.floor', { date: lock.data.reopen_floor })}</p>
      )}
      {session.can('accounting.update') && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <Field label={t('lock.until')} hint={t('lock.hint')} error={errors.locked_until?.[0]}>
            <TextInput key={current ?? 'open'} name="locked_until" type="date" defaultValue={current ?? ''} />
          </Field>
          <Button type="submit" variant="outline" loading={save.isPending}>
            {t('lock.save')}
          </Button>
        </form>
      )}
    </section>
  );
}
