import type { Warehouse } from '@comptoir/core';
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
import {
  emptyWarehouseDraft,
  WAREHOUSE_LIST_SPEC,
  type WarehouseDraft,
  warehouseBody,
  warehouseDraftOf,
} from './warehouse-draft.ts';

const paths = settingsPaths.warehouses;

/** /settings/warehouses: where the company keeps its stock. */
export function WarehouseListPage() {
  const { t } = useTranslation('warehouses');
  const columns: TableColumn<Warehouse>[] = [
    { key: 'code', header: t('fields.code'), cell: (warehouse) => warehouse.code },
    {
      key: 'name',
      header: t('fields.name'),
      cell: (warehouse) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{warehouse.name}</span>
          {warehouse.is_default && <Badge color="blue">{t('list.default')}</Badge>}
        </span>
      ),
    },
    { key: 'city', header: t('fields.city'), cell: (warehouse) => warehouse.city ?? '' },
    {
      key: 'status',
      header: t('list.status'),
      cell: (warehouse) => (
        <span className="flex flex-wrap gap-1">
          {warehouse.allow_negative_stock && <Badge color="purple">{t('list.negative')}</Badge>}
          {warehouse.is_active ? (
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
      ns="warehouses"
      resource="warehouses"
      permission="warehouses"
      spec={WAREHOUSE_LIST_SPEC}
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

function WarehouseFields({
  draft,
  setDraft,
  errors,
  record,
}: Parameters<SettingFormSpec<Warehouse, WarehouseDraft>['fields']>[0]) {
  const { t } = useTranslation('warehouses');
  const set = <K extends keyof WarehouseDraft>(field: K, value: WarehouseDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  return (
    <>
      <Field label={t('fields.name')} error={errors.name} required>
        <TextInput value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={120} />
      </Field>
      <Field label={t('fields.code')} hint={t('editor.code_hint')} error={errors.code}>
        <TextInput
          value={draft.code}
          onChange={(e) => set('code', e.target.value.toUpperCase())}
          maxLength={16}
          autoComplete="off"
          spellCheck={false}
          className="uppercase"
        />
      </Field>
      <Field label={t('fields.address')} error={errors.address}>
        <TextInput value={draft.address} onChange={(e) => set('address', e.target.value)} maxLength={500} />
      </Field>
      <Field label={t('fields.city')} error={errors.city}>
        <TextInput value={draft.city} onChange={(e) => set('city', e.target.value)} maxLength={120} />
      </Field>
      <Field label={t('fields.country')} hint={t('editor.country_hint')} error={errors.country}>
        <TextInput
          value={draft.country}
          onChange={(e) => set('country', e.target.value.toUpperCase())}
          maxLength={2}
          className="uppercase"
        />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Checkbox
          label={t('fields.is_active')}
          hint={t('editor.active_hint')}
          checked={draft.is_active}
          onChange={(e) => set('is_active', e.target.checked)}
          error={errors.is_active?.join(' ')}
        />
        <Checkbox
          label={t('fields.allow_negative_stock')}
          hint={t('editor.negative_hint')}
          checked={draft.allow_negative_stock}
          onChange={(e) => set('allow_negative_stock', e.target.checked)}
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

const WAREHOUSE_FORM: SettingFormSpec<Warehouse, WarehouseDraft> = {
  ns: 'warehouses',
  resource: 'warehouses',
  permission: 'warehouses',
  paths,
  emptyDraft: emptyWarehouseDraft,
  draftOf: warehouseDraftOf,
  bodyOf: (draft, _currency, record) => warehouseBody(draft, record),
  nameOf: (warehouse) => warehouse.name,
  fields: (props) => <WarehouseFields {...props} />,
};

export function WarehouseCreatePage() {
  return <SettingCreatePage spec={WAREHOUSE_FORM} />;
}

export function WarehouseEditPage() {
  return <SettingEditPage spec={WAREHOUSE_FORM} />;
}
