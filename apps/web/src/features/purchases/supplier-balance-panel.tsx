import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../app/app-link.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { supplierBalanceQuery } from './api.ts';
import { purchasePaths } from './paths.ts';

/**
 * On the supplier's page: what we owe them (bills entered minus payments), the overdue part, and
 * the open bills by due date, each a link to the bill.
 */
export function SupplierBalancePanel({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('purchases');
  const session = useProductSession();
  const appLink = useAppLink();
  const day = useDay();
  const canView = session.can('suppliers.view');
  const balance = useQuery({ ...supplierBalanceQuery(supplierId), enabled: canView });
  if (!canView) return null;

  return (
    <section
      aria-labelledby="supplier-balance"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="supplier-balance" className="font-semibold text-lg">
        {t('balance.title')}
      </h2>
      {balance.isPending ? (
        <Skeleton label={t('common.loading')} lines={3} />
      ) : balance.isError ? (
        <p role="alert">{balance.error.message || t('common.failed')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="flex flex-col">
              <dt className="text-fg-muted text-sm">{t('balance.owed')}</dt>
              <dd className="font-semibold text-lg tabular-nums">{session.money(balance.data.balance)}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-fg-muted text-sm">{t('balance.overdue')}</dt>
              <dd
                className={`font-semibold text-lg tabular-nums ${balance.data.overdue_total > 0 ? 'text-danger-text' : ''}`}
              >
                {session.money(balance.data.overdue_total)}
              </dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-fg-muted text-sm">{t('balance.billed')}</dt>
              <dd className="tabular-nums">{session.money(balance.data.billed_total)}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-fg-muted text-sm">{t('balance.paid')}</dt>
              <dd className="tabular-nums">{session.money(balance.data.paid_total)}</dd>
            </div>
          </dl>
          <h3 className="font-medium">{t('balance.open_bills')}</h3>
          {balance.data.open_bills.length === 0 ? (
            <p className="text-fg-muted text-sm">{t('balance.no_open_bills')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line text-sm">
              {balance.data.open_bills.map((bill) => (
                <li key={bill.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <a className="text-link underline" {...appLink(purchasePaths.bill(bill.id))}>
                    {bill.reference ?? t('bills.unnumbered')}
                  </a>
                  <span className="text-fg-muted">
                    {t('balance.due_on', { date: day(bill.due_date) })}
                    {bill.days_overdue > 0 && (
                      <span className="ms-2 font-medium text-danger-text">
                        {t('bills.overdue', { count: bill.days_overdue })}
                      </span>
                    )}
                  </span>
                  <span className="font-medium tabular-nums">{session.money(bill.balance_due)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              {...appLink(purchasePaths.bills(`supplier=${encodeURIComponent(supplierId)}`))}
            >
              {t('balance.all_bills')}
            </Button>
            <Button
              variant="outline"
              {...appLink(purchasePaths.orders(`supplier=${encodeURIComponent(supplierId)}`))}
            >
              {t('balance.all_orders')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
