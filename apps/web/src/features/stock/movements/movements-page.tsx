import { STOCK_REASONS, type StockMovement } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../app/use-date-time.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { ListSearch } from '../../../components/list/list-search.tsx';
import { PhoneFiltersSheet } from '../../../components/list/phone-filters-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../../components/ui/phone-detail.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TableColumn } from '../../../components/ui/table.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { apiPath } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { useDeviceClass } from '../../shell/rules/breakpoints.ts';
import { movementsQuery, warehousesQuery } from '../api.ts';
import { variantLabel } from '../lines.ts';
import { activeFilterCount, exportQueryOf, movementsSpec, STOCK_DIRECTIONS } from '../list-params.ts';
import { StockListEmpty, StockListFrame, useStockListState } from '../stock-list-frame.tsx';
import { SignedQuantity, STOCK_NAMESPACES, StockHeader, useNumber, WarehouseSelect } from '../stock-ui.tsx';

/** Filters set by a link (a document's movements, a product's), not in the filter panel. */
const NARROWING = ['reference_id', 'variant_id', 'product_id'];

/** /stock/movements: every change of stock, who made it, when and why; filters in the URL; export. */
export function StockMovementsPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const session = useProductSession();
  const dateTime = useDateTime();
  const number = useNumber();
  const { state, query, show, change } = useStockListState(movementsSpec, '-created_at');
  const canView = session.can('stocks.view');
  const list = useQuery({ ...movementsQuery(query), enabled: canView });
  // Without warehouses.view (an accountant) the warehouse choices come from the data itself, or are left out.
  const warehouses = useQuery({ ...warehousesQuery, enabled: canView && session.can('warehouses.view') });
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(state, NARROWING) > 0);
  // From tablets up the filters open in place; on a phone, in a sheet over the list.
  const phone = useDeviceClass() === 'mobile';

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;

  const setFilter = (filter: string) => (value: string) => change({ filter, value: value || null });
  const filterCount = activeFilterCount(state, NARROWING);
  const narrowed = NARROWING.some((name) => state.filters[name]);
  const filtered = filterCount > 0 || narrowed || state.search !== '';

  const reasonOf = (row: StockMovement) =>
    row.adjustment_reason
      ? t('movements.reason_detail', {
          reason: t(`reasons.${row.reason}`),
          detail: t(`adjust.reasons.${row.adjustment_reason}`),
        })
      : t(`reasons.${row.reason}`);
  const columns: TableColumn<StockMovement>[] = [
    {
      key: 'created_at',
      header: t('movements.when'),
      cell: (row) => (
        // The balance, warehouse, reason and author columns are left out on phones: they come under the date.
        <NameWithDetail
          name={<time dateTime={row.created_at}>{dateTime(row.created_at)}</time>}
          className="flex flex-col"
        >
          <span>{detailLine(row.warehouse_name, reasonOf(row))}</span>
          {row.reference_number && <span>{row.reference_number}</span>}
          {row.note && <span>{row.note}</span>}
          <span>
            {detailLine(
              t('movements.balance_after_value', { value: number(row.balance_after) }),
              row.user_name,
            )}
          </span>
        </NameWithDetail>
      ),
    },
    { key: 'product', header: t('movements.product'), cell: (row) => variantLabel(row) },
    {
      key: 'quantity',
      header: t('movements.change'),
      align: 'end',
      cell: (row) => <SignedQuantity value={row.signed_quantity} />,
    },
    {
      key: 'balance_after',
      header: t('movements.balance_after'),
      align: 'end',
      hideOnPhone: true,
      cell: (row) => <span className="tabular-nums">{number(row.balance_after)}</span>,
    },
    {
      key: 'warehouse',
      header: t('movements.warehouse'),
      hideOnPhone: true,
      cell: (row) => row.warehouse_name,
    },
    {
      key: 'reason',
      header: t('movements.reason'),
      hideOnPhone: true,
      cell: (row) => (
        <span>
          {reasonOf(row)}
          {row.reference_number && (
            <span className="block text-fg-muted text-xs">{row.reference_number}</span>
          )}
          {row.note && <span className="block text-fg-muted text-xs">{row.note}</span>}
        </span>
      ),
    },
    { key: 'user', header: t('movements.by'), hideOnPhone: true, cell: (row) => row.user_name ?? '—' },
  ];

  const filterFields = (
    <>
      {warehouses.data && (
        <WarehouseSelect
          label={t('movements.warehouse')}
          warehouses={warehouses.data}
          value={state.filters.warehouse_id ?? ''}
          onChange={setFilter('warehouse_id')}
          placeholder={t('common.all_warehouses')}
        />
      )}
      <Field label={t('movements.reason')}>
        <Select
          value={state.filters.reason ?? ''}
          onChange={(event) => setFilter('reason')(event.target.value)}
          placeholder={t('movements.all_reasons')}
          options={STOCK_REASONS.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))}
        />
      </Field>
      <Field label={t('movements.direction')}>
        <Select
          value={state.filters.direction ?? ''}
          onChange={(event) => setFilter('direction')(event.target.value)}
          placeholder={t('movements.both_directions')}
          options={STOCK_DIRECTIONS.map((direction) => ({
            value: direction,
            label: t(`directions.${direction}`),
          }))}
        />
      </Field>
      <Field label={t('movements.from')}>
        <TextInput
          type="date"
          value={state.filters.created_from ?? ''}
          onChange={(event) => setFilter('created_from')(event.target.value)}
        />
      </Field>
      <Field label={t('movements.to')}>
        <TextInput
          type="date"
          value={state.filters.created_to ?? ''}
          onChange={(event) => setFilter('created_to')(event.target.value)}
        />
      </Field>
    </>
  );

  return (
    <StockListFrame
      list={list}
      state={state}
      change={change}
      caption={t('movements.caption')}
      loadingLines={8}
      table={{
        columns,
        rowKey: (row) => row.id,
        empty: (
          <StockListEmpty screen="movements" filtered={filtered} onClear={() => change({ clear: true })} />
        ),
      }}
    >
      <StockHeader
        title={t('movements.title')}
        actions={
          session.can('stocks.export') && (
            <ExportButton path={apiPath('stock-movements')} query={exportQueryOf(query)} />
          )
        }
      />
      {/* In a box of its own: the search box grows along a row, not down this column. */}
      <div>
        <ListSearch
          id="movement-search"
          label={t('movements.search')}
          placeholder={t('overview.search_placeholder')}
          submitLabel={t('common.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {phone ? (
          <PhoneFiltersSheet count={filterCount}>{filterFields}</PhoneFiltersSheet>
        ) : (
          <Button
            variant="outline"
            aria-expanded={filtersOpen}
            aria-controls="movement-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filterCount > 0 ? t('common.filters_count', { count: filterCount }) : t('common.filters')}
          </Button>
        )}
        {filtered && (
          <Button variant="ghost" onClick={() => change({ clear: true })}>
            {t('common.clear')}
          </Button>
        )}
      </div>
      {narrowed && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {state.filters.reference_id ? t('movements.one_document') : t('overview.narrowed')}
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              const { reference_id: _r, variant_id: _v, product_id: _p, ...rest } = state.filters;
              show({ ...state, filters: rest, page: 1 });
            }}
          >
            {t('movements.show_all')}
          </Button>
        </p>
      )}
      {!phone && (
        <div
          id="movement-filters"
          hidden={!filtersOpen}
          className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-5"
        >
          {filterFields}
        </div>
      )}
    </StockListFrame>
  );
}
