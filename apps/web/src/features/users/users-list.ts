import type { ListMeta } from '@comptoir/core';
import { ROLES, type Role, type User } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import type { ListQuery } from '../../lib/http/query-string.ts';
import { keys } from '../../lib/query/query-keys.ts';
import { apiPath } from '../products/api.ts';

export const USERS_PER_PAGE = 20;

/** What /users keeps in its URL: ?search=…&role=…&page=…. */
export interface UsersListParams {
  search: string;
  role: Role | '';
  page: number;
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export function readUsersParams(params: URLSearchParams): UsersListParams {
  const role = params.get('role') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: (params.get('search') ?? '').trim(),
    role: isRole(role) ? role : '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL of a list state; defaults are left out so that /users stays /users. */
export function writeUsersParams(state: UsersListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.role) params.set('role', state.role);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** GET /users: newest first, one page, the role filter and the search (name, email, phone). */
export function usersQuery(state: UsersListParams): ListQuery {
  return {
    page: state.page,
    per_page: USERS_PER_PAGE,
    sort: '-created_at',
    ...(state.search ? { search: state.search } : {}),
    ...(state.role ? { filter: { role: state.role } } : {}),
  };
}

export const userKeys = keys('users');

export interface UsersPage {
  data: User[];
  meta: ListMeta;
}

export const usersListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) => unwrap(await api.get<UsersPage>(apiPath('users'), { query, signal })),
    placeholderData: (previous) => previous,
  });
