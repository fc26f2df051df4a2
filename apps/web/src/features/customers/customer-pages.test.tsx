import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { CustomerCreatePage, CustomerEditPage } from './customer-editor-page.tsx';
import { CustomerListPage } from './customer-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['customers', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
const customer = {
  id: 'c1',
  type: 'individual',
  name: 'Awa Diop',
  first_name: 'Awa',
  last_name: 'Diop',
  company_name: null,
  phone: '221771234567',
  email: 'awa@example.sn',
  tax_id: null,
  tags: ['vip'],
  notes: null,
  marketing_consent: true,
  marketing_consent_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const address = {
  id: 'a1',
  customer_id: 'c1',
  label: 'Maison',
  recipient_name: null,
  phone: null,
  line1: 'Rue 10',
  line2: null,
  district: 'Médina',
  city: 'Dakar',
  region: null,
  postal_code: null,
  country: 'SN',
  is_default: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const meta = { current_page: 1, per_page: 25, total: 1, last_page: 1, from: 1, to: 1 };

function renderAt(url: string, permissions: string[]) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('/addresses')) return ok({ data: [address] });
    if (path.endsWith('customers/c1')) return ok({ data: customer });
    return ok({ data: [customer], meta });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XOF' },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/customers', element: <CustomerListPage /> },
      { path: '/customers/create', element: <CustomerCreatePage /> },
      { path: '/customers/:id/edit', element: <CustomerEditPage /> },
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
  'customers.view',
  'customers.create',
  'customers.update',
  'customers.delete',
  'customers.export',
  'customers.addresses',
];
const unprocessable = (errors: Record<string, string[]>) => ({
  ok: false,
  status: 422,
  data: null,
  error: { status: 422, message: 'Check the form', errors, retryAfter: null },
});

