import { moneySymbol, type ShippingFeeRecord } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import {
  SettingCreatePage,
  SettingEditPage,
  type SettingFormSpec,
} from '../pricing-settings/setting-editor-page.tsx';
import { SettingListPage } from '../pricing-settings/setting-list-page.tsx';
import { choicesQuery } from '../products/api.ts';
import { MoneyInput } from '../products/shared/money-input.tsx';
import { useProductSession } from '../products/shared/use-session.ts';
import { shippingFeePaths } from './paths.ts';
import {
  type DeliveryModeChoice,
  emptyShippingFeeDraft,
  SHIPPING_FEE_LIST_SPEC,
  type ShippingFeeDraft,
  shippingFeeBody,
  shippingFeeDraftOf,
} from './shipping-fee-draft.ts';

const MODES: DeliveryModeChoice[] = ['delivery', 'pickup', 'online'];

/** /shipping-fees: what delivery costs, tried in order. */
export function ShippingFeeListPage() {
  const { t } = useTranslation('shipping_fees');
  const session = useProductSession();
  const whereOf = (f: ShippingFeeRecord) => [f.zone, f.city].filter(Boolean).join(', ') || t('list.anywhere');
  const columns: TableColumn<ShippingFeeRecord>[] = [
    {
      key: 'label',
      header: t('fields.label'),
      cell: (f) => (
        // The where and delivery mode columns are left out on phones: their values come under the label.
        <NameWithDetail name={<span>{f.label}</span>}>
          {detailLine(whereOf(f), t(`modes.${f.delivery_mode}`))}
        </NameWithDetail>
      ),
    },
    { key: 'where', header: t('list.where'), hideOnPhone: true, cell: whereOf },
    {
      key: 'mode',
      header: t('fields.delivery_mode'),
      hideOnPhone: true,
      cell: (f) => t(`modes.${f.delivery_mode}`),
    },
    { key: 'amount', header: t('fields.amount_short'), align: 'end', cell: (f) => session.money(f.amount) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (f) =>
        f.is_active ? (
          <Badge color="green">{t('list.active')}</Badge>
        ) : (
          <Badge color="amber">{t('list.inactive')}</Badge>
        ),
    },
  ];
  return (
    <SettingListPage
      ns="shipping_fees"
      resource="shipping-fees"
      permission="shipping_fees"
      spec={SHIPPING_FEE_LIST_SPEC}
      filters={[
        {
          param: 'delivery_mode',
          label: t('fields.delivery_mode'),
          options: MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) })),
        },
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
      paths={shippingFeePaths}
    />
  );
}

function ShippingFeeFields({
  draft,
  setDraft,
  errors,
  currency,
}: Parameters<SettingFormSpec<ShippingFeeRecord, ShippingFeeDraft>['fields']>[0]) {
  const { t, i18n } = useTranslation('shipping_fees');
  // Amounts are labelled with the currency as the app writes it beside an amount (FCFA), not its ISO code.
  const sign = moneySymbol(currency, i18n.language);
  const session = useProductSession();
  const shops = useQuery({ ...choicesQuery('shops'), enabled: session.can('shops.view') });
  const set = <K extends keyof ShippingFeeDraft>(field: K, value: ShippingFeeDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  return (
    <>
      <Field label={t('fields.label')} error={errors.label} required className="sm:col-span-2">
        <TextInput value={draft.label} onChange={(e) => set('label', e.target.value)} maxLength={120} />
      </Field>
      <Field label={t('fields.delivery_mode')} error={errors.delivery_mode}>
        <Select
          value={draft.delivery_mode}
          onChange={(e) => set('delivery_mode', e.target.value as DeliveryModeChoice)}
          options={MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }))}
        />
      </Field>
      {(shops.data?.length ?? 0) > 1 || draft.shop_id !== '' ? (
        <Field label={t('fields.shop')} error={errors.shop_id}>
          <Select
            value={draft.shop_id}
            onChange={(e) => set('shop_id', e.target.value)}
            options={[
              { value: '', label: t('editor.every_shop') },
              ...(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name })),
            ]}
          />
        </Field>
      ) : null}
      <Field label={t('fields.city')} hint={t('editor.where_hint')} error={errors.city}>
        <TextInput
          value={draft.city}
          onChange={(e) => set('city', e.target.value)}
          maxLength={120}
          autoComplete="off"
        />
      </Field>
      <Field label={t('fields.zone')} hint={t('fields.zone_hint')} error={errors.zone}>
        <TextInput value={draft.zone} onChange={(e) => set('zone', e.target.value)} maxLength={120} />
      </Field>
      <Field label={t('fields.amount', { currency: sign })} error={errors.amount} required>
        <MoneyInput value={draft.amount} onChange={(minor) => set('amount', minor)} currency={currency} />
      </Field>
      <Field label={t('fields.position')} hint={t('editor.position_hint')} error={errors.position}>
        <TextInput
          value={draft.position}
          onChange={(e) => set('position', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <Field label={t('fields.min_weight_grams')} error={errors.min_weight_grams}>
        <TextInput
          value={draft.min_weight_grams}
          onChange={(e) => set('min_weight_grams', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <Field label={t('fields.max_weight_grams')} hint={t('editor.max_hint')} error={errors.max_weight_grams}>
        <TextInput
          value={draft.max_weight_grams}
          onChange={(e) => set('max_weight_grams', e.target.value)}
          inputMode="numeric"
        />
      </Field>
      <Field label={t('fields.min_subtotal', { currency: sign })} error={errors.min_subtotal}>
        <MoneyInput
          value={draft.min_subtotal}
          onChange={(minor) => set('min_subtotal', minor)}
          currency={currency}
        />
      </Field>
      <Field
        label={t('fields.max_subtotal', { currency: sign })}
        hint={t('editor.max_hint')}
        error={errors.max_subtotal}
      >
        <MoneyInput
          value={draft.max_subtotal}
          onChange={(minor) => set('max_subtotal', minor)}
          currency={currency}
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

const SHIPPING_FEE_FORM: SettingFormSpec<ShippingFeeRecord, ShippingFeeDraft> = {
  ns: 'shipping_fees',
  resource: 'shipping-fees',
  permission: 'shipping_fees',
  paths: shippingFeePaths,
  emptyDraft: emptyShippingFeeDraft,
  draftOf: shippingFeeDraftOf,
  bodyOf: shippingFeeBody,
  nameOf: (f) => f.label,
  fields: (props) => <ShippingFeeFields {...props} />,
};

export function ShippingFeeCreatePage() {
  return <SettingCreatePage spec={SHIPPING_FEE_FORM} />;
}

export function ShippingFeeEditPage() {
  return <SettingEditPage spec={SHIPPING_FEE_FORM} />;
}
