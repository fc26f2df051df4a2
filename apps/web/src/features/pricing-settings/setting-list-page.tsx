import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select, type SelectOption } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { type SettingResource, settingListQuery } from './api.ts';
import {
  listQueryOf,
  readListParams,
  type SettingListParams,
  type SettingListSpec,
  writeListParams,
} from './list-params.ts';

export interface SettingListPageProps<T extends { id: string }> {
  /** i18n namespace holding list.* and sorts.* keys */
  ns: string;
  resource: SettingResource;
  /** permission resource, e.g. 'shipping_fees' */
  permission: string;
  spec: SettingListSpec;
  filters: { param: string; label: string; options: SelectOption[] }[];
  columns: TableColumn<T>[];
  paths: { create: () => string; edit: (id: string) => string };
  /** secondary actions beside the export, e.g. a link to related settings: under "More" on a phone */
  more?: ReactNode[];
}

/**
 * A settings list: search, filters and sort in the URL, export, pages, add button. On a phone the
 * filters and sort wait in a sheet and the export (and `more`) under "More".
 */
export function SettingListPage<T extends { id: string }>(props: SettingListPageProps<T>) {
  const { ns, resource, permission, spec } = props;
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const read = useCallback((params: URLSearchParams) => readListParams(params, spec), [spec]);
  const write = useCallback((state: SettingListParams) => writeListParams(state, spec), [spec]);
  const { state, change, clear, submitSearch } = useUrlListState(read, write);
  const query = useMemo(() => listQueryOf(state, spec), [state, spec]);
  const canView = session.can(`${permission}.view`);
  const list = useQuery({ ...settingListQuery<T>(resource, query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const canCreate = session.can(`${permission}.create`);
  const filtered = state.search !== '' || Object.keys(state.filters).length > 0;
  const meta = list.data?.meta;
  const empty = filtered ? (
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
      action={canCreate ? <Button {...appLink(props.paths.create())}>{t('list.add')}</Button> : undefined}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          ...(props.more ?? []),
          session.can(`${permission}.export`) && (
            <ExportButton key="export" path={apiPath(resource)} query={query} />
          ),
        ]}
        actions={canCreate && <Button {...appLink(props.paths.create())}>{t('list.add')}</Button>}
      />

      <div className="flex flex-wrap items-end gap-2">
        <search aria-label={t('list.search_label')} className="min-w-0 flex-1 basis-64">
          <form onSubmit={submitSearch} className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor={`${resource}-search`} className="mb-1 block font-medium text-sm">
                {t('list.search_label')}
              </label>
              <TextInput
                id={`${resource}-search`}
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
        <ListFilters count={Object.values(state.filters).filter(Boolean).length} withSort>
          {props.filters.map((filter) => (
            <Field key={filter.param} label={filter.label}>
              <Select
                value={state.filters[filter.param] ?? ''}
                onChange={(event) =>
                  change({ filters: { ...state.filters, [filter.param]: event.target.value } })
                }
                placeholder={t('list.any')}
                options={filter.options}
              />
            </Field>
          ))}
          <Field label={t('list.sort')}>
            <Select
              value={state.sort}
              onChange={(event) => change({ sort: event.target.value })}
              options={spec.sorts.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
            />
          </Field>
        </ListFilters>
      </div>

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
      ) : (
        <Table
          caption={t('list.title')}
          captionHidden
          columns={props.columns}
          rows={list.data.data}
          rowKey={(row) => row.id}
          onRowClick={(row) => navigate(props.paths.edit(row.id))}
          empty={empty}
        />
      )}

      {meta && <ListPager ns={ns} meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
