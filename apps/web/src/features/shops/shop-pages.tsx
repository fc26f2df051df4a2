import type { Shop } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import type { TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { settingsPaths } from '../company-settings/paths.ts';
import {
  SettingCreatePage,
  SettingEditPage,
  type SettingFormSpec,
} from '../pricing-settings/setting-editor-page.tsx';
import { SettingListPage } from '../pricing-settings/setting-list-page.tsx';
import { choicesQuery } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { emptyShopDraft, SHOP_LIST_SPEC, type ShopDraft, shopBody, shopDraftOf } from './shop-draft.ts';

const paths = settingsPaths.shops;

/** /settings/shops: the company's shops, where sales are made, and the warehouses each sells from. */
export function ShopListPage() {
  const { t } = useTranslation('shops');
  const columns: TableColumn<Shop>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      cell: (shop) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{shop.name}</span>
          {shop.is_default && <Badge color="blue">{t('list.default')}</Badge>}
        </span>
      ),
    },
    { key: 'city', header: t('fields.city'), cell: (shop) => shop.city ?? '' },
    {
      key: 'warehouses',
      header: t('fields.warehouses'),
      cell: (shop) => (shop.warehouses ?? []).map((warehouse) => warehouse.name).join(', '),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (shop) =>
        shop.is_active ? (
          <Badge color="green">{t('list.active')}</Badge>
        ) : (
          <Badge color="amber">{t('list.inactive')}</Badge>
        ),
    },
  ];
  return (
    <SettingListPage
      ns="shops"
      resource="shops"
      permission="shops"
      spec={SHOP_LIST_SPEC}
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
      paths={paths}
    />
  );
}

function ShopFields({
  draft,
  setDraft,
  errors,
  record,
}: Parameters<SettingFormSpec<Shop, ShopDraft>['fields']>[0]) {
  const { t } = useTranslation('shops');
  const session = useProductSession();
  const warehouses = useQuery({ ...choicesQuery('warehouses'), enabled: session.can('warehouses.view') });
  const set = <K extends keyof ShopDraft>(field: K, value: ShopDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const toggleWarehouse = (id: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      warehouse_ids: on
        ? [...current.warehouse_ids, id]
        : current.warehouse_ids.filter((linked) => linked !== id),
    }));
  const text = (field: 'name' | 'slug' | 'address' | 'city', maxLength: number) => (
    <TextInput value={draft[field]} onChange={(e) => set(field, e.target.value)} maxLength={maxLength} />
  );
  return (
    <>
      <Field label={t('fields.name')} error={errors.name} required>
        {text('name', 120)}
      </Field>
      <Field label={t('fields.slug')} hint={t('editor.slug_hint')} error={errors.slug}>
        <TextInput
          value={draft.slug}
          onChange={(e) => set('slug', e.target.value.toLowerCase())}
          maxLength={120}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <Field label={t('fields.phone')} error={errors.phone}>
        <TextInput
          type="tel"
          value={draft.phone}
          onChange={(e) => set('phone', e.target.value)}
          maxLength={32}
        />
      </Field>
      <Field label={t('fields.email')} error={errors.email}>
        <TextInput
          type="email"
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          maxLength={254}
        />
      </Field>
      <Field label={t('fields.address')} error={errors.address}>
        {text('address', 500)}
      </Field>
      <Field label={t('fields.city')} error={errors.city}>
        {text('city', 120)}
      </Field>
      <Field label={t('fields.country')} hint={t('editor.country_hint')} error={errors.country}>
        <TextInput
          value={draft.country}
          onChange={(e) => set('country', e.target.value.toUpperCase())}
          maxLength={2}
          className="uppercase"
        />
      </Field>
      {warehouses.data && (
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="font-medium text-sm">{t('fields.warehouses')}</legend>
          <p className="text-fg-muted text-sm">
            {t(record ? 'editor.warehouses_hint' : 'editor.warehouses_new_hint')}
          </p>
          {warehouses.data.map((warehouse) => (
            <Checkbox
              key={warehouse.id}
              label={warehouse.name}
              checked={draft.warehouse_ids.includes(warehouse.id)}
              onChange={(e) => toggleWarehouse(warehouse.id, e.target.checked)}
            />
          ))}
          {errors.warehouse_ids && (
            <p className="text-danger-text text-sm">{errors.warehouse_ids.join(' ')}</p>
          )}
        </fieldset>
      )}
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox
          label={t('fields.is_active')}
          hint={t('editor.active_hint')}
          checked={draft.is_active}
          onChange={(e) => set('is_active', e.target.checked)}
          error={errors.is_active?.join(' ')}
        />
        {record && (
          <Checkbox
            label={t('fields.is_default')}
            hint={t('editor.default_hint')}
            checked={draft.is_default}
            disabled={record.is_default}
            onChange={(e) => set('is_default', e.target.checked)}
            error={errors.is_default?.join(' ')}
          />
        )}
      </div>
    </>
  );
}

const SHOP_FORM: SettingFormSpec<Shop, ShopDraft> = {
  ns: 'shops',
  resource: 'shops',
  permission: 'shops',
  paths,
  emptyDraft: emptyShopDraft,
  draftOf: shopDraftOf,
  bodyOf: (draft, _currency, record) => shopBody(draft, record),
  nameOf: (shop) => shop.name,
  detailQuery: { include: 'warehouses' },
  fields: (props) => <ShopFields {...props} />,
};

export function ShopCreatePage() {
  return <SettingCreatePage spec={SHOP_FORM} />;
}

export function ShopEditPage() {
  return <SettingEditPage spec={SHOP_FORM} />;
}
