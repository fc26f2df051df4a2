import type { ExpenseFormOptions, ExpenseRecord } from '@comptoir/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';

/** Pays an owed expense: from which account (the cash account unless said), on which day. */
export function PayExpenseDialog({
  expense,
  options,
  onClose,
  onPaid,
}: {
  expense: ExpenseRecord;
  options: ExpenseFormOptions | undefined;
  onClose: () => void;
  onPaid: () => Promise<void>;
}) {
  const { t } = useTranslation('expenses');
  const session = useProductSession();
  const [account, setAccount] = useState(
    expense.treasury_account_id ?? options?.default_treasury_account_id ?? '',
  );
  const [day, setDay] = useState(() => new Date().toLocaleDateString('en-CA'));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const pay = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(await api.post(`${apiPath('expenses')}/${expense.id}/pay`, body)),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await pay.mutateAsync({ paid_on: day, ...(account ? { treasury_account_id: account } : {}) });
      await onPaid();
      showSuccessToast('expense-paid', t('pay.done'));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.result.error) {
        setErrors(error.result.error.errors ?? {});
        showErrorToast('expense-pay-error', error.result.error.message);
      } else showErrorToast('expense-pay-error', t('errors.generic'));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('pay.title', { label: expense.label })}
      description={t('pay.text', { amount: session.money(expense.amount) })}
    >
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        aria-label={t('pay.title', { label: expense.label })}
      >
        <Field label={t('fields.treasury_account')} error={errors.treasury_account_id}>
          <Select
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            options={(options?.treasury_accounts ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        </Field>
        <Field label={t('pay.date')} error={errors.paid_on}>
          <TextInput type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pay.isPending} loadingLabel={t('common.working')}>
            {t('pay.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
