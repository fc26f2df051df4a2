import { formatMoney, getCurrency, type OnlinePaymentProvider, type PublicDocument } from '@comptoir/core';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { isLocale } from '../../i18n/i18n.ts';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { STORAGE_KEYS } from '../../stores/storage-keys.ts';
import { calendarDay } from '../invoices/document-share.ts';
import { publicDocumentQuery, startPayment } from './api.ts';
import { PublicDocumentLines } from './public-document-lines.tsx';

const STATUS_COLOR = {
  due: 'amber',
  partially_paid: 'blue',
  paid: 'green',
  cancelled: 'red',
  not_payable: 'sky',
} as const;

/**
 * /d/:token — a quotation, invoice or credit note opened from the link its seller sent: no sign-in,
 * made for a phone. Shows what is still to pay and, when the seller takes online payments, a button
 * per provider that sends the payer to the provider's page.
 */
export function PublicDocumentPage() {
  // Outside the signed-in shell, which owns the session's query client: a client of its own.
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <PublicDocumentScreen />
    </QueryClientProvider>
  );
}

function PublicDocumentScreen() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const back = search.get('payment');
  const { t, i18n } = useTranslation('documents');
  const query = useQuery(publicDocumentQuery(token, { poll: back === 'return' }));
  const document = query.data;

  // Read in the document's language unless the visitor chose one on this device.
  useEffect(() => {
    if (document && isLocale(document.locale) && localStorage.getItem(STORAGE_KEYS.locale) === null) {
      void i18n.changeLanguage(document.locale);
    }
  }, [document, i18n]);

  const pay = useMutation({
    mutationFn: (provider: OnlinePaymentProvider) => startPayment(token, { provider }),
    onSuccess: (checkout) => window.location.assign(checkout.redirect_url),
  });

  if (query.isPending) return <Skeleton label={t('public.loading')} lines={8} />;
  if (query.isError || !document) {
    const missing = query.error instanceof ApiRequestError && query.error.result.status === 404;
    return (
      <main className="mx-auto flex max-w-xl flex-col gap-3 p-4">
        <p role="alert">{missing ? t('public.not_found') : t('public.error')}</p>
        {!missing && <Button onClick={() => void query.refetch()}>{t('public.retry')}</Button>}
      </main>
    );
  }

  const currency = getCurrency(document.currency) ?? { alpha: document.currency, precision: 2 };
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  const { payment } = document;
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        {document.seller.logo_url && (
          <img
            src={document.seller.logo_url}
            alt={t('public.logo', { name: document.seller.name })}
            className="mb-1 h-12 w-auto max-w-40 self-start object-contain"
          />
        )}
        <p className="font-semibold text-lg">{document.seller.name}</p>
        <p className="text-fg-muted text-sm">
          {[document.seller.address, document.seller.city, document.seller.phone, document.seller.email]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {document.seller.tax_id && (
          <p className="text-fg-muted text-sm">{t('public.tax_id', { id: document.seller.tax_id })}</p>
        )}
      </header>

      <section aria-labelledby="public-title" className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="public-title" className="font-bold text-2xl">
            {t(`public.kind.${document.kind}`)} {document.reference}
          </h1>
          {payment.status !== 'not_payable' && (
            <Badge color={STATUS_COLOR[payment.status]}>{t(`public.status.${payment.status}`)}</Badge>
          )}
        </div>
        <p className="text-fg-muted text-sm">
          {t('public.issued', { date: date(document.issued_at) })}
          {document.kind === 'invoice' &&
            ` · ${document.due_at ? t('public.due', { date: date(document.due_at) }) : t('public.on_receipt')}`}
          {document.valid_until &&
            ` · ${t('public.valid_until', { date: calendarDay(document.valid_until, i18n.language) })}`}
        </p>
        {document.buyer && (
          <p>
            {t('public.to')} <strong>{document.buyer.name}</strong>
          </p>
        )}
      </section>

      <PublicDocumentLines document={document} money={money} />

      {document.notes && (
        <section aria-label={t('public.notes')} className="whitespace-pre-line text-sm">
          {document.notes}
        </section>
      )}

      <PaymentPanel
        document={document}
        money={money}
        back={back}
        paying={pay.isPending ? pay.variables : null}
        failed={pay.isError}
        onPay={(provider) => pay.mutate(provider)}
      />

      <Button variant="outline" href={document.pdf_url} target="_blank" rel="noreferrer">
        {t('public.download')}
      </Button>
    </main>
  );
}

function PaymentPanel(props: {
  document: PublicDocument;
  money: (minor: number) => string;
  back: string | null;
  paying: OnlinePaymentProvider | null;
  failed: boolean;
  onPay: (provider: OnlinePaymentProvider) => void;
}) {
  const { t } = useTranslation('documents');
  const { document, money } = props;
  const { payment } = document;
  if (payment.status === 'not_payable' || payment.status === 'cancelled') return null;
  return (
    <section
      aria-label={t('public.left')}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3"
    >
      {payment.paid > 0 && (
        <p className="flex justify-between text-sm">
          <span>{t('public.paid')}</span>
          <span className="tabular-nums">{money(payment.paid)}</span>
        </p>
      )}
      <p className="flex justify-between font-semibold">
        <span>{t('public.left')}</span>
        <span className="tabular-nums" data-testid="public-due">
          {money(payment.due)}
        </span>
      </p>
      {props.back === 'return' && payment.status !== 'paid' && (
        <p role="status" className="text-sm">
          {t('public.returned')}
        </p>
      )}
      {props.back === 'cancelled' && payment.status !== 'paid' && (
        <p role="status" className="text-sm">
          {t('public.payment_cancelled')}
        </p>
      )}
      {props.failed && (
        <p role="alert" className="text-danger-text text-sm">
          {t('public.pay_error')}
        </p>
      )}
      {payment.due > 0 &&
        document.pay_with.map((provider) => (
          <Button
            key={provider}
            size="large"
            loading={props.paying === provider}
            disabled={props.paying !== null}
            onClick={() => props.onPay(provider as OnlinePaymentProvider)}
          >
            {document.pay_with.length === 1
              ? t('public.pay', { amount: money(payment.due) })
              : t('public.pay_with', {
                  amount: money(payment.due),
                  provider: t(`public.providers.${provider}`),
                })}
          </Button>
        ))}
    </section>
  );
}
