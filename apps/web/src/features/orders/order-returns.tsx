import { type ListMeta, type Order, type OrderReturn, returnableQuantity } from '@comptoir/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api.ts';
import { showSuccessToast } from '../../app/toasts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { ReturnApproveDialog } from './return-approve-dialog.tsx';
import { ReturnDecisionButtons } from './return-decision-buttons.tsx';
import { returnKeys, useReturnDecisions } from './return-decisions.ts';

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
  const decisions = useReturnDecisions();
  const { refresh, failed } = decisions;
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [approving, setApproving] = useState<OrderReturn | null>(null);
  const list = useQuery({
    queryKey: returnKeys.list({ order_id: order.id }),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.get<{ data: OrderReturn[]; meta: ListMeta }>(apiPath('returns'), {
          query: { filter: { order_id: order.id }, sort: 'created_at', include: 'lines' },
          signal,
        }),
      ).data,
  });
  const request = useMutation({
    mutationFn: async (body: unknown) =>
      unwrap(await api.post<{ data: OrderReturn }>(apiPath('returns'), body)).data,
    meta: { path: 'returns' },
  });
  // Units already on a return that was not refused cannot come back twice: only what is left is offered.
  const returned = new Map<string, number>();
  for (const item of list.data ?? [])
    if (item.status !== 'rejected')
      for (const line of item.lines ?? [])
        returned.set(line.order_line_id, (returned.get(line.order_line_id) ?? 0) + line.quantity);
  const productLines = (order.lines ?? [])
    .filter((line) => line.source !== 'shipping')
    .map((line) => ({ ...line, left: returnableQuantity(line.quantity, returned.get(line.id) ?? 0) }))
    .filter((line) => line.left > 0);
  const chosen = productLines.flatMap((line) => {
    const quantity = Number(quantities[line.id] ?? 0);
    return Number.isInteger(quantity) && quantity > 0 ? [{ order_line_id: line.id, quantity }] : [];
  });
  const tooMany = new Set(
    productLines.filter((line) => Number(quantities[line.id] ?? 0) > line.left).map((line) => line.id),
  );
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
              <ReturnDecisionButtons item={item} decisions={decisions} onApprove={() => setApproving(item)} />
            )}
          </li>
        ))}
      </ul>
      {canCreate && returnable && list.isSuccess && productLines.length > 0 && (
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
            disabled={chosen.length === 0 || tooMany.size > 0}
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
            <Field
              key={line.id}
              label={t('returns.quantity_of', { name: line.title, sold: line.left })}
              error={tooMany.has(line.id) ? [t('returns.at_most', { count: line.left })] : undefined}
            >
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
          decisions.approved(approved);
        }}
      />
    </section>
  );
}
