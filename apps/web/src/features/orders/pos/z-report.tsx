import { type CashSession, signedMoney } from '@comptoir/core';
import { useTranslation } from 'react-i18next';

export interface ZReportProps {
  session: CashSession;
  money: (minor: number) => string;
}

/**
 * A session's Z report: float, sales, each payment method's takings, cash in and out, and the
 * cash expected. Counted cash and the difference only exist once the drawer is closed. A figure
 * below zero (cash missing, more refunded than taken) carries the minus sign, not a hyphen.
 */
export function ZReport({ session, money: format }: ZReportProps) {
  const { t } = useTranslation('orders');
  const { report } = session;
  const money = (minor: number) => signedMoney(minor, format);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="z-report">
      <dt>{t('drawer.float')}</dt>
      <dd className="text-end tabular-nums">{money(session.opening_float)}</dd>
      <dt>{t('drawer.sales')}</dt>
      <dd className="text-end tabular-nums">{report.sales_count}</dd>
      {report.by_method.map((m) => (
        <div key={m.payment_method_id} className="contents">
          <dt>{m.name}</dt>
          <dd className="text-end tabular-nums">{money(m.received - m.refunded)}</dd>
        </div>
      ))}
      <dt>{t('drawer.in')}</dt>
      <dd className="text-end tabular-nums">{money(report.cash_in)}</dd>
      <dt>{t('drawer.out')}</dt>
      <dd className="text-end tabular-nums">{money(report.cash_out)}</dd>
      <dt className="font-semibold">{t('drawer.expected_short')}</dt>
      <dd className="text-end font-semibold tabular-nums">{money(report.expected_cash)}</dd>
      {session.status === 'closed' && (
        <>
          <dt>{t('drawer.counted')}</dt>
          <dd className="text-end tabular-nums">{money(session.counted_cash ?? 0)}</dd>
          <dt className="font-semibold">{t('drawer.difference_short')}</dt>
          <dd className="text-end font-semibold tabular-nums">{money(report.difference ?? 0)}</dd>
        </>
      )}
    </dl>
  );
}
