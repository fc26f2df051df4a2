import { receiptChange } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { useDateTime } from '../../app/use-date-time.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { orderReceiptQuery } from './api.ts';
import { orderPaths } from './paths.ts';
import { receiptLineLabel, receiptPaymentLines, receiptText, whatsappLink } from './receipt-text.ts';
import { useReceiptLabels } from './use-receipt-labels.ts';

/**
 * /orders/:id/receipt: the ticket to print (narrow, black on white) or send on WhatsApp, naming the
 * customer when the sale has one and each mobile-money payment's transaction id.
 */
export function ReceiptPage() {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime();
  const { id = '' } = useParams();
  const appLink = useAppLink();
  const location = useLocation();
  const session = useProductSession();
  const labels = useReceiptLabels();
  const order = useQuery(orderReceiptQuery(id));
  // the payment dialog's figure, right after a sale made here
  const justGiven = (location.state as { change?: number } | null)?.change ?? 0;

  if (order.isPending) return <Skeleton label={t('receipt.loading')} lines={8} />;
  if (order.isError) return <p role="alert">{order.error.message || t('errors.generic')}</p>;
  const data = order.data;
  // kept with the cash payment (what was handed over); the sale screen's figure for sales without it
  const change = receiptChange(data) || justGiven;
  const shopName = session.profile?.company.name ?? '';
  const text = receiptText(data, shopName, session.money, labels, change);
  const payments = receiptPaymentLines(data, labels.refund);

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex flex-wrap justify-center gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
        <Button
          variant="success"
          href={whatsappLink(text, data.customer?.phone)}
          target="_blank"
          rel="noreferrer"
        >
          {t('receipt.whatsapp')}
        </Button>
        <Button variant="outline" {...appLink(orderPaths.pos())}>
          {t('receipt.new_sale')}
        </Button>
      </div>
      <article
        aria-labelledby="receipt-title"
        className="w-full max-w-xs rounded-lg border border-line bg-white p-4 font-mono text-black text-sm print:max-w-none print:border-0 print:p-0"
      >
        <header className="mb-3 text-center">
          <h1 id="receipt-title" className="font-bold text-base">
            {shopName}
          </h1>
          <p>{t('receipt.heading', { reference: data.reference })}</p>
          <p>{dateTime(data.created_at)}</p>
          {data.customer?.name && <p data-testid="receipt-customer">{labels.customer(data.customer.name)}</p>}
        </header>
        <table className="w-full">
          <caption className="sr-only">{t('receipt.items')}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('receipt.item')}</th>
              <th scope="col">{t('totals.total')}</th>
            </tr>
          </thead>
          <tbody>
            {(data.lines ?? []).map((line) => (
              <tr key={line.id} className="align-top">
                <td className="py-0.5 pe-2">
                  {receiptLineLabel(line, t('totals.shipping'))}
                  {line.discount > 0 && (
                    <span className="block text-xs">
                      {t('receipt.discount', { amount: session.money(line.discount) })}
                    </span>
                  )}
                </td>
                <td className="py-0.5 text-end tabular-nums">{session.money(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-2 border-black border-t border-dashed pt-2">
          {data.tax_total !== 0 && (
            <>
              <dt>{t('totals.taxes')}</dt>
              <dd className="text-end tabular-nums">{session.money(data.tax_total)}</dd>
            </>
          )}
          <dt className="font-bold">{t('totals.total')}</dt>
          <dd className="text-end font-bold tabular-nums" data-testid="receipt-total">
            {session.money(data.total)}
          </dd>
          <dt>{t('totals.paid')}</dt>
          <dd className="text-end tabular-nums">{session.money(data.paid_total)}</dd>
          {data.balance_due > 0 && (
            <>
              <dt>{t('totals.balance_due')}</dt>
              <dd className="text-end tabular-nums">{session.money(data.balance_due)}</dd>
            </>
          )}
        </dl>
        {(payments.length > 0 || change > 0) && (
          <section aria-labelledby="receipt-payments" className="mt-3">
            <h2 id="receipt-payments" className="font-bold">
              {t('receipt.paid_with')}
            </h2>
            <dl className="grid grid-cols-[1fr_auto] gap-x-2">
              {payments.map((payment) => (
                <Fragment key={payment.id}>
                  <dt>
                    {payment.label}
                    {payment.reference && (
                      <span className="block text-xs">{labels.reference(payment.reference)}</span>
                    )}
                  </dt>
                  <dd className="text-end tabular-nums">{session.money(payment.amount)}</dd>
                </Fragment>
              ))}
              {change > 0 && (
                <>
                  <dt>{labels.change}</dt>
                  <dd className="text-end tabular-nums" data-testid="receipt-change">
                    {session.money(change)}
                  </dd>
                </>
              )}
            </dl>
          </section>
        )}
        <p className="mt-3 text-center">{t('receipt.thanks')}</p>
      </article>
    </div>
  );
}
