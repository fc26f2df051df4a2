import { SALES_DOCUMENT_KINDS } from '@comptoir/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { INVOICE_SORTS, type InvoiceListParams, type InvoiceSort } from './invoice-params.ts';

export interface InvoiceFiltersProps {
  state: InvoiceListParams;
  onChange: (next: Partial<InvoiceListParams>) => void;
}

const SORT_NAMES = Object.keys(INVOICE_SORTS) as InvoiceSort[];

/** The documents list's search by reference, kind, issue dates and order. */
export function InvoiceFilters({ state, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('documents');
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
  };
  return (
    <>
      <search aria-label={t('list.search_label')}>
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="invoice-search" className="mb-1 block font-medium text-sm">
              {t('list.search_label')}
            </label>
            <TextInput
              id="invoice-search"
              // A new key when the URL changes (back button, "clear filters") resets the typed text.
              key={`s-${state.search}`}
              name="search"
              type="search"
              defaultValue={state.search}
              placeholder={t('list.search_placeholder')}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline">
            {t('list.search')}
          </Button>
        </form>
      </search>
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
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
        <Field label={t('list.from')}>
          <TextInput type="date" value={state.from} onChange={(e) => onChange({ from: e.target.value })} />
        </Field>
        <Field label={t('list.to')}>
          <TextInput type="date" value={state.to} onChange={(e) => onChange({ to: e.target.value })} />
        </Field>
      </div>
    </>
  );
}
