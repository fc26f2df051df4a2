import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../../app/app-link.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { ListSearch } from '../../../components/list/list-search.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiPath } from '../../products/api.ts';
import { productPaths } from '../../products/paths.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { overviewQuery, warehousesQuery } from '../api.ts';
import { overviewSpec } from '../list-params.ts';
import { stockPaths } from '../paths.ts';
import { StockListFrame, useStockListState } from '../stock-list-frame.tsx';
import { STOCK_NAMESPACES, StockHeader, useNumber, WarehouseSelect } from '../stock-ui.tsx';
import { overviewColumns } from './overview-columns.tsx';

/** /stock: each variant's quantity in every warehouse (or one), search, low-stock marks, export. */
export function StockOverviewPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const session = useProductSession();
  const appLink = useAppLink();
  const number = useNumber();
  const { state, query, show, change } = useStockListState(overviewSpec);
  const canView = session.can('stocks.view');
  const list = useQuery({ ...overviewQuery(query), enabled: canView });
  // Without warehouses.view (an accountant) the warehouse choices come from the data itself, or are left out.
  const warehouses = useQuery({ ...warehousesQuery, enabled: canView && session.can('warehouses.view') });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;

  const columnsOf = list.data?.warehouses ?? [];
  const oneWarehouse = Boolean(state.filters.warehouse_id);
  const narrowed = Boolean(state.filters.product_id || state.filters.variant_id);
  const filtered = state.search !== '' || narrowed;

  const columns = overviewColumns({ t, number, warehouses: columnsOf, oneWarehouse });

  const empty = filtered ? (
    <EmptyState
      title={t('overview.no_match')}
      action={
        <Button variant="outline" onClick={() => change({ clear: true })}>
          {t('common.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t('overview.empty')}
      description={t('overview.empty_text')}
      action={
        session.can('products.create') && (
          <Button {...appLink(productPaths.create())}>{t('overview.add_product')}</Button>
        )
      }
    />
  );

  return (
    <StockListFrame
      list={list}
      state={state}
      change={change}
      caption={t('overview.caption')}
      loadingLines={8}
      table={{ columns, rowKey: (row) => row.variant_id, empty }}
    >
      <StockHeader
        title={t('overview.title')}
        more={[
          session.can('products.cost') && (
            <Button key="valuation" variant="outline" {...appLink(stockPaths.valuation())}>
              {t('valuation.open')}
            </Button>
          ),
          session.can('stocks.export') && (
            <ExportButton
              key="export"
              path={apiPath('stock-balances')}
              query={{
                ...(state.search ? { search: state.search } : {}),
                filter: {
                  warehouse_id: state.filters.warehouse_id,
                  product_id: state.filters.product_id,
                  variant_id: state.filters.variant_id,
                },
              }}
            />
          ),
          session.can('stocks.create') && (
            <Button key="transfer" variant="outline" {...appLink(stockPaths.transferCreate())}>
              {t('transfers.new')}
            </Button>
          ),
        ]}
        actions={
          session.can('stocks.create') && <Button {...appLink(stockPaths.adjust())}>{t('adjust.new')}</Button>
        }
      />

      <div className="grid gap-3 md:grid-cols-2">
        <WarehouseSelect
          label={t('overview.warehouse')}
          warehouses={
            warehouses.data ??
            list.data?.warehouses.map((w) => ({ ...w, is_default: false, is_active: true }))
          }
          value={state.filters.warehouse_id ?? ''}
          onChange={(id) => change({ filter: 'warehouse_id', value: id || null })}
          placeholder={t('common.all_warehouses')}
        />
        <ListSearch
          id="stock-search"
          label={t('overview.search')}
          placeholder={t('overview.search_placeholder')}
          submitLabel={t('common.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
      </div>
      {narrowed && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('overview.narrowed')}
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              const { product_id: _product, variant_id: _variant, ...rest } = state.filters;
              show({ ...state, filters: rest, page: 1 });
            }}
          >
            {t('common.clear')}
          </Button>
        </p>
      )}
    </StockListFrame>
  );
}
