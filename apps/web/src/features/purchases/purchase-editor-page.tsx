import { isPurchaseOrderEditable, type PurchaseOrder, type PurchasingSetup } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { showErrorToast, showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { pickedVariantLabel, VariantPicker } from '../stock/variant-picker.tsx';
import {
  createPurchaseOrder,
  purchaseKeys,
  purchaseOrderQuery,
  purchasingSetupQuery,
  updatePurchaseOrder,
} from './api.ts';
import { purchasePaths } from './paths.ts';
import {
  addDraftLine,
  type DraftErrors,
  type DraftLine,
  draftTotals,
  emptyPurchaseDraft,
  type PurchaseDraft,
  purchaseBody,
  purchaseDraftOf,
} from './purchase-draft.ts';
import { PurchaseLineCostFields, PurchaseTotalsPanel } from './purchase-line-fields.tsx';
import { firstErrors, LoadError, PURCHASE_NAMESPACES, PurchasesHeader } from './purchase-ui.tsx';

/** /purchases/create. */
export function PurchaseCreatePage() {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  const setup = useQuery({ ...purchasingSetupQuery, enabled: session.can('suppliers.create') });
  if (!session.ready) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!session.can('suppliers.create')) return <p role="alert">{t('common.forbidden')}</p>;
  if (setup.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (setup.isError) return <LoadError error={setup.error} onRetry={() => void setup.refetch()} />;
  return <PurchaseForm setup={setup.data} />;
}

/** /purchases/:id/edit: only while draft or submitted. */
export function PurchaseEditPage() {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const { id = '' } = useParams();
  const session = useProductSession();
  const appLink = useAppLink();
  const allowed = session.can('suppliers.update');
  const order = useQuery({ ...purchaseOrderQuery(id), enabled: allowed });
  const setup = useQuery({ ...purchasingSetupQuery, enabled: allowed });
  if (!session.ready) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!allowed) return <p role="alert">{t('common.forbidden')}</p>;
  if (order.isPending || setup.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (order.isError) return <LoadError error={order.error} onRetry={() => void order.refetch()} />;
  if (setup.isError) return <LoadError error={setup.error} onRetry={() => void setup.refetch()} />;
  if (!isPurchaseOrderEditable(order.data.status)) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('editor.locked')}</p>
        <Button variant="outline" {...appLink(purchasePaths.order(id))}>
          {t('editor.back_to_order')}
        </Button>
      </div>
    );
  }
  return <PurchaseForm key={order.data.updated_at} setup={setup.data} order={order.data} />;
}

