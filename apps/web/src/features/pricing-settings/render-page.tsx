import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';

/** Renders settings pages at `url` for a user holding `permissions` in an XAF company (tests only). */
export function renderSettingPages(
  url: string,
  permissions: string[],
  routes: { path: string; element: ReactNode }[],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF' },
  } as unknown as Profile);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
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

export const okResult = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
export const listMeta = (total: number) => ({
  current_page: 1,
  per_page: 25,
  total,
  last_page: 1,
  from: total ? 1 : null,
  to: total || null,
});

/**
 * A settings list on a phone, opened with `?is_active=false`: the search and the add link in sight; the status
 * (counted) and the sort in the "Filter and sort" sheet; the export under "More". A list with more filters in
 * its address says how many (`filters`) and checks the others in the sheet (`inSheet`).
 */
export async function expectSettingListOnPhone(labels: {
  search: string;
  add: string;
  filters?: number;
  inSheet?: (sheet: HTMLElement) => void;
}) {
  expect(screen.getByRole('searchbox', { name: labels.search })).toBeTruthy();
  expect(screen.getByRole('link', { name: labels.add })).toBeTruthy();
  expect(screen.queryByLabelText('Status')).toBeNull();
  expect(screen.queryByLabelText('Sort by')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: `Filters (${labels.filters ?? 1})` }));
  const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
  expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('false');
  labels.inSheet?.(sheet);
  expect(within(sheet).getByLabelText('Sort by')).toBeTruthy();
  fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
}
