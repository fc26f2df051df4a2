import type { CashSession } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { ListError } from '../../components/list/list-error.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ZReport } from '../orders/pos/z-report.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { cashSessionQuery } from './api.ts';
import { CashMovements } from './cash-movements.tsx';
import { DifferenceBadge } from './difference-badge.tsx';
import { OpenBadge } from './open-badge.tsx';
import { cashSessionPaths } from './paths.ts';

/**
 * /pos/sessions/:id: one session's Z report, its cash movements and closing note, to read again
 * or print (the shell and the buttons stay off paper, the report prints black on white).
 */
export function CashSessionPage() {
  const { t } = useTranslation('orders');
  const { id = '' } = useParams();
  const appLink = useAppLink();
  const session = useProductSession();
  const canView = session.can('orders.view');
  const found = useQuery({ ...cashSessionQuery(id), enabled: canView });
  const location = useLocation();
  const navigate = useNavigate();
  // Sent here to print (the Z report of a drawer just closed): once, as soon as the report is shown.
  const printAsked = (location.state as { print?: boolean } | null)?.print === true;
  const loaded = found.data !== undefined;
  useEffect(() => {
    if (!printAsked || !loaded) return;
    navigate(location.pathname, { replace: true, state: null });
    window.print();
  }, [printAsked, loaded, navigate, location.pathname]);

  if (!session.ready) return <Skeleton label={t('sessions.detail.loading')} lines={8} />;
  if (!canView) return <p role="alert">{t('sessions.list.forbidden')}</p>;

  const back = (
    <Button variant="ghostPrimary" size="small" {...appLink(cashSessionPaths.list())}>
      {t('sessions.detail.back')}
    </Button>
  );

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="flex w-full max-w-md flex-wrap items-center justify-between gap-2 print:hidden">
        {back}
        {found.data && <Button onClick={() => window.print()}>{t('receipt.print')}</Button>}
      </div>
      {found.isPending ? (
        <Skeleton label={t('sessions.detail.loading')} lines={8} />
      ) : found.isError ? (
        <ListError
          ns="orders"
          fallbackKey="errors.generic"
          retryKey="sessions.list.retry"
          error={found.error}
          onRetry={() => void found.refetch()}
        />
      ) : (
        <SessionReport data={found.data} money={session.money} />
      )}
    </div>
  );
}

function SessionReport({ data, money }: { data: CashSession; money: (minor: number) => string }) {
  const { t, i18n } = useTranslation('orders');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const who = (name: string | null) => name ?? t('sessions.detail.someone');
  return (
    <article
      aria-labelledby="z-report-title"
      className="flex w-full max-w-md flex-col gap-4 rounded-lg border border-line bg-white p-4 text-black print:max-w-none print:border-0 print:p-0"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 id="z-report-title" className="font-semibold text-xl">
            {t('drawer.report_title', { reference: data.reference })}
          </h1>
          {data.status === 'open' ? (
            <OpenBadge />
          ) : (
            <DifferenceBadge difference={data.report.difference} money={money} />
          )}
        </div>
        {data.shop_name && <p className="font-medium">{data.shop_name}</p>}
        <p className="text-sm">
          {t('sessions.detail.opened', { date: when(data.opened_at), name: who(data.opened_by_name) })}
        </p>
        {data.closed_at ? (
          <p className="text-sm">
            {t('sessions.detail.closed', { date: when(data.closed_at), name: who(data.closed_by_name) })}
          </p>
        ) : (
          <p className="text-sm">{t('sessions.detail.still_open')}</p>
        )}
      </header>

      <ZReport session={data} money={money} />

      <section aria-labelledby="z-report-movements" className="flex flex-col gap-1">
        <h2 id="z-report-movements" className="border-black border-t border-dashed pt-2 font-semibold">
          {t('sessions.detail.movements')}
        </h2>
        <CashMovements movements={data.report.movements} money={money} />
      </section>

      {data.closing_note && (
        <section aria-labelledby="z-report-note" className="flex flex-col gap-1">
          <h2 id="z-report-note" className="font-semibold">
            {t('sessions.detail.note')}
          </h2>
          <p className="whitespace-pre-line text-sm">{data.closing_note}</p>
        </section>
      )}
    </article>
  );
}
