import {
  CUSTOMER_CREDIT_SORTS,
  type CustomerCredit,
  DEFAULT_CREDIT_TERM_DAYS,
  displayPhone,
} from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { creditLedgerPath, creditLedgerQuery } from './credit-api.ts';
import { type CreditListParams, creditQuery, readCreditParams, writeCreditParams } from './credit-params.ts';
import { customerPaths } from './paths.ts';
import { useCreditReminderLink } from './use-credit-reminder.ts';

/** /customers/credit: who owes what, the overdue ones on a toggle, search, sort, export, pages. */
export function CustomerCreditPage() {
  const { t, i18n } = useTranslation('customers');
  const session = useProductSession();
  const { state, change, clear, submitSearch } = useUrlListState(readCreditParams, writeCreditParams);
  const query = useMemo(() => creditQuery(state), [state]);
  const allowed = session.can('customers.stats');
  const list = useQuery({ ...creditLedgerQuery(query), enabled: allowed });
  const reminderLink = useCreditReminderLink();

  if (!session.ready) return <Skeleton label={t('credit.loading')} lines={6} />;
  if (!allowed) return <p role="alert">{t('credit.forbidden')}</p>;

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const filtered = state.search !== '' || state.overdue;

  const overdue = (r: CustomerCredit) =>
    r.overdue_amount > 0 ? <Badge color="red">{session.money(r.overdue_amount)}</Badge> : session.money(0);
  const columns: TableColumn<CustomerCredit>[] = [
    {
      key: 'customer',
      header: t('credit.customer'),
      cell: (r) => (
        // The phone, overdue, unpaid orders and due date columns are left out on phones: they come under the name.
        <NameWithDetail
          name={
            <Link
              to={customerPaths.edit(r.customer_id)}
              className="text-primary-text underline underline-offset-2"
            >
              {r.name}
            </Link>
          }
          className="flex flex-col items-start gap-1"
        >
          <span>
            {detailLine(
              r.phone && displayPhone(r.phone),
              t('credit.unpaid_count', { count: r.unpaid_orders_count }),
              t('credit.due_since', { date: date(r.oldest_due_at) }),
            )}
          </span>
          {r.overdue_amount > 0 && (
            <Badge color="red">
              {t('credit.overdue_amount', { amount: session.money(r.overdue_amount) })}
            </Badge>
          )}
        </NameWithDetail>
      ),
    },
    {
      key: 'phone',
      header: t('credit.phone'),
      hideOnPhone: true,
      cell: (r) => (r.phone ? displayPhone(r.phone) : ''),
    },
    {
      key: 'balance',
      header: t('credit.balance'),
      align: 'end',
      cell: (r) => <strong>{session.money(r.balance)}</strong>,
    },
    { key: 'overdue', header: t('credit.overdue'), align: 'end', hideOnPhone: true, cell: overdue },
    {
      key: 'unpaid',
      header: t('credit.unpaid_orders'),
      align: 'end',
      hideOnPhone: true,
      cell: (r) => r.unpaid_orders_count,
    },
    { key: 'due', header: t('credit.oldest_due'), hideOnPhone: true, cell: (r) => date(r.oldest_due_at) },
    {
      key: 'remind',
      header: <span className="sr-only">{t('credit.actions')}</span>,
      align: 'end',
      cell: (r) => (
        <Button
          variant="outline"
          size="small"
          href={reminderLink(r)}
          target="_blank"
          rel="noreferrer"
          aria-label={t('credit.remind_of', { name: r.name })}
        >
          {t('credit.remind')}
        </Button>
      ),
    },
  ];

  const empty = filtered ? (
    <EmptyState
      title={t('credit.no_match')}
      action={
        <Button variant="outline" onClick={clear}>
          {t('credit.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState title={t('credit.empty')} description={t('credit.empty_text')} />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-semibold text-2xl">{t('credit.title')}</h1>
          <p className="max-w-prose text-fg-muted text-sm">
            {t('credit.intro', { days: DEFAULT_CREDIT_TERM_DAYS })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {session.can('customers.export') && <ExportButton path={creditLedgerPath()} query={query} />}
          <Link to={customerPaths.list()} className={buttonClassName('outline')}>
            {t('credit.back')}
          </Link>
        </div>
      </div>

      <search aria-label={t('credit.search_label')}>
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="credit-search" className="mb-1 block font-medium text-sm">
              {t('credit.search_label')}
            </label>
            <TextInput
              id="credit-search"
              key={`s-${state.search}`}
              name="search"
              type="search"
              defaultValue={state.search}
              placeholder={t('credit.search_placeholder')}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline">
            {t('credit.search')}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap items-end gap-4">
        <Checkbox
          label={t('credit.overdue_only')}
          checked={state.overdue}
          onChange={(event) => change({ overdue: event.target.checked })}
        />
        <Field label={t('credit.sort')}>
          <Select
            value={state.sort}
            onChange={(event) => change({ sort: event.target.value as CreditListParams['sort'] })}
            options={CUSTOMER_CREDIT_SORTS.map((sort) => ({ value: sort, label: t(`credit_sorts.${sort}`) }))}
          />
        </Field>
      </div>

      {list.isPending ? (
        <Skeleton label={t('credit.loading')} lines={6} />
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
          caption={t('credit.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(r) => r.customer_id}
          empty={empty}
        />
      )}

      {list.data && <ListPager ns="customers" meta={list.data.meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
