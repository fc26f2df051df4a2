import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { CreateUserPage } from './create-user-page.tsx';

const api = fakeApi();

afterEach(() => {
  cleanup();
  api.post.mockReset();
});

function renderPage(role: string, permissions = ['users.create']) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(profileQuery.queryKey, { role, permissions } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/users/create', element: <CreateUserPage /> },
      { path: '/users', element: <p>users list</p> },
    ],
    { initialEntries: ['/users/create'] },
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

const roleLabels = () =>
  Array.from((screen.getByLabelText(/Role/) as HTMLSelectElement).options).map((option) => option.value);

describe('CreateUserPage', () => {
  it('offers admin only to admins', async () => {
    renderPage('admin');
    await screen.findByRole('heading', { name: 'Invite a staff member' });
    expect(roleLabels()).toContain('admin');
    cleanup();
    renderPage('manager');
    await screen.findByRole('heading', { name: 'Invite a staff member' });
    expect(roleLabels()).not.toContain('admin');
    expect(roleLabels()).toContain('employee');
  });

  it('tells users without users.create that they may not invite', async () => {
    renderPage('employee', []);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'You may not invite staff members.',
    );
  });

  it('sends name, email and role without a password and shows the server field errors', async () => {
    const post = api.post.mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'Invalid',
        errors: { email: ['This email is taken.'] },
        retryAfter: null,
      },
    });
    renderPage('admin');
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Moussa' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'moussa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await screen.findByText('This email is taken.');
    expect(post).toHaveBeenCalledWith('admin/users', {
      name: 'Moussa',
      email: 'moussa@example.com',
      role: 'employee',
    });
    await waitFor(() => expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true'));
  });

  it('after a sent invitation goes to the staff list', async () => {
    api.post.mockResolvedValue({ ok: true, status: 201, data: { data: { id: 'u1' } }, error: null });
    const router = renderPage('admin');
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Moussa' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'moussa@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await screen.findByText('users list');
    expect(router.state.location.pathname).toBe('/users');
  });
});
