import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { CustomerCreditPage } from './customer-credit-page.tsx';
import { CustomerEditPage } from './customer-editor-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['customers', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
const failure = (message: string) => ({
  ok: false,
  status: 500,
  data: null,
  error: { status: 500, message, errors: null, retryAfter: null },
});
const customer = {
  id: 'c1',
  type: 'individual',
  name: 'Awa Ndiaye',
  first_name: 'Awa',
  last_name: 'Ndiaye',
  company_name: null,
  phone: '221771112233',
  email: null,
  tax_id: null,
  tags: [],
  notes: null,
  marketing_consent: false,
  marketing_consent_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const stats = {
  customer_id: 'c1',
  currency: 'XOF',
  orders_count: 6,
  revenue: 125_000,
  average_basket: 20_833,
  first_order_at: '2025-12-01T10:00:00.000Z',
  last_order_at: '2026-03-05T10:00:00.000Z',
  balance_owed: 85_000,
  overdue_amount: 45_000,
  unpaid_orders_count: 4,
  oldest_unpaid_at: '2026-01-02T10:00:00.000Z',
  oldest_due_at: '2026-02-01T10:00:00.000Z',
};
const debt = {
  order_id: 'o1',
  reference: '#0042',
  invoice_id: 'i1',
  invoice_reference: 'INV-2026-0007',
  payment_status: 'partially_paid',
  currency: 'XOF',
  ordered_at: '2026-01-02T10:00:00.000Z',
  due_at: '2026-02-01T10:00:00.000Z',
  total: 50_000,
  paid_total: 20_000,
  credited_total: 0,
  balance: 30_000,
  overdue: true,
};
const ledgerRow = {
  customer_id: 'c1',
  name: 'Awa Ndiaye',
  phone: '221771112233',
  currency: 'XOF',
  balance: 85_000,
  overdue_amount: 45_000,
  unpaid_orders_count: 4,
  oldest_unpaid_at: '2026-01-02T10:00:00.000Z',
  oldest_due_at: '2026-02-01T10:00:00.000Z',
};
const meta = (total: number) => ({
  current_page: 1,
  per_page: 25,
  total,
  last_page: 1,
  from: total ? 1 : null,
  to: total || null,
});

type Answer = ReturnType<typeof ok> | ReturnType<typeof failure>;
function renderAt(url: string, permissions: string[], answers: Record<string, () => Answer> = {}) {
  api.get.mockImplementation(async (path: string) => {
    for (const [suffix, answer] of Object.entries(answers)) if (path.endsWith(suffix)) return answer();
    if (path.endsWith('/stats')) return ok({ data: stats });
    if (path.endsWith('c1/credit')) return ok({ data: [debt], meta: meta(1) });
    if (path.endsWith('customers/credit')) return ok({ data: [ledgerRow], meta: meta(1) });
    if (path.endsWith('/addresses')) return ok({ data: [] });
    if (path.endsWith('customers/c1')) return ok({ data: customer });
    return ok({ data: [], meta: meta(0) });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'co', name: 'Shop', company_code: 'X', currency: 'XOF' },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/customers/credit', element: <CustomerCreditPage /> },
      { path: '/customers/:id/edit', element: <CustomerEditPage /> },
      { path: '/orders/:id', element: <p>order page</p> },
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

const calledPaths = () => api.get.mock.calls.map((call) => String(call[0]));
const VIEW = ['customers.view', 'customers.update'];
const STATS = [...VIEW, 'customers.stats'];

describe("the customer page's figures", () => {
  it('shows orders, revenue, basket, last order, balance and overdue, and the unpaid orders', async () => {
    const router = renderAt('/customers/c1/edit', STATS);

    const panel = await screen.findByRole('region', { name: 'Sales and balance' });
    await within(panel).findByText('FCFA 125,000');
    const card = (label: string) =>
      within(panel).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(card('Orders')).toBe('6');
    expect(card('Average basket')).toBe('FCFA 20,833');
    expect(card('Last order')).toBe('Mar 5, 2026');
    expect(card('Balance owed')).toBe('FCFA 85,000');
    expect(card('Overdue')).toBe('FCFA 45,000');

    const debts = await screen.findByRole('region', { name: 'Unpaid orders' });
    const row = (await within(debts).findByRole('link', { name: '#0042' })).closest('tr')!;
    expect(within(row).getByText('Invoice INV-2026-0007')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('FCFA 30,000')).toBeTruthy();
    fireEvent.click(within(debts).getByRole('link', { name: '#0042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o1'));
  });

  it('offers to remind the customer on WhatsApp of what they owe, and not once nothing is owed', async () => {
    renderAt('/customers/c1/edit', STATS);
    const remind = await screen.findByRole('link', { name: 'Remind Awa Ndiaye on WhatsApp' });
    const href = new URL(remind.getAttribute('href')!);
    expect(href.pathname).toBe('/221771112233');
    expect(href.searchParams.get('text')?.replace(/[\u202f\u00a0]/g, ' ')).toContain(
      'FCFA 85,000 is still to pay on your 4 purchases since Jan 2, 2026. FCFA 45,000 of it is past due.',
    );
    cleanup();

    renderAt('/customers/c1/edit', STATS, {
      '/stats': () =>
        ok({
          data: {
            ...stats,
            balance_owed: 0,
            overdue_amount: 0,
            unpaid_orders_count: 0,
            oldest_unpaid_at: null,
          },
        }),
    });
    await screen.findByText('FCFA 125,000');
    expect(screen.queryByRole('link', { name: /^Remind/ })).toBeNull();
  });

  it('says so when the customer has bought nothing and owes nothing', async () => {
    renderAt('/customers/c1/edit', STATS, {
      '/stats': () =>
        ok({
          data: {
            ...stats,
            orders_count: 0,
            revenue: 0,
            average_basket: null,
            last_order_at: null,
            balance_owed: 0,
            overdue_amount: 0,
          },
        }),
      'c1/credit': () => ok({ data: [], meta: meta(0) }),
    });

    expect(await screen.findByText('No orders yet: figures appear with the first sale.')).toBeTruthy();
    expect(await screen.findByText('Nothing owed.')).toBeTruthy();
  });

  it("shows the server's error with a retry that asks again", async () => {
    let calls = 0;
    renderAt('/customers/c1/edit', STATS, {
      '/stats': () => (++calls === 1 ? failure('Database unavailable') : ok({ data: stats })),
    });

    const alert = await screen.findByText('Database unavailable');
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));
    expect(await screen.findByText('FCFA 125,000')).toBeTruthy();
  });

  it('shows no figures and asks for none without customers.stats', async () => {
    renderAt('/customers/c1/edit', VIEW);

    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Awa');
    expect(screen.queryByRole('region', { name: 'Sales and balance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Unpaid orders' })).toBeNull();
    expect(calledPaths().some((path) => /\/(stats|credit)$/.test(path))).toBe(false);
  });
});

describe('the credit screen', () => {
  it('lists who owes what, each linking to the customer, with the export', async () => {
    const router = renderAt('/customers/credit', [...STATS, 'customers.export']);

    const link = await screen.findByRole('link', { name: 'Awa Ndiaye' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('FCFA 85,000')).toBeTruthy();
    expect(within(row).getByText('FCFA 45,000')).toBeTruthy();
    expect(within(row).getByText('+221 771 11 22 33')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(api.get.mock.calls.at(-1)?.[1]?.query).toEqual({ page: 1, per_page: 25, sort: '-balance' });

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/c1/edit'));
  });

  it('says under each customer what the columns left out on phones say: phone, unpaid orders, due date, overdue', async () => {
    renderAt('/customers/credit', STATS);
    const link = await screen.findByRole('link', { name: 'Awa Ndiaye' });
    const cell = link.closest('th, td') as HTMLElement;
    expect(cell.textContent).toContain('+221 771 11 22 33 · 4 unpaid orders · due Feb 1, 2026');
    expect(within(cell).getByText('FCFA 45,000 overdue')).toBeTruthy();
    for (const header of ['Phone', 'Overdue', 'Unpaid orders', 'Oldest due date']) {
      expect(screen.getByRole('columnheader', { name: header }).className, header).toContain(
        'hidden sm:table-cell',
      );
    }
    // the balance stays in sight on a phone
    expect(screen.getByRole('columnheader', { name: 'Balance owed' }).className).not.toContain('hidden');
  });

  it('reminds each customer on WhatsApp, from the shop, with what they owe, to their own number', async () => {
    renderAt('/customers/credit', STATS);
    const remind = await screen.findByRole('link', { name: 'Remind Awa Ndiaye on WhatsApp' });

    const href = new URL(remind.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/221771112233');
    expect(href.searchParams.get('text')?.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      'Hello Awa Ndiaye, this is Shop. FCFA 85,000 is still to pay on your 4 purchases since Jan 2, 2026. ' +
        'FCFA 45,000 of it is past due. You can pay at the shop or by mobile money. Thank you!',
    );
    expect(remind.getAttribute('target')).toBe('_blank');
  });

  it('puts the overdue toggle and the search in the address and asks the API with them', async () => {
    const router = renderAt('/customers/credit', STATS);
    await screen.findByRole('link', { name: 'Awa Ndiaye' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Overdue only'));
    await waitFor(() => expect(router.state.location.search).toBe('?overdue=1'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ filter: { overdue: 'true' } }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers who owe' }), {
      target: { value: 'awa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=awa&overdue=1'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({
        search: 'awa',
        filter: { overdue: 'true' },
      }),
    );
  });

  it('says nobody owes anything, or that nothing matches with a way back', async () => {
    renderAt('/customers/credit', STATS, { 'customers/credit': () => ok({ data: [], meta: meta(0) }) });
    expect(await screen.findByText('Nobody owes you money')).toBeTruthy();
    cleanup();

    const router = renderAt('/customers/credit?overdue=1', STATS, {
      'customers/credit': () => ok({ data: [], meta: meta(0) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('is refused without customers.stats, asking nothing', async () => {
    renderAt('/customers/credit', VIEW);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not allowed to see what customers owe.',
    );
    expect(api.get).not.toHaveBeenCalled();
  });
});
