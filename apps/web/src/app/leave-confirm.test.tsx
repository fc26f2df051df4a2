import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { EditsTracker, LeaveConfirm } from './leave-confirm.tsx';
import { discardUnsavedWork, markWorkSaved, unsavedWork, useUnsavedWork } from './unsaved-work.ts';

beforeAll(() => i18n.loadNamespaces('shell'));
afterEach(() => {
  cleanup();
  // The store is the app's, one per page load: each test starts on a clean page.
  discardUnsavedWork();
});

/** A field the shell only sees through its change events, like most of the app's forms. */
function PlainForm() {
  return <input aria-label="Title" />;
}

/** A form that compares itself with what was saved ("Pagne" is saved). */
function ComparingForm() {
  const [title, setTitle] = useState('Pagne');
  useUnsavedWork(title !== 'Pagne');
  return <input aria-label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />;
}

function renderApp(page: 'plain' | 'comparing' = 'plain', start = '/products/create') {
  const t = i18n.getFixedT('en', 'shell');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <nav>
              <Link to="/collections">Collections</Link>
            </nav>
            <EditsTracker>
              <Outlet />
            </EditsTracker>
            <LeaveConfirm
              texts={{
                title: t('leave.title'),
                text: t('leave.text'),
                stay: t('leave.stay'),
                leave: t('leave.leave'),
                working: t('leave.working'),
              }}
            />
          </>
        ),
        children: [
          { path: 'products/create', element: page === 'plain' ? <PlainForm /> : <ComparingForm /> },
          { path: 'products/:id/edit', element: page === 'plain' ? <PlainForm /> : <ComparingForm /> },
          { path: 'collections', element: <h1>Collections</h1> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const title = () => screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
const goToCollections = () => fireEvent.click(screen.getByRole('link', { name: 'Collections' }));

describe('leaving an edit or create page inside the app', () => {
  it('an untouched form lets the user go without asking', async () => {
    renderApp();
    goToCollections();
    expect(await screen.findByRole('heading', { name: 'Collections' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a changed field asks first: Stay keeps the page and what was typed, Leave goes', async () => {
    const router = renderApp();
    fireEvent.change(title(), { target: { value: 'Pagne Wax' } });
    expect(unsavedWork.isDirty()).toBe(true);

    goToCollections();
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('Your changes are not saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/products/create');
    expect(title().value).toBe('Pagne Wax');

    goToCollections();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Collections' })).toBeTruthy();
    // The next page starts clean.
    expect(unsavedWork.isDirty()).toBe(false);
  });

  it('after a successful save the navigation that follows does not ask', async () => {
    const router = renderApp();
    fireEvent.change(title(), { target: { value: 'Pagne Wax' } });
    await act(async () => {
      markWorkSaved();
      await router.navigate('/products/p9/edit', { replace: true });
    });
    expect(router.state.location.pathname).toBe('/products/p9/edit');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a form that compares itself with what was saved does not ask once the edit is undone', async () => {
    renderApp('comparing', '/products/p1/edit');
    fireEvent.change(title(), { target: { value: 'Pagne Wax' } });
    fireEvent.change(title(), { target: { value: 'Pagne' } });
    goToCollections();
    expect(await screen.findByRole('heading', { name: 'Collections' })).toBeTruthy();
  });

  it('a change of the same page’s address query is not leaving it', async () => {
    const router = renderApp();
    fireEvent.change(title(), { target: { value: 'Pagne Wax' } });
    await act(async () => {
      await router.navigate('/products/create?tab=variants');
    });
    expect(router.state.location.search).toBe('?tab=variants');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
