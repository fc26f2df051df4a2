import { type Order, orderAmounts, takesTransactionReference } from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/http/api-client.ts';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { type PaymentCreateBody, posSetupQuery, recordPayment } from './api.ts';

export interface OrderPaymentFormProps {
  order: Order;
  /** a payment against what is still owed, or a refund of what the shop owes the customer back */
  kind: 'payment' | 'refund';
  onDone: () => void;
}

/**
 * Money recorded on a saved order (payments.create): a later payment of what is still owed, or the
 * refund of what was paid beyond it (an overpayment, a credit after payment). A mobile-money method
 * takes the operator's transaction id.
 */
export function OrderPaymentForm({ order, kind, onDone }: OrderPaymentFormProps) {
  const { t } = useTranslation('orders');
  const session = useProductSession();
  const setup = useQuery(posSetupQuery());
  const methods = setup.data?.payment_methods ?? [];
  const limit = kind === 'refund' ? orderAmounts(order).owedToCustomer : order.balance_due;
  const [methodId, setMethodId] = useState('');
  const [amount, setAmount] = useState<number | null>(limit);
  // While the text typed is not an amount the field keeps its last good value: that value is not what
  // the cashier sees, so nothing is recorded until the text reads as an amount again.
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const pay = useMutation({
    mutationFn: ({ body, key }: { body: PaymentCreateBody; key: string }) => recordPayment(body, key),
    meta: { path: 'payments' },
  });
  // One key per body until it is recorded: pressing again after a lost answer never records it twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const chosen = methods.find((m) => m.id === methodId) ?? methods[0];
  const numbered = chosen !== undefined && takesTransactionReference(chosen.kind);
  // a refund pays back what is owed, no more: beyond it the customer would owe the shop again
  const tooMuch = kind === 'refund' && amount !== null && amount > limit;
  const blocked = !chosen || !amount || tooMuch || amountError !== null;
  const label = kind === 'refund' ? t('refund.record') : t('detail.record_payment');

  return (
    <form
      aria-label={label}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) return;
        const body: PaymentCreateBody = {
          order_id: order.id,
          payment_method_id: chosen.id,
          amount,
          ...(kind === 'refund' ? { kind } : {}),
          ...(numbered && reference.trim() ? { reference: reference.trim() } : {}),
        };
        const text = JSON.stringify(body);
        if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
        pay.mutate(
          { body, key: attempt.current.key },
          {
            onSuccess: () => {
              attempt.current = null;
              showSuccessToast('order-paid', kind === 'refund' ? t('refund.done') : t('detail.paid'));
              setReference('');
              onDone();
            },
            onError: (error) =>
              showErrorToast(
                'order-pay-error',
                (error instanceof ApiRequestError
                  ? (Object.values(error.result.error?.errors ?? {})[0]?.[0] ?? error.result.error?.message)
                  : undefined) || t('errors.generic'),
              ),
          },
        );
      }}
    >
      {kind === 'refund' && (
        <p className="font-medium">{t('refund.owed', { amount: session.money(limit) })}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('detail.method')}>
          <Select
            value={chosen?.id ?? ''}
            onChange={(event) => setMethodId(event.target.value)}
            options={methods.map((m) => ({ value: m.id, label: m.name }))}
          />
        </Field>
        <Field label={t('detail.amount')} error={amountError ?? undefined}>
          <MoneyInput
            currency={setup.data?.currency ?? session.currency}
            value={amount}
            onChange={setAmount}
            onValidity={setAmountError}
          />
        </Field>
        {numbered && (
          <Field label={t('detail.reference')}>
            <TextInput
              value={reference}
              maxLength={120}
              autoComplete="off"
              placeholder={t('detail.reference_placeholder')}
              onChange={(event) => setReference(event.target.value)}
            />
          </Field>
        )}
        <Button
          type="submit"
          variant={kind === 'refund' ? 'outline' : 'primary'}
          loading={pay.isPending}
          disabled={blocked}
        >
          {label}
        </Button>
      </div>
      {tooMuch && (
        <p role="alert" className="text-danger-text text-sm">
          {t('refund.too_much', { amount: session.money(limit) })}
        </p>
      )}
    </form>
  );
}
