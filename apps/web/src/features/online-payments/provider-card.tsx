import { type OnlinePaymentProvider, type PaymentProviderRecord, PROVIDER_CREDENTIALS } from '@comptoir/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { disconnectProvider, providerKeys, saveProvider } from './api.ts';
import { credentialErrors, providerBody, providerDraftOf } from './provider-draft.ts';

/** One provider: its status, its keys (secrets write-only), the switch, and where it notifies us. */
export function ProviderCard({ record, canEdit }: { record: PaymentProviderRecord; canEdit: boolean }) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const provider = record.provider as OnlinePaymentProvider;
  const name = t(`online.providers.${provider}`);
  const [draft, setDraft] = useState(() => providerDraftOf(record));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const refresh = () => void queryClient.invalidateQueries({ queryKey: providerKeys.all });
  const failed = (id: string, error: unknown) => {
    const result = error instanceof ApiRequestError ? error.result.error : null;
    setErrors(credentialErrors(result?.errors));
    showErrorToast(id, result?.message || t('online.error'));
  };
  const save = useMutation({
    mutationFn: () => saveProvider(provider, providerBody(provider, draft)),
    onSuccess: (saved) => {
      setErrors({});
      setDraft(providerDraftOf(saved));
      showSuccessToast(`provider-saved-${provider}`, t('online.saved', { provider: name }));
      refresh();
    },
    onError: (error) => failed(`provider-save-${provider}`, error),
  });
  const disconnect = useMutation({
    mutationFn: () => disconnectProvider(provider),
    onSuccess: () => {
      setDraft(providerDraftOf(undefined));
      showSuccessToast(`provider-removed-${provider}`, t('online.disconnected', { provider: name }));
      refresh();
    },
    onError: (error) => failed(`provider-remove-${provider}`, error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const status = !record.configured ? 'not_configured' : record.is_active ? 'active' : 'inactive';

  return (
    <section
      aria-labelledby={`provider-${provider}`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`provider-${provider}`} className="font-semibold text-lg">
          {name}
        </h2>
        <Badge color={status === 'active' ? 'green' : status === 'inactive' ? 'amber' : 'sky'}>
          {t(`online.status.${status}`)}
        </Badge>
      </div>
      <p className="text-fg-muted text-sm">
        {t(`online.about.${provider}`)}{' '}
        {record.currencies
          ? t('online.currencies', { list: record.currencies.join(', ') })
          : t('online.any_currency')}
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        {PROVIDER_CREDENTIALS[provider].map((field) => {
          const saved = record.credentials[field.key];
          return (
            <Field
              key={field.key}
              label={t(`online.fields.${field.key}`)}
              hint={saved ? t('online.keep', { value: saved }) : undefined}
              error={errors[field.key]}
            >
              <TextInput
                type={field.secret ? 'password' : 'text'}
                autoComplete="off"
                disabled={!canEdit}
                value={draft.credentials[field.key] ?? ''}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    credentials: { ...draft.credentials, [field.key]: event.target.value },
                  })
                }
              />
            </Field>
          );
        })}
        <Checkbox
          label={t('online.active', { provider: name })}
          checked={draft.is_active}
          disabled={!canEdit}
          onChange={(event) => setDraft({ ...draft, is_active: event.target.checked })}
        />
        {record.notify_url && (
          <div className="text-sm">
            <p className="font-medium">{t('online.notify_url')}</p>
            <p className="break-all font-mono text-xs">{record.notify_url}</p>
            <p className="text-fg-muted">{t(`online.notify_hint.${provider}`)}</p>
          </div>
        )}
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending}>
              {t('online.save', { provider: name })}
            </Button>
            {record.configured && (
              <Button
                variant="ghostDanger"
                loading={disconnect.isPending}
                onClick={() => disconnect.mutate()}
              >
                {t('online.disconnect', { provider: name })}
              </Button>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
