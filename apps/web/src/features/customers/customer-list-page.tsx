import type { Customer } from '@comptoir/core';
import { displayPhone } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppLink } from '../../app/app-link.ts';
import { ExportButton } from '../../components/export-button.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { TextFilter } from '../../components/list/text-filter.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { detailLine, NameWithDetail } from '../../components/ui/phone-detail.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { useDeviceClass } from '../shell/rules/breakpoints.ts';
import { customerListQuery } from './api.ts';
import {
  CUSTOMER_CONSENT_FILTERS,
  CUSTOMER_TYPE_FILTERS,
  type CustomerListParams,
  customersQuery,
  readCustomerParams,
  writeCustomerParams,
} from './customer-draft.ts';
import { customerPaths } from './paths.ts';

const SORTS = ['-created_at', 'created_at', 'name', '-name'] as const;

/** /customers: search (name, phone, email), type, tag and consent filters in the URL, export, pages. */
export function CustomerListPage() {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  const appLink = useAppLink();
  const session = useProductSession();
  const phone = useDeviceClass() === 'mobile';
  const { state, change, clear, submitSearch } = useUrlListState(readCustomerParams, writeCustomerParams);
  const query = useMemo(() => customersQuery(state), [state]);
  const canView = session.can('customers.view');
  const list = useQuery({ ...customerListQuery(query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const filterCount = [state.type, state.consent, state.tag].filter(Boolean).length;
  const filtered = state.search !== '' || filterCount > 0;
  const customers = list.data?.data ?? [];

  const badges = (c: Customer) =>
    c.tags.length > 0 || c.marketing_consent ? (
      <span className="flex flex-wrap gap-1">
        {c.tags.map((tag) => (
          <Badge key={tag} color="blue">
            {tag}
          </Badge>
        ))}
        {c.marketing_consent && <Badge color="green">{t('list.consented')}</Badge>}
      </span>
    ) : null;
  const columns: TableColumn<Customer>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      cell: (c) => (
        // The type, contact and tags columns are left out on phones: their values come under the name.
        <NameWithDetail name={<span>{c.name}</span>} className="flex flex-col items-start gap-1">
          <span>{detailLine(c.phone && displayPhone(c.phone), t(`types.${c.type}`))}</span>
          {badges(c)}
        </NameWithDetail>
      ),
    },
    { key: 'type', header: t('fields.type'), hideOnPhone: true, cell: (c) => t(`types.${c.type}`) },
    {
      key: 'contact',
      header: t('list.contact'),
      hideOnPhone: true,
      cell: (c) => (
        <span className="flex flex-col">
          {c.phone && <span>{displayPhone(c.phone)}</span>}
          {c.email && <span className="text-fg-muted">{c.email}</span>}
        </span>
      ),
    },
    { key: 'tags', header: t('fields.tags'), hideOnPhone: true, cell: badges },
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
        session.can('customers.create') ? (
          <Button href={customerPaths.create()}>{t('list.add')}</Button>
        ) : undefined
      }
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          session.can('customers.stats') && (
            <Link key="credit" to={customerPaths.credit()} className={buttonClassName('outline')}>
              {t('list.credit')}
            </Link>
          ),
          session.can('customers.export') && (
            <ExportButton key="export" path={apiPath('customers')} query={query} />
          ),
          session.can('customers.create') && (
            <Button key="import" variant="outline" {...appLink(customerPaths.import())}>
              {t('list.import')}
            </Button>
          ),
        ]}
        actions={
          session.can('customers.create') && (
            <Button {...appLink(customerPaths.create())}>{t('list.add')}</Button>
          )
        }
      />

      <search aria-label={t('list.search_label')}>
        <form
          // on a phone the tag is in the filter sheet, not in this form
          onSubmit={(event) => submitSearch(event, 'tag')}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="customer-search" className="mb-1 block font-medium text-sm">
              {t('list.search_label')}
            </label>
            <TextInput
              id="customer-search"
              key={`s-${state.search}`}
              name="search"
              type="search"
              defaultValue={state.search}
              placeholder={t('list.search_placeholder')}
              enterKeyHint="search"
            />
          </div>
          {!phone && (
            <div className="basis-36">
              <label htmlFor="customer-tag" className="mb-1 block font-medium text-sm">
                {t('list.tag_filter')}
              </label>
              <TextInput
                id="customer-tag"
                key={`t-${state.tag}`}
                name="tag"
                defaultValue={state.tag}
                maxLength={40}
                enterKeyHint="search"
              />
            </div>
          )}
          <Button type="submit" variant="outline">
            {t('list.search')}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap items-end gap-2">
        <ListFilters count={filterCount} withSort>
          {phone && (
            <TextFilter
              label={t('list.tag_filter')}
              value={state.tag}
              maxLength={40}
              onChange={(tag) => change({ tag })}
            />
          )}
          <Field label={t('list.type_filter')}>
            <Select
              value={state.type}
              onChange={(event) => change({ type: event.target.value as CustomerListParams['type'] })}
              placeholder={t('list.any')}
              options={CUSTOMER_TYPE_FILTERS.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            />
          </Field>
          <Field label={t('list.consent_filter')}>
            <Select
              value={state.consent}
              onChange={(event) => change({ consent: event.target.value as CustomerListParams['consent'] })}
              placeholder={t('list.any')}
              options={CUSTOMER_CONSENT_FILTERS.map((value) => ({
                value,
                label: t(`list.consent_${value}`),
              }))}
            />
          </Field>
          <Field label={t('list.sort')}>
            <Select
              value={state.sort}
              onChange={(event) => change({ sort: event.target.value as CustomerListParams['sort'] })}
              options={SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
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
          rows={customers}
          rowKey={(c) => c.id}
          onRowClick={(c) => navigate(customerPaths.edit(c.id))}
          empty={empty}
        />
      )}

      {list.data && <ListPager ns="customers" meta={list.data.meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
