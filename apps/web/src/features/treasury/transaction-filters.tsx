import { TRANSACTION_SOURCES, type TreasuryAccountRecord } from '@comptoir/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import type { TransactionParams } from './transaction-params.ts';

/** How many filters narrow the list; the account only where it is offered (one account's list has its own). */
const filterCount = (state: TransactionParams, withAccount: boolean) =>
  [
    withAccount && state.account,
    state.direction,
    state.source,
    state.from || state.to,
    state.reconciled,
  ].filter(Boolean).length;

export interface TransactionFiltersProps {
  state: TransactionParams;
  onChange: (next: Partial<TransactionParams>) => void;
  /** the account picker, on the all-accounts list */
  accounts?: TreasuryAccountRecord[];
}

/**
 * Search, account, direction, source, dates and reconciled: every change goes to the address bar.
 * On a phone all but the search wait in a sheet.
 */
export function TransactionFilters({ state, onChange, accounts }: TransactionFiltersProps) {
  const { t } = useTranslation('treasury');
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
  };
  return (
    <div className="flex flex-col gap-2">
      <search aria-label={t('transactions.search_label')}>
        <form onSubmit={submitSearch} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="transaction-search" className="mb-1 block font-medium text-sm">
              {t('transactions.search_label')}
            </label>
            <TextInput
              id="transaction-search"
              key={state.search}
              name="search"
              type="search"
              defaultValue={state.search}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline">
            {t('transactions.search')}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap items-end gap-2">
        <ListFilters count={filterCount(state, Boolean(accounts))}>
          {accounts && (
            <Field label={t('transactions.account')}>
              <Select
                value={state.account}
                onChange={(e) => onChange({ account: e.target.value })}
                placeholder={t('transactions.any')}
                options={accounts.map((a) => ({ value: a.id, label: a.name }))}
              />
            </Field>
          )}
          <Field label={t('transactions.direction_filter')}>
            <Select
              value={state.direction}
              onChange={(e) => onChange({ direction: e.target.value as TransactionParams['direction'] })}
              placeholder={t('transactions.any')}
              options={[
                { value: 'in', label: t('directions.in') },
                { value: 'out', label: t('directions.out') },
              ]}
            />
          </Field>
          <Field label={t('transactions.source_filter')}>
            <Select
              value={state.source}
              onChange={(e) => onChange({ source: e.target.value as TransactionParams['source'] })}
              placeholder={t('transactions.any')}
              options={TRANSACTION_SOURCES.map((source) => ({
                value: source,
                label: t(`sources.${source}`),
              }))}
            />
          </Field>
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t('transactions.from')}
            toLabel={t('transactions.to')}
            onChange={onChange}
          />
          <Field label={t('transactions.reconciled_filter')}>
            <Select
              value={state.reconciled}
              onChange={(e) => onChange({ reconciled: e.target.value as TransactionParams['reconciled'] })}
              placeholder={t('transactions.any')}
              options={[
                { value: 'false', label: t('transactions.reconciled_no') },
                { value: 'true', label: t('transactions.reconciled_yes') },
              ]}
            />
          </Field>
        </ListFilters>
      </div>
    </div>
  );
}
