import type { JournalEntry } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { useDay } from '../../lib/use-day.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { entryQuery, journalPath, ledgerKeys } from './api.ts';
import { accountingPaths } from './paths.ts';

type Line = NonNullable<JournalEntry['lines']>[number];

/** /accounting/journal/:id: one entry, its lines, what it records, and its reversal. */
export function EntryPage() {
  const { t } = useTranslation('accounting');
  const day = useDay();
  const { id = '' } = useParams();
  const session = useProductSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const entry = useQuery({ ...entryQuery(id), enabled: session.can('accounting.view') });
  const reverse = useMutation({
    mutationFn: async () =>
      unwrap(await api.post<{ data: JournalEntry }>(`${journalPath()}/${id}/reverse`, {})).data,
    onSuccess: async (reversal) => {
      await client.invalidateQueries({ queryKey: ledgerKeys.all });
      showSuccessToast('entry-reversed', t('entry.reversed_toast', { number: reversal.number }));
      navigate(accountingPaths.entry(reversal.id));
    },
    onError: (error) =>
      showErrorToast(
        'entry-reverse-error',
        error instanceof ApiRequestError && error.result.error ? error.result.error.message : t('error'),
      ),
  });

  if (!session.ready || entry.isPending) return <Skeleton label={t('loading')} lines={6} />;
  if (!session.can('accounting.view')) return <p role="alert">{t('forbidden')}</p>;
  if (entry.isError) return <p role="alert">{entry.error.message}</p>;
  const row = entry.data;
  const columns: TableColumn<Line>[] = [
    { key: 'account', header: t('reports.account'), cell: (l) => l.account },
    { key: 'name', header: t('reports.label'), cell: (l) => l.label ?? l.account_label ?? '' },
    {
      key: 'debit',
      header: t('reports.debit'),
      align: 'end',
      cell: (l) => (l.debit ? session.money(l.debit) : ''),
    },
    {
      key: 'credit',
      header: t('reports.credit'),
      align: 'end',
      cell: (l) => (l.credit ? session.money(l.credit) : ''),
    },
  ];
  const manual = row.source_kind === null && row.reversal_of === null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="font-semibold text-2xl">{t('entry.title', { number: row.number })}</h1>
          <p className="text-fg-muted text-sm">
            {day(row.date)} · {t(`journals.${row.journal}`)}
            {row.reference ? ` · ${row.reference}` : ''}
          </p>
        </div>
        <Link to={accountingPaths.journal()} className={buttonClassName('outline')}>
          {t('journal.title')}
        </Link>
      </div>
      <p>{row.label}</p>
      {row.source_kind && (
        <p className="text-fg-muted text-sm">
          {t('entry.automatic', { source: t(`sources.${row.source_kind}`) })}
        </p>
      )}
      {row.reversal_of && (
        <Link to={accountingPaths.entry(row.reversal_of)} className="text-primary-text text-sm underline">
          {t('entry.reverses')}
        </Link>
      )}
      {row.reversed_by && (
        <Link to={accountingPaths.entry(row.reversed_by)} className="text-primary-text text-sm underline">
          {t('entry.reversed_by')}
        </Link>
      )}
      <Table
        caption={t('entry.lines')}
        columns={columns}
        rows={row.lines ?? []}
        rowKey={(l) => String(l.position)}
      />
      {manual && !row.reversed_by && session.can('accounting.create') && (
        <div>
          <Button variant="danger" loading={reverse.isPending} onClick={() => reverse.mutate()}>
            {t('entry.reverse')}
          </Button>
        </div>
      )}
    </div>
  );
}
