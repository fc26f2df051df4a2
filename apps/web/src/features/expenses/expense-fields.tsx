import {
  EXPENSE_CATEGORIES,
  EXPENSE_ITEM_CATEGORIES,
  EXPENSE_NATURES,
  type ExpenseFormOptions,
  type ExpenseNature,
  moneySymbol,
} from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { MoneyInput } from '../products/shared/money-input.tsx';
import type { MoneyCurrency } from '../products/shared/money-text.ts';
import type { ExpenseDraft } from './expense-draft.ts';

export type FieldErrors = Record<string, string[]>;

interface Props {
  draft: ExpenseDraft;
  set: <K extends keyof ExpenseDraft>(field: K, value: ExpenseDraft[K]) => void;
  errors: FieldErrors;
  currency: MoneyCurrency;
  options: ExpenseFormOptions | undefined;
}

const NATURES = Object.keys(EXPENSE_NATURES) as ExpenseNature[];

/** Amount, label and category: what a quick add on a phone needs first. */
export function ExpenseEssentials({ draft, set, errors, currency }: Props) {
  const { t, i18n } = useTranslation('expenses');
  return (
    <>
      <Field
        label={t('fields.amount', { currency: moneySymbol(currency, i18n.language) })}
        error={errors.amount}
        required
      >
        <MoneyInput
          value={draft.amount}
          onChange={(minor) => set('amount', minor)}
          currency={currency}
          className="text-2xl"
          enterKeyHint="next"
        />
      </Field>
      <Field label={t('fields.label')} hint={t('form.label_hint')} error={errors.label} required>
        <TextInput value={draft.label} onChange={(e) => set('label', e.target.value)} maxLength={200} />
      </Field>
      <Field label={t('fields.category')} error={errors.category}>
        <Select
          value={draft.category}
          onChange={(e) => set('category', e.target.value as ExpenseDraft['category'])}
          options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
      </Field>
    </>
  );
}

/** How it is paid: a payment method (its account follows) or another account; or owed with a due date. */
export function ExpensePayment({ draft, set, errors, options }: Props) {
  const { t } = useTranslation('expenses');
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('form.paid_legend')}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="paid"
              className="size-5"
              checked={draft.paid}
              onChange={() => set('paid', true)}
            />
            {t('form.paid_now')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="paid"
              className="size-5"
              checked={!draft.paid}
              onChange={() => set('paid', false)}
            />
            {t('form.pay_later')}
          </label>
        </div>
      </fieldset>
      {draft.paid ? (
        <>
          <Field label={t('fields.payment_method')} error={errors.payment_method_id}>
            <Select
              value={draft.payment_method_id}
              onChange={(e) => set('payment_method_id', e.target.value)}
              placeholder={t('form.cash_account')}
              options={(options?.payment_methods ?? []).map((m) => ({ value: m.id, label: m.name }))}
            />
          </Field>
          {(options?.treasury_accounts.length ?? 0) > 1 && (
            <Field
              label={t('fields.treasury_account')}
              hint={t('form.account_hint')}
              error={errors.treasury_account_id}
            >
              <Select
                value={draft.treasury_account_id}
                onChange={(e) => set('treasury_account_id', e.target.value)}
                placeholder={t('form.account_of_method')}
                options={(options?.treasury_accounts ?? []).map((a) => ({ value: a.id, label: a.name }))}
              />
            </Field>
          )}
        </>
      ) : (
        <Field label={t('fields.due_date')} error={errors.due_date}>
          <TextInput type="date" value={draft.due_date} onChange={(e) => set('due_date', e.target.value)} />
        </Field>
      )}
    </>
  );
}

/** Date, payee, taxes, finer nature and notes: folded away on the quick add. */
export function ExpenseDetails({
  draft,
  set,
  errors,
  options,
  withDate = true,
}: Props & { withDate?: boolean }) {
  const { t } = useTranslation('expenses');
  const taxes = options?.taxes ?? [];
  return (
    <>
      {withDate && (
        <Field label={t('fields.date')} error={errors.date}>
          <TextInput type="date" value={draft.date} onChange={(e) => set('date', e.target.value)} />
        </Field>
      )}
      <Field label={t('fields.payee')} error={errors.payee}>
        <TextInput value={draft.payee} onChange={(e) => set('payee', e.target.value)} maxLength={160} />
      </Field>
      <Field label={t('fields.nature')} hint={t('form.nature_hint')} error={errors.nature}>
        <Select
          value={draft.nature}
          onChange={(e) => set('nature', e.target.value as ExpenseDraft['nature'])}
          placeholder={t('form.no_nature')}
          options={NATURES.map((n) => ({ value: n, label: t(`natures.${n}`) }))}
        />
      </Field>
      <Field label={t('fields.item_category')} error={errors.item_category}>
        <Select
          value={draft.item_category}
          onChange={(e) => set('item_category', e.target.value as ExpenseDraft['item_category'])}
          placeholder={t('form.no_item_category')}
          options={EXPENSE_ITEM_CATEGORIES.map((c) => ({ value: c, label: t(`item_categories.${c}`) }))}
        />
      </Field>
      {taxes.length > 0 && (
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="mb-1 font-medium text-sm">{t('fields.taxes')}</legend>
          {taxes.map((tax) => (
            <Checkbox
              key={tax.id}
              label={tax.rate ? `${tax.label} (${tax.rate} %)` : tax.label}
              checked={draft.tax_ids.includes(tax.id)}
              onChange={(e) =>
                set(
                  'tax_ids',
                  e.target.checked ? [...draft.tax_ids, tax.id] : draft.tax_ids.filter((id) => id !== tax.id),
                )
              }
            />
          ))}
          {draft.tax_ids.length > 0 && (
            <>
              <Checkbox
                label={t('fields.amount_includes_taxes')}
                checked={draft.amount_includes_taxes}
                onChange={(e) => set('amount_includes_taxes', e.target.checked)}
              />
              <Checkbox
                label={t('fields.tax_deductible')}
                hint={t('form.deductible_hint')}
                checked={draft.tax_deductible}
                onChange={(e) => set('tax_deductible', e.target.checked)}
              />
            </>
          )}
          {errors['tax_ids.0'] && <p className="text-danger-text text-sm">{errors['tax_ids.0']}</p>}
        </fieldset>
      )}
      <Field label={t('fields.notes')} error={errors.notes} className="sm:col-span-2">
        <TextArea
          value={draft.notes}
          onChange={(e) => set('notes', e.target.value)}
          maxLength={2000}
          rows={2}
        />
      </Field>
    </>
  );
}
