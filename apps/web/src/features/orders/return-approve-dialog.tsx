import type { Order, OrderReturn } from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/class-names.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { defaultWarehouseId, type WarehouseChoice, warehousesQuery } from '../stock/api.ts';
import { posSetupQuery } from './api.ts';
import {
  type ApprovalDraft,
  approvalBody,
  approvalErrors,
  type ReturnResolution,
} from './return-approval.ts';

export interface ReturnApproveDialogProps {
  /** the return being approved; null when closed */
  item: OrderReturn | null;
  order: Order;
  money: (minor: number) => string;
  /** offer the warehouse the goods go back into (warehouses.view) */
  canPickWarehouse: boolean;
  onClose: () => void;
  onApproved: (approved: OrderReturn) => void;
}

const RESOLUTIONS: ReturnResolution[] = ['credit_note', 'refund'];

/**
 * Approving a return: settle it with a credit note (the customer owes less) or a refund (the money
 * goes back now, through a payment method), and say where the goods go back. What the screen can
 * check is checked before sending; the server's field errors show under their field.
 */
export function ReturnApproveDialog({
  item,
  order,
  money,
  canPickWarehouse,
  onClose,
  onApproved,
}: ReturnApproveDialogProps) {
  const { t } = useTranslation('orders');
  const name = useId();
  const setup = useQuery({ ...posSetupQuery(), enabled: item !== null });
  const warehouses = useQuery({ ...warehousesQuery, enabled: item !== null && canPickWarehouse });
  const methods = setup.data?.payment_methods ?? [];
  const [draft, setDraft] = useState<ApprovalDraft>({
    resolution: 'credit_note',
    paymentMethodId: '',
    warehouseId: '',
    note: '',
  });
  const [shown, setShown] = useState<Record<string, string[]>>({});
  const approve = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: unknown }) =>
      unwrap(await api.post<{ data: OrderReturn }>(`${apiPath('returns')}/${id}/approve`, body)).data,
    meta: { path: 'returns' },
  });

  // Each time it opens: a credit note, back into the order's warehouse ('').
  useEffect(() => {
    if (!item) return;
    setDraft({ resolution: 'credit_note', paymentMethodId: '', warehouseId: '', note: '' });
    setShown({});
  }, [item]);
  const methodId = draft.paymentMethodId || methods[0]?.id || '';
  const warehouseChoices = (warehouses.data ?? []).filter((w) => w.is_active || w.id === order.warehouse_id);
  const preselected = returnWarehouseId(warehouseChoices, order.warehouse_id);
  const pickedWarehouse = draft.warehouseId || preselected;
  // The order's own warehouse is the server's default: only another one is sent, the company's
  // default one included when the order's was deleted, so what the picker shows is what happens.
  const warehouseId = pickedWarehouse === order.warehouse_id ? '' : pickedWarehouse;
  const chosen = { ...draft, paymentMethodId: methodId, warehouseId };
  const set = (change: Partial<ApprovalDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setShown({});
  };

  function submit() {
    if (!item) return;
    const errors = approvalErrors(chosen, { total: item.total, paid: order.paid_total });
    if (Object.keys(errors).length > 0) {
      setShown(
        Object.fromEntries(
          Object.entries(errors).map(([field, key]) => [
            field,
            [t(key as 'returns.method_needed', { paid: money(order.paid_total) })],
          ]),
        ),
      );
      return;
    }
    approve.mutate(
      { id: item.id, body: approvalBody(chosen) },
      {
        onSuccess: onApproved,
        onError: (error) => {
          const body = error instanceof ApiRequestError ? error.result.error : null;
          setShown(body?.errors ?? {});
          showErrorToast('return-error', body?.message || t('errors.generic'));
        },
      },
    );
  }

  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={t('returns.approve_title', { reference: item?.reference ?? '' })}
      description={item ? t('returns.approve_worth', { amount: money(item.total) }) : undefined}
      closeLabel={t('pay.close')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('returns.cancel')}
          </Button>
          <Button loading={approve.isPending} onClick={submit}>
            {t('returns.approve_submit')}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={shown.resolution ? `${name}-resolution-error` : undefined}
        >
          <legend className="mb-1 font-medium text-sm">{t('returns.resolution')}</legend>
          {RESOLUTIONS.map((resolution) => (
            <label
              key={resolution}
              className={cx(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3',
                draft.resolution === resolution ? 'border-primary bg-surface-muted' : 'border-line',
              )}
            >
              <input
                type="radio"
                name={name}
                value={resolution}
                checked={draft.resolution === resolution}
                onChange={() => set({ resolution })}
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <span>
                <span className="block font-medium">{t(`returns.resolutions.${resolution}`)}</span>
                <span className="block text-fg-muted text-sm">
                  {t(`returns.resolutions.${resolution}_hint`)}
                </span>
              </span>
            </label>
          ))}
          {shown.resolution && (
            <p id={`${name}-resolution-error`} role="alert" className="text-danger-text text-sm">
              {shown.resolution.join(' ')}
            </p>
          )}
        </fieldset>
        {draft.resolution === 'refund' && (
          <Field label={t('returns.refund_method')} error={shown.payment_method_id} required>
            <Select
              value={methodId}
              onChange={(event) => set({ paymentMethodId: event.target.value })}
              disabled={setup.isPending}
              placeholder={methods.length === 0 ? t('returns.no_methods') : undefined}
              options={methods.map((m) => ({ value: m.id, label: m.name }))}
            />
          </Field>
        )}
        {canPickWarehouse && (
          <Field label={t('returns.warehouse')} error={shown.warehouse_id}>
            <Select
              value={pickedWarehouse}
              onChange={(event) => set({ warehouseId: event.target.value })}
              disabled={warehouses.isPending}
              options={warehouseChoices.map((w) => ({ value: w.id, label: w.name }))}
            />
          </Field>
        )}
        <Field label={t('returns.note')} error={shown.note}>
          <TextInput
            value={draft.note}
            maxLength={500}
            onChange={(event) => set({ note: event.target.value })}
          />
        </Field>
      </form>
    </Dialog>
  );
}

/**
 * The warehouse the picker starts on: the order's own while it is still there, else (it was deleted)
 * the company's default one, where the server puts the goods back.
 */
export function returnWarehouseId(
  choices: readonly WarehouseChoice[],
  orderWarehouseId: string | null,
): string {
  if (orderWarehouseId && choices.some((w) => w.id === orderWarehouseId)) return orderWarehouseId;
  return choices.find((w) => w.is_default)?.id ?? defaultWarehouseId(choices);
}
