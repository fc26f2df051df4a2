import {
  formatMoney,
  ONLINE_PAYMENT_STATUSES,
  type OnlinePaymentRecord,
  type OnlinePaymentStatus,
  orderReference,
} from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { totalLabel } from '../../components/list/total-label.ts';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import type { PaletteKey } from '../../components/ui/palette.ts';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { apiPath } from '../products/api.ts';
import { moneyCurrency } from '../products/shared/money-text.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { onlinePaymentKeys, onlinePaymentListQuery } from './api.ts';
import { MarkRefundedDialog } from './mark-refunded-dialog.tsx';

export const ONLINE_PAYMENTS_PER_PAGE = 25;
const STATUS_COLOR: Record<OnlinePaymentStatus, PaletteKey> = {
  created: 'sky',
  pending: 'sky',
  paid: 'green',
  failed: 'red',
  needs_refund: 'amber',
  refunded: 'teal',
};

interface ListState {
  status: '' | OnlinePaymentStatus;
  search: string;
  page: number;
}

function readState(params: URLSearchParams): ListState {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (ONLINE_PAYMENT_STATUSES as readonly string[]).includes(status)
      ? (status as OnlinePaymentStatus)
      : '',
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.search) params.set('search', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

function listQueryOf(state: ListState): ListQuery {
  return {
    page: state.page,
    per_page: ONLINE_PAYMENTS_PER_PAGE,
    sort: '-created_at',
    ...(state.search ? { search: state.search } : {}),
    ...(state.status ? { filter: { status: state.status } } : {}),
  };
}

/** The checkouts still to refund: all of them, at the top of the page whatever the filters. */
const TO_REFUND_QUERY: ListQuery = {
  page: 1,
  per_page: 100,
  sort: '-created_at',
  filter: { status: 'needs_refund' },
};

/**
 * /payments/online: what customers paid (or tried to pay) from a document's public page. Payments
 * the provider took but that could not be recorded on the order come first, "to refund", each with
 * "Mark as refunded" once the payer was refunded from the provider's dashboard.
 */
export function OnlinePaymentListPage() {
  const { t } = useTranslation('online_payments');
  const session = useProductSession();
  const queryClient = useQueryClient();
  const { state, change, clear } = useUrlListState(readState, writeState);
  const query = useMemo(() => listQueryOf(state), [state]);
  const canView = session.can('payments.view');
  const list = useQuery({ ...onlinePaymentListQuery(query), enabled: canView });
  const toRefund = useQuery({ ...onlinePaymentListQuery(TO_REFUND_QUERY), enabled: canView });
  const [marking, setMarking] = useState<OnlinePaymentRecord | null>(null);

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const filtered = Boolean(state.status || state.search);
  const canMark = session.can('payments.update');
  const refreshed = () => queryClient.invalidateQueries({ queryKey: onlinePaymentKeys.all });
  const pendingRefunds = toRefund.data?.data ?? [];
  // Nothing is added here (a checkout starts from a document's public page): both actions are
  // secondary, behind "More" on a phone; one alone stays in sight, a "More" for it would hide it.
  const secondary = [
    session.can('payment_methods.view') && (
      <Button key="settings" variant="outline" href="/payment-methods/online">
        {t('list.settings')}
      </Button>
    ),
    session.can('payments.export') && (
      <ExportButton key="export" path={apiPath('online-payments')} query={query} />
    ),
  ].filter(Boolean);

  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        actions={secondary.length === 1 ? secondary : undefined}
        more={secondary.length > 1 ? secondary : []}
      />
      <p className="text-fg-muted">{t('list.intro')}</p>

      {pendingRefunds.length > 0 && (
        <section
          aria-labelledby="to-refund"
          className="flex flex-col gap-3 rounded-lg border-2 border-palette-amber bg-surface p-4"
        >
          <h2 id="to-refund" className="flex items-center gap-2 font-semibold text-lg">
            {t('to_refund.title')}
            <Badge color="amber">
              {toRefund.data ? totalLabel(toRefund.data.meta) : pendingRefunds.length}
            </Badge>
          </h2>
          <p className="text-fg-muted text-sm">{t('to_refund.intro')}</p>
          <ul className="flex flex-col divide-y divide-line" aria-label={t('to_refund.title')}>
            {pendingRefunds.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <PaymentSummary payment={payment} canOpenOrder={session.can('orders.view')} />
                {canMark && (
                  <Button variant="outline" onClick={() => setMarking(payment)}>
                    {t('to_refund.mark')}
                    {/* Which one, for screen readers: the visible text stays the start of the name. */}
                    <span className="sr-only"> {payment.document_reference ?? orderLabel(payment)}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="online-payment-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={state.status ? 1 : 0}>
          <Field label={t('list.status')} className="basis-44">
            <Select
              value={state.status}
              onChange={(e) => change({ status: e.target.value as ListState['status'] })}
              placeholder={t('list.any')}
              options={ONLINE_PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Field>
        </ListFilters>
      </div>

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={6} />
      ) : list.isError ? (
        <ListError
          error={list.error}
          onRetry={() => void list.refetch()}
          ns="online_payments"
          fallbackKey="list.error"
          retryKey="list.retry"
        />
      ) : list.data.data.length === 0 ? (
        <div className="rounded-lg border border-line bg-surface">
          {filtered ? (
            <EmptyState
              title={t('list.no_match')}
              action={
                <Button variant="outline" onClick={clear}>
                  {t('list.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('list.empty')} description={t('list.empty_text')} />
          )}
        </div>
      ) : (
        <ul
          aria-label={t('list.title')}
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface"
        >
          {list.data.data.map((payment) => (
            <li
              key={payment.id}
              className={`flex flex-wrap items-center justify-between gap-2 p-3 ${
                payment.status === 'needs_refund' ? 'bg-palette-amber/10' : ''
              }`}
            >
              <PaymentSummary payment={payment} canOpenOrder={session.can('orders.view')} />
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <ListPager
          ns="online_payments"
          hideSinglePage
          meta={list.data.meta}
          onPage={(page) => change({ page })}
        />
      )}

      {marking && (
        <MarkRefundedDialog payment={marking} onClose={() => setMarking(null)} onDone={refreshed} />
      )}
    </div>
  );
}

const orderLabel = (payment: OnlinePaymentRecord) =>
  payment.order_number === null ? '' : orderReference(payment.order_number);

/** Amount and status, then the document, the order, the provider, when, and why it needs a refund. */
function PaymentSummary({ payment, canOpenOrder }: { payment: OnlinePaymentRecord; canOpenOrder: boolean }) {
  const { t, i18n } = useTranslation('online_payments');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const order = orderLabel(payment);
  const details = [
    payment.document_reference,
    t(`providers.${payment.provider}`),
    payment.paid_at
      ? t('row.paid_at', { date: when(payment.paid_at) })
      : t('row.started', { date: when(payment.created_at) }),
  ].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {formatMoney(payment.amount, moneyCurrency(payment.currency), i18n.language)}
        </span>
        <Badge color={STATUS_COLOR[payment.status]}>{t(`status.${payment.status}`)}</Badge>
      </div>
      <p className="text-fg-muted text-sm">
        {details.join(' · ')}
        {order && (
          <>
            {' · '}
            {canOpenOrder ? (
              <Link to={`/orders/${payment.order_id}`} className="text-primary-text underline">
                {t('row.order', { number: order })}
              </Link>
            ) : (
              t('row.order', { number: order })
            )}
          </>
        )}
      </p>
      {payment.failure_label && (payment.status === 'needs_refund' || payment.status === 'refunded') && (
        <p className="text-sm">{t('row.reason', { reason: payment.failure_label })}</p>
      )}
      {payment.status === 'refunded' && payment.refunded_at && (
        <p className="text-fg-muted text-sm">
          {[
            t('row.refunded_at', { date: when(payment.refunded_at) }),
            payment.refund_reference && t('row.refund_reference', { reference: payment.refund_reference }),
            payment.refund_note,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
