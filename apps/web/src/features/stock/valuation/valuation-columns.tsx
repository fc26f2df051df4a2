import { type StockValuationRow, variantDisplayName } from '@comptoir/core';
import type { TFunction } from 'i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { detailLine, NameWithDetail } from '../../../components/ui/phone-detail.tsx';
import type { TableColumn } from '../../../components/ui/table.tsx';
import type { STOCK_NAMESPACES } from '../stock-ui.tsx';

interface ValuationColumnsOptions {
  t: TFunction<typeof STOCK_NAMESPACES>;
  number: (value: number) => string;
  money: (minor: number | null | undefined) => string;
}

/** The valuation's columns; on a phone SKU and unit cost go under the name. */
export function valuationColumns({
  t,
  number,
  money,
}: ValuationColumnsOptions): TableColumn<StockValuationRow>[] {
  const costText = (row: StockValuationRow) => (row.cost === null ? t('valuation.no_cost') : money(row.cost));
  return [
    {
      key: 'product_title',
      header: t('valuation.product'),
      sortable: true,
      cell: (row) => (
        <NameWithDetail
          name={
            <span className="flex flex-wrap items-center gap-2">
              <span>{variantDisplayName(row.product_title, row.variant_title)}</span>
              {row.negative && <Badge color="red">{t('valuation.negative')}</Badge>}
            </span>
          }
        >
          {detailLine(row.sku, `${t('valuation.unit_cost')} ${costText(row)}`)}
        </NameWithDetail>
      ),
    },
    { key: 'sku', header: t('valuation.sku'), hideOnPhone: true, cell: (row) => row.sku ?? '' },
    {
      key: 'quantity',
      header: t('valuation.quantity'),
      sortable: true,
      align: 'end',
      cell: (row) => <span className="tabular-nums">{number(row.quantity)}</span>,
    },
    {
      key: 'cost',
      header: t('valuation.unit_cost'),
      hideOnPhone: true,
      align: 'end',
      cell: (row) => (
        <span className={row.cost === null ? 'text-fg-muted' : 'tabular-nums'}>{costText(row)}</span>
      ),
    },
    {
      key: 'stock_value',
      header: t('valuation.value'),
      sortable: true,
      align: 'end',
      cell: (row) =>
        row.stock_value === null ? (
          <span className="text-fg-muted">—</span>
        ) : (
          <span className="font-medium tabular-nums">{money(row.stock_value)}</span>
        ),
    },
  ];
}
