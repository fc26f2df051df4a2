import {
  cashMissesDrawer,
  mayLeaveOwed,
  type Order,
  type OrderCreate,
  takesTransactionReference,
} from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/http/api-client.ts';
import { MoneyInput } from '../../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../../products/shared/money-text.ts';
import { createOrder, type PosPaymentMethod } from '../api.ts';
import { type Basket, saleBody } from '../sale/basket.ts';
import { currentDrawerQuery } from './drawer-api.ts';
import { DrawerClosedNotice } from './drawer-closed-notice.tsx';
import type { OutboxSale } from './offline/outbox.ts';
import { keepSale } from './offline/outbox-store.ts';
import { isNetworkFailure } from './offline/use-online.ts';
import { summarizeTender } from './tender.ts';

export interface PaymentDialogProps {
  open: boolean;
  onClose: () => void;
  basket: Basket;
  total: number;
  currency: MoneyCurrency;
  methods: PosPaymentMethod[];
  money: (minor: number) => string;
  onSold: (order: Order, change: number) => void;
  /** the company whose outbox keeps a sale the server could not be reached for */
  companyId: string;
  /** the sale was kept on this device, to be sent when the server answers again */
  onKept: (sale: OutboxSale, change: number) => void;
}

const newKey = () => crypto.randomUUID();

/**
 * Taking the money: an amount per payment method (split payments), the change to give back from the
 * cash, or what stays owed (a sale on credit); a mobile-money part takes the operator's transaction
 * id, and cash taken while the drawer is closed asks to open it first. One Idempotency-Key per
 * attempt: pressing again after a lost answer gets the same sale, never a second one. Offline (or when the
 * attempt gets no answer) the sale goes to the device's outbox with that key and body, and is sent later.
 */
