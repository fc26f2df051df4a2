import { PAYMENT_KINDS } from '@comptoir/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import type { PaymentListParams } from './payment-params.ts';

export interface PaymentFiltersProps {
  state: PaymentListParams;
  /** the company's payment methods; none when the user may not read them (no method filter then) */
  methods: readonly SelectOption[];
  onChange: (next: Partial<PaymentListParams>) => void;
}

/** The payments list's search by reference, kind, payment method and days received. */
export function PaymentFilters({ state, methods, onChange }: PaymentFiltersProps) {
  const { t } = useTranslation('payments');
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
  };
  return (
    <>
      <search aria-label={t('list.search_label')}>
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="payment-search" className="mb-1 block font-medium text-sm">
              {t('list.search_label')}
            </label>
            <TextInput
              id="payment-search"
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
            onChange={(e) => onChange({ kind: e.target.value as PaymentListParams['kind'] })}
            placeholder={t('list.all_kinds')}
            options={PAYMENT_KINDS.map((kind) => ({ value: kind, label: t(`list.kinds.${kind}`) }))}
          />
        </Field>
        {methods.length > 0 && (
          <Field label={t('list.method')}>
            <Select
              value={state.method}
              onChange={(e) => onChange({ method: e.target.value })}
              placeholder={t('list.all_methods')}
              options={methods}
            />
          </Field>
        )}
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
