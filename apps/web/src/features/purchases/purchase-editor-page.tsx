import { isPurchaseOrderEditable, type PurchaseOrder, type PurchasingSetup } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { showSuccessToast } from '../../app/toasts.ts';
import { markWorkSaved } from '../../app/unsaved-work.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
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
  draftTotals,
  emptyPurchaseDraft,
  type PurchaseDraft,
  purchaseBody,
  purchaseDraftOf,
} from './purchase-draft.ts';
import {
  PurchaseLineCostFields,
  PurchaseLinesSection,
  PurchaseLineTotal,
  PurchaseTotalsPanel,
} from './purchase-line-fields.tsx';
import { PurchaseLineHead } from './purchase-line-head.tsx';
import { LoadError, PURCHASE_NAMESPACES, PurchasesHeader } from './purchase-ui.tsx';
import { usePurchaseDraft } from './use-purchase-draft.ts';

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
  const { draft, setDraft, setLine, errorOf, saving, send } = usePurchaseDraft<PurchaseDraft>(() =>
    order ? purchaseDraftOf(order) : emptyPurchaseDraft(setup),
  );
  const totals = draftTotals(draft, setup, session.currency.precision);

  async function save() {
    const saved = await send(
      purchaseBody(draft),
      (body) => (order ? updatePurchaseOrder(order.id, body) : createPurchaseOrder(body)),
      'purchase-save-error',
    );
    if (!saved) return;
    queryClient.setQueryData(purchaseKeys.orders.detail(saved.id), saved);
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.orders.lists() });
    showSuccessToast('purchase-saved', t('editor.saved'));
    markWorkSaved();
    navigate(purchasePaths.order(saved.id));
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

      <PurchaseLinesSection
        id="purchase-lines"
        title={t('editor.lines')}
        empty={t('editor.no_lines')}
        count={draft.lines.length}
        error={errorOf('lines')}
        onPick={(picked) =>
          setDraft((current) => ({ ...current, lines: addDraftLine(current.lines, picked) }))
        }
      >
        {draft.lines.map((line, index) => (
          <li key={line.variant_id} className="flex flex-col gap-2 py-3">
            <PurchaseLineHead
              name={line.label}
              error={errorOf(`lines.${index}.variant_id`)}
              onRemove={() => setDraft({ ...draft, lines: draft.lines.filter((_, i) => i !== index) })}
            >
              <span className="font-medium">{line.label}</span>
            </PurchaseLineHead>
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
            <PurchaseLineTotal total={totals.lines[index]?.total ?? 0} />
          </li>
        ))}
      </PurchaseLinesSection>

      <PurchaseTotalsPanel
        totals={totals}
        saving={saving}
        saveLabel={order ? t('editor.save') : t('editor.create')}
        onSave={() => void save()}
      />
    </div>
  );
}
