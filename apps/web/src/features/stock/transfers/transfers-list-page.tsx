import type { StockTransfer } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { useDateTime } from '../../../app/use-date-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../../components/ui/phone-detail.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TableColumn } from '../../../components/ui/table.tsx';
import { useProductSession } from '../../products/shared/use-session.ts';
import { transfersQuery, warehousesQuery } from '../api.ts';
import { TRANSFER_STATUSES, transfersSpec } from '../list-params.ts';
import { stockPaths } from '../paths.ts';
import { StockListEmpty, StockListFrame, useStockListState } from '../stock-list-frame.tsx';
import { STOCK_NAMESPACES, StatusBadge, StockHeader, useNumber, WarehouseSelect } from '../stock-ui.tsx';

/** /stock/transfers: transfers between warehouses by status and route, newest first. */
export function TransfersListPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const navigate = useNavigate();
  const appLink = useAppLink();
  const dateTime = useDateTime();
  const number = useNumber();
  const session = useProductSession();
  const { state, query, change } = useStockListState(transfersSpec, '-created_at');
  const canView = session.can('stocks.view');
  const list = useQuery({ ...transfersQuery(query), enabled: canView });
  // Without warehouses.view (an accountant) the warehouse choices come from the data itself, or are left out.
  const warehouses = useQuery({ ...warehousesQuery, enabled: canView && session.can('warehouses.view') });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;
  const filtered = Object.keys(state.filters).length > 0;

  const routeOf = (row: StockTransfer) =>
    t('transfers.from_to', { from: row.from_warehouse_name, to: row.to_warehouse_name });
  const columns: TableColumn<StockTransfer>[] = [
    {
      key: 'reference',
      header: t('transfers.reference'),
      cell: (row) => (
        // The route and created columns are left out on phones: their values come under the number.
        <NameWithDetail name={<span>{row.reference}</span>}>
          {detailLine(routeOf(row), dateTime(row.created_at), row.created_by_name)}
        </NameWithDetail>
      ),
    },
    { key: 'route', header: t('transfers.route'), hideOnPhone: true, cell: routeOf },
    { key: 'status', header: t('transfers.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'units',
      header: t('transfers.units'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{number(row.total_quantity)}</span>,
    },
    {
      key: 'created_at',
      header: t('transfers.created'),
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
      caption={t('transfers.title')}
      table={{
        columns,
        rowKey: (row) => row.id,
        onRowClick: (row) => navigate(stockPaths.transfer(row.id)),
        empty: (
          <StockListEmpty screen="transfers" filtered={filtered} onClear={() => change({ clear: true })} />
        ),
      }}
    >
      <StockHeader
        title={t('transfers.title')}
        actions={
          session.can('stocks.create') && (
            <Button {...appLink(stockPaths.transferCreate())}>{t('transfers.new')}</Button>
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('transfers.status')}>
          <Select
            value={state.filters.status ?? ''}
            onChange={(event) => change({ filter: 'status', value: event.target.value || null })}
            placeholder={t('common.all_statuses')}
            options={TRANSFER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          />
        </Field>
        {warehouses.data && (
          <WarehouseSelect
            label={t('transfers.from')}
            warehouses={warehouses.data}
            value={state.filters.from_warehouse_id ?? ''}
            onChange={(id) => change({ filter: 'from_warehouse_id', value: id || null })}
            placeholder={t('common.all_warehouses')}
          />
        )}
        {warehouses.data && (
          <WarehouseSelect
            label={t('transfers.to')}
            warehouses={warehouses.data}
            value={state.filters.to_warehouse_id ?? ''}
            onChange={(id) => change({ filter: 'to_warehouse_id', value: id || null })}
            placeholder={t('common.all_warehouses')}
          />
        )}
      </div>
    </StockListFrame>
  );
}
