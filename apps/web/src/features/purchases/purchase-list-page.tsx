import { PURCHASE_ORDER_STATUSES, type PurchaseOrder } from '@comptoir/core';
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
import { ordersPath, purchaseOrdersQuery, purchasingSetupQuery } from './api.ts';
import { purchasePaths } from './paths.ts';
import {
  ORDER_SORTS,
  type OrderListParams,
  ordersListQuery,
  readOrderParams,
  writeOrderParams,
} from './purchase-draft.ts';
import { LoadError, OrderStatusBadge, PURCHASE_NAMESPACES, PurchasesHeader } from './purchase-ui.tsx';

/** /purchases: purchase orders with status and supplier filters, search, sort and pages in the URL; CSV. */
export function PurchaseListPage() {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const day = useDay();
  const { state, change, clear } = useUrlListState(readOrderParams, writeOrderParams);
  const query = useMemo(() => ordersListQuery(state), [state]);
  const canView = session.can('suppliers.view');
  const list = useQuery({ ...purchaseOrdersQuery(query), enabled: canView });
  const setup = useQuery({ ...purchasingSetupQuery, enabled: canView });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;

  const filtered = state.search !== '' || state.status !== '' || state.supplier !== '';
  const meta = list.data?.meta;

  const columns: TableColumn<PurchaseOrder>[] = [
    {
      key: 'reference',
      header: t('orders.reference'),
      cell: (o) => (
        <span className="flex flex-col">
          <span>{o.reference ?? t('orders.unnumbered')}</span>
          {/* The supplier column is left out on phones: it comes here. */}
          <PhoneDetail>{o.supplier_name}</PhoneDetail>
        </span>
      ),
    },
    { key: 'supplier', header: t('orders.supplier'), hideOnPhone: true, cell: (o) => o.supplier_name },
    { key: 'status', header: t('orders.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
    { key: 'expected', header: t('orders.expected_at'), hideOnPhone: true, cell: (o) => day(o.expected_at) },
    {
      key: 'received',
      header: t('orders.received'),
      align: 'end',
      hideOnPhone: true,
      cell: (o) => t('orders.units_of', { received: o.received_quantity, ordered: o.ordered_quantity }),
    },
    { key: 'total', header: t('orders.total'), align: 'end', cell: (o) => session.money(o.total) },
  ];

  const empty = filtered ? (
    <EmptyState
      title={t('orders.no_match')}
      action={
        <Button variant="outline" onClick={clear}>
          {t('common.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t('orders.empty')}
      description={t('orders.empty_text')}
      action={
        session.can('suppliers.create') ? (
          <Button {...appLink(purchasePaths.create())}>{t('orders.add')}</Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PurchasesHeader
        title={t('orders.title')}
        more={[
          session.can('suppliers.export') && <ExportButton key="export" path={ordersPath()} query={query} />,
        ]}
        actions={
          session.can('suppliers.create') && (
            <Button {...appLink(purchasePaths.create())}>{t('orders.add')}</Button>
          )
        }
      />

      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="purchase-search"
          label={t('orders.search_label')}
          placeholder={t('orders.search_placeholder')}
          submitLabel={t('common.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={[state.status, state.supplier].filter(Boolean).length} withSort>
          <Field label={t('orders.status')}>
            <Select
              value={state.status}
              onChange={(event) => change({ status: event.target.value as OrderListParams['status'] })}
              placeholder={t('common.any')}
              options={PURCHASE_ORDER_STATUSES.map((status) => ({
                value: status,
                label: t(`status.${status}`),
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
          <Field label={t('common.sort')}>
            <Select
              value={state.sort}
              onChange={(event) => change({ sort: event.target.value as OrderListParams['sort'] })}
              options={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`orders.sorts.${sort}`) }))}
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
          caption={t('orders.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(o) => o.id}
          onRowClick={(o) => navigate(purchasePaths.order(o.id))}
          empty={empty}
        />
      )}

      {meta && <ListPager ns="purchases" keys="common" meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
