import { ROLES, type User } from '@comptoir/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../../app/app-link.ts';
import { profileQuery } from '../../app/profile.ts';
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
import { Table, type TableColumn } from '../../components/ui/table.tsx';
import { useDeviceClass } from '../shell/rules/breakpoints.ts';
import {
  readUsersParams,
  type UsersListParams,
  usersListQuery,
  usersQuery,
  writeUsersParams,
} from './users-list.ts';

const STATUS_COLOURS = { active: 'green', invited: 'sky', deactivated: 'red' } as const;
const CREATE_PATH = '/users/create';

/** /users: the company's staff, with search, role filter and pages in the URL. */
export function UsersListPage() {
  const { t, i18n } = useTranslation('users');
  const appLink = useAppLink();
  const phone = useDeviceClass() === 'mobile';
  const profile = useQuery(profileQuery);
  const { state, change, clear } = useUrlListState(readUsersParams, writeUsersParams);
  const query = useMemo(() => usersQuery(state), [state]);
  const permissions = profile.data?.permissions ?? [];
  const canView = permissions.includes('users.view');
  const list = useQuery({ ...usersListQuery(query), enabled: canView });

  if (!profile.data) return <Skeleton label={t('list.loading')} lines={6} />;
  if (!canView) return <p role="alert">{t('list.forbidden')}</p>;
  const canCreate = permissions.includes('users.create');

  const filtered = state.search !== '' || state.role !== '';
  const users = list.data?.data ?? [];
  const meta = list.data?.meta;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const roleName = (role: string) => t(`roles.${role}`, { defaultValue: role });
  const status = (user: User) => (
    <Badge color={STATUS_COLOURS[user.status]}>{t(`list.statuses.${user.status}`)}</Badge>
  );
  const columns: TableColumn<User>[] = [
    { key: 'name', header: t('list.name'), cell: (user) => user.name },
    { key: 'email', header: t('list.email'), cell: (user) => user.email ?? user.phone ?? '' },
    { key: 'role', header: t('list.role'), cell: (user) => roleName(user.role) },
    { key: 'status', header: t('list.status'), cell: status },
    { key: 'created_at', header: t('list.created'), cell: (user) => date.format(new Date(user.created_at)) },
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
      action={canCreate ? <Button {...appLink(CREATE_PATH)}>{t('list.add')}</Button> : undefined}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('list.title')}
        actions={canCreate && <Button {...appLink(CREATE_PATH)}>{t('list.add')}</Button>}
      />

      <div className="flex flex-wrap items-end gap-2">
        <ListSearch
          id="users-search"
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          submitLabel={t('list.search')}
          value={state.search}
          onSearch={(search) => change({ search })}
        />
        <ListFilters count={state.role ? 1 : 0}>
          <Field label={t('list.role_filter')}>
            <Select
              value={state.role}
              onChange={(event) => change({ role: event.target.value as UsersListParams['role'] })}
              placeholder={t('list.any_role')}
              options={ROLES.map((role) => ({ value: role, label: roleName(role) }))}
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
          <p>{list.error.message || t('list.error')}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : phone ? (
        users.length === 0 ? (
          empty
        ) : (
          <ul aria-label={t('list.title')} className="flex flex-col gap-2">
            {users.map((user) => (
              <li key={user.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-3">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-medium">{user.name}</span>
                  {status(user)}
                </div>
                {(user.email ?? user.phone) && (
                  <span className="break-all text-fg-muted text-sm">{user.email ?? user.phone}</span>
                )}
                <span className="text-sm">{roleName(user.role)}</span>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Table
          caption={t('list.title')}
          captionHidden
          columns={columns}
          rows={users}
          rowKey={(user) => user.id}
          empty={empty}
        />
      )}

      {meta && <ListPager ns="users" meta={meta} onPage={(page) => change({ page })} />}
    </div>
  );
}
