import type { Supplier } from '@comptoir/core';
import { displayPhone } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
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
import { detailLine, NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { supplierListQuery } from './api.ts';
import { supplierPaths } from './paths.ts';
import {
  readSupplierParams,
  SUPPLIER_SORTS,
  type SupplierListParams,
  suppliersQuery,
  writeSupplierParams,
} from './supplier-draft.ts';

/** /suppliers: search, active filter and sort in the URL, export, pages. */
export function SupplierListPage() {
  const { t } = useTranslation('suppliers');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const { state, change, clear } = useUrlListState(readSupplierParams, writeSupplierParams);
  const query = useMemo(() => suppliersQuery(state), [state]);
  const canView = session.can('suppliers.view');
  const list = useQuery({ ...supplierListQuery(query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const filtered = state.search !== '' || state.active !== '';
  const suppliers = list.data?.data ?? [];
  const meta = list.data?.meta;

  const place = (s: Supplier) => [s.city, s.country].filter(Boolean).join(', ');
  const columns: TableColumn<Supplier>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      cell: (s) => (
        // The contact and city columns are left out on phones: their values come under the name.
        <NameWithDetail name={<span>{s.name}</span>}>
          {detailLine(s.contact_name, s.phone && displayPhone(s.phone), place(s))}
        </NameWithDetail>
      ),
    },
    {
      key: 'contact',
      header: t('list.contact'),
      hideOnPhone: true,
      cell: (s) => (
        <span className="flex flex-col">
          {s.contact_name && <span>{s.contact_name}</span>}
          {s.phone && <span className="text-fg-muted">{displayPhone(s.phone)}</span>}
          {s.email && <span className="text-fg-muted">{s.email}</span>}
        </span>
      ),
    },
    { key: 'city', header: t('fields.city'), hideOnPhone: true, cell: place },
    {
      key: 'status',
      header: t('list.status'),
      cell: (s) =>
        s.is_active ? (
          <Badge color="green">{t('list.active')}</Badge>
        ) : (
          <Badge color="amber">{t('list.inactive')}</Badge>
        ),
    },
  ];

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
      action={
        session.can('suppliers.create') ? (
          <Button {...appLink(supplierPaths.create())}>{t('list.add')}</Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          session.can('suppliers.export') && (
            <ExportButton key="export" path={apiPath('suppliers')} query={query} />
          ),
        ]}
        actions={
          session.can('suppliers.create') && (
            <Button {...appLink(supplierPaths.create())}>{t('list.add')}</Button>
          )
        }
      />

      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="supplier-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={state.active ? 1 : 0} withSort>
          <Field label={t('list.active_filter')}>
            <Select
              value={state.active}
              onChange={(event) => change({ active: event.target.value as SupplierListParams['active'] })}
              placeholder={t('list.any')}
              options={[
                { value: 'true', label: t('list.active') },
                { value: 'false', label: t('list.inactive') },
              ]}
            />
          </Field>
          <Field label={t('list.sort')}>
            <Select
              value={state.sort}
              onChange={(event) => change({ sort: event.target.value as SupplierListParams['sort'] })}
              options={SUPPLIER_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
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
          columns={columns}
          rows={suppliers}
          rowKey={(s) => s.id}
          onRowClick={(s) => navigate(supplierPaths.edit(s.id))}
          empty={empty}
        />
      )}

      {meta && <ListPager ns="suppliers" meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
