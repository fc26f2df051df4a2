import type { Collection } from '@comptoir/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api.ts';
import { useAppLink } from '../../app/app-link.ts';
import { showErrorToast } from '../../app/toasts.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiRequestError, unwrap } from '../../lib/http/api-client.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { collectionKeys, collectionListQuery } from './api.ts';
import {
  COLLECTION_SORTS,
  type CollectionListParams,
  canReorder,
  collectionsQuery,
  moveItem,
  readCollectionParams,
  writeCollectionParams,
} from './collection-draft.ts';
import { collectionPaths } from './paths.ts';
import { ReorderList } from './reorder-list.tsx';

/** /collections: search, kind and published filters, reorder (buttons or drag), export. */
export function CollectionListPage() {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const queryClient = useQueryClient();
  const session = useProductSession();
  const { state, change, clear } = useUrlListState(readCollectionParams, writeCollectionParams);
  const query = useMemo(() => collectionsQuery(state), [state]);
  const canView = session.can('collections.view');
  const list = useQuery({ ...collectionListQuery(query), enabled: canView });
  const [order, setOrder] = useState<Collection[] | null>(null);
  useEffect(() => setOrder(list.data?.data ?? null), [list.data]);

  const reorder = useMutation({
    mutationFn: async (ids: string[]) => unwrap(await api.post(`${apiPath('collections')}/reorder`, { ids })),
    meta: { path: apiPath('collections') },
  });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const filtered = state.search !== '' || state.kind !== '' || state.published !== '';
  const collections = order ?? [];
  const meta = list.data?.meta;
  const movable = session.can('collections.update') && canReorder(state) && (meta?.last_page ?? 1) <= 1;

  async function move(from: number, to: number) {
    const before = collections;
    const next = moveItem(before, from, to);
    setOrder(next);
    try {
      await reorder.mutateAsync(next.map((collection) => collection.id));
      await queryClient.invalidateQueries({ queryKey: collectionKeys.lists() });
    } catch (error) {
      setOrder(before);
      showErrorToast(
        'collections-reorder-error',
        error instanceof ApiRequestError && error.result.error
          ? error.result.error.message
          : t('errors.generic'),
      );
    }
  }

  const open = (id: string) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(collectionPaths.edit(id));
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          session.can('collections.export') && (
            <ExportButton key="export" path={apiPath('collections')} query={query} />
          ),
        ]}
        actions={
          session.can('collections.create') && (
            <Button {...appLink(collectionPaths.create())}>{t('list.add')}</Button>
          )
        }
      />

      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="collection-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={[state.kind, state.published].filter(Boolean).length} withSort>
          <Field label={t('list.kind_filter')}>
            <Select
              value={state.kind}
              onChange={(event) => change({ kind: event.target.value as CollectionListParams['kind'] })}
              placeholder={t('list.any')}
              options={[
                { value: 'manual', label: t('kinds.manual') },
                { value: 'rules', label: t('kinds.rules') },
              ]}
            />
          </Field>
          <Field label={t('list.published_filter')}>
            <Select
              value={state.published}
              onChange={(event) =>
                change({ published: event.target.value as CollectionListParams['published'] })
              }
              placeholder={t('list.any')}
              options={[
                { value: 'true', label: t('list.published') },
                { value: 'false', label: t('list.hidden') },
              ]}
            />
          </Field>
          <Field label={t('list.sort')}>
            <Select
              value={state.sort}
              onChange={(event) => change({ sort: event.target.value as CollectionListParams['sort'] })}
              options={COLLECTION_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
            />
          </Field>
        </ListFilters>
      </div>

      {session.can('collections.update') && !movable && collections.length > 1 && (
        <p className="text-fg-muted text-sm">{t('list.reorder_hint')}</p>
      )}

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={6} />
      ) : list.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-lg border border-line bg-surface p-4"
        >
          <p>{list.error.message || t('errors.generic')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : collections.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('list.no_match')}
            action={
              <Button variant="outline" onClick={clear}>
                {t('list.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('list.empty')}
            description={t('list.empty_text')}
            action={
              session.can('collections.create') ? (
                <Button {...appLink(collectionPaths.create())}>{t('list.add')}</Button>
              ) : undefined
            }
          />
        )
      ) : (
        <ReorderList
          label={t('list.title')}
          items={collections}
          itemKey={(collection) => collection.id}
          className="rounded-lg border border-line bg-surface px-3"
          upLabel={(collection) => t('list.move_up', { title: collection.title })}
          downLabel={(collection) => t('list.move_down', { title: collection.title })}
          onMove={movable ? (from, to) => void move(from, to) : undefined}
          render={(collection) => (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a
                href={collectionPaths.edit(collection.id)}
                onClick={open(collection.id)}
                className="min-h-11 content-center font-medium hover:underline pointer-fine:min-h-8"
              >
                {collection.title}
              </a>
              <Badge color={collection.kind === 'manual' ? 'sky' : 'purple'}>
                {t(`kinds.${collection.kind}`)}
              </Badge>
              {collection.published ? (
                <Badge color="green">{t('list.published')}</Badge>
              ) : (
                <Badge color="amber">{t('list.hidden')}</Badge>
              )}
              {collection.products_count !== undefined && (
                <span className="text-fg-muted text-sm">
                  {t('list.products_count', { count: collection.products_count })}
                </span>
              )}
            </div>
          )}
        />
      )}

      {meta && <ListPager ns="collections" hideSinglePage meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
