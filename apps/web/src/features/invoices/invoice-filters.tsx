import { SALES_DOCUMENT_KINDS } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { INVOICE_SORTS, type InvoiceListParams, type InvoiceSort } from './invoice-params.ts';

export interface InvoiceFiltersProps {
  state: InvoiceListParams;
  onChange: (next: Partial<InvoiceListParams>) => void;
}

const SORT_NAMES = Object.keys(INVOICE_SORTS) as InvoiceSort[];

/** The documents list's search by reference, kind, issue dates and order; on a phone all but the search in a sheet. */
export function InvoiceFilters({ state, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('documents');
  return (
    <>
      <div className="flex">
        <ListSearch
          id="invoice-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <ListFilters count={[state.kind, state.from || state.to].filter(Boolean).length} withSort>
          <Field label={t('list.kind')}>
            <Select
              value={state.kind}
              onChange={(e) => onChange({ kind: e.target.value as InvoiceListParams['kind'] })}
              placeholder={t('list.all_kinds')}
              options={SALES_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`list.kinds.${kind}`) }))}
            />
          </Field>
          <Field label={t('list.sort')}>
            <Select
              value={state.sort}
              onChange={(e) => onChange({ sort: e.target.value as InvoiceSort })}
              options={SORT_NAMES.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
            />
          </Field>
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            onChange={onChange}
          />
        </ListFilters>
      </div>
    </>
  );
}
