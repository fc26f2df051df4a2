import type { CustomerDebt } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../components/list/list-pager.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { orderPaths } from '../orders/paths.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { customerDebtsQuery } from './credit-api.ts';

const PER_PAGE = 10;

/** The customer's unpaid sales, the oldest due first, each opening its order. */
export function CustomerDebtsPanel({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const session = useProductSession();
  const [page, setPage] = useState(1);
  const allowed = session.can('customers.stats');
  const debts = useQuery({
    ...customerDebtsQuery(customerId, { page, per_page: PER_PAGE }),
    enabled: allowed,
  });
  if (!allowed) return null;

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const columns: TableColumn<CustomerDebt>[] = [
    {
      key: 'order',
      header: t('debts.order'),
      cell: (d) => (
        <span className="flex flex-col">
          <Link to={orderPaths.detail(d.order_id)} className="text-primary-text underline underline-offset-2">
            {d.reference}
          </Link>
          {d.invoice_reference && (
            <span className="font-normal text-fg-muted text-xs">
              {t('debts.invoice', { reference: d.invoice_reference })}
            </span>
          )}
          {/* The date and total columns are left out on phones: their values come here. */}
          <PhoneDetail>
            {date(d.ordered_at)} · {session.money(d.total)}
          </PhoneDetail>
        </span>
      ),
    },
    { key: 'date', header: t('debts.date'), hideOnPhone: true, cell: (d) => date(d.ordered_at) },
    {
      key: 'due',
      header: t('debts.due'),
      cell: (d) => (
        <span className="flex flex-wrap items-center gap-1">
          {date(d.due_at)}
          {d.overdue && <Badge color="red">{t('debts.overdue')}</Badge>}
        </span>
      ),
    },
    {
      key: 'total',
      header: t('debts.total'),
      align: 'end',
      hideOnPhone: true,
      cell: (d) => session.money(d.total),
    },
    {
      key: 'paid',
      header: t('debts.paid'),
      align: 'end',
      hideOnPhone: true,
      cell: (d) => session.money(d.paid_total),
    },
    {
      key: 'credited',
      header: t('debts.credited'),
      align: 'end',
      hideOnPhone: true,
      cell: (d) => session.money(d.credited_total),
    },
    {
      key: 'balance',
      header: t('debts.balance'),
      align: 'end',
      cell: (d) => <strong>{session.money(d.balance)}</strong>,
    },
  ];

  return (
    <section
      aria-labelledby="customer-debts"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="customer-debts" className="font-semibold text-lg">
        {t('debts.title')}
      </h2>
      {debts.isPending ? (
        <Skeleton label={t('debts.loading')} lines={3} />
      ) : debts.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <p>{debts.error.message || t('errors.generic')}</p>
          <Button variant="outline" size="small" onClick={() => void debts.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : debts.data.data.length === 0 ? (
        <p className="text-fg-muted text-sm">{t('debts.empty')}</p>
      ) : (
        <>
          <Table
            caption={t('debts.title')}
            captionHidden
            columns={columns}
            rows={debts.data.data}
            rowKey={(d) => d.order_id}
            className="border-0"
          />
          {debts.data.meta.last_page > 1 && (
            <ListPager ns="customers" meta={debts.data.meta} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
