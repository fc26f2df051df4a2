import type { TransactionRecord, TreasuryAccountRecord } from '@comptoir/core';
import { moneySymbol } from '@comptoir/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { transactionKeys, treasuryAccountKeys } from './api.ts';

const today = () => new Date().toLocaleDateString('en-CA');

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

function useMoneyForm(toastId: string, savedKey: string, onClose: () => void) {
  const { t } = useTranslation('treasury');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const mutation = useMutation({
    mutationFn: async ({ path, body }: { path: string; body: unknown }) => unwrap(await api.post(path, body)),
  });
  async function send(path: string, body: unknown) {
    setErrors({});
    try {
      await mutation.mutateAsync({ path, body });
      await queryClient.invalidateQueries({ queryKey: transactionKeys.all });
      await queryClient.invalidateQueries({ queryKey: treasuryAccountKeys.all });
      showSuccessToast(toastId, t(savedKey));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.result.error) {
        setErrors(error.result.error.errors ?? {});
        showErrorToast(`${toastId}-error`, error.result.error.message);
      } else showErrorToast(`${toastId}-error`, t('errors.generic'));
    }
  }
  return { errors, send, pending: mutation.isPending };
}

/** Money in or out of one account by hand: a bank fee, interest, an owner's contribution. */
export function ManualTransactionDialog({
  open,
  onClose,
  account,
}: DialogProps & { account: TreasuryAccountRecord }) {
  const { t, i18n } = useTranslation('treasury');
  const session = useProductSession();
  const [direction, setDirection] = useState<TransactionRecord['direction']>('out');
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState(today);
  const [label, setLabel] = useState('');
  const [reference, setReference] = useState('');
  const form = useMoneyForm('transaction-saved', 'manual.saved', onClose);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.send(apiPath('transactions'), {
      account_id: account.id,
      direction,
      amount: amount ?? 0,
      occurred_at: date,
      label: label.trim(),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('manual.title', { name: account.name })}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        aria-label={t('manual.title', { name: account.name })}
      >
        <Field label={t('manual.direction')} error={form.errors.direction}>
          <Select
            value={direction}
            onChange={(e) => setDirection(e.target.value as TransactionRecord['direction'])}
            options={[
              { value: 'out', label: t('directions.out') },
              { value: 'in', label: t('directions.in') },
            ]}
          />
        </Field>
        <Field
          label={t('manual.amount', { currency: moneySymbol(session.currency, i18n.language) })}
          error={form.errors.amount}
          required
        >
          <MoneyInput value={amount} onChange={setAmount} currency={session.currency} />
        </Field>
        <Field label={t('manual.date')} error={form.errors.occurred_at}>
          <TextInput type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label={t('manual.label')} error={form.errors.label} required>
          <TextInput value={label} onChange={(e) => setLabel(e.target.value)} maxLength={200} />
        </Field>
        <Field label={t('manual.reference')} error={form.errors.reference}>
          <TextInput value={reference} onChange={(e) => setReference(e.target.value)} maxLength={120} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.pending} loadingLabel={t('common.working')}>
            {t('manual.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Money from one account to another (cash to the bank, the wallet to the till). */
export function TransferDialog({
  open,
  onClose,
  accounts,
  fromAccountId,
}: DialogProps & { accounts: TreasuryAccountRecord[]; fromAccountId: string }) {
  const { t, i18n } = useTranslation('treasury');
  const session = useProductSession();
  const usable = accounts.filter((a) => !a.is_archived);
  const [from, setFrom] = useState(fromAccountId);
  const [to, setTo] = useState(() => usable.find((a) => a.id !== fromAccountId)?.id ?? '');
  const [amount, setAmount] = useState<number | null>(null);
  const [date, setDate] = useState(today);
  const [label, setLabel] = useState('');
  const form = useMoneyForm('transfer-saved', 'transfer.saved', onClose);
  const options = usable.map((a) => ({ value: a.id, label: `${a.name} (${session.money(a.balance)})` }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.send(`${apiPath('transactions')}/transfers`, {
      from_account_id: from,
      to_account_id: to,
      amount: amount ?? 0,
      occurred_at: date,
      ...(label.trim() ? { label: label.trim() } : {}),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('transfer.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('transfer.title')}>
        <Field label={t('transfer.from')} error={form.errors.from_account_id}>
          <Select value={from} onChange={(e) => setFrom(e.target.value)} options={options} />
        </Field>
        <Field label={t('transfer.to')} error={form.errors.to_account_id}>
          <Select
            value={to}
            onChange={(e) => setTo(e.target.value)}
            options={options}
            placeholder={t('transfer.choose')}
          />
        </Field>
        <Field
          label={t('transfer.amount', { currency: moneySymbol(session.currency, i18n.language) })}
          error={form.errors.amount}
          required
        >
          <MoneyInput value={amount} onChange={setAmount} currency={session.currency} />
        </Field>
        <Field label={t('transfer.date')} error={form.errors.occurred_at}>
          <TextInput type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label={t('transfer.label')} error={form.errors.label}>
          <TextInput value={label} onChange={(e) => setLabel(e.target.value)} maxLength={200} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={form.pending} loadingLabel={t('common.working')}>
            {t('transfer.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
