import { EXPENSE_CATEGORIES, type ExpenseRecord } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { ListEmpty } from '../../components/list/list-empty.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { TextFilter } from '../../components/list/text-filter.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useDay } from '../../lib/use-day.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { useDeviceClass } from '../shell/rules/breakpoints.ts';
import { expenseListQuery } from './api.ts';
import {
  EXPENSE_STATUS_FILTERS,
  type ExpenseListParams,
  expenseListQueryOf,
  isFiltered,
  readExpenseParams,
  writeExpenseParams,
} from './expense-params.ts';
import { expensePaths } from './paths.ts';

function StatusBadge({ expense }: { expense: ExpenseRecord }) {
  const { t } = useTranslation('expenses');
  if (expense.status === 'paid') return <Badge color="green">{t('status.paid')}</Badge>;
  return expense.overdue ? (
    <Badge color="red">{t('status.overdue')}</Badge>
  ) : (
    <Badge color="amber">{t('status.unpaid')}</Badge>
  );
}

/** /expenses: what was spent, newest first, with filters in the URL and a big "add" for phones. */
export function ExpenseListPage() {
  const { t } = useTranslation('expenses');
  const navigate = useNavigate();
  const date = useDay();
  const session = useProductSession();
  const phone = useDeviceClass() === 'mobile';
  const { state, change, clear, submitSearch } = useUrlListState(readExpenseParams, writeExpenseParams);
  const query = useMemo(() => expenseListQueryOf(state), [state]);
  const canView = session.can('expenses.view');
  const list = useQuery({ ...expenseListQuery(query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const filterCount = [state.payee, state.category, state.status, state.from || state.to].filter(
    Boolean,
  ).length;
  const canCreate = session.can('expenses.create');

  const columns: TableColumn<ExpenseRecord>[] = [
    {
      key: 'label',
      header: t('fields.label'),
      cell: (e) => (
        <span className="flex flex-col">
          <span>{e.label}</span>
          <span className="text-fg-muted text-xs">
            {[date(e.date), e.payee ?? e.supplier_name].filter(Boolean).join(' · ')}
            {/* The category column is left out on phones: it comes here. */}
            <span className="sm:hidden"> · {t(`categories.${e.category}`)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'category',
      header: t('fields.category'),
      hideOnPhone: true,
      cell: (e) => t(`categories.${e.category}`),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (e) => (
        <span className="flex flex-wrap items-center gap-1">
          <StatusBadge expense={e} />
          {e.receipt_url && (
            <a
              href={e.receipt_url}
              target="_blank"
              rel="noreferrer"
              className="text-primary-text text-xs underline"
            >
              {t('list.receipt')}
            </a>
          )}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('fields.amount_short'),
      align: 'end',
      cell: (e) => <span className="font-medium">{session.money(e.amount)}</span>,
    },
  ];

  return (
    <div className="flex flex-col gap-4 pb-20 sm:pb-0">
      <PageHeader
        title={t('list.title')}
        more={[
          <Link key="recurring" to={expensePaths.recurring()} className={buttonClassName('outline')}>
            {t('list.recurring')}
          </Link>,
          session.can('expenses.export') && (
            <ExportButton key="export" path={apiPath('expenses')} query={query} />
          ),
        ]}
        actions={
          canCreate && (
            // On a phone the button sits at the bottom of the screen instead, under the thumb.
            <span className="hidden sm:inline">
              <Button href={expensePaths.create()}>{t('list.add')}</Button>
            </span>
          )
        }
      />

      <search aria-label={t('list.search_label')}>
        <form
          // on a phone the payee is in the filter sheet, not in this form
          onSubmit={(event) => submitSearch(event, 'payee')}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="expense-search" className="mb-1 block font-medium text-sm">
              {t('list.search_label')}
            </label>
            <TextInput
              id="expense-search"
              key={`s-${state.search}`}
              name="search"
              type="search"
              defaultValue={state.search}
              enterKeyHint="search"
            />
          </div>
          {!phone && (
            <div className="basis-40">
              <label htmlFor="expense-payee" className="mb-1 block font-medium text-sm">
                {t('fields.payee')}
              </label>
              <TextInput
                id="expense-payee"
                key={`p-${state.payee}`}
                name="payee"
                defaultValue={state.payee}
                maxLength={160}
              />
            </div>
          )}
          <Button type="submit" variant="outline">
            {t('list.search')}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap items-end gap-2">
        <ListFilters count={filterCount}>
          {phone && (
            <TextFilter
              label={t('fields.payee')}
              value={state.payee}
              maxLength={160}
              onChange={(payee) => change({ payee })}
            />
          )}
          <Field label={t('fields.category')}>
            <Select
              value={state.category}
              onChange={(e) => change({ category: e.target.value as ExpenseListParams['category'] })}
              placeholder={t('list.any')}
              options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            />
          </Field>
          <Field label={t('list.status')}>
            <Select
              value={state.status}
              onChange={(e) => change({ status: e.target.value as ExpenseListParams['status'] })}
              placeholder={t('list.any')}
              options={EXPENSE_STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Field>
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            onChange={change}
          />
        </ListFilters>
      </div>

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={6} />
      ) : list.isError ? (
        <ListError
          ns="expenses"
          fallbackKey="errors.generic"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table
          caption={t('list.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(e) => e.id}
          onRowClick={(e) => navigate(expensePaths.edit(e.id))}
          empty={
            <ListEmpty
              filtered={isFiltered(state)}
              noMatch={t('list.no_match')}
              clearLabel={t('list.clear')}
              empty={t('list.empty')}
              emptyText={t('list.empty_text')}
              onClear={clear}
            />
          }
        />
      )}
      {list.data && (
        <ListPager ns="expenses" hideSinglePage meta={list.data.meta} onPage={(page) => change({ page })} />
      )}

      {canCreate && (
        <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-line border-t bg-surface p-3 sm:hidden">
          <Button href={expensePaths.create()} className="w-full">
            {t('list.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
