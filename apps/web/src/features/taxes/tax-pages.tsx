import { moneySymbol, type TaxRecord } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { formatPercentText } from '../pricing-settings/form-values.ts';
import {
  SettingCreatePage,
  SettingEditPage,
  type SettingFormSpec,
} from '../pricing-settings/setting-editor-page.tsx';
import { SettingListPage } from '../pricing-settings/setting-list-page.tsx';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { taxPaths } from './paths.ts';
import { emptyTaxDraft, TAX_LIST_SPEC, type TaxDraft, taxBody, taxDraftOf } from './tax-draft.ts';

/** /taxes: the company's taxes in the order they apply. */
export function TaxListPage() {
  const { t, i18n } = useTranslation('taxes');
  const session = useProductSession();
  const columns: TableColumn<TaxRecord>[] = [
    { key: 'code', header: t('fields.code'), cell: (tax) => tax.code },
    { key: 'label', header: t('fields.label'), cell: (tax) => tax.label },
    {
      key: 'amount',
      header: t('list.amount'),
      align: 'end',
      cell: (tax) =>
        tax.rate !== null
          ? formatPercentText(tax.rate, i18n.language)
          : t('list.per_unit', { amount: session.money(tax.fixed_amount) }),
    },
    { key: 'order', header: t('fields.tax_order'), align: 'end', cell: (tax) => tax.tax_order },
    {
      key: 'status',
      header: t('list.status'),
      cell: (tax) => (
        <span className="flex flex-wrap gap-1">
          {tax.is_default && <Badge color="blue">{t('list.default')}</Badge>}
          {tax.is_withholding && <Badge color="purple">{t('list.withholding')}</Badge>}
          {tax.is_active ? (
            <Badge color="green">{t('list.active')}</Badge>
          ) : (
            <Badge color="amber">{t('list.inactive')}</Badge>
          )}
        </span>
      ),
    },
  ];
  return (
    <SettingListPage
      ns="taxes"
      resource="taxes"
      permission="taxes"
      spec={TAX_LIST_SPEC}
      filters={[
        {
          param: 'is_active',
          label: t('list.active_filter'),
          options: [
            { value: 'true', label: t('list.active') },
            { value: 'false', label: t('list.inactive') },
          ],
        },
      ]}
      columns={columns}
      paths={taxPaths}
    />
  );
}

function TaxFields({
  draft,
  setDraft,
  errors,
  currency,
}: Parameters<SettingFormSpec<TaxRecord, TaxDraft>['fields']>[0]) {
  const { t, i18n } = useTranslation('taxes');
  // Amounts are labelled with the currency as the app writes it beside an amount (FCFA), not its ISO code.
  const sign = moneySymbol(currency, i18n.language);
  const set = <K extends keyof TaxDraft>(field: K, value: TaxDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  return (
    <>
      <Field label={t('fields.code')} hint={t('editor.code_hint')} error={errors.code} required>
        <TextInput
          value={draft.code}
          onChange={(e) => set('code', e.target.value)}
          maxLength={16}
          autoComplete="off"
        />
      </Field>
      <Field label={t('fields.label')} error={errors.label} required>
        <TextInput value={draft.label} onChange={(e) => set('label', e.target.value)} maxLength={120} />
      </Field>
      <Field label={t('fields.kind')}>
        <Select
          value={draft.kind}
          onChange={(e) => set('kind', e.target.value as TaxDraft['kind'])}
          options={[
            { value: 'rate', label: t('kinds.rate') },
            { value: 'fixed', label: t('kinds.fixed') },
          ]}
        />
      </Field>
      {draft.kind === 'rate' ? (
        <Field label={t('fields.rate')} hint={t('editor.rate_hint')} error={errors.rate} required>
          <TextInput
            value={draft.rate}
            onChange={(e) => set('rate', e.target.value)}
            inputMode="decimal"
            maxLength={12}
          />
        </Field>
      ) : (
        <Field
          label={t('fields.fixed_amount', { currency: sign })}
          hint={t('editor.fixed_hint')}
          error={errors.fixed_amount}
          required
        >
          <MoneyInput
            value={draft.fixed_amount}
            onChange={(minor) => set('fixed_amount', minor)}
            currency={currency}
          />
        </Field>
      )}
      <Field label={t('fields.tax_order')} hint={t('editor.order_hint')} error={errors.tax_order}>
        <TextInput
          value={draft.tax_order}
          onChange={(e) => set('tax_order', e.target.value)}
          inputMode="numeric"
          maxLength={4}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox
          label={t('fields.is_withholding')}
          hint={t('editor.withholding_hint')}
          checked={draft.is_withholding}
          onChange={(e) => set('is_withholding', e.target.checked)}
        />
        <Checkbox
          label={t('fields.include_in_base')}
          hint={t('editor.include_hint')}
          checked={draft.include_in_base_for_subsequent_taxes}
          onChange={(e) => set('include_in_base_for_subsequent_taxes', e.target.checked)}
        />
        <Checkbox
          label={t('fields.is_default')}
          hint={t('editor.default_hint')}
          checked={draft.is_default}
          onChange={(e) => set('is_default', e.target.checked)}
        />
        <Checkbox
          label={t('fields.is_active')}
          checked={draft.is_active}
          onChange={(e) => set('is_active', e.target.checked)}
        />
      </div>
    </>
  );
}

const TAX_FORM: SettingFormSpec<TaxRecord, TaxDraft> = {
  ns: 'taxes',
  resource: 'taxes',
  permission: 'taxes',
  paths: taxPaths,
  emptyDraft: emptyTaxDraft,
  draftOf: taxDraftOf,
  bodyOf: taxBody,
  nameOf: (tax) => tax.code,
  fields: (props) => <TaxFields {...props} />,
};

export function TaxCreatePage() {
  return <SettingCreatePage spec={TAX_FORM} />;
}

export function TaxEditPage() {
  return <SettingEditPage spec={TAX_FORM} />;
}
