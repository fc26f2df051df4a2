import { PURCHASE_KINDS, type PurchaseKind, type PurchasingSetup } from '@comptoir/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { createSupplierBill, purchaseKeys, purchasingSetupQuery } from './api.ts';
import { purchasePaths } from './paths.ts';
import { addBillLine, type BillDraftLine, billBody, draftTotals, emptyBillDraft } from './purchase-draft.ts';
import {
  PurchaseLineCostFields,
  PurchaseLinesSection,
  PurchaseLineTotal,
  PurchaseTotalsPanel,
} from './purchase-line-fields.tsx';
import { PurchaseLineError, PurchaseLineHead } from './purchase-line-head.tsx';
import { LoadError, PURCHASE_NAMESPACES, PurchasesHeader } from './purchase-ui.tsx';
import { usePurchaseDraft } from './use-purchase-draft.ts';

/** /purchases/bills/create: a supplier's invoice entered without a purchase order (transport, services, a one-off buy). */
export function BillCreatePage() {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  const allowed = session.can('suppliers.create');
  const setup = useQuery({ ...purchasingSetupQuery, enabled: allowed });
  if (!session.ready) return <Skeleton label={t('common.loading')} lines={8} />;
  if (!allowed) return <p role="alert">{t('common.forbidden')}</p>;
  if (setup.isPending) return <Skeleton label={t('common.loading')} lines={8} />;
  if (setup.isError) return <LoadError error={setup.error} onRetry={() => void setup.refetch()} />;
  return <BillForm setup={setup.data} />;
}

/** Supplier, their invoice number and dates, lines at cost with their taxes; totals as the server will price them. */
function BillForm({ setup }: { setup: PurchasingSetup }) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  const navigate = useNavigate();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const { draft, setDraft, setLine, errorOf, saving, send } = usePurchaseDraft(emptyBillDraft);
  const totals = draftTotals(draft, setup, session.currency.precision);

  async function save() {
    const bill = await send(billBody(draft), createSupplierBill, 'bill-save-error');
    if (!bill) return;
    queryClient.setQueryData(purchaseKeys.bills.detail(bill.id), bill);
    await queryClient.invalidateQueries({ queryKey: purchaseKeys.bills.lists() });
    showSuccessToast('bill-saved', t('new_bill.saved'));
    markWorkSaved();
    navigate(purchasePaths.bill(bill.id));
  }

  /** "Transport" for a free-text line once typed, "line 2" before. */
  const nameOf = (line: BillDraftLine, index: number) =>
    line.label.trim() || t('new_bill.line_n', { n: index + 1 });

  return (
    // Not a <form>: the product search inside is one (forms cannot nest); Save sends the bill.
    <div className="flex flex-col gap-4">
      <PurchasesHeader
        title={t('new_bill.title')}
        nav={false}
        actions={
          <Button variant="outline" {...appLink(purchasePaths.bills())}>
            {t('common.cancel')}
          </Button>
        }
      />
      <section className="grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={t('orders.supplier')} error={errorOf('supplier_id')} required>
          <Select
            value={draft.supplier_id}
            onChange={(event) => setDraft({ ...draft, supplier_id: event.target.value })}
            placeholder={t('editor.choose_supplier')}
            options={setup.suppliers.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Field>
        <Field label={t('bills.supplier_reference')} error={errorOf('supplier_reference')}>
          <TextInput
            value={draft.supplier_reference}
            maxLength={120}
            onChange={(event) => setDraft({ ...draft, supplier_reference: event.target.value })}
          />
        </Field>
        <Field
          label={t('bills.bill_date')}
          hint={t('bill_from_order.date_hint')}
          error={errorOf('bill_date')}
        >
          <TextInput
            type="date"
            value={draft.bill_date}
            onChange={(event) => setDraft({ ...draft, bill_date: event.target.value })}
          />
        </Field>
        <Field label={t('new_bill.due_date')} hint={t('new_bill.due_hint')} error={errorOf('due_date')}>
          <TextInput
            type="date"
            value={draft.due_date}
            onChange={(event) => setDraft({ ...draft, due_date: event.target.value })}
          />
        </Field>
        <Field label={t('orders.notes')} className="sm:col-span-2 lg:col-span-4" error={errorOf('notes')}>
          <TextArea
            value={draft.notes}
            maxLength={2000}
            onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
          />
        </Field>
      </section>

      <PurchaseLinesSection
        id="bill-lines"
        title={t('new_bill.lines')}
        empty={t('new_bill.no_lines')}
        count={draft.lines.length}
        error={errorOf('lines')}
        onPick={(picked) =>
          setDraft((current) => ({ ...current, lines: addBillLine(current.lines, picked) }))
        }
        actions={
          <div>
            <Button
              variant="outline"
              onClick={() => setDraft((current) => ({ ...current, lines: addBillLine(current.lines) }))}
            >
              {t('new_bill.add_free_line')}
            </Button>
          </div>
        }
      >
        {draft.lines.map((line, index) => {
          const name = nameOf(line, index);
          return (
            <li key={line.key} className="flex flex-col gap-2 py-3">
              <PurchaseLineHead
                name={name}
                error={errorOf(`lines.${index}.variant_id`)}
                onRemove={() =>
                  setDraft((current) => ({
                    ...current,
                    lines: current.lines.filter((_, i) => i !== index),
                  }))
                }
              >
                {line.variant_id === null ? (
                  <Field
                    label={t('new_bill.title_of', { n: index + 1 })}
                    className="min-w-0 flex-1"
                    error={errorOf(`lines.${index}.title`)}
                    required
                  >
                    <TextInput
                      value={line.label}
                      maxLength={255}
                      onChange={(event) => setLine(index, { label: event.target.value })}
                    />
                  </Field>
                ) : (
                  <span className="min-w-0 break-words font-medium">{line.label}</span>
                )}
              </PurchaseLineHead>
              <div className="grid gap-2 sm:grid-cols-4">
                {line.variant_id === null && (
                  <Field
                    label={t('new_bill.kind_of', { name })}
                    className="sm:col-span-4"
                    error={errorOf(`lines.${index}.kind`)}
                  >
                    <Select
                      value={line.kind}
                      onChange={(event) => setLine(index, { kind: event.target.value as PurchaseKind })}
                      options={PURCHASE_KINDS.map((kind) => ({
                        value: kind,
                        label: t(`new_bill.kinds.${kind}`),
                      }))}
                    />
                  </Field>
                )}
                <PurchaseLineCostFields
                  line={line}
                  index={index}
                  name={name}
                  taxes={setup.taxes}
                  errorOf={errorOf}
                  onChange={(change) => setLine(index, change)}
                />
              </div>
              <PurchaseLineError message={errorOf(`lines.${index}.tax_ids`)} />
              <PurchaseLineTotal total={totals.lines[index]?.total ?? 0} />
            </li>
          );
        })}
      </PurchaseLinesSection>

      <PurchaseTotalsPanel
        totals={totals}
        saving={saving}
        saveLabel={t('new_bill.create')}
        onSave={() => void save()}
      />
    </div>
  );
}
