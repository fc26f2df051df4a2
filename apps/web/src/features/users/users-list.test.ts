import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { readUsersParams, USERS_PER_PAGE, usersQuery, writeUsersParams } from './users-list.ts';

fakeApi();

describe('users list state', () => {
  it('reads search, a known role and the page from the URL, ignoring nonsense', () => {
    expect(readUsersParams(new URLSearchParams('search=%20awa%20&role=manager&page=3'))).toEqual({
      search: 'awa',
      role: 'manager',
      page: 3,
    });
    expect(readUsersParams(new URLSearchParams('role=king&page=-2'))).toEqual({
      search: '',
      role: '',
      page: 1,
    });
    expect(readUsersParams(new URLSearchParams('page=abc'))).toEqual({ search: '', role: '', page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeUsersParams({ search: '', role: '', page: 1 }).toString()).toBe('');
    expect(writeUsersParams({ search: 'awa', role: 'employee', page: 2 }).toString()).toBe(
      'search=awa&role=employee&page=2',
    );
  });

  it('asks GET /users for one page, newest first, with the search and the role filter', () => {
    expect(usersQuery({ search: '', role: '', page: 1 })).toEqual({
      page: 1,
      per_page: USERS_PER_PAGE,
      sort: '-created_at',
    });
    expect(usersQuery({ search: 'awa', role: 'accountant', page: 2 })).toEqual({
      page: 2,
      per_page: USERS_PER_PAGE,
      sort: '-created_at',
      search: 'awa',
      filter: { role: 'accountant' },
    });
  });
});
