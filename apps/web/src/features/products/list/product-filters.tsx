import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { choicesQuery } from '../api.ts';
import {
  type FilterField,
  type ListChange,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  type ProductListParams,
  STOCK_STATUSES,
} from './list-params.ts';

export interface ProductFiltersProps {
  state: ProductListParams;
  onChange: (change: ListChange) => void;
  canSeeSuppliers: boolean;
  canSeeCollections: boolean;
}

/** The list's filters; every choice goes to the URL at once. */
export function ProductFilters({ state, onChange, canSeeSuppliers, canSeeCollections }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const suppliers = useQuery({ ...choicesQuery('suppliers'), enabled: canSeeSuppliers });
  const collections = useQuery({ ...choicesQuery('collections'), enabled: canSeeCollections });
  const set = (filter: FilterField) => (value: string) => onChange({ filter, value: value || null });
  const any = t('filters.any');

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={t('filters.type')}>
        <Select
          value={state.filters.type ?? ''}
          onChange={(event) => set('type')(event.target.value)}
          placeholder={any}
          options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </Field>
      <Field label={t('filters.status')}>
        <Select
          value={state.filters.status ?? ''}
          onChange={(event) => set('status')(event.target.value)}
          placeholder={any}
          options={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
      </Field>
      <Field label={t('filters.stock_status')}>
        <Select
          value={state.filters.stock_status ?? ''}
          onChange={(event) => set('stock_status')(event.target.value)}
          placeholder={any}
          options={STOCK_STATUSES.map((status) => ({ value: status, label: t(`stock_statuses.${status}`) }))}
        />
      </Field>
      <Field label={t('filters.tag')}>
        <TextInput
          key={state.filters.tag ?? ''}
          defaultValue={state.filters.tag ?? ''}
          onBlur={(event) => {
            if (event.target.value.trim() !== (state.filters.tag ?? ''))
              set('tag')(event.target.value.trim());
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              set('tag')(event.currentTarget.value.trim());
            }
          }}
        />
      </Field>
      {canSeeCollections && (
        <Field label={t('filters.collection')}>
          <Select
            value={state.filters.collection_id ?? ''}
            onChange={(event) => set('collection_id')(event.target.value)}
            // "Toutes", "Todas": collection is feminine where "Tous" is not.
            placeholder={t('filters.any_collection')}
            options={(collections.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          />
        </Field>
      )}
      {canSeeSuppliers && (
        <Field label={t('filters.supplier')}>
          <Select
            value={state.filters.supplier_id ?? ''}
            onChange={(event) => set('supplier_id')(event.target.value)}
            placeholder={any}
            options={(suppliers.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
          />
        </Field>
      )}
    </div>
  );
}
