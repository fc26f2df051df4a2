import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { UsersListPage } from './users-list-page.tsx';

const api = fakeApi();

const user = (id: string, name: string, role: string, status = 'active') => ({
  id,
  name,
  email: `${id}@example.com`,
  phone: null,
  role,
  status,
  has_pin: false,
  is_super_admin: false,
  locale: 'en',
  last_login_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

const page = (rows: unknown[], total = rows.length, current = 1) => ({
  ok: true,
  status: 200,
  error: null,
  data: {
    data: rows,
    meta: {
      current_page: current,
      per_page: 20,
      total,
      last_page: Math.max(1, Math.ceil(total / 20)),
      from: rows.length ? (current - 1) * 20 + 1 : null,
      to: rows.length ? (current - 1) * 20 + rows.length : null,
    },
  },
});

const jsdomSize = { innerWidth: window.innerWidth, innerHeight: window.innerHeight };

beforeEach(() => {
  localStorage.setItem('role', 'admin');
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true, writable: true });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true, writable: true });
});
afterEach(() => {
  cleanup();
  api.get.mockReset();
  localStorage.clear();
  // The next file in this module graph gets jsdom's window back.
  Object.assign(window, jsdomSize);
});

function renderPage(permissions = ['users.view', 'users.create'], url = '/users') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, { role: 'admin', permissions } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/users', element: <UsersListPage /> },
      { path: '/users/create', element: <p>create page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const lastQuery = () => api.get.mock.calls.at(-1)?.[1]?.query;

describe('UsersListPage', () => {
  it('lists the staff from GET /admin/users with role and status, newest first', async () => {
    api.get.mockResolvedValue(
      page([user('u1', 'Awa Diallo', 'admin'), user('u2', 'Moussa', 'employee', 'invited')]),
    );
    renderPage();

    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(within(table).getByText('Awa Diallo')).toBeTruthy();
    expect(within(table).getByText('Invited')).toBeTruthy();
    expect(within(table).getByText('Employee')).toBeTruthy();
    expect(api.get.mock.calls[0]?.[0]).toBe('admin/users');
    expect(lastQuery()).toEqual({ page: 1, per_page: 20, sort: '-created_at' });
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('searches, filters by role and pages through the URL', async () => {
    api.get.mockResolvedValue(page([user('u1', 'Awa', 'manager')], 45));
    const router = renderPage();
    await screen.findByText('Awa');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search staff' }), { target: { value: ' awa ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'awa', page: 1 }));

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'manager' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'awa', filter: { role: 'manager' } }));
    expect(router.state.location.search).toBe('?search=awa&role=manager');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }));
  });

  it('says when nothing matches, and clears the filters', async () => {
    api.get.mockResolvedValue(page([]));
    const router = renderPage(undefined, '/users?search=zzz');

    fireEvent.click(await screen.findByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('links to /users/create when the user may invite', async () => {
    api.get.mockResolvedValue(page([]));
    const router = renderPage();

    await screen.findByText('No staff members yet.');
    fireEvent.click(screen.getAllByRole('link', { name: 'Invite a staff member' })[0] as HTMLElement);
    await screen.findByText('create page');
    expect(router.state.location.pathname).toBe('/users/create');
  });

  it('shows the error with a retry, and a refusal without users.view', async () => {
    api.get.mockResolvedValueOnce({
      ok: false,
      status: 500,
      data: null,
      error: { status: 500, message: 'Server down', errors: {}, retryAfter: null },
    });
    renderPage();
    expect(await screen.findByText('Server down')).toBeTruthy();
    api.get.mockResolvedValue(page([user('u1', 'Awa', 'admin')]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Awa')).toBeTruthy();
    cleanup();

    renderPage([]);
    expect((await screen.findByRole('alert')).textContent).toBe('You may not see the staff list.');
    expect(screen.queryByRole('link', { name: 'Invite a staff member' })).toBeNull();
  });

  it('shows cards instead of a table on a phone', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    Object.defineProperty(window, 'innerHeight', { value: 780, configurable: true, writable: true });
    api.get.mockResolvedValue(page([user('u1', 'Awa Diallo', 'accountant')]));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Staff' });
    expect(within(list).getByText('Awa Diallo')).toBeTruthy();
    expect(within(list).getByText('Accountant')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the search in sight and the role behind a "Filters" button on a phone', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true, writable: true });
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true, writable: true });
    api.get.mockResolvedValue(page([user('u1', 'Awa Diallo', 'manager')]));
    const router = renderPage(undefined, '/users?role=manager');
    await screen.findByRole('list', { name: 'Staff' });
    expect(screen.getByRole('searchbox', { name: 'Search staff' })).toBeTruthy();
    expect(screen.queryByLabelText('Role')).toBeNull();
    // the screen's one action stays in sight: no "More"
    expect(screen.getByRole('link', { name: 'Invite a staff member' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Role') as HTMLSelectElement).value).toBe('manager');
    fireEvent.change(within(sheet).getByLabelText('Role'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});
