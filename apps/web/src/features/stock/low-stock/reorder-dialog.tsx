import type { LowStockItem } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccessToast } from '../../../app/toasts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { createPurchaseOrdersFromLowStock, purchaseKeys, purchasingSetupQuery } from '../../purchases/api.ts';
import { purchasePaths } from '../../purchases/paths.ts';
import { variantLabel } from '../lines.ts';
import { STOCK_NAMESPACES, useNumber } from '../stock-ui.tsx';
import { type ReorderGroup, reorderPlan } from './reorder-plan.ts';

export interface ReorderDialogProps {
  /** the selected low variants, in the order of the list */
  items: readonly LowStockItem[];
  /** the list's warehouse filter: where the goods are received unless changed */
  warehouseId: string | null;
  onClose: () => void;
}

interface Failure {
  message: string;
  /** the server's messages, each naming a variant or a field */
  details: string[];
  fields: Record<string, string>;
}

/**
 * "Order from suppliers": the selected low variants grouped by supplier with what each draft will
 * order (core reorderQuantity) and its estimated cost, the warehouse to receive into, and a supplier
 * for the variants whose product has none; creates the drafts in one request (all or nothing).
 */
export function ReorderDialog({ items, warehouseId, onClose }: ReorderDialogProps) {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const session = useProductSession();
  const number = useNumber();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useQuery(purchasingSetupQuery);
  const [pickedWarehouse, setPickedWarehouse] = useState<string | null>(null);
  const [supplierId, setSupplierId] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const seesCosts = session.can('products.cost');

  const warehouses = setup.data?.warehouses ?? [];
  const warehouse =
    pickedWarehouse ??
    (warehouses.some((w) => w.id === warehouseId) ? warehouseId : null) ??
    warehouses.find((w) => w.is_default)?.id ??
    warehouses[0]?.id ??
    '';
  const chosen = setup.data?.suppliers.find((s) => s.id === supplierId) ?? null;
  const needsSupplier = items.some((item) => item.supplier_id === null);
  const plan = reorderPlan(items, chosen ? { id: chosen.id, name: chosen.name } : null);
  const draftCount = plan.groups.length + (plan.unassigned ? 1 : 0);

  async function submit() {
    if (plan.unassigned) {
      setFailure({ message: t('reorder.supplier_required'), details: [], fields: {} });
      return;
    }
    setFailure(null);
    setBusy(true);
    const result = await createPurchaseOrdersFromLowStock({
      variant_ids: items.map((item) => item.variant_id),
      ...(warehouse ? { warehouse_id: warehouse } : {}),
      ...(needsSupplier && chosen ? { supplier_id: chosen.id } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      const errors = result.error?.errors ?? {};
      const fields = Object.fromEntries(
        ['warehouse_id', 'supplier_id'].flatMap((key) => (errors[key]?.[0] ? [[key, errors[key][0]]] : [])),
      );
      const details = Object.entries(errors)
        .filter(([key]) => !(key in fields))
        .flatMap(([, messages]) => messages);
      setFailure({ message: result.error?.message ?? t('reorder.failed'), details, fields });
      return;
    }
    const drafts = result.data.data;
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.orders.all });
    showSuccessToast('reorder', t('reorder.created', { count: drafts.length }));
    onClose();
    void navigate(drafts.length === 1 ? purchasePaths.order(drafts[0]!.id) : purchasePaths.orders());
  }

  const group = (g: ReorderGroup) => (
    <section
      key={g.supplier_id ?? 'none'}
      aria-label={g.supplier_name ?? t('reorder.without_supplier')}
      className="flex flex-col gap-1 rounded-lg border border-line p-3"
    >
      <h3 className="font-semibold">{g.supplier_name ?? t('reorder.without_supplier')}</h3>
      <ul className="flex flex-col divide-y divide-line">
        {g.lines.map((line) => (
          <li
            key={line.item.variant_id}
            className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
          >
            <span className="min-w-0 flex-1 text-sm">
              {variantLabel(line.item)}
              <span className="block text-fg-muted text-xs">
                {t('reorder.line', {
                  available: number(line.item.quantity),
                  point: number(line.item.reorder_point),
                })}
              </span>
            </span>
            <span className="font-medium text-sm tabular-nums">
              {t('reorder.units', { count: line.quantity })}
            </span>
            {seesCosts && line.amount !== null && (
              <span className="w-full text-end text-fg-muted text-xs tabular-nums sm:w-auto">
                {session.money(line.amount)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {seesCosts && g.supplier_id !== null && (
        <p className="text-sm">
          {t('reorder.estimated', { amount: session.money(g.estimated) })}
          {g.unpriced > 0 && (
            <span className="block text-fg-muted text-xs">
              {t('reorder.unpriced', { count: g.unpriced })}
            </span>
          )}
        </p>
      )}
    </section>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('reorder.title')}
      description={t('reorder.description')}
      closeLabel={t('common.close')}
      width="large"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={busy}
            loadingLabel={t('common.working')}
            disabled={!setup.data}
            onClick={() => void submit()}
          >
            {t('reorder.create', { count: draftCount })}
          </Button>
        </>
      }
    >
      {!setup.data ? (
        <Skeleton label={t('reorder.loading_setup')} lines={4} />
      ) : (
        <div className="flex flex-col gap-3">
          {failure && (
            <div role="alert" className="text-danger-text text-sm">
              <p>{failure.message}</p>
              {failure.details.length > 0 && (
                <ul className="list-disc ps-5">
                  {failure.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('reorder.warehouse')} error={failure?.fields.warehouse_id}>
              <Select
                value={warehouse}
                onChange={(event) => setPickedWarehouse(event.target.value)}
                options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
              />
            </Field>
            {needsSupplier && (
              <Field label={t('reorder.supplier_for_rest')} error={failure?.fields.supplier_id} required>
                <Select
                  value={supplierId}
                  onChange={(event) => setSupplierId(event.target.value)}
                  placeholder={t('reorder.choose_supplier')}
                  options={setup.data.suppliers.map((s) => ({ value: s.id, label: s.name }))}
                />
              </Field>
            )}
          </div>
          {!seesCosts && <p className="text-fg-muted text-sm">{t('reorder.costs_hidden')}</p>}
          {plan.groups.map(group)}
          {plan.unassigned && group(plan.unassigned)}
        </div>
      )}
    </Dialog>
  );
}
