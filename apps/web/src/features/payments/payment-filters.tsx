import { PAYMENT_KINDS } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import type { PaymentListParams } from './payment-params.ts';

export interface PaymentFiltersProps {
  state: PaymentListParams;
  /** the company's payment methods; none when the user may not read them (no method filter then) */
  methods: readonly SelectOption[];
  onChange: (next: Partial<PaymentListParams>) => void;
}

/**
 * The payments list's search by reference, kind, payment method and days received; on a phone all
 * but the search in a sheet.
 */
export function PaymentFilters({ state, methods, onChange }: PaymentFiltersProps) {
  const { t } = useTranslation('payments');
  return (
    <>
      <div className="flex">
        <ListSearch
          id="payment-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <div className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
        <ListFilters count={[state.kind, state.method, state.from || state.to].filter(Boolean).length}>
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
