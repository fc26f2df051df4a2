import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppLink } from '../../../app/app-link.ts';
import { BarcodeInput } from '../../../components/barcode/barcode-input.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { ListPager } from '../../../components/list/list-pager.tsx';
import { PageSizeSelect } from '../../../components/list/page-size-select.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { TableSort } from '../../../components/ui/table.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { apiPath, lookupVariant, productListQuery } from '../api.ts';
import { productPaths } from '../paths.ts';
import { tagsOf } from '../shared/tags.ts';
import { useProductSession } from '../shared/use-session.ts';
import { BulkActions } from './bulk-actions.tsx';
import {
  activeFilterCount,
  changeListParams,
  type ListChange,
  PER_PAGE_CHOICES,
  productsQuery,
  readListParams,
  writeListParams,
} from './list-params.ts';
import { ProductListControls } from './product-list-controls.tsx';
import { ProductRows } from './product-rows.tsx';

const sortOfTable = (sort: string): TableSort | undefined =>
  sort === 'title'
    ? { key: 'title', direction: 'asc' }
    : sort === '-title'
      ? { key: 'title', direction: 'desc' }
      : undefined;

/** /products: search, filters and sort in the URL, saved views, bulk actions, find by barcode. */
export function ProductListPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListParams(searchParams), [searchParams]);
  const query = useMemo(() => productsQuery(state), [state]);
  const canView = session.can('products.view');
  const list = useQuery({ ...productListQuery(query), enabled: canView });
  const [selected, setSelected] = useState<Set<string>>(new Set());

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const change = (next: ListChange) => {
    setSearchParams(writeListParams(changeListParams(state, next)));
    setSelected(new Set());
  };
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: String(new FormData(event.currentTarget).get('search') ?? '') });
  };
  const products = list.data?.data ?? [];
  const meta = list.data?.meta;
  // Anyone who sees the list may select products to print their labels; the other actions ask more.
  const selectable = canView;
  const filtered = activeFilterCount(state) > 0 || state.search !== '';

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      products.every((product) => current.has(product.id))
        ? new Set()
        : new Set(products.map((product) => product.id)),
    );

  const empty = filtered ? (
    <EmptyState
      title={t('list.no_match')}
      description={t('list.no_match_text')}
      action={
        <Button variant="outline" onClick={() => change({ clear: true })}>
          {t('filters.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={t('list.empty')}
      description={t('list.empty_text')}
      action={
        session.can('products.create') ? (
          <Button href={productPaths.create()}>{t('list.add')}</Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          session.can('products.export') && (
            <ExportButton key="export" path={apiPath('products')} query={query} />
          ),
          session.can('products.create') && (
            <Button key="import" variant="outline" {...appLink(productPaths.import())}>
              {t('list.import')}
            </Button>
          ),
        ]}
        actions={
          session.can('products.create') && (
            <Button {...appLink(productPaths.create())}>{t('list.add')}</Button>
          )
        }
      />

      <div className="grid gap-3 lg:grid-cols-2">
        <search aria-label={t('list.search_label')}>
          <form onSubmit={submitSearch} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor="product-search" className="mb-1 block font-medium text-sm">
                {t('list.search_label')}
              </label>
              <TextInput
                id="product-search"
                key={state.search}
                name="search"
                type="search"
                defaultValue={state.search}
                placeholder={t('list.search_placeholder')}
                enterKeyHint="search"
              />
            </div>
            <Button type="submit" variant="outline">
              {t('list.search')}
            </Button>
          </form>
        </search>
        <BarcodeInput
          label={t('barcode.label')}
          lookup={lookupVariant}
          onFound={(variant) => navigate(productPaths.edit(variant.product_id))}
        />
      </div>

      <ProductListControls
        state={state}
        onChange={change}
        onApplyView={(next) => {
          setSearchParams(new URLSearchParams(next));
          setSelected(new Set());
        }}
        companyId={session.companyId}
        canSeeSuppliers={session.can('suppliers.view')}
        canSeeCollections={session.can('collections.view')}
      />

      {selected.size > 0 && (
        <BulkActions
          ids={[...selected]}
          currency={session.currency}
          canUpdate={session.can('products.update')}
          canDelete={session.can('products.delete')}
          onDone={() => setSelected(new Set())}
          tagsOnScreen={tagsOf(products)}
          tagsOfSelected={tagsOf(products.filter((product) => selected.has(product.id)))}
          onPrintLabels={() =>
            navigate(
              productPaths.labels(
                products.filter((product) => selected.has(product.id)).map((product) => product.id),
              ),
            )
          }
        />
      )}

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={8} />
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{list.error.message || t('list.failed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ProductRows
          products={products}
          money={session.money}
          selected={selected}
          selectable={selectable}
          onToggle={toggle}
          onToggleAll={toggleAll}
          sort={sortOfTable(state.sort)}
          onSortChange={(sort) => change({ sort: sort.direction === 'asc' ? 'title' : '-title' })}
          onOpen={(product) => navigate(productPaths.edit(product.id))}
          empty={empty}
        />
      )}

      {meta && (
        <ListPager
          ns="products"
          meta={meta}
          onPage={(page) => change({ page })}
          extra={
            <PageSizeSelect
              label={t('list.per_page')}
              value={state.perPage}
              choices={PER_PAGE_CHOICES}
              onChange={(perPage) => change({ perPage })}
            />
          }
        />
      )}
    </div>
  );
}
