import { isVariantLowStock, type StockOverviewRow } from '@comptoir/core';
import type { TFunction } from 'i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { TableColumn } from '../../../components/ui/table.tsx';
import { variantLabel } from '../lines.ts';
import type { STOCK_NAMESPACES } from '../stock-ui.tsx';

interface OverviewColumnsOptions {
  t: TFunction<typeof STOCK_NAMESPACES>;
  number: (value: number) => string;
  /** the warehouses the columns stand for, in order */
  warehouses: readonly { id: string; name: string }[];
  /** one warehouse asked for: its quantity replaces the per-warehouse columns and the total */
  oneWarehouse: boolean;
}

const quantityIn = (row: StockOverviewRow, warehouseId: string) =>
  row.warehouses.find((w) => w.warehouse_id === warehouseId)?.quantity ?? 0;

/**
 * The reorder point's column header. "Seuil de réapprovisionnement" does not fit a phone's column:
 * a short word there, the full one read aloud (the overview and the low-stock list).
 */
export function reorderPointHeader(t: TFunction<typeof STOCK_NAMESPACES>) {
  return (
    <>
      <span aria-hidden="true" title={t('overview.reorder_point')} className="sm:hidden">
        {t('overview.reorder_short')}
      </span>
      <span className="max-sm:sr-only">{t('overview.reorder_point')}</span>
    </>
  );
}

/**
 * The overview's columns. On a phone the per-warehouse columns give way to a list under the
 * product's name, so the name keeps the width; total and reorder point stay as narrow columns.
 */
export function overviewColumns({
  t,
  number,
  warehouses,
  oneWarehouse,
}: OverviewColumnsOptions): TableColumn<StockOverviewRow>[] {
  return [
    {
      key: 'product',
      header: t('overview.product'),
      cell: (row) => (
        <span className="flex min-w-40 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span>{variantLabel(row)}</span>
            {/* The variant over every warehouse, also when one warehouse is shown (core isVariantLowStock). */}
            {isVariantLowStock({
              trackInventory: true,
              reorderPoint: row.reorder_point,
              available: row.total_quantity,
            }) && (
              <Badge color={row.total_quantity <= 0 ? 'red' : 'amber'}>
                {row.total_quantity <= 0 ? t('overview.out_of_stock') : t('overview.low_stock')}
              </Badge>
            )}
          </span>
          {!oneWarehouse && warehouses.length > 0 && (
            <ul
              aria-label={t('overview.per_warehouse')}
              className="flex flex-wrap gap-x-3 gap-y-0.5 font-normal text-fg-muted text-xs sm:hidden"
            >
              {warehouses.map((warehouse) => (
                <li key={warehouse.id}>
                  {warehouse.name}{' '}
                  <span className="font-medium text-fg tabular-nums">
                    {number(quantityIn(row, warehouse.id))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </span>
      ),
    },
    ...(oneWarehouse
      ? []
      : warehouses.map(
          (warehouse): TableColumn<StockOverviewRow> => ({
            key: `w-${warehouse.id}`,
            header: warehouse.name,
            align: 'end',
            hideOnPhone: true,
            cell: (row) => <span className="tabular-nums">{number(quantityIn(row, warehouse.id))}</span>,
          }),
        )),
    {
      key: 'quantity',
      header: oneWarehouse ? t('overview.quantity') : t('overview.total'),
      align: 'end',
      cell: (row) => (
        <span className="flex flex-col items-end">
          <span className="font-semibold tabular-nums">
            {number(oneWarehouse ? (row.warehouses[0]?.quantity ?? 0) : row.total_quantity)}
          </span>
          {row.in_transit_quantity > 0 && (
            <span className="whitespace-nowrap text-fg-muted text-xs">
              {/* For one warehouse the API counts only what is on its way to it. */}
              {t(oneWarehouse ? 'overview.incoming' : 'overview.in_transit', {
                quantity: number(row.in_transit_quantity),
              })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'reorder_point',
      header: reorderPointHeader(t),
      align: 'end',
      cell: (row) => (row.reorder_point === null ? '—' : number(row.reorder_point)),
    },
  ];
}
