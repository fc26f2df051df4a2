import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/export-button.tsx';
import { ListSearch } from '../../../components/list/list-search.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiPath } from '../../products/api.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { valuationQuery, warehousesQuery } from '../api.ts';
import {
  changeListState,
  type ListChange,
  type StockListSpec,
  type StockListState,
  writeListState,
} from '../list-params.ts';
import { StockListEmpty, StockListFrame, useStockListState } from '../stock-list-frame.tsx';
import { STOCK_NAMESPACES, StockHeader, useNumber, WarehouseSelect } from '../stock-ui.tsx';
import { valuationColumns } from './valuation-columns.tsx';
import { DEFAULT_VALUATION_SORT, readValuationSort, sortParamOf, tableSortOf } from './valuation-sort.ts';
import { ValuationSummaryCards } from './valuation-summary.tsx';

const valuationSpec: StockListSpec = { filters: { warehouse_id: 'id' }, plain: ['warehouse_id'] };

/** /stock/valuation: what the stock is worth at cost and at price, totals over the whole list. */
export function StockValuationPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const session = useProductSession();
  const number = useNumber();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readValuationSort(searchParams);
  const { state, query } = useStockListState(valuationSpec, sort);
  const allowed = session.can('stocks.view') && session.can('products.cost');
  const list = useQuery({ ...valuationQuery(query), enabled: allowed });
  const warehouses = useQuery({ ...warehousesQuery, enabled: allowed && session.can('warehouses.view') });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!session.can('stocks.view')) return <p role="alert">{t('common.forbidden')}</p>;
  if (!session.can('products.cost')) {
    return (
      <div className="flex flex-col gap-4">
        <StockHeader title={t('valuation.title')} />
        <p role="alert">{t('valuation.refused')}</p>
      </div>
    );
  }

  // The sort is held in the address bar too (the other stock lists have a fixed one).
  const write = (next: StockListState, nextSort = sort) => {
    const params = writeListState(next);
    if (nextSort !== DEFAULT_VALUATION_SORT) params.set('sort', nextSort);
    setSearchParams(params);
  };
  const change = (next: ListChange) => write(changeListState(state, next));
  const filtered = state.search !== '' || Boolean(state.filters.warehouse_id);
  const columns = valuationColumns({ t, number, money: session.money });

  return (
    <StockListFrame
      list={list}
      state={state}
      change={change}
      caption={t('valuation.caption')}
      loadingLines={8}
      table={{
        columns,
        rowKey: (row) => row.variant_id,
        sort: tableSortOf(sort),
        onSortChange: (next) => write({ ...state, page: 1 }, sortParamOf(next)),
        empty: (
          <StockListEmpty screen="valuation" filtered={filtered} onClear={() => change({ clear: true })} />
        ),
      }}
    >
      <StockHeader
        title={t('valuation.title')}
        actions={
          session.can('stocks.export') && (
            <ExportButton
              path={apiPath('stock-valuation')}
              query={{
                sort,
                ...(state.search ? { search: state.search } : {}),
                ...(state.filters.warehouse_id ? { warehouse_id: state.filters.warehouse_id } : {}),
              }}
            />
          )
        }
      />
      <p className="text-fg-muted text-sm">{t('valuation.intro')}</p>

      {list.data && (
        <ValuationSummaryCards summary={list.data.summary} money={session.money} number={number} />
      )}

      <div className="grid gap-3 md:grid-cols-2">
        <WarehouseSelect
          label={t('overview.warehouse')}
          warehouses={warehouses.data}
          value={state.filters.warehouse_id ?? ''}
          onChange={(id) => change({ filter: 'warehouse_id', value: id || null })}
          placeholder={t('common.all_warehouses')}
        />
        <ListSearch
          id="valuation-search"
          label={t('overview.search')}
          placeholder={t('overview.search_placeholder')}
          submitLabel={t('common.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
      </div>
    </StockListFrame>
  );
}
