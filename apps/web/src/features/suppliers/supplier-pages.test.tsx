import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { SupplierCreatePage, SupplierEditPage } from './supplier-editor-page.tsx';
import { SupplierListPage } from './supplier-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['suppliers', 'imports', 'purchases']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
const supplier = {
  id: 's1',
  name: 'Tissus Dakar',
  contact_name: 'Awa Ndiaye',
  email: 'awa@example.com',
  phone: '221771234567',
  address: null,
  city: 'Dakar',
  country: 'SN',
  tax_id: null,
  payment_terms_days: 30,
  notes: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const meta = { current_page: 1, per_page: 25, total: 1, last_page: 1, from: 1, to: 1 };
const stats = {
  products_count: 4,
  variants_count: 9,
  stock_value_at_cost: 125000,
  purchases_total: 0,
  open_balance: 0,
};

const balance = {
  supplier_id: 's1',
  currency: 'XAF',
  billed_total: 90_000,
  paid_total: 30_000,
  balance: 60_000,
  overdue_total: 60_000,
  open_bills: [
    {
      id: 'b1',
      kind: 1,
      reference: 'BILL-2026-0004',
      number: 4,
      status: 'partially_paid',
      supplier_id: 's1',
      supplier_name: 'Tissus Dakar',
      purchase_order_id: null,
      purchase_order_reference: null,
      supplier_reference: null,
      bill_date: '2026-01-05',
      due_date: '2026-02-04',
      currency: 'XAF',
      subtotal: 90_000,
      tax_total: 0,
      deductible_tax_total: 0,
      total: 90_000,
      paid_total: 30_000,
      balance_due: 60_000,
      days_overdue: 12,
      notes: null,
      opened_at: '2026-01-05T10:00:00.000Z',
      cancelled_at: null,
      created_by: null,
      created_at: '2026-01-05T10:00:00.000Z',
      updated_at: '2026-01-05T10:00:00.000Z',
    },
  ],
};

function renderAt(url: string, permissions: string[], figures: typeof stats | object = stats) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('/stats')) return ok({ data: figures });
    if (path.endsWith('/balance')) return ok({ data: balance });
    if (path.endsWith('suppliers/s1')) return ok({ data: supplier });
    return ok({ data: [supplier], meta });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF' },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/suppliers', element: <SupplierListPage /> },
      { path: '/suppliers/create', element: <SupplierCreatePage /> },
      { path: '/suppliers/:id/edit', element: <SupplierEditPage /> },
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

const ALL = [
  'suppliers.view',
  'suppliers.create',
  'suppliers.update',
  'suppliers.delete',
  'suppliers.export',
  'suppliers.stats',
  'products.view',
];

describe('the supplier list', () => {
  it('asks the API with the URL state; a filter chosen goes to the URL; a row opens the supplier', async () => {
    const router = renderAt('/suppliers?search=tissus&page=2', ALL);
    await screen.findByText('Tissus Dakar');
    expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ search: 'tissus', page: 2, sort: 'name' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=tissus&is_active=false'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({
        filter: { is_active: 'false' },
        page: 1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^Tissus Dakar/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/s1/edit'));
  });

  it('without create or export rights shows neither button', async () => {
    renderAt('/suppliers', ['suppliers.view']);
    await screen.findByText('Tissus Dakar');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByText('Add a supplier')).toBeNull();
  });
});

