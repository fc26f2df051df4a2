import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inScrollArea, ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { apiPath } from '../../products/api.ts';
import { productPaths } from '../../products/paths.ts';
import { useProductSession } from '../../products/shared/use-session.ts';
import { overviewQuery, warehousesQuery } from '../api.ts';
import {
  changeListState,
  type ListChange,
  listQueryOf,
  overviewSpec,
  readListState,
  writeListState,
} from '../list-params.ts';
import { stockPaths } from '../paths.ts';
import { LoadError, Pager, STOCK_NAMESPACES, StockHeader, useNumber, WarehouseSelect } from '../stock-ui.tsx';
import { overviewColumns } from './overview-columns.tsx';

/** /stock: each variant's quantity in every warehouse (or one), search, low-stock marks, export. */
export function StockOverviewPage() {
  const { t } = useTranslation(STOCK_NAMESPACES);
  const session = useProductSession();
  const appLink = useAppLink();
  const number = useNumber();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams, overviewSpec), [searchParams]);
  const query = useMemo(() => listQueryOf(state, overviewSpec), [state]);
  const canView = session.can('stocks.view');
  const list = useQuery({ ...overviewQuery(query), enabled: canView });
  // Without warehouses.view (an accountant) the warehouse choices come from the data itself, or are left out.
  const warehouses = useQuery({ ...warehousesQuery, enabled: canView && session.can('warehouses.view') });

  if (!session.ready) return <Skeleton label={t('common.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('common.forbidden')}</p>;

  const change = (next: ListChange) => setSearchParams(writeListState(changeListState(state, next)));
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: String(new FormData(event.currentTarget).get('search') ?? '') });
  };
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
    <div className="flex flex-col gap-4">
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
        <search aria-label={t('overview.search')}>
          <form onSubmit={submitSearch} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor="stock-search" className="mb-1 block font-medium text-sm">
                {t('overview.search')}
              </label>
              <TextInput
                id="stock-search"
                key={state.search}
                name="search"
                type="search"
                defaultValue={state.search}
                placeholder={t('overview.search_placeholder')}
                enterKeyHint="search"
              />
            </div>
            <Button type="submit" variant="outline">
              {t('common.search')}
            </Button>
          </form>
        </search>
      </div>
      {narrowed && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('overview.narrowed')}
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              const { product_id: _product, variant_id: _variant, ...rest } = state.filters;
              setSearchParams(writeListState({ ...state, filters: rest, page: 1 }));
            }}
          >
            {t('common.clear')}
          </Button>
        </p>
      )}

      {list.isPending ? (
        <Skeleton label={t('common.loading')} lines={8} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ScrollArea label={t('overview.caption')}>
          <Table
            className={inScrollArea}
            caption={t('overview.caption')}
            captionHidden
            columns={columns}
            rows={list.data.data}
            rowKey={(row) => row.variant_id}
            empty={empty}
          />
        </ScrollArea>
      )}
      <Pager
        meta={list.data?.meta}
        perPage={state.perPage}
        onPage={(page) => change({ page })}
        onPerPage={(perPage) => change({ perPage })}
      />
    </div>
  );
}
