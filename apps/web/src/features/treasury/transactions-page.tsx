import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { allAccountsQuery } from './api.ts';
import { treasuryPaths } from './paths.ts';
import { TransactionList } from './transaction-list.tsx';

/** /transactions: every account's transactions, with an account filter. */
export function TransactionsPage() {
  const { t } = useTranslation('treasury');
  const session = useProductSession();
  const canView = session.can('transactions.view');
  const accounts = useQuery({
    ...allAccountsQuery(),
    enabled: canView && session.can('treasury_accounts.view'),
  });
  if (!session.ready) return <Skeleton label={t('transactions.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('transactions.forbidden')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('transactions.page_title')}
        // the screen's one action: nothing to fold away
        actions={
          session.can('treasury_accounts.view') && (
            <Link to={treasuryPaths.list()} className="text-primary-text text-sm hover:underline">
              {t('transactions.accounts')}
            </Link>
          )
        }
      />
      <TransactionList accounts={accounts.data?.data ?? []} />
    </div>
  );
}