/** Supplier, warehouse, expected date, lines at cost with their taxes; totals as the server will price them. */
function PurchaseForm({ setup, order }: { setup: PurchasingSetup; order?: PurchaseOrder }) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  const navigate = useNavigate();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PurchaseDraft>(() =>
    order ? purchaseDraftOf(order) : emptyPurchaseDraft(setup),
  );
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const totals = draftTotals(draft, setup, session.currency.precision);
  const errorOf = (key: string) => errors[key];

  const setLine = (index: number, change: Partial<DraftLine>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, i) => (i === index ? { ...line, ...change } : line)),
    }));

  async function save() {
    const built = purchaseBody(draft);
    if (!built.ok) {
      setErrors(Object.fromEntries(Object.entries(built.errors).map(([key, message]) => [key, t(message)])));
      return;
    }
    setErrors({});
    setSaving(true);
    const result = order
      ? await updatePurchaseOrder(order.id, built.body)
      : await createPurchaseOrder(built.body);
    setSaving(false);
    if (!result.ok) {
      if (result.error) {
        setErrors(firstErrors(result.error.errors));
        showErrorToast('purchase-save-error', result.error.message);
      }
      return;
    }
    queryClient.setQueryData(purchaseKeys.orders.detail(result.data.data.id), result.data.data);
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.orders.lists() });
    showSuccessToast('purchase-saved', t('editor.saved'));
    markWorkSaved();
    navigate(purchasePaths.order(result.data.data.id));
  }

  return (
    // Not a <form>: the product search inside is one (forms cannot nest); Save sends the order.
    <div className="flex flex-col gap-4">
      <PurchasesHeader
        title={
          order
            ? t('editor.edit_title', { reference: order.reference ?? t('orders.unnumbered') })
            : t('editor.create_title')
        }
        nav={false}
        actions={
          <Button
            variant="outline"
            {...appLink(order ? purchasePaths.order(order.id) : purchasePaths.orders())}
          >
            {t('common.cancel')}
          </Button>
        }
      />
      <section className="grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-3">
        <Field label={t('orders.supplier')} error={errorOf('supplier_id')} required>
          <Select
            value={draft.supplier_id}
            onChange={(event) => setDraft({ ...draft, supplier_id: event.target.value })}
            placeholder={t('editor.choose_supplier')}
            options={setup.suppliers.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Field>
        <Field label={t('orders.warehouse')} error={errorOf('warehouse_id')}>
          <Select
            value={draft.warehouse_id}
            onChange={(event) => setDraft({ ...draft, warehouse_id: event.target.value })}
            options={setup.warehouses.map((w) => ({ value: w.id, label: w.name }))}
          />
        </Field>
        <Field label={t('orders.expected_at')} error={errorOf('expected_at')}>
          <TextInput
            type="date"
            value={draft.expected_at}
            onChange={(event) => setDraft({ ...draft, expected_at: event.target.value })}
          />
        </Field>
        <Field label={t('orders.notes')} className="sm:col-span-3" error={errorOf('notes')}>
          <TextArea
            value={draft.notes}
            maxLength={2000}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          />
        </Field>
      </section>

      <section
        aria-labelledby="purchase-lines"
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      >
        <h2 id="purchase-lines" className="font-semibold text-lg">
          {t('editor.lines')}
        </h2>
        <VariantPicker
          namespace="purchases"
          onPick={(variant) =>
            setDraft((current) => ({
              ...current,
              lines: addDraftLine(current.lines, {
                variant_id: variant.id,
                label: pickedVariantLabel(variant),
                cost: variant.cost,
              }),
            }))
          }
        />
        {errorOf('lines') && (
          <p role="alert" className="text-danger-text text-sm">
            {errorOf('lines')}
          </p>
        )}
        {draft.lines.length === 0 ? (
          <p className="text-fg-muted text-sm">{t('editor.no_lines')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label={t('editor.lines')}>
            {draft.lines.map((line, index) => (
              <li key={line.variant_id} className="flex flex-col gap-2 py-3">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-medium">{line.label}</span>
                  <Button
                    size="small"
                    variant="ghostDanger"
                    aria-label={t('editor.remove_named', { name: line.label })}
                    onClick={() => setDraft({ ...draft, lines: draft.lines.filter((_, i) => i !== index) })}
                  >
                    {t('editor.remove')}
                  </Button>
                </div>
                {errorOf(`lines.${index}.variant_id`) && (
                  <p role="alert" className="text-danger-text text-sm">
                    {errorOf(`lines.${index}.variant_id`)}
                  </p>
                )}
                <div className="grid gap-2 sm:grid-cols-4">
                  <PurchaseLineCostFields
                    line={line}
                    index={index}
                    name={line.label}
                    taxes={setup.taxes}
                    errorOf={errorOf}
                    onChange={(change) => setLine(index, change)}
                  />
                </div>
                <p className="text-end text-sm tabular-nums">
                  {t('editor.line_total', { amount: session.money(totals.lines[index]?.total ?? 0) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PurchaseTotalsPanel
        totals={totals}
        saving={saving}
        saveLabel={order ? t('editor.save') : t('editor.create')}
        onSave={() => void save()}
      />
    </div>
  );
}
