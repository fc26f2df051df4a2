import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { CustomerStatementPage } from './customer-statement-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['statements', 'customers']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const ok = <T,>(data: T) => ({ ok: true, status: 200, data, error: null });
const statement = {
  customer: { id: 'c1', name: 'Restaurant Chez Awa', phone: '237670001122', email: null, company_name: null },
  currency: 'XAF',
  from: '2026-03-01',
  to: '2026-03-31',
  timezone: 'Africa/Douala',
  opening_balance: 30_000,
  lines: [
    {
      date: '2026-03-04T09:00:00.000Z',
      day: '2026-03-04',
      kind: 'sale',
      reference: '#0042',
      description: 'INV-2026-0007',
      order_id: 'o1',
      amount: 30_000,
      debit: 30_000,
      credit: 0,
      balance: 60_000,
    },
    {
      date: '2026-03-10T09:00:00.000Z',
      day: '2026-03-10',
      kind: 'payment',
      reference: '#0042',
      description: 'Orange Money',
      order_id: 'o1',
      amount: 15_000,
      debit: 0,
      credit: 15_000,
      balance: 45_000,
    },
  ],
  closing_balance: 45_000,
  totals: { debit: 30_000, credit: 15_000 },
  overdue_amount: 0,
};

function renderAt(url: string, permissions: string[], answer: () => unknown = () => ok({ data: statement })) {
  api.get.mockImplementation(async () => answer());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: {
      id: 'co',
      name: 'Grossiste Mbarga',
      company_code: 'X',
      currency: 'XAF',
      timezone: 'Africa/Douala',
    },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [{ path: '/customers/:id/statement', element: <CustomerStatementPage /> }],
    {
      initialEntries: [url],
    },
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

const ALLOWED = ['customers.view', 'customers.stats'];
const flat = (text: string | null | undefined) => text?.replace(/[\s\u202f\u00a0]+/g, ' ');

describe("a customer's account statement", () => {
  it('shows the balances, the lines with their running balance, and asks for the custom days', async () => {
    renderAt('/customers/c1/statement?period=custom&from=2026-03-01&to=2026-03-31', ALLOWED);

    await screen.findByRole('heading', { name: 'Statement of Restaurant Chez Awa' });
    const figure = (label: string) => flat(screen.getByText(label).nextElementSibling?.textContent);
    expect(figure('Opening balance')).toBe('FCFA 30,000');
    expect(figure('Closing balance')).toBe('FCFA 45,000');
    expect(figure('Paid and credited')).toBe('FCFA 15,000');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => flat(row.lastElementChild?.textContent))).toEqual([
      'FCFA 60,000',
      'FCFA 45,000',
    ]);
    expect(within(rows[1]!).getByText('Orange Money')).toBeTruthy();
    expect(api.get.mock.calls[0]![0]).toMatch(/customers\/c1\/statement$/);
    expect(api.get.mock.calls[0]![1]).toMatchObject({ query: { from: '2026-03-01', to: '2026-03-31' } });
  });

  it('sends the closing balance and the period on WhatsApp to the customer', async () => {
    renderAt('/customers/c1/statement?period=custom&from=2026-03-01&to=2026-03-31', ALLOWED);

    const link = await screen.findByRole('link', { name: 'Send on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toBe('/237670001122');
    expect(flat(href.searchParams.get('text'))).toBe(
      'Hello Restaurant Chez Awa, this is Grossiste Mbarga. Here is your account statement from Mar 1, 2026 to Mar 31, 2026: your balance is FCFA 45,000. Thank you for your trust!',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('still shows the balances when nothing happened in the period', async () => {
    renderAt('/customers/c1/statement', ALLOWED, () =>
      ok({ data: { ...statement, lines: [], opening_balance: 45_000, totals: { debit: 0, credit: 0 } } }),
    );
    await screen.findByText('Nothing was bought, paid or credited over this period.');
    expect(flat(screen.getByText('Closing balance').nextElementSibling?.textContent)).toBe('FCFA 45,000');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a custom period longer than a year without asking the server, and changes period in the URL', async () => {
    const router = renderAt('/customers/c1/statement?period=custom&from=2025-01-01&to=2026-03-01', ALLOWED);
    await screen.findByText('A statement covers at most 366 days.');
    expect(api.get).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last_month' } });
    await waitFor(() => expect(router.state.location.search).toBe('?period=last_month'));
    await waitFor(() => expect(api.get).toHaveBeenCalled());
  });

  it('shows the error with a retry, and a refusal without customers.stats', async () => {
    renderAt('/customers/c1/statement', ALLOWED, () => ({
      ok: false,
      status: 500,
      data: null,
      error: { status: 500, message: 'Server down', errors: null, retryAfter: null },
    }));
    await screen.findByText('Server down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    cleanup();
    api.get.mockClear();

    renderAt('/customers/c1/statement', ['customers.view']);
    await screen.findByText("You are not allowed to see customers' balances.");
    expect(api.get).not.toHaveBeenCalled();
  });
});
