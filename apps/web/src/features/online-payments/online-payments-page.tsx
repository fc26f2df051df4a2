import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { providersQuery, saveAmountInWords, variablesQuery } from './api.ts';
import { ProviderCard } from './provider-card.tsx';

/**
 * /payment-methods/online: the company's online payment providers (payment_methods.*), and how its
 * documents print their total (company settings).
 */
export function OnlinePaymentsPage() {
  const { t } = useTranslation('documents');
  const session = useProductSession();
  const canView = session.can('payment_methods.view');
  const providers = useQuery({ ...providersQuery, enabled: canView });

  if (!session.ready) return <Skeleton label={t('online.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('online.forbidden')}</p>;
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('online.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {session.can('payments.view') && (
            <Button variant="outline" href="/payments/online">
              {t('online.payments_link')}
            </Button>
          )}
          <Button variant="ghost" href="/payment-methods">
            {t('online.back')}
          </Button>
        </div>
      </div>
      <p className="text-fg-muted">{t('online.intro')}</p>
      {providers.isPending && <Skeleton label={t('online.loading')} lines={6} />}
      {providers.isError && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('online.error')}</p>
          <Button variant="outline" onClick={() => void providers.refetch()}>
            {t('public.retry')}
          </Button>
        </div>
      )}
      {providers.data?.map((record) => (
        <ProviderCard key={record.provider} record={record} canEdit={session.can('payment_methods.update')} />
      ))}
      {session.can('company.update') && <DocumentSettings />}
    </div>
  );
}

function DocumentSettings() {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const variables = useQuery(variablesQuery);
  const save = useMutation({
    mutationFn: saveAmountInWords,
    onSuccess: (saved) => {
      queryClient.setQueryData(variablesQuery.queryKey, saved);
      showSuccessToast('documents-saved', t('online.documents_saved'));
    },
    onError: () => showErrorToast('documents-save-error', t('online.error')),
  });
  if (!variables.data) return null;
  return (
    <section
      aria-labelledby="document-settings"
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="document-settings" className="font-semibold text-lg">
        {t('online.documents')}
      </h2>
      <Checkbox
        label={t('online.amount_in_words')}
        checked={variables.data.amount_in_words}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
    </section>
  );
}
