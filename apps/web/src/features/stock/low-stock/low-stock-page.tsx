import type { LowStockItem } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../../app/app-link.ts';
import { ListFilters } from '../../../components/list/phone-filters-sheet.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PhoneDetail } from '../../../components/ui/phone-detail.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TableColumn } from '../../../components/ui/table.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { lowStockQuery, warehousesQuery } from '../api.ts';
import { variantLabel } from '../lines.ts';
import { lowStockSpec } from '../list-params.ts';
import { reorderPointHeader } from '../overview/overview-columns.tsx';
import { stockPaths } from '../paths.ts';
import { StockListFrame, useStockListState } from '../stock-list-frame.tsx';
import { STOCK_NAMESPACES, StockHeader, useNumber, WarehouseSelect } from '../stock-ui.tsx';

// Its own chunk: the purchasing calls and the dialog load when someone orders, not with the list.
const ReorderDialog = lazy(async () => ({ default: (await import('./reorder-dialog.tsx')).ReorderDialog }));

/** The selected low variants by id, each with its place in the list (pages may change meanwhile). */
type Selection = ReadonlyMap<string, { item: LowStockItem; position: number }>;

/** A bundle or menu is bought as its components: it cannot be reordered itself. */
const orderable = (row: LowStockItem) => !row.composite;

/** A row's checkbox, the whole cell its 44 px touch target. */
function SelectBox(props: { label: string; checked: boolean; disabled?: boolean; onChange: () => void }) {
  return (
    <label className="-m-2 inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center pointer-fine:min-h-8 pointer-fine:min-w-8">
      <input
        type="checkbox"
        className="size-5 accent-primary disabled:cursor-not-allowed"
        aria-label={props.label}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChange}
      />
    </label>
  );
}

/**
 * The quantity of a low variant in each warehouse, as information (what a warehouse holds never makes
 * a variant low); a bundle's comes from its components, a variant never stocked has none.
 */
