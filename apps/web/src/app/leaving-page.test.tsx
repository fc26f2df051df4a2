import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LeavingPageGuard } from './leaving-page.tsx';

afterEach(cleanup);

function ThingEditor() {
  return <h1>Thing editor</h1>;
}

/** A list at /things whose editor's code loads only when `release` is called. */
function renderRouter() {
  let release: () => void = () => {};
  const editorLoaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LeavingPageGuard>
            <Outlet />
          </LeavingPageGuard>
        ),
        children: [
          {
            path: 'things',
            // A filtered list waits for its data: the router is busy, on the same page.
            loader: ({ request }) => (new URL(request.url).search ? editorLoaded : null),
            element: <button type="button">Company filter</button>,
          },
          {
            path: 'things/:id/edit',
            lazy: async () => {
              await editorLoaded;
              return { Component: ThingEditor };
            },
          },
        ],
      },
    ],
    { initialEntries: ['/things'] },
  );
  render(<RouterProvider router={router} />);
  const guard = () => screen.getByText('Company filter').closest('[class="contents"]');
  return { router, release, guard };
}

describe('LeavingPageGuard', () => {
  it('holds the page inert while the next page loads, and lets the next page in', async () => {
    const { router, release, guard } = renderRouter();
    await screen.findByText('Company filter');
    expect(guard()?.hasAttribute('inert')).toBe(false);

    await act(async () => {
      void router.navigate('/things/1/edit');
    });
    expect(screen.getByText('Company filter')).toBeTruthy();
    expect(guard()?.hasAttribute('inert')).toBe(true);
    expect(guard()?.getAttribute('aria-busy')).toBe('true');

    await act(async () => release());
    await screen.findByRole('heading', { name: 'Thing editor' });
    expect(screen.getByRole('heading').closest('[class="contents"]')?.hasAttribute('inert')).toBe(false);
  });

  it('a change of the same page’s query is not leaving it, even while its data loads', async () => {
    const { router, release, guard } = renderRouter();
    await screen.findByText('Company filter');
    await act(async () => {
      void router.navigate('/things?type=company');
    });
    expect(router.state.navigation.state).toBe('loading');
    expect(guard()?.hasAttribute('inert')).toBe(false);
    await act(async () => release());
    expect(router.state.location.search).toBe('?type=company');
  });
});