describe('the customer list', () => {
  it('asks the API with the URL state; a filter chosen goes to the URL; a row opens the customer', async () => {
    const router = renderAt('/customers?search=77123&tag=vip', ALL);
    await screen.findByText('Awa Diop');
    expect(screen.getByText('+221 771 23 45 67')).toBeTruthy();
    expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({
      search: '77123',
      filter: { tag: 'vip' },
      sort: '-created_at',
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'company' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=77123&type=company&tag=vip'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({
        filter: { type: 'company', tag: 'vip' },
        page: 1,
      }),
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: '+221 77' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('search=%2B221+77'));
    fireEvent.click(screen.getByRole('button', { name: /^Awa Diop/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/c1/edit'));
  });

  it('shows the empty state with an add button, and no export or add without those rights', async () => {
    renderAt('/customers', ['customers.view']);
    await screen.findByText('Awa Diop');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByText('Add a customer')).toBeNull();
    // Nothing under "More" either: no import without customers.create.
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
    expect(screen.queryByText('Import')).toBeNull();
  });

  it('says so when the user may not see customers', async () => {
    renderAt('/customers', ['orders.view']);
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to see customers.');
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('the customer list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));
  const withStats = [...ALL, 'customers.stats'];

  it('keeps the search in sight and the tag, type, consent and sort in a sheet', async () => {
    const router = renderAt('/customers?tag=vip&type=company&sort=name', withStats);
    await screen.findByText('Awa Diop');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toBeTruthy();
    for (const control of ['Tag', 'Type', 'Offers', 'Sort by']) {
      expect(screen.queryByLabelText(control)).toBeNull();
    }

    // the sort is not a filter: two are counted
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect((within(sheet).getByLabelText('Type') as HTMLSelectElement).value).toBe('company');
    expect((within(sheet).getByLabelText('Sort by') as HTMLSelectElement).value).toBe('name');
    const tag = within(sheet).getByLabelText('Tag') as HTMLInputElement;
    expect(tag.value).toBe('vip');
    fireEvent.change(tag, { target: { value: ' grossiste ' } });
    fireEvent.keyDown(tag, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toContain('tag=grossiste'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // a search keeps the tag chosen in the sheet
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search customers' }), {
      target: { value: 'Awa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('search=Awa'));
    expect(router.state.location.search).toContain('tag=grossiste');
    expect(router.state.location.search).toContain('type=company');
  });

  it('says under each name the phone, the type and the tags, those columns being left out', async () => {
    renderAt('/customers', ALL);
    const name = await screen.findByRole('rowheader', { name: /Awa Diop/ });
    expect(name.textContent).toContain('+221 771 23 45 67 · Individual');
    expect(within(name).getByText('vip')).toBeTruthy();
    expect(within(name).getByText('Offers OK')).toBeTruthy();
    for (const header of ['Type', 'Contact', 'Tags']) {
      expect(screen.getByRole('columnheader', { name: header }).className, header).toContain(
        'hidden sm:table-cell',
      );
    }
  });

  it('keeps "Add a customer" in the header and puts credit and export under "More"', async () => {
    renderAt('/customers', withStats);
    await screen.findByText('Awa Diop');
    expect(screen.getByRole('link', { name: 'Add a customer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Credit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Credit' }).getAttribute('href')).toBe('/customers/credit');
    expect(screen.getByRole('link', { name: 'Import' }).getAttribute('href')).toBe('/customers/import');
  });
});

describe('the customer editor', () => {
  it("shows the server's field error under the phone and keeps the typed values", async () => {
    api.post.mockResolvedValue(unprocessable({ phone: ['Enter a WhatsApp number'] }));
    renderAt('/customers/create', ALL);
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Awa' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0612' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    const phone = screen.getByLabelText('WhatsApp number');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a WhatsApp number')).toBeTruthy();
    expect((phone as HTMLInputElement).value).toBe('0612');
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({
      type: 'individual',
      first_name: 'Awa',
      phone: '0612',
    });
  });

  it('switching to company asks for the company name; creating opens the saved customer', async () => {
    api.post.mockResolvedValue(ok({ data: customer }, 201));
    const router = renderAt('/customers/create', ALL);
    expect(screen.queryByLabelText(/^Company name/)).toBeNull();
    expect(await screen.findByText('Save the customer first to add addresses.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Company'));
    fireEvent.change(await screen.findByLabelText(/^Company name/), { target: { value: 'SARL Diop' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'vip, grossiste' } });
    fireEvent.click(screen.getByLabelText('Agrees to receive offers'));
    fireEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/c1/edit'));
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({
      type: 'company',
      company_name: 'SARL Diop',
      tags: ['vip', 'grossiste'],
      marketing_consent: true,
    });
  });

  it('lists the addresses, adds one through the dialog and shows its field errors', async () => {
    api.post.mockResolvedValueOnce(unprocessable({ city: ['This field is required.'] }));
    api.post.mockResolvedValueOnce(ok({ data: { ...address, id: 'a2', is_default: false } }, 201));
    renderAt('/customers/c1/edit', ALL);
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Awa');
    expect(await screen.findByText('Rue 10, Médina, Dakar, SN')).toBeTruthy();
    expect(screen.getByText('Default')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Street and number/), {
      target: { value: 'Cité Keur Gorgui' },
    });
    fireEvent.change(within(dialog).getByLabelText('District'), { target: { value: 'Sacré-Cœur' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await within(dialog).findByText('This field is required.');
    fireEvent.change(within(dialog).getByLabelText(/^City/), { target: { value: 'Dakar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.post.mock.calls[1]?.[0]).toMatch(/customers\/c1\/addresses$/);
    expect(api.post.mock.calls[1]?.[1]).toMatchObject({
      line1: 'Cité Keur Gorgui',
      district: 'Sacré-Cœur',
      city: 'Dakar',
      label: null,
    });
  });

  it('without customers.addresses shows the addresses read-only', async () => {
    renderAt('/customers/c1/edit', ['customers.view', 'customers.update']);
    expect(await screen.findByText('Rue 10, Médina, Dakar, SN')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove address/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes after confirming', async () => {
    api.delete.mockResolvedValue(ok(null, 204));
    const router = renderAt('/customers/c1/edit', ALL);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const buttons = await screen.findAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons.at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(api.delete.mock.calls[0]?.[0]).toMatch(/customers\/c1$/);
  });
});
