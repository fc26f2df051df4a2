import type { OrderReturn } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListError } from '../../components/list/list-error.tsx';
import { ListPager } from '../../components/list/list-pager.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { orderPaths } from '../orders/paths.ts';
import { ReturnApproveDialog } from '../orders/return-approve-dialog.tsx';
import { ReturnDecisionButtons } from '../orders/return-decision-buttons.tsx';
import { useReturnDecisions } from '../orders/return-decisions.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { returnListQuery } from './api.ts';
import {
  AWAITING_QUERY,
  isFiltered,
  type ReturnListParams,
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
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readReturnParams(searchParams), [searchParams]);
  const query = useMemo(() => returnListQueryOf(state), [state]);
  const canView = session.can('returns.view');
  const list = useQuery({ ...returnListQuery(query), enabled: canView });
  const awaiting = useQuery({ ...returnListQuery(AWAITING_QUERY), enabled: canView });
  const decisions = useReturnDecisions();
  const approval = useReturnApproval(decisions.failed);

  if (!session.ready) return <Skeleton label={t('returns.list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('returns.list.forbidden')}</p>;

  const change = (next: Partial<ReturnListParams>) =>
    setSearchParams(writeReturnParams({ ...state, page: 1, ...next }));
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
  };
  const canApprove = session.can('returns.approve');
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const columns: TableColumn<OrderReturn>[] = [
    {
      key: 'return',
      header: t('returns.list.return'),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.reference}</span>
          <span className="font-normal text-fg-muted text-xs">{date(r.created_at)}</span>
        </span>
      ),
    },
    {
      key: 'sale',
      header: t('returns.list.sale'),
      cell: (r) => (
        <span className="flex flex-col">
          <Link to={orderPaths.detail(r.order_id)} className="text-primary-text underline">
            {r.order_reference}
          </Link>
          <span className="text-fg-muted text-xs">{r.customer_name ?? t('list.walk_in')}</span>
        </span>
      ),
    },
    {
      key: 'total',
      header: t('returns.list.total'),
      align: 'end',
      cell: (r) => <span className="whitespace-nowrap font-medium">{session.money(r.total)}</span>,
    },
    { key: 'status', header: t('returns.list.status'), cell: (r) => <ReturnStatusBadge item={r} /> },
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-semibold text-2xl">{t('returns.title')}</h1>
        {session.can('returns.export') && <ExportButton path={apiPath('returns')} query={query} />}
      </div>

      <StatusChips
        value={state.status}
        awaiting={awaiting.data?.meta.total}
        onChange={(status) => change({ status })}
      />
      <search aria-label={t('returns.list.search_label')}>
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="return-search" className="mb-1 block font-medium text-sm">
              {t('returns.list.search_label')}
            </label>
            <TextInput
              id="return-search"
              key={`s-${state.search}`}
              name="search"
              type="search"
              defaultValue={state.search}
              placeholder={t('returns.list.search_placeholder')}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline">
            {t('returns.list.search')}
          </Button>
        </form>
      </search>
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t('returns.list.from')}>
          <TextInput type="date" value={state.from} onChange={(e) => change({ from: e.target.value })} />
        </Field>
        <Field label={t('returns.list.to')}>
          <TextInput type="date" value={state.to} onChange={(e) => change({ to: e.target.value })} />
        </Field>
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
            isFiltered(state) ? (
              <EmptyState
                title={t('returns.list.no_match')}
                action={
                  <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
                    {t('returns.list.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('returns.list.empty')} description={t('returns.list.empty_text')} />
            )
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
