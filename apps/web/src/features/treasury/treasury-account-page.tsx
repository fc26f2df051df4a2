import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { accountBalanceQuery, allAccountsQuery, treasuryAccountQuery } from './api.ts';
import { ManualTransactionDialog, TransferDialog } from './money-dialogs.tsx';
import { treasuryPaths } from './paths.ts';
import { TransactionList } from './transaction-list.tsx';

/** The balance on a day the user picks (the end of that day). */
function BalanceOn({ accountId }: { accountId: string }) {
  const { t } = useTranslation('treasury');
  const session = useProductSession();
  const [day, setDay] = useState('');
  const balance = useQuery({ ...accountBalanceQuery(accountId, day), enabled: day !== '' });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={t('account.balance_at')}>
        <TextInput type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </Field>
      <p aria-live="polite" className="pb-2 text-sm">
        {balance.data && t('account.balance_on', { amount: session.money(balance.data.balance) })}
      </p>
    </div>
  );
}

/** /treasury-accounts/:id: the account's balance, its transactions, money in, out and across. */
export function TreasuryAccountPage() {
  const { t } = useTranslation('treasury');
  const { id = '' } = useParams();
  const session = useProductSession();
  const canView = session.can('treasury_accounts.view');
  const account = useQuery({ ...treasuryAccountQuery(id), enabled: canView });
  const accounts = useQuery({ ...allAccountsQuery(), enabled: canView });
  const [dialog, setDialog] = useState<'manual' | 'transfer' | null>(null);

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  if (account.isPending) return <Skeleton label={t('list.loading')} lines={6} />;
  if (account.isError) {
    return (
      <RecordLoadError
        error={account.error}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={{ href: treasuryPaths.list() }}
      />
    );
  }
  const record = account.data;
  const canMove = session.can('transactions.create') && !record.is_archived;
  return (
    <div className="flex flex-col gap-4">
      <Link to={treasuryPaths.list()} className="text-primary-text text-sm hover:underline">
        {t('account.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words font-semibold text-2xl">{record.name}</h1>
          <p className="text-fg-muted text-sm">
            {t(`kinds.${record.kind}`)} · {record.accounting_code}
            {record.reference ? ` · ${record.reference}` : ''}
          </p>
          {record.is_archived && <Badge color="amber">{t('list.archived')}</Badge>}
        </div>
        <p className="text-end">
          <span className="block text-fg-muted text-sm">{t('account.balance_now')}</span>
          <span
            className={
              record.balance < 0 ? 'font-semibold text-3xl text-danger-text' : 'font-semibold text-3xl'
            }
            data-testid="account-balance"
          >
            {session.money(record.balance)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {canMove && <Button onClick={() => setDialog('manual')}>{t('account.add_transaction')}</Button>}
        {canMove && (accounts.data?.data.length ?? 0) > 1 && (
          <Button variant="outline" onClick={() => setDialog('transfer')}>
            {t('account.transfer')}
          </Button>
        )}
        {session.can('treasury_accounts.update') && (
          <Link to={treasuryPaths.edit(record.id)} className={buttonClassName('outline')}>
            {t('account.edit')}
          </Link>
        )}
      </div>
      <BalanceOn accountId={record.id} />
      <TransactionList accountId={record.id} accounts={accounts.data?.data ?? []} />
      {dialog === 'manual' && (
        <ManualTransactionDialog open onClose={() => setDialog(null)} account={record} />
      )}
      {dialog === 'transfer' && accounts.data && (
        <TransferDialog
          open
          onClose={() => setDialog(null)}
          accounts={accounts.data.data}
          fromAccountId={record.id}
        />
      )}
    </div>
  );
}
