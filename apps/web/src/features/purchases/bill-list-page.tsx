import type { SupplierBill } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { billsPath, billsQuery, purchasingSetupQuery } from './api.ts';
import { purchasePaths } from './paths.ts';
import {
  BILL_VIEWS,
  type BillListParams,
  billsListQuery,
  readBillParams,
  writeBillParams,
} from './purchase-draft.ts';
import { BillStatusBadge, LoadError, PURCHASE_NAMESPACES, PurchasesHeader } from './purchase-ui.tsx';

/** /purchases/bills: supplier bills; "to pay" lists what is owed by due date, overdue ones flagged. */
export function BillListPage() {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const day = useDay();
  const { state, change, clear } = useUrlListState(readBillParams, writeBillParams);
  const query = useMemo(() => billsListQuery(state), [state]);
  const canView = session.can('suppliers.view');
  const list = useQuery({ ...billsQuery(query), enabled: canView });
  const setup = useQuery({ ...purchasingSetupQuery, enabled: canView });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;

  const meta = list.data?.meta;
  const filtered = state.view !== '' || state.supplier !== '' || state.search !== '';

  const columns: TableColumn<SupplierBill>[] = [
    {
      key: 'reference',
      header: t('bills.reference'),
      cell: (b) => (
        <span className="flex flex-col">
          <span>{b.reference ?? t('bills.unnumbered')}</span>
          {/* The supplier and due date columns are left out on phones: they come here. */}
          <PhoneDetail>
            {b.supplier_name} · {day(b.due_date)}
            {b.days_overdue > 0 && (
              <span className="font-medium text-danger-text">
                {' '}
                · {t('bills.overdue', { count: b.days_overdue })}
              </span>
            )}
          </PhoneDetail>
        </span>
      ),
    },
    {
      key: 'supplier',
      header: t('orders.supplier'),
      hideOnPhone: true,
      cell: (b) => (
        <span className="flex flex-col">
          <span>{b.supplier_name}</span>
          {b.supplier_reference && <span className="text-fg-muted text-xs">{b.supplier_reference}</span>}
        </span>
      ),
    },
    { key: 'status', header: t('orders.status'), cell: (b) => <BillStatusBadge status={b.status} /> },
    { key: 'bill_date', header: t('bills.bill_date'), hideOnPhone: true, cell: (b) => day(b.bill_date) },
    {
      key: 'due',
      header: t('bills.due_date'),
      hideOnPhone: true,
      cell: (b) => (
        <span className="flex flex-col">
          <span>{day(b.due_date)}</span>
          {b.days_overdue > 0 && (
            <span className="font-medium text-danger-text text-xs">
              {t('bills.overdue', { count: b.days_overdue })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'total',
      header: t('orders.total'),
      align: 'end',
      hideOnPhone: true,
      cell: (b) => session.money(b.total),
    },
    {
      key: 'balance',
      header: t('bills.balance_due'),
      align: 'end',
      cell: (b) => session.money(b.balance_due),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PurchasesHeader
        title={t('bills.title')}
        more={[
          session.can('suppliers.export') && <ExportButton key="export" path={billsPath()} query={query} />,
        ]}
        actions={
          session.can('suppliers.create') && (
            <Button {...appLink(purchasePaths.createBill())}>{t('new_bill.add')}</Button>
          )
        }
      />
      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="bill-search"
          label={t('bills.search_label')}
          placeholder={t('bills.search_placeholder')}
          submitLabel={t('common.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={[state.view, state.supplier].filter(Boolean).length}>
          <Field label={t('bills.view')}>
            <Select
              value={state.view}
              onChange={(event) => change({ view: event.target.value as BillListParams['view'] })}
              options={BILL_VIEWS.map((view) => ({
                value: view,
                label:
                  view === ''
                    ? t('common.any')
                    : view === 'unpaid'
                      ? t('bills.unpaid')
                      : t(`bill_status.${view}`),
              }))}
            />
          </Field>
          <Field label={t('orders.supplier')}>
            <Select
              value={state.supplier}
              onChange={(event) => change({ supplier: event.target.value })}
              placeholder={t('common.any')}
              options={(setup.data?.suppliers ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Field>
        </ListFilters>
      </div>
      {list.isPending ? (
        <Skeleton label={t('common.loading')} lines={6} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          caption={t('bills.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(b) => b.id}
          onRowClick={(b) => navigate(purchasePaths.bill(b.id))}
          empty={
            filtered ? (
              <EmptyState
                title={t('bills.no_match')}
                action={
                  <Button variant="outline" onClick={clear}>
                    {t('common.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('bills.empty')} description={t('bills.empty_text')} />
            )
          }
        />
      )}
      {meta && <ListPager ns="purchases" keys="common" meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
