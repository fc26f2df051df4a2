import { type Payment, signedPaymentAmount } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListEmpty } from '../../components/list/list-empty.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { orderPaths } from '../orders/paths.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { paymentListQuery, paymentMethodChoicesQuery } from './api.ts';
import { paymentPaths } from './paths.ts';
import { PaymentFilters } from './payment-filters.tsx';
import { isFiltered, paymentListQueryOf, readPaymentParams, writePaymentParams } from './payment-params.ts';

/**
 * /payments: all money received and paid back (cash at the counter, mobile money, bank, card),
 * newest first, each with its sale; filters in the URL. Online checkouts have their own page.
 */
export function PaymentListPage() {
  const { t, i18n } = useTranslation('payments');
  const session = useProductSession();
  const { state, change, clear } = useUrlListState(readPaymentParams, writePaymentParams);
  const query = useMemo(() => paymentListQueryOf(state), [state]);
  const canView = session.can('payments.view');
  const list = useQuery({ ...paymentListQuery(query), enabled: canView });
  const methods = useQuery({
    ...paymentMethodChoicesQuery(),
    enabled: canView && session.can('payment_methods.view'),
  });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const customer = (p: Payment) => p.customer_name ?? t('list.walk_in');

  const columns: TableColumn<Payment>[] = [
    {
      key: 'received_at',
      header: t('list.received'),
      cell: (p) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{when(p.received_at)}</span>
          {/* The method and reference columns are left out on phones: their values come here. */}
          <PhoneDetail>{[p.payment_method.name, p.reference].filter(Boolean).join(' · ')}</PhoneDetail>
        </span>
      ),
    },
    { key: 'method', header: t('list.method'), hideOnPhone: true, cell: (p) => p.payment_method.name },
    {
      key: 'sale',
      header: t('list.sale'),
      cell: (p) => (
        <span className="flex flex-col">
          {p.order_id ? (
            <Link to={orderPaths.detail(p.order_id)} className="text-primary-text underline">
              {p.order_reference}
            </Link>
          ) : (
            <span className="text-fg-muted">{t('list.no_sale')}</span>
          )}
          <span className="text-fg-muted text-xs">{customer(p)}</span>
        </span>
      ),
    },
    { key: 'reference', header: t('list.reference'), hideOnPhone: true, cell: (p) => p.reference },
    {
      key: 'amount',
      header: t('list.amount'),
      align: 'end',
      cell: (p) => (
        <span className="flex flex-col items-end gap-1">
          {/* A voided payment no longer counts: its amount is struck through. */}
          <span className={cx('whitespace-nowrap font-medium', p.voided_at && 'text-fg-muted line-through')}>
            {session.money(signedPaymentAmount(p))}
          </span>
          {p.kind === 'refund' && <span className="text-fg-muted text-xs">{t('list.refund')}</span>}
          {p.voided_at && <Badge color="red">{t('list.voided')}</Badge>}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        // nothing is added here (a payment comes with its sale): both are secondary
        more={[
          <Link key="online" to={paymentPaths.online()} className={buttonClassName('outline')}>
            {t('list.online')}
          </Link>,
          session.can('payments.export') && (
            <ExportButton key="export" path={apiPath('payments')} query={query} />
          ),
        ]}
      />
      <p className="text-fg-muted">{t('list.intro')}</p>

      <PaymentFilters
        state={state}
        methods={(methods.data?.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
        onChange={change}
      />

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={6} />
      ) : list.isError ? (
        <ListError
          ns="payments"
          fallbackKey="list.error"
          retryKey="list.retry"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table
          caption={t('list.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(p) => p.id}
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
        <ListPager ns="payments" hideSinglePage meta={list.data.meta} onPage={(page) => change({ page })} />
      )}
    </div>
  );
}