function WarehouseQuantities({
  row,
  number,
  label,
}: {
  row: LowStockItem;
  number: (value: number) => string;
  label: string;
}) {
  const { t } = useTranslation(STOCK_NAMESPACES);
  if (row.composite) return <span className="text-fg-muted">{t('low.from_components')}</span>;
  if (row.warehouses.length === 0) return <span className="text-fg-muted">{t('low.not_stocked')}</span>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-3 gap-y-0.5">
      {row.warehouses.map((w) => (
        <li key={w.warehouse_id}>
          {w.warehouse_name} <span className="font-medium tabular-nums">{number(w.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /stock/low-stock: the variants at or below their reorder point over every warehouse (core
 * isVariantLowStock, as the dashboard's card, the overview's mark and the products list), out of
 * stock first; the quantity per warehouse beside each, or only the chosen warehouse's.
 */
export function LowStockPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const session = useProductSession();
  const appLink = useAppLink();
  const number = useNumber();
  const { state, query, change } = useStockListState(lowStockSpec);
  const canView = session.can('stocks.view');
  const list = useQuery({ ...lowStockQuery(query), enabled: canView });
  // Without warehouses.view (an accountant) the warehouse choices come from the data itself, or are left out.
  const warehouses = useQuery({ ...warehousesQuery, enabled: canView && session.can('warehouses.view') });
  const [selection, setSelection] = useState<Selection>(new Map());
  const [ordering, setOrdering] = useState(false);
  const canOrder = session.can('suppliers.create');

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;

  const perWarehouse = (row: LowStockItem) => (
    <WarehouseQuantities row={row} number={number} label={t('overview.per_warehouse')} />
  );
  const rows = list.data?.data ?? [];
  const offset = (state.page - 1) * state.perPage;
  const pageRows = rows.filter(orderable);
  const allSelected = pageRows.length > 0 && pageRows.every((row) => selection.has(row.variant_id));
  const toggle = (row: LowStockItem) => {
    const next = new Map(selection);
    if (next.has(row.variant_id)) next.delete(row.variant_id);
    else next.set(row.variant_id, { item: row, position: offset + rows.indexOf(row) });
    setSelection(next);
  };
  const toggleAll = () => {
    const next = new Map(selection);
    for (const row of pageRows) {
      if (allSelected) next.delete(row.variant_id);
      else next.set(row.variant_id, { item: row, position: offset + rows.indexOf(row) });
    }
    setSelection(next);
  };
  const selected = [...selection.values()].sort((a, b) => a.position - b.position).map((s) => s.item);

  const selectColumn: TableColumn<LowStockItem> = {
    key: 'select',
    header: (
      <SelectBox
        label={t('reorder.select_all')}
        checked={allSelected}
        disabled={pageRows.length === 0}
        onChange={toggleAll}
      />
    ),
    cell: (row) => (
      <SelectBox
        label={row.composite ? t('reorder.composite') : t('reorder.select', { name: variantLabel(row) })}
        checked={selection.has(row.variant_id)}
        disabled={row.composite}
        onChange={() => toggle(row)}
      />
    ),
  };
  const columns: TableColumn<LowStockItem>[] = [
    ...(canOrder ? [selectColumn] : []),
    {
      key: 'product',
      rowHeader: true,
      header: t('overview.product'),
      cell: (row) => (
        <span className="flex min-w-36 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            {variantLabel(row)}
            {row.quantity <= 0 && <Badge color="red">{t('overview.out_of_stock')}</Badge>}
          </span>
          <PhoneDetail>{perWarehouse(row)}</PhoneDetail>
        </span>
      ),
    },
    {
      key: 'quantity',
      header: t('low.available'),
      align: 'end',
      cell: (row) => <span className="font-semibold tabular-nums">{number(row.quantity)}</span>,
    },
    {
      key: 'reorder_point',
      header: reorderPointHeader(t),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{number(row.reorder_point)}</span>,
    },
    {
      key: 'shortfall',
      header: t('low.shortfall'),
      hideOnPhone: true,
      align: 'end',
      cell: (row) => <span className="tabular-nums">{number(row.shortfall)}</span>,
    },
    {
      key: 'warehouses',
      header: t('overview.per_warehouse'),
      hideOnPhone: true,
      cell: perWarehouse,
    },
  ];

  return (
    <StockListFrame
      list={list}
      state={state}
      change={change}
      caption={t('low.title')}
      table={{
        columns,
        rowKey: (row) => row.variant_id,
        empty: <EmptyState title={t('low.empty')} description={t('low.empty_text')} />,
      }}
      after={
        ordering && (
          <Suspense fallback={null}>
            <ReorderDialog
              items={selected}
              warehouseId={state.filters.warehouse_id ?? null}
              onClose={() => setOrdering(false)}
            />
          </Suspense>
        )
      }
    >
      <StockHeader
        title={t('low.title')}
        actions={
          (canOrder || session.can('stocks.create')) && (
            <>
              {canOrder && (
                <Button disabled={selected.length === 0} onClick={() => setOrdering(true)}>
                  {t('reorder.action', { n: selected.length })}
                </Button>
              )}
              {session.can('stocks.create') && (
                <Button variant="outline" {...appLink(stockPaths.transferCreate())}>
                  {t('transfers.new')}
                </Button>
              )}
            </>
          )
        }
      />
      <p className="text-fg-muted">{t('low.text')}</p>
      {warehouses.data && (
        <ListFilters count={state.filters.warehouse_id ? 1 : 0}>
          <WarehouseSelect
            label={t('overview.warehouse')}
            warehouses={warehouses.data}
            value={state.filters.warehouse_id ?? ''}
            onChange={(id) => change({ filter: 'warehouse_id', value: id || null })}
            placeholder={t('common.all_warehouses')}
            className="sm:max-w-sm"
          />
        </ListFilters>
      )}
    </StockListFrame>
  );
}
