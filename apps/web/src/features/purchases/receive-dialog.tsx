import type { PurchaseOrder, PurchasingSetup } from '@comptoir/core';
import { outstandingQuantity, receiptWarehouse } from '@comptoir/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { receivePurchaseOrder } from './api.ts';
import { lineLabel, receiveBody, receiveDefaults } from './purchase-draft.ts';
import { firstErrors } from './purchase-ui.tsx';

export interface ReceiveDialogProps {
  order: PurchaseOrder;
  setup: PurchasingSetup | undefined;
  open: boolean;
  onClose: () => void;
  /** Called after the receipt was recorded. */
  onReceived: () => void | Promise<void>;
}

/**
 * Receives goods against the order: each line starts at what is still expected and can be lowered
 * (a partial delivery) or cleared; the warehouse defaults to the order's (the default one if the
 * order's was deleted since).
 */
export function ReceiveDialog({ order, setup, open, onClose, onReceived }: ReceiveDialogProps) {
  const { t } = useTranslation('purchases');
  const [typed, setTyped] = useState<Record<string, string>>(() => receiveDefaults(order));
  // null until the user picks one: the order's warehouse, or another if it was deleted since
  const [picked, setPicked] = useState<string | null>(null);
  const fallback = receiptWarehouse(order.warehouse_id, setup?.warehouses);
  const warehouseId = picked ?? fallback.id;
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const outstanding = (order.lines ?? []).filter((line) => outstandingQuantity(line) > 0);

  async function submit() {
    const built = receiveBody(order, typed, {
      ...(warehouseId !== order.warehouse_id ? { warehouse_id: warehouseId } : {}),
      note,
    });
    if (!built.ok) {
      setErrors(Object.fromEntries(Object.entries(built.errors).map(([key, message]) => [key, t(message)])));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await receivePurchaseOrder(order.id, built.body);
    setBusy(false);
    if (!result.ok) {
      if (result.error) {
        // The server names lines by their position in the body: map them back to the order's lines.
        const sent = (built.body.lines as { line_id: string }[]) ?? [];
        const server = firstErrors(result.error.errors);
        const mapped: Record<string, string> = {};
        for (const [key, message] of Object.entries(server)) {
          const index = /^lines\.(\d+)\./.exec(key)?.[1];
          const lineId = index === undefined ? undefined : sent[Number(index)]?.line_id;
          mapped[lineId ?? '_'] = message;
        }
        setErrors(Object.keys(mapped).length > 0 ? mapped : { _: result.error.message });
      }
      return;
    }
    await onReceived();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('receive.title')}
      description={t('receive.description')}
      closeLabel={t('common.close')}
      width="large"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} loadingLabel={t('common.working')} onClick={() => void submit()}>
            {t('receive.confirm')}
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
        <ul className="flex flex-col divide-y divide-line">
          {outstanding.map((line) => {
            const label = lineLabel(line);
            return (
              <li key={line.id} className="flex flex-wrap items-end justify-between gap-2 py-2">
                <span className="min-w-0 flex-1 text-sm">
                  {label}
                  <span className="block text-fg-muted text-xs">
                    {t('receive.expected', { count: outstandingQuantity(line), ordered: line.quantity })}
                  </span>
                </span>
                <Field
                  label={t('receive.quantity_of', { name: label })}
                  error={errors[line.id]}
                  className="w-40"
                >
                  <TextInput
                    inputMode="numeric"
                    value={typed[line.id] ?? ''}
                    onChange={(event) => setTyped({ ...typed, [line.id]: event.target.value })}
                  />
                </Field>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('receive.warehouse')}
            hint={fallback.orderWarehouseGone ? t('receive.order_warehouse_gone') : undefined}
          >
            <Select
              value={warehouseId}
              onChange={(event) => setPicked(event.target.value)}
              options={(
                setup?.warehouses ?? [{ id: order.warehouse_id, name: t('receive.order_warehouse') }]
              ).map((w) => ({ value: w.id, label: w.name }))}
            />
          </Field>
          <Field label={t('receive.note')}>
            <TextInput value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </Field>
        </div>
      </div>
    </Dialog>
  );
}
