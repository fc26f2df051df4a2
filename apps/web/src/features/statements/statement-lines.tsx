import type { CustomerStatementLine } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { orderPaths } from '../orders/paths.ts';

export interface StatementLinesProps {
  lines: readonly CustomerStatementLine[];
  money: (minor: number) => string;
  day: (day: string) => string;
}

/**
 * One row per event of the period with the balance after it. On phones the date, debit and credit
 * columns step aside: the entry's second line says when and how much, so nothing scrolls sideways.
 */
export function StatementLines({ lines, money, day }: StatementLinesProps) {
  const { t } = useTranslation('statements');
  const amount = (minor: number) => (minor === 0 ? '' : money(minor));
  const movement = (line: CustomerStatementLine) =>
    line.debit > 0 ? `+${money(line.debit)}` : line.credit > 0 ? `−${money(line.credit)}` : money(0);
  const columns: TableColumn<CustomerStatementLine>[] = [
    { key: 'date', header: t('table.date'), hideOnPhone: true, cell: (l) => day(l.day) },
    {
      key: 'entry',
      header: t('table.entry'),
      rowHeader: true,
      cell: (l) => (
        <span className="flex min-w-0 flex-col">
          <span>
            {t(`kinds.${l.kind}`)}{' '}
            {l.kind === 'sale' ? (
              <Link
                to={orderPaths.detail(l.order_id)}
                className="text-primary-text underline underline-offset-2"
              >
                {l.reference}
              </Link>
            ) : (
              l.reference
            )}
          </span>
          {l.description && <span className="font-normal text-fg-muted text-xs">{l.description}</span>}
          {l.debit + l.credit !== l.amount && (
            <span className="font-normal text-fg-muted text-xs">
              {t('table.not_carried', { amount: money(l.amount) })}
            </span>
          )}
          <PhoneDetail>
            {day(l.day)} · {movement(l)}
          </PhoneDetail>
        </span>
      ),
    },
    { key: 'debit', header: t('table.debit'), align: 'end', hideOnPhone: true, cell: (l) => amount(l.debit) },
    {
      key: 'credit',
      header: t('table.credit'),
      align: 'end',
      hideOnPhone: true,
      cell: (l) => amount(l.credit),
    },
    { key: 'balance', header: t('table.balance'), align: 'end', cell: (l) => money(l.balance) },
  ];
  return (
    <Table
      caption={t('table.caption')}
      captionHidden
      columns={columns}
      rows={lines}
      rowKey={(l) => `${l.kind}-${l.reference}-${l.date}-${l.order_id}`}
    />
  );
}
