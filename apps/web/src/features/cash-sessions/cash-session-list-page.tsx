import type { CashSession } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListEmpty } from '../../components/list/list-empty.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { PhoneDetail } from '../../components/ui/phone-detail.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { cashSessionListQuery } from './api.ts';
import { CashSessionFilters } from './cash-session-filters.tsx';
import {
  cashSessionListQueryOf,
  isFiltered,
  readCashSessionParams,
  writeCashSessionParams,
} from './cash-session-params.ts';
import { DifferenceBadge } from './difference-badge.tsx';
import { OpenBadge } from './open-badge.tsx';
import { cashSessionPaths } from './paths.ts';

/**
 * /pos/sessions: the cash drawer sessions, newest first, with who opened and closed them and
 * what the count found; a row opens the session's Z report.
 */
export function CashSessionListPage() {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const session = useProductSession();
  const { state, change, clear } = useUrlListState(readCashSessionParams, writeCashSessionParams);
  const query = useMemo(() => cashSessionListQueryOf(state), [state]);
  const canView = session.can('orders.view');
  const list = useQuery({ ...cashSessionListQuery(query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('sessions.list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('sessions.list.forbidden')}</p>;

  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const byWhom = (name: string | null) =>
    name && <span className="block text-fg-muted text-xs">{t('sessions.list.by', { name })}</span>;

  const columns: TableColumn<CashSession>[] = [
    {
      key: 'session',
      header: t('sessions.list.session'),
      cell: (s) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap">{s.reference}</span>
          {s.shop_name && <span className="font-normal text-fg-muted text-xs">{s.shop_name}</span>}
          {/* The opened and closed columns are left out on phones: the day and an open drawer come here. */}
          <PhoneDetail className="flex flex-wrap items-center gap-1">
            {when(s.opened_at)}
            {s.status === 'open' && <OpenBadge />}
          </PhoneDetail>
        </span>
      ),
    },
    {
      key: 'opened',
      header: t('sessions.list.opened'),
      hideOnPhone: true,
      cell: (s) => (
        <>
          {when(s.opened_at)}
          {byWhom(s.opened_by_name)}
        </>
      ),
    },
    {
      key: 'closed',
      header: t('sessions.list.closed'),
      hideOnPhone: true,
      cell: (s) =>
        s.closed_at ? (
          <>
            {when(s.closed_at)}
            {byWhom(s.closed_by_name)}
          </>
        ) : (
          <OpenBadge />
        ),
    },
    {
      key: 'expected',
      header: t('sessions.list.expected'),
      align: 'end',
      hideOnPhone: true,
      cell: (s) => <span className="whitespace-nowrap">{session.money(s.report.expected_cash)}</span>,
    },
    {
      key: 'counted',
      header: t('sessions.list.counted'),
      align: 'end',
      hideOnPhone: true,
      cell: (s) => <span className="whitespace-nowrap">{session.money(s.counted_cash)}</span>,
    },
    {
      key: 'difference',
      header: t('sessions.list.difference'),
      align: 'end',
      cell: (s) => <DifferenceBadge difference={s.report.difference} money={session.money} />,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('sessions.title')}
        // the screen's one action: nothing to fold away
        actions={
          session.can('orders.export') && <ExportButton path={apiPath('cash-sessions')} query={query} />
        }
      />

      <CashSessionFilters state={state} onChange={change} />

      {list.isPending ? (
        <Skeleton label={t('sessions.list.loading')} lines={6} />
      ) : list.isError ? (
        <ListError
          ns="orders"
          fallbackKey="errors.generic"
          retryKey="sessions.list.retry"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table
          caption={t('sessions.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(s) => s.id}
          onRowClick={(s) => navigate(cashSessionPaths.detail(s.id))}
          empty={
            <ListEmpty
              filtered={isFiltered(state)}
              noMatch={t('sessions.list.no_match')}
              clearLabel={t('sessions.list.clear')}
              empty={t('sessions.list.empty')}
              emptyText={t('sessions.list.empty_text')}
              onClear={clear}
            />
          }
        />
      )}
      {list.data && (
        <ListPager
          ns="orders"
          keys="sessions.list"
          hideSinglePage
          meta={list.data.meta}
          onPage={(page) => change({ page })}
        />
      )}
    </div>
  );
}
