import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button.tsx';
import { statementPaths } from './paths.ts';

/** The customer page's way to the account statement (shown where the balance is, under customers.stats). */
export function StatementLink({ customerId, name }: { customerId: string; name?: string | undefined }) {
  const { t } = useTranslation('statements');
  return (
    <Link
      to={statementPaths.customer(customerId)}
      className={buttonClassName('outline', 'small')}
      {...(name ? { 'aria-label': t('open_of', { name }) } : {})}
    >
      {t('open')}
    </Link>
  );
}
