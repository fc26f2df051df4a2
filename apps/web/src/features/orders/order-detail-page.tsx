import {
  displayPhone,
  handOverAsksFirst,
  holdsStock,
  isOffer,
  nextDeliveryStatuses,
  nextOrderStatuses,
  type Order,
  orderAmounts,
  variantDisplayName,
} from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { useDateTime } from '../../app/use-date-time.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { OrderDocuments } from '../invoices/order-documents.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { moveDelivery, moveOrder, orderKeys, orderQuery } from './api.ts';
import { OfferShortfallNotice } from './offer-shortfall-notice.tsx';
import { EDITABLE_STATUSES } from './office/editable.ts';
import { OrderAmountsList } from './order-amounts-list.tsx';
import { OrderPaymentForm } from './order-payment-form.tsx';
import { OrderPayments } from './order-payments.tsx';
import { OrderReturns } from './order-returns.tsx';
import { type Translate, timelineText } from './order-timeline.ts';
import { orderPaths } from './paths.ts';
import { DeliveryBadge, OrderStatusBadge, PaymentBadge } from './status-badges.tsx';

/** /orders/:id: lines, totals, status and delivery moves, payments and the timeline of the order. */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime();
  const { id = '' } = useParams();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const order = useQuery(orderQuery(id));

  const refresh = (next: Order) => {
    queryClient.setQueryData(orderQuery(id).queryKey, (current: Order | undefined) => ({
      ...next,
      lines: next.lines ?? current?.lines,
      history: current?.history,
    }));
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const failed = (toastId: string, error: unknown) =>
    showErrorToast(
      toastId,
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
    );
  const move = useMutation({
    mutationFn: (status: string) => moveOrder(id, status),
    meta: { path: 'orders' },
  });
  const deliver = useMutation({
    mutationFn: (status: string) => moveDelivery(id, status),
    meta: { path: 'orders' },
  });
  // handing a pickup over while something is still to pay asks first; so does cancelling, which is for good
  const [handingOverUnpaid, setHandingOverUnpaid] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const moveOrderTo = (status: string) =>
    move.mutate(status, {
      onSuccess: (next) => {
        setConfirmingCancel(false);
        refresh(next);
        showSuccessToast('order-moved', t('detail.moved', { status: t(`status.${status}`) }));
      },
      onError: (error) => failed('order-move-error', error),
    });
  const moveDeliveryTo = (status: string) =>
    deliver.mutate(status, {
      onSuccess: refresh,
      onError: (error) => failed('order-delivery-error', error),
    });

  if (order.isPending) return <Skeleton label={t('detail.loading')} lines={8} />;
  if (order.isError) return <p role="alert">{order.error.message || t('errors.generic')}</p>;
  const data = order.data;
  const canUpdate = session.can('orders.update');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-semibold text-2xl">{t('detail.title', { reference: data.reference })}</h1>
          <OrderStatusBadge status={data.status} />
          {/* A draft or quotation is not owed nor sent yet: no payment or delivery status to tell. */}
          {!isOffer(data.status) && <PaymentBadge status={data.payment_status} />}
          {!isOffer(data.status) && <DeliveryBadge status={data.delivery_status} mode={data.delivery_mode} />}
        </div>
        <div className="flex flex-wrap gap-2">
          {canUpdate && EDITABLE_STATUSES.includes(data.status) && (
            <Button variant="outline" {...appLink(orderPaths.edit(data.id))}>
              {t('detail.edit')}
            </Button>
          )}
          <Button variant="outline" {...appLink(orderPaths.receipt(data.id))}>
            {t('detail.receipt')}
          </Button>
        </div>
      </div>

      {canUpdate && (
        <section aria-labelledby="order-actions" className="flex flex-wrap gap-2">
          <h2 id="order-actions" className="sr-only">
            {t('detail.actions')}
          </h2>
          {isOffer(data.status) && session.can('orders.create') && <OfferShortfallNotice order={data} />}
          {nextOrderStatuses(data.status).map((status) => (
            <Button
              key={status}
              variant={status === 'cancelled' ? 'danger' : 'primary'}
              loading={move.isPending && move.variables === status}
              onClick={() => (status === 'cancelled' ? setConfirmingCancel(true) : moveOrderTo(status))}
            >
              {t(`actions.${status}`)}
            </Button>
          ))}
          {(data.status === 'confirmed' || data.status === 'completed') &&
            nextDeliveryStatuses(data.delivery_status, data.delivery_mode).map((status) => (
              <Button
                key={`delivery-${status}`}
                variant="outline"
                loading={deliver.isPending && deliver.variables === status}
                onClick={() =>
                  handOverAsksFirst({ mode: data.delivery_mode, to: status, balanceDue: data.balance_due })
                    ? setHandingOverUnpaid(true)
                    : moveDeliveryTo(status)
                }
              >
                {t(
                  data.delivery_mode === 'pickup' ? `pickup_actions.${status}` : `delivery_actions.${status}`,
                )}
              </Button>
            ))}
        </section>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={t('cancel_order.title', { reference: data.reference })}
        text={[
          t(holdsStock(data.status) ? 'cancel_order.text_stock' : 'cancel_order.text'),
          data.paid_total > 0 ? t('cancel_order.paid', { amount: session.money(data.paid_total) }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('cancel_order.confirm')}
        cancelLabel={t('cancel_order.keep')}
        workingLabel={t('cancel_order.working')}
        variant="danger"
        busy={move.isPending}
        onConfirm={() => moveOrderTo('cancelled')}
        onClose={() => setConfirmingCancel(false)}
      />
      <ConfirmDialog
        open={handingOverUnpaid}
        title={t('handover_unpaid.title')}
        text={t('handover_unpaid.text', { amount: session.money(data.balance_due) })}
        confirmLabel={t('handover_unpaid.confirm')}
        cancelLabel={t('handover_unpaid.keep')}
        workingLabel={t('handover_unpaid.working')}
        busy={deliver.isPending}
        onConfirm={() => {
          setHandingOverUnpaid(false);
          moveDeliveryTo('delivered');
        }}
        onClose={() => setHandingOverUnpaid(false)}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="order-lines" className="flex flex-col gap-3">
          <h2 id="order-lines" className="font-semibold text-lg">
            {t('detail.lines')}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
            {(data.lines ?? [])
              .filter((line) => line.source !== 'shipping')
              .map((line) => (
                <li key={line.id} className="flex items-start justify-between gap-3 p-3">
                  <span className="min-w-0">
                    <span className="block font-medium">
                      {variantDisplayName(line.title, line.variant_title)}
                    </span>
                    <span className="block text-fg-muted text-sm">
                      {session.money(line.price)} × {line.quantity}
                      {line.discount > 0 &&
                        ` · ${t('detail.line_discount', { amount: session.money(line.discount) })}`}
                      {line.taxes.map((tax) => ` · ${tax.label} ${session.money(tax.amount)}`).join('')}
                    </span>
                  </span>
                  <span className="shrink-0 font-medium tabular-nums">{session.money(line.total)}</span>
                </li>
              ))}
          </ul>
          <OrderAmountsList order={data} money={session.money} />
          {session.can('payments.create') &&
            data.balance_due > 0 &&
            (data.status === 'confirmed' || data.status === 'completed') && (
              <OrderPaymentForm
                order={data}
                kind="payment"
                onDone={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
              />
            )}
          {session.can('payments.create') && orderAmounts(data).owedToCustomer > 0 && (
            <OrderPaymentForm
              order={data}
              kind="refund"
              onDone={() => void queryClient.invalidateQueries({ queryKey: orderKeys.all })}
            />
          )}
          {session.can('payments.view') && <OrderPayments orderId={data.id} money={session.money} />}
        </section>

        <aside className="flex flex-col gap-4">
          {session.can('returns.view') && (
            <OrderReturns
              order={data}
              money={session.money}
              canCreate={session.can('returns.create')}
              canApprove={session.can('returns.approve')}
              canPickWarehouse={session.can('warehouses.view')}
            />
          )}
          {session.can('invoices.view') && (
            <OrderDocuments
              orderId={data.id}
              invoiceable={data.status === 'confirmed' || data.status === 'completed'}
              canCreate={session.can('invoices.create')}
              money={session.money}
            />
          )}
          <section aria-labelledby="order-customer" className="rounded-lg border border-line bg-surface p-3">
            <h2 id="order-customer" className="mb-1 font-semibold">
              {t('detail.customer')}
            </h2>
            <p>{data.customer?.name ?? t('list.walk_in')}</p>
            {data.customer?.phone && (
              <p className="text-fg-muted text-sm">{displayPhone(data.customer.phone)}</p>
            )}
            {data.shipping_address && <DeliveryAddress order={data} />}
          </section>
          <section aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="mb-2 font-semibold">
              {t('detail.timeline')}
            </h2>
            <ol className="flex flex-col gap-2 border-line border-s ps-3">
              {(data.history ?? []).map((entry) => (
                <li key={entry.id} className="text-sm">
                  <span className="block">
                    {timelineText(
                      t as unknown as Translate,
                      entry,
                      session.money,
                      data.delivery_mode,
                      dateTime,
                    )}
                  </span>
                  <time className="text-fg-muted text-xs" dateTime={entry.created_at}>
                    {dateTime(entry.created_at)}
                  </time>
                  {entry.note && <span className="block text-fg-muted">{entry.note}</span>}
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}

/**
 * Where the order goes: the name on the parcel and the number the courier calls when they are not the
 * customer's own (a saved address for someone else), then the address itself.
 */
function DeliveryAddress({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const address = order.shipping_address;
  if (!address) return null;
  const recipient = address.recipient_name && address.recipient_name !== order.customer?.name;
  const phone = address.phone && address.phone !== order.customer?.phone;
  return (
    <div className="mt-2 text-sm">
      {recipient && <p>{t('detail.deliver_to', { name: address.recipient_name })}</p>}
      {phone && <p className="text-fg-muted">{displayPhone(address.phone!)}</p>}
      <p>{[address.line1, address.line2, address.district, address.city].filter(Boolean).join(', ')}</p>
    </div>
  );
}
