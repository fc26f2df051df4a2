import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { onboardingQuery } from './onboarding-api.ts';
import { ONBOARDING_STEP_PATHS, OnboardingPage } from './onboarding-page.tsx';

fakeApi();

afterEach(cleanup);

const checklist = {
  steps: [
    { key: 'company_details', done: false, skipped: false },
    { key: 'currency', done: true, skipped: false },
    { key: 'first_shop', done: true, skipped: false },
    { key: 'first_product', done: false, skipped: false },
    { key: 'invite_staff', done: false, skipped: true },
  ],
  progress: 60,
  completed: false,
  dismissed: false,
};

function renderPage(steps = checklist.steps) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(onboardingQuery.queryKey, { ...checklist, steps } as never);
  const router = createMemoryRouter(
    [
      { path: '/onboarding', element: <OnboardingPage /> },
      { path: '*', element: <p>another screen</p> },
    ],
    { initialEntries: ['/onboarding'] },
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

const stepList = async () => within(await screen.findByRole('list'));

describe('OnboardingPage checklist links', () => {
  it('links the first product to /products/create and inviting staff to /users/create', async () => {
    renderPage();
    const steps = await stepList();

    expect(steps.getByRole('link', { name: 'Your first product' }).getAttribute('href')).toBe(
      '/products/create',
    );
    expect(steps.getByRole('link', { name: 'Invite your staff' }).getAttribute('href')).toBe('/users/create');
  });

  it('does not link done steps; company details open the company settings', async () => {
    renderPage();
    const steps = await stepList();

    // Done: currency and first shop.
    expect(steps.queryByRole('link', { name: 'Currency and settings' })).toBeNull();
    expect(steps.queryByRole('link', { name: 'Your first shop' })).toBeNull();
    expect(steps.getByRole('link', { name: 'Company details' }).getAttribute('href')).toBe(
      '/settings/company#details',
    );
    expect(ONBOARDING_STEP_PATHS.first_shop).toBe('/settings/shops');
  });

  it('a step link opens its screen', async () => {
    const router = renderPage();
    fireEvent.click((await stepList()).getByRole('link', { name: 'Invite your staff' }));

    await screen.findByText('another screen');
    expect(router.state.location.pathname).toBe('/users/create');
  });

  it('once the first product exists, its step is no longer a link', async () => {
    renderPage(checklist.steps.map((step) => ({ ...step, done: true })));
    const steps = await stepList();

    expect(steps.queryAllByRole('link')).toHaveLength(0);
  });
});
