import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  isOffer,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { useDateTime } from '../../app/use-date-time.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { cashSessionPaths } from '../cash-sessions/paths.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { orderListQuery } from './api.ts';
import { type OrderListParams, ordersQuery, readOrderParams, writeOrderParams } from './list-params.ts';
import { orderPaths } from './paths.ts';
import { DeliveryBadge, OrderStatusBadge, PaymentBadge } from './status-badges.tsx';

/** /orders: search by number or customer, filters by status in the URL, export, pages. */
export function OrderListPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const { state, change, clear, submitSearch } = useUrlListState(readOrderParams, writeOrderParams);
  const query = useMemo(() => ordersQuery(state), [state]);
  const canView = session.can('orders.view');
  const list = useQuery({ ...orderListQuery(query), enabled: canView });
  // the order page's style, without the current year
  const when = useDateTime({ compact: true });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const filterCount = [state.status, state.payment_status, state.delivery_status].filter(Boolean).length;
  const filtered = state.search !== '' || filterCount > 0;
  const orders = list.data?.data ?? [];
  const meta = list.data?.meta;

  const customerName = (o: Order) => o.customer?.name ?? t('list.walk_in');
  const columns: TableColumn<Order>[] = [
    {
      key: 'reference',
      header: t('list.number'),
      cell: (o) => (
        <span className="flex flex-col">
          <span>{o.reference}</span>
          {/* The date, customer, status and delivery columns are left out on phones: their values come here. */}
          <PhoneDetail className="flex flex-col items-start gap-1">
            <span>
              {when(o.created_at)} · {customerName(o)}
            </span>
            <PhoneStatuses order={o} />
          </PhoneDetail>
        </span>
      ),
    },
    { key: 'date', header: t('list.date'), hideOnPhone: true, cell: (o) => when(o.created_at) },
    { key: 'customer', header: t('list.customer'), hideOnPhone: true, cell: customerName },
    {
      key: 'status',
      header: t('list.status'),
      hideOnPhone: true,
      cell: (o) => <OrderStatusBadge status={o.status} />,
    },
    {
      key: 'payment',
      header: t('list.payment'),
      // a draft or quotation owes nothing yet
      cell: (o) =>
        isOffer(o.status) ? (
          <span className="text-fg-muted">—</span>
        ) : (
          <PaymentBadge status={o.payment_status} />
        ),
    },
    {
      key: 'delivery',
      header: t('list.delivery'),
      hideOnPhone: true,
      // nothing is collected or delivered from a draft or quotation yet
      cell: (o) =>
        isOffer(o.status) ? (
          <span className="text-fg-muted">—</span>
        ) : (
          <DeliveryBadge status={o.delivery_status} mode={o.delivery_mode} />
        ),
    },
    { key: 'total', header: t('totals.total'), align: 'end', cell: (o) => session.money(o.total) },
  ];

  const statusFilter = <T extends string>(
    name: keyof OrderListParams,
    values: readonly T[],
    label: string,
    labelOf: (value: T) => string,
  ) => (
    <Field label={label}>
      <Select
        value={String(state[name])}
        onChange={(event) => change({ [name]: event.target.value })}
        placeholder={t('list.any')}
        options={values.map((value) => ({ value, label: labelOf(value) }))}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          session.can('orders.export') && (
            <ExportButton key="export" path={apiPath('orders')} query={query} />
          ),
          <Button key="sessions" variant="outline" {...appLink(cashSessionPaths.list())}>
            {t('list.cash_sessions')}
          </Button>,
          session.can('orders.create') && (
            <Button key="new-order" variant="outline" {...appLink(orderPaths.create())}>
              {t('list.new_order')}
            </Button>
          ),
        ]}
        actions={
          session.can('orders.create') && <Button {...appLink(orderPaths.pos())}>{t('list.new_sale')}</Button>
        }
      />

      <div className="flex flex-wrap items-end gap-2">
        <search aria-label={t('list.search_label')} className="min-w-0 flex-1 basis-64">
          <form onSubmit={submitSearch} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor="order-search" className="mb-1 block font-medium text-sm">
                {t('list.search_label')}
              </label>
              <TextInput
                id="order-search"
                key={state.search}
                name="search"
                type="search"
                defaultValue={state.search}
                placeholder={t('list.search_placeholder')}
                enterKeyHint="search"
              />
            </div>
            <Button type="submit" variant="outline">
              {t('list.search')}
            </Button>
          </form>
        </search>
        <ListFilters count={filterCount}>
          {statusFilter<OrderStatus>('status', ORDER_STATUSES, t('list.status'), (v) => t(`status.${v}`))}
          {statusFilter<PaymentStatus>('payment_status', PAYMENT_STATUSES, t('list.payment'), (v) =>
            t(`payment.${v}`),
          )}
          {/* One filter for orders delivered and collected alike: its words fit both ("Delivered or collected"). */}
          {statusFilter<DeliveryStatus>('delivery_status', DELIVERY_STATUSES, t('list.delivery'), (v) =>
            t(`delivery_filter.${v}`),
          )}
        </ListFilters>
      </div>

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={6} />
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{list.error.message || t('errors.generic')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : (
        <Table
          caption={t('list.title')}
          captionHidden
          columns={columns}
          rows={orders}
          rowKey={(o) => o.id}
          onRowClick={(o) => navigate(orderPaths.detail(o.id))}
          empty={
            filtered ? (
              <EmptyState
                title={t('list.no_match')}
                action={
                  <Button variant="outline" onClick={clear}>
                    {t('list.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={t('list.empty')}
                description={t('list.empty_text')}
                action={
                  session.can('orders.create') && (
                    <Button {...appLink(orderPaths.pos())}>{t('list.new_sale')}</Button>
                  )
                }
              />
            )
          }
        />
      )}

      {meta && <ListPager ns="orders" meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}

/** A row's statuses on a phone, under its number: the order's, and how far its delivery or pickup has gone. */
function PhoneStatuses({ order }: { order: Order }) {
  return (
    <span className="flex flex-wrap gap-1">
      <OrderStatusBadge status={order.status} />
      {!isOffer(order.status) && <DeliveryBadge status={order.delivery_status} mode={order.delivery_mode} />}
    </span>
  );
}
