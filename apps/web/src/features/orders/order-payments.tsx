import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../app/use-date-time.ts';
import { cx } from '../../components/ui/class-names.ts';
import { orderPaymentsQuery } from './api.ts';

export interface OrderPaymentsProps {
  orderId: string;
  money: (minor: number) => string;
}

/**
 * What was paid on the order and what went back: each payment and refund with its method, its date
 * and the operator's transaction id when one was given.
 */
export function OrderPayments({ orderId, money }: OrderPaymentsProps) {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime();
  const list = useQuery(orderPaymentsQuery(orderId));
  const payments = list.data ?? [];

  return (
    <section aria-labelledby="order-payments" className="flex flex-col gap-2">
      <h2 id="order-payments" className="font-semibold text-lg">
        {t('payments.title')}
      </h2>
      {list.isPending ? (
        <p className="text-fg-muted text-sm">{t('payments.loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm">
          {list.error.message || t('errors.generic')}
        </p>
      ) : payments.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('payments.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {payments.map((payment) => {
            const refund = payment.kind === 'refund';
            return (
              <li key={payment.id} className="flex items-start justify-between gap-3 p-3">
                <span className="min-w-0">
                  <span className={cx('block font-medium', payment.voided_at && 'line-through')}>
                    {t(`payments.kinds.${payment.kind}`)}
                    {payment.payment_method && ` · ${payment.payment_method.name}`}
                    {payment.voided_at && ` · ${t('payments.voided')}`}
                  </span>
                  <time className="block text-fg-muted text-sm" dateTime={payment.received_at}>
                    {dateTime(payment.received_at)}
                  </time>
                  {payment.reference && (
                    <span className="block break-all text-fg-muted text-sm">
                      {t('receipt.reference', { reference: payment.reference })}
                    </span>
                  )}
                </span>
                <span className="shrink-0 font-medium tabular-nums">
                  {refund ? `−${money(payment.amount)}` : money(payment.amount)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
