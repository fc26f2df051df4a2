import { type DiscountRecord, type DiscountStanding, discountStanding, moneySymbol } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import type { PaletteKey } from '../../components/ui/palette.ts';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
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
import {
  DISCOUNT_LIST_SPEC,
  type DiscountDraft,
  discountBody,
  discountDraftOf,
  emptyDiscountDraft,
} from './discount-draft.ts';
import { discountPaths } from './paths.ts';

/** /discounts: codes customers type and discounts staff pick. */
const STANDING_COLOURS: Record<DiscountStanding, PaletteKey> = {
  active: 'green',
  inactive: 'amber',
  scheduled: 'sky',
  expired: 'red',
  used_up: 'purple',
};

export function DiscountListPage() {
  const { t, i18n } = useTranslation('discounts');
  const now = new Date();
  const session = useProductSession();
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) : '…';
  const columns: TableColumn<DiscountRecord>[] = [
    {
      key: 'code',
      header: t('fields.code'),
      cell: (d) => (
        <span className="flex flex-col">
          <span>{d.code ?? t('list.no_code')}</span>
          {/* The label column is left out on phones: it comes here. */}
          <PhoneDetail>{d.label}</PhoneDetail>
        </span>
      ),
    },
    { key: 'label', header: t('fields.label'), hideOnPhone: true, cell: (d) => d.label },
    {
      key: 'value',
      header: t('fields.discount_value'),
      align: 'end',
      cell: (d) =>
        d.discount_type === 'percentage'
          ? formatPercentText(d.discount_value, i18n.language)
          : session.money(Number(d.discount_value)),
    },
    {
      key: 'window',
      header: t('list.window'),
      hideOnPhone: true,
      cell: (d) =>
        d.starts_at || d.ends_at ? `${date(d.starts_at)} – ${date(d.ends_at)}` : t('list.always'),
    },
    {
      key: 'used',
      header: t('list.used'),
      align: 'end',
      hideOnPhone: true,
      cell: (d) => (d.usage_limit === null ? d.times_used : `${d.times_used} / ${d.usage_limit}`),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (d) => {
        const standing = discountStanding(d, now);
        return <Badge color={STANDING_COLOURS[standing]}>{t(`list.${standing}`)}</Badge>;
      },
    },
  ];
  return (
    <SettingListPage
      ns="discounts"
      resource="discounts"
      permission="discounts"
      spec={DISCOUNT_LIST_SPEC}
      filters={[
        {
          param: 'is_active',
          label: t('list.active_filter'),
          options: [
            { value: 'true', label: t('list.active') },
            { value: 'false', label: t('list.inactive') },
          ],
        },
        {
          param: 'discount_type',
          label: t('fields.discount_type'),
          options: [
            { value: 'percentage', label: t('types.percentage') },
            { value: 'fixed', label: t('types.fixed') },
          ],
        },
      ]}
      columns={columns}
      paths={discountPaths}
    />
  );
}

function DiscountFields({
  draft,
  setDraft,
  errors,
  currency,
}: Parameters<SettingFormSpec<DiscountRecord, DiscountDraft>['fields']>[0]) {
  const { t, i18n } = useTranslation('discounts');
  // Amounts are labelled with the currency as the app writes it beside an amount (FCFA), not its ISO code.
  const sign = moneySymbol(currency, i18n.language);
  const set = <K extends keyof DiscountDraft>(field: K, value: DiscountDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  return (
    <>
      <Field label={t('fields.code')} hint={t('editor.code_hint')} error={errors.code}>
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
      <Field label={t('fields.discount_type')} error={errors.discount_type}>
        <Select
          value={draft.discount_type}
          onChange={(e) => set('discount_type', e.target.value as DiscountDraft['discount_type'])}
          options={[
            { value: 'percentage', label: t('types.percentage') },
            { value: 'fixed', label: t('types.fixed') },
          ]}
        />
      </Field>
      {draft.discount_type === 'percentage' ? (
        <Field label={t('fields.percentage')} error={errors.discount_value} required>
          <TextInput
            value={draft.percentage}
            onChange={(e) => set('percentage', e.target.value)}
            inputMode="decimal"
            maxLength={12}
          />
        </Field>
      ) : (
        <Field label={t('fields.amount', { currency: sign })} error={errors.discount_value} required>
          <MoneyInput value={draft.amount} onChange={(minor) => set('amount', minor)} currency={currency} />
        </Field>
      )}
      <Field label={t('fields.starts_at')} error={errors.starts_at}>
        <TextInput
          type="datetime-local"
          value={draft.starts_at}
          onChange={(e) => set('starts_at', e.target.value)}
        />
      </Field>
      <Field label={t('fields.ends_at')} hint={t('editor.ends_hint')} error={errors.ends_at}>
        <TextInput
          type="datetime-local"
          value={draft.ends_at}
          onChange={(e) => set('ends_at', e.target.value)}
        />
      </Field>
      <Field
        label={t('fields.minimum_subtotal', { currency: sign })}
        hint={t('editor.minimum_hint')}
        error={errors.minimum_subtotal}
      >
        <MoneyInput
          value={draft.minimum_subtotal}
          onChange={(minor) => set('minimum_subtotal', minor)}
          currency={currency}
        />
      </Field>
      <Field label={t('fields.usage_limit')} hint={t('editor.limit_hint')} error={errors.usage_limit}>
        <TextInput
          value={draft.usage_limit}
          onChange={(e) => set('usage_limit', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <Field label={t('fields.usage_limit_per_customer')} error={errors.usage_limit_per_customer}>
        <TextInput
          value={draft.usage_limit_per_customer}
          onChange={(e) => set('usage_limit_per_customer', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <Checkbox
        label={t('fields.is_active')}
        checked={draft.is_active}
        onChange={(e) => set('is_active', e.target.checked)}
        className="sm:col-span-2"
      />
    </>
  );
}

const DISCOUNT_FORM: SettingFormSpec<DiscountRecord, DiscountDraft> = {
  ns: 'discounts',
  resource: 'discounts',
  permission: 'discounts',
  paths: discountPaths,
  emptyDraft: emptyDiscountDraft,
  draftOf: discountDraftOf,
  bodyOf: discountBody,
  nameOf: (d) => d.code ?? d.label,
  fields: (props) => <DiscountFields {...props} />,
};

export function DiscountCreatePage() {
  return <SettingCreatePage spec={DISCOUNT_FORM} />;
}

export function DiscountEditPage() {
  return <SettingEditPage spec={DISCOUNT_FORM} />;
}
