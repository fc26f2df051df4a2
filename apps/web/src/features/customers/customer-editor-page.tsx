import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordLoadError } from '../../components/editor/record-load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { customerQuery } from './api.ts';
import { CustomerForm } from './customer-form.tsx';
import { customerPaths } from './paths.ts';

/** /customers/create. */
export function CustomerCreatePage() {
  const { t } = useTranslation('customers');
  const session = useProductSession();
  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('customers.create')) return <p role="alert">{t('editor.forbidden_create')}</p>;
  return <CustomerForm />;
}

/** /customers/:id/edit: the saved customer and its addresses. */
export function CustomerEditPage() {
  const { t } = useTranslation('customers');
  const { id = '' } = useParams();
  const session = useProductSession();
  const customer = useQuery({ ...customerQuery(id), enabled: session.can('customers.view') });

  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('customers.view')) return <p role="alert">{t('list.forbidden')}</p>;
  if (customer.isPending) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (customer.isError) {
    return (
      <RecordLoadError
        error={customer.error}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={{ href: customerPaths.list() }}
        retry={{ label: t('common.retry'), onRetry: () => void customer.refetch() }}
      />
    );
  }
  return <CustomerForm key={customer.data.updated_at} customer={customer.data} />;
}