export function PaymentDialog({
  open,
  onClose,
  basket,
  total,
  currency,
  methods,
  money,
  onSold,
  companyId,
  onKept,
}: PaymentDialogProps) {
  const { t } = useTranslation('orders');
  const [amounts, setAmounts] = useState<Record<string, number | null>>({});
  const [references, setReferences] = useState<Record<string, string>>({});
  // Per method, why the text typed is not an amount: the field then keeps its last good value, which
  // is not what the cashier sees, so the sale waits until every amount reads as one.
  const [unreadable, setUnreadable] = useState<Record<string, string | null>>({});
  const key = useRef(newKey());
  const drawer = useQuery({ ...currentDrawerQuery(), enabled: open });
  const first = methods[0];

  // Each time it opens: the whole amount on the default method, and a fresh key for the new sale.
  useEffect(() => {
    if (!open) return;
    key.current = newKey();
    setAmounts(first ? { [first.id]: total } : {});
    setReferences({});
    setUnreadable({});
  }, [open, first, total]);
  const amountUnreadable = Object.values(unreadable).some((message) => message !== null);

  const tenders = methods.map((method) => ({
    methodId: method.id,
    cash: method.kind === 'cash',
    amount: amounts[method.id] ?? 0,
    reference: references[method.id] ?? '',
  }));
  const summary = summarizeTender(total, tenders);
  const cashOutsideDrawer = cashMissesDrawer({
    cash: tenders.filter((tender) => tender.cash).reduce((sum, tender) => sum + tender.amount, 0),
    drawer: drawer.isSuccess ? (drawer.data ? 'open' : 'closed') : 'unknown',
  });
  const creditWithoutCustomer = !mayLeaveOwed({
    remaining: summary.remaining,
    hasCustomer: basket.customer !== null,
    delivered: basket.delivery !== null,
  });
  const sell = useMutation({
    mutationFn: (body: OrderCreate) => createOrder(body, key.current),
    meta: { path: 'orders' },
  });

  /** Keeps the sale on the device with the body its attempts send (the key's first request, byte for byte). */
  function keep(body: OrderCreate, soldAt: string) {
    const sale: OutboxSale = { key: key.current, soldAt, body, basket, total };
    if (keepSale(companyId, sale)) onKept(sale, summary.change);
    else showErrorToast('pos-sale-error', t('pos.offline.storage_full'));
  }

  async function complete() {
    const soldAt = new Date().toISOString();
    const body = saleBody(basket, summary.payments);
    // Known to be offline: nothing is sent now, and the server is told when the sale was really made.
    if (navigator.onLine === false) {
      keep({ ...body, sold_offline_at: soldAt }, soldAt);
      return;
    }
    // A customer created without a connection is not on the server yet: the outbox creates it, then sends the sale.
    if (basket.customer?.pending) {
      keep(body, soldAt);
      return;
    }
    try {
      const order = await sell.mutateAsync(body);
      onSold(order, summary.change);
    } catch (error) {
      // No answer: the sale may or may not have reached the server; the same key and body settle it later.
      if (isNetworkFailure(error)) {
        keep(body, soldAt);
        return;
      }
      const message = error instanceof ApiRequestError ? error.result.error?.message : undefined;
      showErrorToast('pos-sale-error', message || t('pos.sale_failed'));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('pay.title', { amount: money(total) })}
      closeLabel={t('pay.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('pay.back')}
          </Button>
          <Button
            onClick={() => void complete()}
            loading={sell.isPending}
            disabled={summary.overpaidByNonCash || creditWithoutCustomer || amountUnreadable}
          >
            {summary.remaining > 0
              ? t('pay.complete_credit', { amount: money(summary.remaining) })
              : t('pay.complete')}
          </Button>
        </>
      }
    >
      {methods.length === 0 ? (
        <p role="alert">{t('pay.no_methods')}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {methods.map((method) => {
            const inputId = `pay-${method.id}`;
            const numbered = takesTransactionReference(method.kind) && (amounts[method.id] ?? 0) > 0;
            return (
              <div key={method.id} className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor={inputId} className="mb-1 block font-medium text-sm">
                    {method.name}
                  </label>
                  <MoneyInput
                    id={inputId}
                    currency={currency}
                    value={amounts[method.id] ?? null}
                    onChange={(minor) => setAmounts((current) => ({ ...current, [method.id]: minor }))}
                    onValidity={(message) =>
                      setUnreadable((current) => ({ ...current, [method.id]: message }))
                    }
                    aria-describedby={unreadable[method.id] ? `${inputId}-error` : undefined}
                  />
                  {unreadable[method.id] && (
                    <p id={`${inputId}-error`} role="alert" className="mt-1 text-danger-text text-sm">
                      {unreadable[method.id]}
                    </p>
                  )}
                </div>
                <Button
                  variant="outline"
                  size="small"
                  aria-label={t('pay.rest_on', { name: method.name })}
                  onClick={() => {
                    const others = tenders
                      .filter((tender) => tender.methodId !== method.id)
                      .reduce((sum, tender) => sum + tender.amount, 0);
                    setAmounts((current) => ({ ...current, [method.id]: Math.max(0, total - others) }));
                    // the field shows the amount put in it, so it reads again
                    setUnreadable((current) => ({ ...current, [method.id]: null }));
                  }}
                >
                  {t('pay.rest')}
                </Button>
                {numbered && (
                  <div className="w-full">
                    <label htmlFor={`${inputId}-reference`} className="mb-1 block text-sm">
                      {t('pay.reference_of', { name: method.name })}
                    </label>
                    <TextInput
                      id={`${inputId}-reference`}
                      value={references[method.id] ?? ''}
                      maxLength={120}
                      autoComplete="off"
                      onChange={(event) =>
                        setReferences((current) => ({ ...current, [method.id]: event.target.value }))
                      }
                    />
                  </div>
                )}
              </div>
            );
          })}
          {cashOutsideDrawer && <DrawerClosedNotice currency={currency} />}
          <dl
            aria-live="polite"
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-surface-muted p-3"
          >
            <dt>{t('pay.change')}</dt>
            <dd className="text-end font-semibold tabular-nums" data-testid="change-due">
              {money(summary.change)}
            </dd>
            <dt>{t('pay.remaining')}</dt>
            <dd className="text-end tabular-nums">{money(summary.remaining)}</dd>
          </dl>
          {summary.overpaidByNonCash && (
            <p role="alert" className="text-danger text-sm">
              {t('pay.overpaid')}
            </p>
          )}
          {creditWithoutCustomer && (
            <p role="alert" className="text-danger text-sm">
              {t('pay.credit_needs_customer')}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
