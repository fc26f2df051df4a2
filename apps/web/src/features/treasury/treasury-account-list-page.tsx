import { TREASURY_ACCOUNT_KINDS, type TreasuryAccountRecord } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExportButton } from '../../components/export-button.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { ListFilters } from '../../components/list/phone-filters-sheet.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { apiPath } from '../products/api.ts';
import { useProductSession } from '../products/shared/use-session.ts';
import { treasuryAccountListQuery } from './api.ts';
import { treasuryPaths } from './paths.ts';

const ARCHIVED = ['false', 'true'] as const;

/** The list's state in the address bar: search, kind and archived (live accounts by default). */
function readParams(params: URLSearchParams) {
  const kind = params.get('kind') ?? '';
  const archived = params.get('archived') ?? 'false';
  return {
    search: params.get('search')?.trim() ?? '',
    kind: (TREASURY_ACCOUNT_KINDS as readonly string[]).includes(kind) ? kind : '',
    archived: (ARCHIVED as readonly string[]).includes(archived) || archived === 'all' ? archived : 'false',
  };
}

/** /treasury-accounts: where the money is, each account with its balance now, and their total. */
export function TreasuryAccountListPage() {
  const { t } = useTranslation('treasury');
  const navigate = useNavigate();
  const session = useProductSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readParams(searchParams), [searchParams]);
  const query: ListQuery = useMemo(() => {
    const filter: Record<string, string> = {};
    if (state.kind) filter.kind = state.kind;
    if (state.archived !== 'all') filter.is_archived = state.archived;
    return { per_page: 100, sort: 'name', ...(state.search ? { search: state.search } : {}), filter };
  }, [state]);
  const canView = session.can('treasury_accounts.view');
  const list = useQuery({ ...treasuryAccountListQuery(query), enabled: canView });

  if (!session.ready) return <Skeleton label={t('list.loading')} lines={5} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;

  const change = (next: Partial<typeof state>) => {
    const merged = { ...state, ...next };
    const params = new URLSearchParams();
    if (merged.search) params.set('search', merged.search);
    if (merged.kind) params.set('kind', merged.kind);
    if (merged.archived !== 'false') params.set('archived', merged.archived);
    setSearchParams(params);
  };
  const accounts = list.data?.data ?? [];
  const total = accounts.filter((a) => !a.is_archived).reduce((sum, a) => sum + a.balance, 0);
  const filtered = state.search !== '' || state.kind !== '' || state.archived !== 'false';

  const columns: TableColumn<TreasuryAccountRecord>[] = [
    { key: 'name', header: t('fields.name'), cell: (a) => a.name },
    { key: 'kind', header: t('fields.kind'), hideOnPhone: true, cell: (a) => t(`kinds.${a.kind}`) },
    { key: 'code', header: t('fields.accounting_code'), hideOnPhone: true, cell: (a) => a.accounting_code },
    {
      key: 'status',
      header: t('list.status'),
      cell: (a) => (
        <span className="flex flex-wrap gap-1">
          {a.is_archived && <Badge color="amber">{t('list.archived')}</Badge>}
          {a.unreconciled_count > 0 && (
            <Badge color="blue">{t('list.to_reconcile', { count: a.unreconciled_count })}</Badge>
          )}
        </span>
      ),
    },
    {
      key: 'balance',
      header: t('fields.balance'),
      align: 'end',
      cell: (a) => (
        <span className={a.balance < 0 ? 'font-semibold text-danger-text' : 'font-semibold'}>
          {session.money(a.balance)}
        </span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        more={[
          session.can('transactions.view') && (
            <Link key="transactions" to={treasuryPaths.transactions()} className={buttonClassName('outline')}>
              {t('list.transactions')}
            </Link>
          ),
          session.can('treasury_accounts.export') && (
            <ExportButton key="export" path={apiPath('treasury-accounts')} query={query} />
          ),
        ]}
        actions={
          session.can('treasury_accounts.create') && (
            <Button href={treasuryPaths.create()}>{t('list.add')}</Button>
          )
        }
      />

      {list.data && state.archived === 'false' && (
        <p className="rounded-lg border border-line bg-surface p-4">
          <span className="block text-fg-muted text-sm">{t('list.total')}</span>
          <span className="font-semibold text-2xl" data-testid="treasury-total">
            {session.money(total)}
          </span>
        </p>
      )}

      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="treasury-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        {/* the archived filter narrows the list when it leaves "in use", its default */}
        <ListFilters count={[state.kind, state.archived !== 'false'].filter(Boolean).length}>
          <Field label={t('fields.kind')}>
            <Select
              value={state.kind}
              onChange={(event) => change({ kind: event.target.value })}
              placeholder={t('list.any')}
              options={TREASURY_ACCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            />
          </Field>
          <Field label={t('list.archived_filter')}>
            <Select
              value={state.archived}
              onChange={(event) => change({ archived: event.target.value })}
              options={[
                { value: 'false', label: t('list.in_use') },
                { value: 'true', label: t('list.archived') },
                { value: 'all', label: t('list.any') },
              ]}
            />
          </Field>
        </ListFilters>
      </div>

      {list.isPending ? (
        <Skeleton label={t('list.loading')} lines={5} />
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
          rows={accounts}
          rowKey={(a) => a.id}
          onRowClick={(a) => navigate(treasuryPaths.account(a.id))}
          empty={
            filtered ? (
              <EmptyState
                title={t('list.no_match')}
                action={
                  <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
                    {t('list.clear')}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={t('list.empty')} description={t('list.empty_text')} />
            )
          }
        />
      )}
    </div>
  );
}
