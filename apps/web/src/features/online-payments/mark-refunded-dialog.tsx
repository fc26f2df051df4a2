import type { OnlinePaymentRecord } from '@comptoir/core';
import { formatMoney } from '@comptoir/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { moneyCurrency } from '../products/shared/money-text.ts';
import { markOnlinePaymentRefunded } from './api.ts';

/**
 * Records that a checkout flagged "to refund" was refunded at the provider: the provider's refund id
 * and a note, both optional. The money itself is sent back from the provider's dashboard.
 */
export function MarkRefundedDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: OnlinePaymentRecord;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('online_payments');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useMutation({
    mutationFn: () =>
      markOnlinePaymentRefunded(payment.id, {
        ...(reference.trim() ? { reference: reference.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
  });
  const amount = formatMoney(payment.amount, moneyCurrency(payment.currency), i18n.language);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    try {
      await mark.mutateAsync();
      await onDone();
      showSuccessToast('online-payment-refunded', t('refund.done', { amount }));
      onClose();
    } catch (error) {
      const result = error instanceof ApiRequestError ? error.result.error : null;
      setErrors(result?.errors ?? {});
      const message = result?.message || t('list.error');
      setProblem(message);
      showErrorToast('online-payment-refund-error', message);
    }
  }

  const title = t('refund.title');
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t('refund.text', {
        amount,
        provider: t(`providers.${payment.provider}`),
        document: payment.document_reference ?? '—',
      })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={title}>
        <Field label={t('refund.reference')} hint={t('refund.reference_hint')} error={errors.reference}>
          <TextInput
            value={reference}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => setReference(e.target.value)}
          />
        </Field>
        <Field label={t('refund.note')} error={errors.note}>
          <TextArea value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </Field>
        {problem && (
          <p role="alert" className="text-danger-text text-sm">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('refund.cancel')}
          </Button>
          <Button type="submit" loading={mark.isPending} loadingLabel={t('refund.working')}>
            {t('refund.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
