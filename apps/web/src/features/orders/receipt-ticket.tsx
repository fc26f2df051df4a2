import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../app/use-date-time.ts';
import { RECEIPT_TICKET_CLASS } from './receipt-paper.ts';
import { type PrintedReceiptSale, receiptLineLabel, receiptPaymentLines } from './receipt-text.ts';
import { useReceiptLabels } from './use-receipt-labels.ts';

export interface ReceiptTicketProps {
  sale: PrintedReceiptSale;
  shopName: string;
  /** under the shop's name: "Receipt #0001", or a kept sale's number to follow */
  heading: string;
  /** when the sale was made (ISO) */
  madeAt: string;
  /** the change given back; 0 leaves it out */
  change: number;
  money: (minor: number) => string;
}

/**
 * The ticket as it prints (narrow, black on white): the shop, the sale's number and time, who bought, one row per
 * line with its discount, the taxes, the totals, how it was paid (with the operator's transaction ids) and the
 * change. Fed by plain data: an order (receipt-page.tsx) or a sale kept on the device (kept-receipt-print.tsx).
 * Its print width and font come from the device's paper (ReceiptPrintStyle); sizes inside are relative to that font.
 */
export function ReceiptTicket({ sale, shopName, heading, madeAt, change, money }: ReceiptTicketProps) {
  const { t } = useTranslation('orders');
  const dateTime = useDateTime();
  const labels = useReceiptLabels();
  const titleId = useId();
  const paymentsId = useId();
  const payments = receiptPaymentLines(sale, labels.refund);

  return (
    <article
      aria-labelledby={titleId}
      className={`${RECEIPT_TICKET_CLASS} w-full max-w-xs rounded-lg border border-line bg-white p-4 font-mono text-black text-sm print:max-w-none print:border-0 print:p-0`}
    >
      <header className="mb-3 text-center">
        <h1 id={titleId} className="font-bold text-[1.15em]">
          {shopName}
        </h1>
        <p data-testid="receipt-heading">{heading}</p>
        <p>{dateTime(madeAt)}</p>
        {sale.customer?.name && <p data-testid="receipt-customer">{labels.customer(sale.customer.name)}</p>}
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
          {(sale.lines ?? []).map((line) => (
            <tr key={line.id} className="align-top">
              <td className="py-0.5 pe-2">
                {receiptLineLabel(line, labels.shipping)}
                {line.discount > 0 && (
                  <span className="block text-[0.9em]">
                    {t('receipt.discount', { amount: money(line.discount) })}
                  </span>
                )}
              </td>
              <td className="py-0.5 text-end tabular-nums">{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-2 border-black border-t border-dashed pt-2">
        {sale.tax_total !== 0 && (
          <>
            <dt>{t('totals.taxes')}</dt>
            <dd className="text-end tabular-nums">{money(sale.tax_total)}</dd>
          </>
        )}
        <dt className="font-bold">{t('totals.total')}</dt>
        <dd className="text-end font-bold tabular-nums" data-testid="receipt-total">
          {money(sale.total)}
        </dd>
        <dt>{t('totals.paid')}</dt>
        <dd className="text-end tabular-nums">{money(sale.paid_total)}</dd>
        {sale.balance_due > 0 && (
          <>
            <dt>{t('totals.balance_due')}</dt>
            <dd className="text-end tabular-nums">{money(sale.balance_due)}</dd>
          </>
        )}
      </dl>
      {(payments.length > 0 || change > 0) && (
        <section aria-labelledby={paymentsId} className="mt-3">
          <h2 id={paymentsId} className="font-bold">
            {t('receipt.paid_with')}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-2">
            {payments.map((payment) => (
              <Fragment key={payment.id}>
                <dt>
                  {payment.label}
                  {payment.reference && (
                    <span className="block text-[0.9em]">{labels.reference(payment.reference)}</span>
                  )}
                </dt>
                <dd className="text-end tabular-nums">{money(payment.amount)}</dd>
              </Fragment>
            ))}
            {change > 0 && (
              <>
                <dt>{labels.change}</dt>
                <dd className="text-end tabular-nums" data-testid="receipt-change">
                  {money(change)}
                </dd>
              </>
            )}
          </dl>
        </section>
      )}
      <p className="mt-3 text-center">{t('receipt.thanks')}</p>
    </article>
  );
}
