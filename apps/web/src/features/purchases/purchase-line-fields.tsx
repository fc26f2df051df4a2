import type { PurchasingSetup } from '@comptoir/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { pickedVariantLabel, VariantPicker } from '../stock/variant-picker.tsx';
import { lastPurchaseTerms } from './api.ts';
import type { draftTotals, PickedProductLine, PricedLine } from './purchase-draft.ts';
import { PURCHASE_NAMESPACES } from './purchase-ui.tsx';

// What a purchase order line and a supplier bill line share: quantity, unit cost, taxes with the
// deductible switch, the lines' section with its product search, and the totals panel under the lines.

/** The picked variant with the terms of its last purchase; without them when they cannot be read (offline). */
async function withLastTerms(line: PickedProductLine): Promise<PickedProductLine> {
  try {
    const terms = await lastPurchaseTerms(line.variant_id);
    return terms ? { ...line, tax_ids: terms.tax_ids, deductible: terms.deductible } : line;
  } catch {
    return line;
  }
}

/**
 * The lines' section: heading `title` (also the list's name), the product search, `actions` under
 * it, the message about the lines as a whole, then the lines (`children`, <li>s) or `empty`.
 */
export function PurchaseLinesSection({
  id,
  title,
  empty,
  count,
  error,
  onPick,
  actions,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  count: number;
  error: string | undefined;
  onPick: (line: PickedProductLine) => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      <VariantPicker
        namespace="purchases"
        onPick={async (variant) =>
          onPick(
            await withLastTerms({
              variant_id: variant.id,
              label: pickedVariantLabel(variant),
              cost: variant.cost,
            }),
          )
        }
      />
      {actions}
      {error && (
        <p role="alert" className="text-danger-text text-sm">
          {error}
        </p>
      )}
      {count === 0 ? (
        <p className="text-fg-muted text-sm">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label={title}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** A line's total at the end of its row, as the server will price it. */
export function PurchaseLineTotal({ total }: { total: number }) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  return (
    <p className="text-end text-sm tabular-nums">
      {t('editor.line_total', { amount: session.money(total) })}
    </p>
  );
}

/** Quantity, unit cost and taxes of line `index` named `name` (for the labels), with their 422 messages. */
export function PurchaseLineCostFields({
  line,
  index,
  name,
  taxes,
  errorOf,
  onChange,
}: {
  line: PricedLine;
  index: number;
  name: string;
  taxes: PurchasingSetup['taxes'];
  errorOf: (key: string) => string | undefined;
  onChange: (change: Partial<PricedLine>) => void;
}) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  return (
    <>
      <Field label={t('editor.quantity_of', { name })} error={errorOf(`lines.${index}.quantity`)}>
        <TextInput
          inputMode="numeric"
          value={String(line.quantity)}
          onChange={(event) => {
            const value = Number(event.target.value.replace(/\D/g, ''));
            onChange({ quantity: Number.isFinite(value) ? value : 0 });
          }}
        />
      </Field>
      <Field label={t('editor.unit_cost_of', { name })} error={errorOf(`lines.${index}.unit_cost`)}>
        <MoneyInput
          value={line.unit_cost}
          currency={session.currency}
          onChange={(minor) => onChange({ unit_cost: minor })}
        />
      </Field>
      <fieldset className="flex flex-col gap-1 sm:col-span-2">
        <legend className="mb-1 font-medium text-sm">{t('editor.taxes')}</legend>
        {taxes.length === 0 && <span className="text-fg-muted text-sm">{t('editor.no_taxes')}</span>}
        <div className="flex flex-wrap gap-x-4">
          {taxes.map((tax) => (
            <Checkbox
              key={tax.id}
              label={tax.rate === null ? tax.label : `${tax.label} (${Number(tax.rate)} %)`}
              checked={line.tax_ids.includes(tax.id)}
              onChange={(event) =>
                onChange({
                  tax_ids: event.target.checked
                    ? [...line.tax_ids, tax.id]
                    : line.tax_ids.filter((id) => id !== tax.id),
                })
              }
            />
          ))}
          <Checkbox
            label={t('editor.deductible')}
            hint={t('editor.deductible_hint')}
            checked={line.deductible}
            onChange={(event) => onChange({ deductible: event.target.checked })}
          />
        </div>
      </fieldset>
    </>
  );
}

/** Subtotal, taxes and total as the server will price them, and the save button. */
export function PurchaseTotalsPanel({
  totals,
  saving,
  saveLabel,
  onSave,
}: {
  totals: ReturnType<typeof draftTotals>;
  saving: boolean;
  saveLabel: string;
  onSave: () => void;
}) {
  const { t } = useTranslation(PURCHASE_NAMESPACES);
  const session = useProductSession();
  return (
    <section
      aria-label={t('orders.totals')}
      className="flex flex-col items-end gap-1 rounded-lg border border-line bg-surface p-4"
    >
      <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('orders.subtotal')}</dt>
        <dd className="text-end tabular-nums">{session.money(totals.subtotal)}</dd>
        <dt className="text-fg-muted">{t('orders.tax_total')}</dt>
        <dd className="text-end tabular-nums">{session.money(totals.tax_total)}</dd>
        <dt className="font-semibold">{t('orders.total')}</dt>
        <dd className="text-end font-semibold tabular-nums">{session.money(totals.total)}</dd>
      </dl>
      <Button loading={saving} loadingLabel={t('common.working')} onClick={onSave}>
        {saveLabel}
      </Button>
    </section>
  );
}
