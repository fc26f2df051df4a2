import type { PurchasingSetup, SupplierBill } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { paySupplierBill } from './api.ts';
import { firstErrors } from './purchase-ui.tsx';

export interface PaymentDialogProps {
  bill: SupplierBill;
  setup: PurchasingSetup | undefined;
  open: boolean;
  onClose: () => void;
  onPaid: (bill: SupplierBill) => void | Promise<void>;
}

/** Pays all or part of what the bill still owes, with a payment method; never more (the server refuses). */
export function PaymentDialog({ bill, setup, open, onClose, onPaid }: PaymentDialogProps) {
  const { t } = useTranslation('purchases');
  const session = useProductSession();
  const methods = setup?.payment_methods ?? [];
  const [amount, setAmount] = useState<number | null>(bill.balance_due);
  const [methodId, setMethodId] = useState(methods[0]?.id ?? '');
  const [paidAt, setPaidAt] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const local: Record<string, string> = {};
    if (amount === null || amount <= 0) local.amount = t('payment.errors.amount');
    else if (amount > bill.balance_due) local.amount = t('payment.errors.too_much');
    if (methodId === '') local.payment_method_id = t('payment.errors.method');
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await paySupplierBill(bill.id, {
      amount,
      payment_method_id: methodId,
      ...(paidAt ? { paid_at: paidAt } : {}),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        const fields = firstErrors(result.error.errors);
        setErrors(Object.keys(fields).length > 0 ? fields : { _: result.error.message });
      }
      return;
    }
    await onPaid(result.data.data);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('payment.title', { reference: bill.reference ?? '' })}
      description={t('payment.description', { amount: session.money(bill.balance_due) })}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} loadingLabel={t('common.working')} onClick={() => void submit()}>
            {t('payment.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {errors._ && (
          <p role="alert" className="text-danger-text text-sm">
            {errors._}
          </p>
        )}
        <Field label={t('payment.amount')} error={errors.amount} required>
          <MoneyInput value={amount} currency={session.currency} onChange={setAmount} />
        </Field>
        <Field label={t('payment.method')} error={errors.payment_method_id} required>
          <Select
            value={methodId}
            onChange={(event) => setMethodId(event.target.value)}
            placeholder={methods.length === 0 ? t('payment.no_methods') : undefined}
            options={methods.map((m) => ({ value: m.id, label: m.name }))}
          />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('payment.paid_at')} hint={t('payment.paid_at_hint')} error={errors.paid_at}>
            <TextInput type="date" value={paidAt} onChange={(event) => setPaidAt(event.target.value)} />
          </Field>
          <Field label={t('payment.reference')} error={errors.reference}>
            <TextInput
              value={reference}
              maxLength={120}
              onChange={(event) => setReference(event.target.value)}
            />
          </Field>
        </div>
      </div>
    </Dialog>
  );
}
