import type { OrderReturn } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { DateRangeFields } from '../../components/list/date-range-fields.tsx';
import { ListEmpty } from '../../components/list/list-empty.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { useUrlListState } from '../../components/list/use-url-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { orderPaths } from '../orders/paths.ts';
import { ReturnApproveDialog } from '../orders/return-approve-dialog.tsx';
import { ReturnDecisionButtons } from '../orders/return-decision-buttons.tsx';
import { useReturnDecisions } from '../orders/return-decisions.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { useDeviceClass } from '../shell/rules/breakpoints.ts';
import { returnListQuery } from './api.ts';
import {
  AWAITING_QUERY,
  isFiltered,
  readReturnParams,
  returnListQueryOf,
  writeReturnParams,
} from './return-params.ts';
import { ReturnStatusBadge } from './return-status-badge.tsx';
import { StatusChips } from './status-chips.tsx';
import { useReturnApproval } from './use-return-approval.ts';

/**
 * /returns: every return of the company, newest first, with those awaiting approval one tap
 * away and decided from the row (the order page's own approval dialog and reject).
 */
export function ReturnListPage() {
  const { t, i18n } = useTranslation('orders');
  const session = useProductSession();
  const { state, change, clear } = useUrlListState(readReturnParams, writeReturnParams);
  const query = useMemo(() => returnListQueryOf(state), [state]);
  const canView = session.can('returns.view');
  const list = useQuery({ ...returnListQuery(query), enabled: canView });
  const awaiting = useQuery({ ...returnListQuery(AWAITING_QUERY), enabled: canView });
  const decisions = useReturnDecisions();
  const approval = useReturnApproval(decisions.failed);
  // A phone shows the return, its worth and the decision: the sale and status go under them.
  const phone = useDeviceClass() === 'mobile';

  if (!session.ready) return <Skeleton label={t('returns.list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('returns.list.forbidden')}</p>;

  const canApprove = session.can('returns.approve');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const sale = (r: OrderReturn) => (
    <span className="flex flex-col">
      <Link to={orderPaths.detail(r.order_id)} className="text-primary-text underline">
        {r.order_reference}
      </Link>
      <span className="text-fg-muted text-xs">{r.customer_name ?? t('list.walk_in')}</span>
    </span>
  );
  const columns: TableColumn<OrderReturn>[] = [
    {
      key: 'return',
      header: t('returns.list.return'),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.reference}</span>
          <span className="font-normal text-fg-muted text-xs">{date(r.created_at)}</span>
          {/* The sale and status columns are left out on phones: they come here. */}
          {phone && (
            <span className="flex flex-col items-start gap-1 font-normal">
              {sale(r)}
              <ReturnStatusBadge item={r} />
            </span>
          )}
        </span>
      ),
    },
    ...(phone ? [] : [{ key: 'sale', header: t('returns.list.sale'), cell: sale }]),
    {
      key: 'total',
      header: t('returns.list.total'),
      align: 'end',
      cell: (r) => <span className="whitespace-nowrap font-medium">{session.money(r.total)}</span>,
    },
    ...(phone
      ? []
      : [
          {
            key: 'status',
            header: t('returns.list.status'),
            cell: (r: OrderReturn) => <ReturnStatusBadge item={r} />,
          },
        ]),
    ...(canApprove
      ? [
          {
            key: 'decision',
            header: <span className="sr-only">{t('returns.list.decision')}</span>,
            cell: (r: OrderReturn) =>
              r.status === 'requested' && (
                <ReturnDecisionButtons
                  item={r}
                  decisions={decisions}
                  approving={approval.loadingId === r.id}
                  onApprove={() => approval.open(r)}
                />
              ),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('returns.title')}
        // the screen's one action: nothing to fold away
        actions={session.can('returns.export') && <ExportButton path={apiPath('returns')} query={query} />}
      />

      <StatusChips
        value={state.status}
        awaiting={awaiting.data?.meta}
        onChange={(status) => change({ status })}
      />
      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="return-search"
          label={t('returns.list.search_label')}
          placeholder={t('returns.list.search_placeholder')}
          submitLabel={t('returns.list.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={state.from || state.to ? 1 : 0}>
          <DateRangeFields
            from={state.from}
            to={state.to}
            fromLabel={t('returns.list.from')}
            toLabel={t('returns.list.to')}
            onChange={change}
          />
        </ListFilters>
      </div>

      {list.isPending ? (
        <Skeleton label={t('returns.list.loading')} lines={6} />
      ) : list.isError ? (
        <ListError
          ns="orders"
          fallbackKey="errors.generic"
          retryKey="returns.list.retry"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table
          caption={t('returns.title')}
          captionHidden
          columns={columns}
          rows={list.data.data}
          rowKey={(r) => r.id}
          empty={
            <ListEmpty
              filtered={isFiltered(state)}
              noMatch={t('returns.list.no_match')}
              clearLabel={t('returns.list.clear')}
              empty={t('returns.list.empty')}
              emptyText={t('returns.list.empty_text')}
              onClear={clear}
            />
          }
        />
      )}
      {list.data && (
        <ListPager
          ns="orders"
          keys="returns.list"
          hideSinglePage
          meta={list.data.meta}
          onPage={(page) => change({ page })}
        />
      )}

      {approval.item && approval.order && (
        <ReturnApproveDialog
          item={approval.item}
          order={approval.order}
          money={session.money}
          canPickWarehouse={session.can('warehouses.view')}
          onClose={approval.close}
          onApproved={(approved) => {
            approval.close();
            decisions.approved(approved);
          }}
        />
      )}
    </div>
  );
}
