import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneFiltersSheet } from '../../../components/list/phone-filters-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDeviceClass } from '../../shell/rules/breakpoints.ts';
import {
  activeFilterCount,
  type ListChange,
  PRODUCT_SORTS,
  type ProductListParams,
  viewQueryString,
} from './list-params.ts';
import { ProductFilters } from './product-filters.tsx';
import { SavedViewsBar } from './saved-views-bar.tsx';

export interface ProductListControlsProps {
  state: ProductListParams;
  onChange: (change: ListChange) => void;
  /** Opens a saved view: its query string replaces the list's. */
  onApplyView: (query: string) => void;
  companyId: string;
  canSeeSuppliers: boolean;
  canSeeCollections: boolean;
}

/**
 * The list's filters, saved views and sort. From tablets up: one row over a filters panel that opens in
 * place. On a phone that row and panel pushed the first product out of sight: one "Filters (2)" button
 * opens them all in a sheet instead.
 */
export function ProductListControls(props: ProductListControlsProps) {
  return useDeviceClass() === 'mobile' ? <PhoneControls {...props} /> : <WideControls {...props} />;
}

function WideControls(props: ProductListControlsProps) {
  const { state, onChange } = props;
  const count = activeFilterCount(state);
  const [filtersOpen, setFiltersOpen] = useState(() => count > 0);

  return (
    <>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls="product-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FiltersLabel count={count} />
        </Button>
        <ClearButton {...props} />
        <Views {...props} />
        <div className="ms-auto flex flex-wrap items-end gap-2">
          <Sort state={state} onChange={onChange} />
        </div>
      </div>
      <div
        id="product-filters"
        hidden={!filtersOpen}
        className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3"
      >
        <Filters {...props} />
      </div>
    </>
  );
}

function PhoneControls(props: ProductListControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PhoneFiltersSheet count={activeFilterCount(props.state)} withSort>
        <Sort state={props.state} onChange={props.onChange} />
        <Views {...props} />
        <Filters {...props} />
      </PhoneFiltersSheet>
      <ClearButton {...props} />
    </div>
  );
}

function FiltersLabel({ count }: { count: number }) {
  const { t } = useTranslation('products');
  return <>{count > 0 ? t('filters.toggle_count', { count }) : t('filters.toggle')}</>;
}

function ClearButton({ state, onChange }: ProductListControlsProps) {
  const { t } = useTranslation('products');
  if (activeFilterCount(state) === 0 && state.search === '') return null;
  return (
    <Button variant="ghost" onClick={() => onChange({ clear: true })}>
      {t('filters.clear')}
    </Button>
  );
}

function Views({ state, companyId, onApplyView }: ProductListControlsProps) {
  return <SavedViewsBar companyId={companyId} query={viewQueryString(state)} onApply={onApplyView} />;
}

function Sort({ state, onChange }: Pick<ProductListControlsProps, 'state' | 'onChange'>) {
  const { t } = useTranslation('products');
  return (
    <Field label={t('list.sort')}>
      <Select
        value={state.sort}
        onChange={(event) => onChange({ sort: event.target.value })}
        options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
      />
    </Field>
  );
}

function Filters({ state, onChange, canSeeSuppliers, canSeeCollections }: ProductListControlsProps) {
  return (
    <ProductFilters
      state={state}
      onChange={onChange}
      canSeeSuppliers={canSeeSuppliers}
      canSeeCollections={canSeeCollections}
    />
  );
}
