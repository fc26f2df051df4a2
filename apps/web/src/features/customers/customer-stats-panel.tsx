import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { StatementLink } from '../statements/statement-link.tsx';
import { customerStatsQuery } from './credit-api.ts';
import { useCreditReminderLink } from './use-credit-reminder.ts';

function Card({ label, children, tone }: { label: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-3 sm:p-4">
      <dt className="text-fg-muted text-sm">{label}</dt>
      <dd className={cx('truncate font-semibold text-lg', tone === 'danger' && 'text-danger-text')}>
        {children}
      </dd>
    </div>
  );
}

/** A customer's orders, revenue, average basket, last order, balance owed and overdue part. */
export function CustomerStatsPanel({
  customerId,
  customer,
}: {
  customerId: string;
  /** who the WhatsApp reminder of what is owed goes to */
  customer?: { name: string; phone: string | null };
}) {
  const { t, i18n } = useTranslation('customers');
  const session = useProductSession();
  const stats = useQuery({ ...customerStatsQuery(customerId), enabled: session.can('customers.stats') });
  const reminderLink = useCreditReminderLink();
  if (!session.can('customers.stats')) return null;

  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso))
      : t('stats.none');

  return (
    <section aria-labelledby="customer-stats" className="flex flex-col gap-3">
      <h2 id="customer-stats" className="font-semibold text-lg">
        {t('stats.title')}
      </h2>
      {stats.isPending ? (
        <Skeleton label={t('stats.loading')} lines={2} />
      ) : stats.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <p>{stats.error.message || t('errors.generic')}</p>
          <Button variant="outline" size="small" onClick={() => void stats.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <>
          {stats.data.orders_count === 0 && stats.data.balance_owed === 0 && (
            <p className="text-fg-muted text-sm">{t('stats.no_orders')}</p>
          )}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
            <Card label={t('stats.orders')}>{stats.data.orders_count}</Card>
            <Card label={t('stats.revenue')}>{session.money(stats.data.revenue)}</Card>
            <Card label={t('stats.average_basket')}>
              {stats.data.average_basket === null
                ? t('stats.none')
                : session.money(stats.data.average_basket)}
            </Card>
            <Card label={t('stats.last_order')}>{date(stats.data.last_order_at)}</Card>
            <Card label={t('stats.balance')}>{session.money(stats.data.balance_owed)}</Card>
            <Card label={t('stats.overdue')} {...(stats.data.overdue_amount > 0 ? { tone: 'danger' } : {})}>
              {session.money(stats.data.overdue_amount)}
            </Card>
          </dl>
          <div className="flex flex-wrap gap-2">
            <StatementLink customerId={customerId} name={customer?.name} />
            {customer && stats.data.balance_owed > 0 && stats.data.oldest_unpaid_at && (
              <Button
                variant="outline"
                size="small"
                href={reminderLink({
                  name: customer.name,
                  phone: customer.phone,
                  balance: stats.data.balance_owed,
                  overdue_amount: stats.data.overdue_amount,
                  unpaid_orders_count: stats.data.unpaid_orders_count,
                  oldest_unpaid_at: stats.data.oldest_unpaid_at,
                })}
                target="_blank"
                rel="noreferrer"
              >
                {t('credit.remind_of', { name: customer.name })}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
