import { receiptChange } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { orderReceiptQuery } from './api.ts';
import { orderPaths } from './paths.ts';
import { ReceiptPaperSelect } from './receipt-paper-select.tsx';
import { ReceiptPrintStyle } from './receipt-print-style.tsx';
import { receiptText, whatsappLink } from './receipt-text.ts';
import { ReceiptTicket } from './receipt-ticket.tsx';
import { useReceiptLabels } from './use-receipt-labels.ts';

/**
 * /orders/:id/receipt: the ticket to print (narrow, black on white) or send on WhatsApp, naming the
 * customer when the sale has one and each mobile-money payment's transaction id. It prints on the paper chosen beside
 * the Print button, this device's.
 */
export function ReceiptPage() {
  const { t } = useTranslation('orders');
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

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex flex-wrap items-center justify-center gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
        <ReceiptPaperSelect />
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
      <ReceiptPrintStyle />
      <ReceiptTicket
        sale={data}
        shopName={shopName}
        heading={t('receipt.heading', { reference: data.reference })}
        madeAt={data.created_at}
        change={change}
        money={session.money}
      />
    </div>
  );
}
