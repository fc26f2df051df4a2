import type { ListMeta, Order, OrderReturn } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { invoiceKeys } from '../invoices/api.ts';
import { apiPath } from '../products/api.ts';
import { orderKeys, paymentKeys } from './api.ts';
import { ReturnApproveDialog } from './return-approve-dialog.tsx';

const returnKeys = keys('returns');

export interface OrderReturnsProps {
  order: Order;
  money: (minor: number) => string;
  canCreate: boolean;
  canApprove: boolean;
  /** offer the warehouse the goods go back into when approving */
  canPickWarehouse: boolean;
}

/**
 * The order's returns: ask for one (which lines, how many), then approve it with a credit note or a
 * refund, or reject it.
 */
export function OrderReturns({ order, money, canCreate, canApprove, canPickWarehouse }: OrderReturnsProps) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [approving, setApproving] = useState<OrderReturn | null>(null);
  const list = useQuery({
    queryKey: returnKeys.list({ order_id: order.id }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: OrderReturn[]; meta: ListMeta }>(apiPath('returns'), {
          query: { filter: { order_id: order.id }, sort: 'created_at' },
          signal,
        }),
      ).data,
  });
  const refresh = () => {
    for (const key of [returnKeys.all, orderKeys.all, invoiceKeys.all, paymentKeys.all])
      void queryClient.invalidateQueries({ queryKey: key });
  };
  const failed = (error: unknown) =>
    showErrorToast(
      'return-error',
      (error instanceof ApiRequestError ? error.result.error?.message : undefined) || t('errors.generic'),
    );
  const request = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(await api.post<{ data: OrderReturn }>(apiPath('returns'), body)).data,
    meta: { path: 'returns' },
  });
  const reject = useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.post<{ data: OrderReturn }>(`${apiPath('returns')}/${id}/reject`, {})).data,
    meta: { path: 'returns' },
  });
  const productLines = (order.lines ?? []).filter((line) => line.source !== 'shipping');
  const chosen = productLines.flatMap((line) => {
    const quantity = Number(quantities[line.id] ?? 0);
    return Number.isInteger(quantity) && quantity > 0 ? [{ order_line_id: line.id, quantity }] : [];
  });
  const returnable = order.status === 'confirmed' || order.status === 'completed';

  return (
    <section aria-labelledby="order-returns" className="flex flex-col gap-2">
      <h2 id="order-returns" className="font-semibold text-lg">
        {t('returns.title')}
      </h2>
      {(list.data ?? []).length === 0 && <p className="text-fg-muted text-sm">{t('returns.none')}</p>}
      <ul className="flex flex-col gap-2">
        {(list.data ?? []).map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3"
          >
            <span>
              <span className="block font-medium">
                {item.reference} · {t(`returns.status.${item.status}`)}
              </span>
              <span className="block text-fg-muted text-sm">{money(item.total)}</span>
            </span>
            {canApprove && item.status === 'requested' && (
              <span className="flex gap-2">
                <Button size="small" disabled={reject.isPending} onClick={() => setApproving(item)}>
                  {t('returns.approve')}
                </Button>
                <Button
                  size="small"
                  variant="ghostDanger"
                  loading={reject.isPending && reject.variables === item.id}
                  disabled={reject.isPending}
                  onClick={() => reject.mutate(item.id, { onSuccess: refresh, onError: failed })}
                >
                  {t('returns.reject')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {canCreate && returnable && productLines.length > 0 && (
        <div>
          <Button
            variant="outline"
            onClick={() => {
              setQuantities({});
              setReason('');
              setOpen(true);
            }}
          >
            {t('returns.new')}
          </Button>
        </div>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('returns.new')}
        closeLabel={t('pay.close')}
        footer={
          <Button
            loading={request.isPending}
            disabled={chosen.length === 0}
            onClick={() =>
              request.mutate(
                { order_id: order.id, lines: chosen, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                {
                  onSuccess: (created) => {
                    setOpen(false);
                    showSuccessToast(
                      'return-requested',
                      t('returns.requested', { reference: created.reference }),
                    );
                    refresh();
                  },
                  onError: failed,
                },
              )
            }
          >
            {t('returns.submit')}
          </Button>
        }
      >
        <div className="flex flex-col gap-3">
          {productLines.map((line) => (
            <Field key={line.id} label={t('returns.quantity_of', { name: line.title, sold: line.quantity })}>
              <TextInput
                inputMode="numeric"
                value={quantities[line.id] ?? ''}
                placeholder="0"
                onChange={(event) =>
                  setQuantities((current) => ({ ...current, [line.id]: event.target.value }))
                }
              />
            </Field>
          ))}
          <Field label={t('returns.reason')}>
            <TextInput value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
        </div>
      </Dialog>
      <ReturnApproveDialog
        item={approving}
        order={order}
        money={money}
        canPickWarehouse={canPickWarehouse}
        onClose={() => setApproving(null)}
        onApproved={(approved) => {
          setApproving(null);
          showSuccessToast(
            'return-approved',
            approved.resolution === 'refund' ? t('returns.refunded') : t('returns.approved'),
          );
          refresh();
        }}
      />
    </section>
  );
}