describe('the supplier list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('says under each name who to call and where, the contact and city columns being left out', async () => {
    renderAt('/suppliers', ALL);
    const name = await screen.findByRole('rowheader', { name: /Tissus Dakar/ });
    expect(name.textContent).toContain('Awa Ndiaye · +221 771 23 45 67 · Dakar');
    for (const header of ['Contact', 'City']) {
      expect(screen.getByRole('columnheader', { name: header }).className, header).toContain(
        'hidden sm:table-cell',
      );
    }
    expect(screen.getByRole('columnheader', { name: 'Status' }).className).not.toContain('hidden');
  });

  it('keeps the search in sight and the status and sort in a sheet that counts the filter', async () => {
    const router = renderAt('/suppliers?sort=-created_at', ALL);
    await screen.findByText('Tissus Dakar');
    expect(screen.getByRole('searchbox', { name: 'Search suppliers' })).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();

    // the sort is not a filter
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect((within(sheet).getByLabelText('Sort by') as HTMLSelectElement).value).toBe('-created_at');
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: 'true' } });
    await waitFor(() => expect(router.state.location.search).toContain('is_active=true'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('keeps "Add a supplier" in the header and puts the export under "More"', async () => {
    renderAt('/suppliers', ALL);
    await screen.findByText('Tissus Dakar');
    expect(screen.getByRole('link', { name: 'Add a supplier' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});

describe('the supplier editor', () => {
  it("shows the server's field error under the email and keeps the typed values", async () => {
    api.post.mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'Check the form',
        errors: { email: ['Enter a valid email'] },
        retryAfter: null,
      },
    });
    renderAt('/suppliers/create', ALL);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Tissus' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'bad@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create supplier' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ name: 'Tissus', email: 'bad@', phone: null });
  });

  it('creates then opens the saved supplier', async () => {
    api.post.mockResolvedValue(ok({ data: supplier }, 201));
    const router = renderAt('/suppliers/create', ALL);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Tissus Dakar' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Delivers on Monday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create supplier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/s1/edit'));
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({ name: 'Tissus Dakar', notes: 'Delivers on Monday' });
  });

  it('shows the figures in the company currency and links to the supplier products', async () => {
    renderAt('/suppliers/s1/edit', ALL);
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Tissus Dakar');
    expect((screen.getByLabelText('WhatsApp number') as HTMLInputElement).value).toBe('+221771234567');
    await screen.findByText('Stock value at cost');
    expect(screen.getByText(/125,000/)).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    const link = screen.getByRole('link', { name: "See this supplier's products" });
    expect(link.getAttribute('href')).toBe('/products?supplier_id=s1');
  });

  it('shows what we owe the supplier and its open bills, each a link to the bill', async () => {
    renderAt('/suppliers/s1/edit', ALL);
    await screen.findByText('What we owe');
    expect((await screen.findAllByText(/60,000/)).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('12 days overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BILL-2026-0004' }).getAttribute('href')).toBe(
      '/purchases/bills/b1',
    );
    expect(screen.getByRole('link', { name: 'All their bills' }).getAttribute('href')).toBe(
      '/purchases/bills?supplier=s1',
    );
  });

  it('hides the stock value when the server withholds the cost', async () => {
    renderAt('/suppliers/s1/edit', ALL, { ...stats, stock_value_at_cost: null });
    await screen.findByText('Products supplied');
    expect(screen.queryByText('Stock value at cost')).toBeNull();
  });

  it('deletes after confirming', async () => {
    api.delete.mockResolvedValue(ok(null, 204));
    const router = renderAt('/suppliers/s1/edit', ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const buttons = await screen.findAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
    expect(api.delete.mock.calls[0]?.[0]).toMatch(/suppliers\/s1$/);
  });

  it('goes back to the list in the app, without loading the page again', async () => {
    const router = renderAt('/suppliers/s1/edit', ALL);
    const back = await screen.findByRole('link', { name: 'Back to suppliers' });
    expect(back.getAttribute('href')).toBe('/suppliers');
    expect(fireEvent.click(back)).toBe(false); // the browser's own navigation was prevented
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
  });

  it('a missing supplier links back to the list in the app', async () => {
    api.get.mockResolvedValueOnce({
      ok: false,
      status: 404,
      data: null,
      error: { status: 404, message: 'Not found', errors: {}, retryAfter: null },
    });
    const router = renderAt('/suppliers/gone/edit', ALL);
    await screen.findByText('This supplier does not exist or was deleted.');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Back to suppliers' }))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
  });
});
