import type { StockCount } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { useDateTime } from '../../../app/use-date-time.ts';
import { ListFilters } from '../../../components/list/phone-filters-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../../components/ui/phone-detail.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TableColumn } from '../../../components/ui/table.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { countsQuery, warehousesQuery } from '../api.ts';
import { COUNT_STATUSES, countsSpec } from '../list-params.ts';
import { stockPaths } from '../paths.ts';
import { StockListEmpty, StockListFrame, useStockListState } from '../stock-list-frame.tsx';
import { STOCK_NAMESPACES, StatusBadge, StockHeader, WarehouseSelect } from '../stock-ui.tsx';

/** /stock/counts: count sheets by warehouse and status, newest first. */
export function CountsListPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const navigate = useNavigate();
  const appLink = useAppLink();
  const dateTime = useDateTime();
  const session = useProductSession();
  const { state, query, change } = useStockListState(countsSpec, '-created_at');
  const canView = session.can('stocks.view');
  const list = useQuery({ ...countsQuery(query), enabled: canView });
  // Without warehouses.view (an accountant) the warehouse choices come from the data itself, or are left out.
  const warehouses = useQuery({ ...warehousesQuery, enabled: canView && session.can('warehouses.view') });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;
  const filtered = Object.keys(state.filters).length > 0;

  const columns: TableColumn<StockCount>[] = [
    {
      key: 'reference',
      header: t('counts.reference'),
      cell: (row) => (
        // The warehouse and start columns are left out on phones: their values come under the number.
        <NameWithDetail name={<span>{row.reference}</span>}>
          {detailLine(row.warehouse_name, dateTime(row.created_at), row.created_by_name)}
        </NameWithDetail>
      ),
    },
    { key: 'warehouse', header: t('counts.warehouse'), hideOnPhone: true, cell: (row) => row.warehouse_name },
    { key: 'status', header: t('counts.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'progress',
      header: t('counts.progress'),
      align: 'end',
      cell: (row) => t('counts.counted_of', { counted: row.counted_count, total: row.line_count }),
    },
    {
      key: 'created_at',
      header: t('counts.created'),
      hideOnPhone: true,
      cell: (row) => (
        <span>
          <time dateTime={row.created_at}>{dateTime(row.created_at)}</time>
          {row.created_by_name && <span className="block text-fg-muted text-xs">{row.created_by_name}</span>}
        </span>
      ),
    },
  ];

  return (
    <StockListFrame
      list={list}
      state={state}
      change={change}
      caption={t('counts.title')}
      table={{
        columns,
        rowKey: (row) => row.id,
        onRowClick: (row) => navigate(stockPaths.count(row.id)),
        empty: <StockListEmpty screen="counts" filtered={filtered} onClear={() => change({ clear: true })} />,
      }}
    >
      <StockHeader
        title={t('counts.title')}
        actions={
          session.can('stocks.create') && (
            <Button {...appLink(stockPaths.countCreate())}>{t('counts.new')}</Button>
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <ListFilters count={[state.filters.warehouse_id, state.filters.status].filter(Boolean).length}>
          {warehouses.data && (
            <WarehouseSelect
              label={t('counts.warehouse')}
              warehouses={warehouses.data}
              value={state.filters.warehouse_id ?? ''}
              onChange={(id) => change({ filter: 'warehouse_id', value: id || null })}
              placeholder={t('common.all_warehouses')}
            />
          )}
          <Field label={t('counts.status')}>
            <Select
              value={state.filters.status ?? ''}
              onChange={(event) => change({ filter: 'status', value: event.target.value || null })}
              placeholder={t('common.all_statuses')}
              options={COUNT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </Field>
        </ListFilters>
      </div>
    </StockListFrame>
  );
}
