import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../../app/profile.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ProductListPage } from './product-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces('products'));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
  localStorage.clear();
});

const ok = <T,>(data: T) => ({ ok: true, status: 200, data, error: null });
const product = {
  id: 'p1',
  type: 'physical_goods',
  status: 'active',
  title: 'Pagne Wax',
  handle: 'pagne-wax',
  description: null,
  tags: [],
  supplier_id: null,
  // the list's figures (the page asks for no includes)
  thumbnail_url: null,
  price_min: 12500,
  price_max: 15000,
  total_quantity: 7,
  variants_count: 2,
  created_at: '',
  updated_at: '',
};
const meta = { current_page: 1, per_page: 25, total: 1, last_page: 1, from: 1, to: 1 };

function renderList(url: string, permissions = ['products.view', 'products.create', 'products.update']) {
  api.get.mockImplementation(async (path: string) =>
    path.includes('product-variants/lookup')
      ? { ok: true, status: 200, data: { data: { id: 'v2', product_id: 'p1' } }, error: null }
      : ok(path.endsWith('products') ? { data: [product], meta } : { data: [] }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF' },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/products', element: <ProductListPage /> },
      { path: '/products/:id/edit', element: <p>editor</p> },
      { path: '/products/labels', element: <p>labels</p> },
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

const lastListQuery = () =>
  api.get.mock.calls.filter(([path]) => String(path).endsWith('products')).at(-1)?.[1]?.query;

describe('the product list', () => {
  it('asks the API with the filters, search and page held in the URL', async () => {
    renderList('/products?status=draft&tag=promo&search=wax&page=2');
    await screen.findAllByText('Pagne Wax');
    expect(lastListQuery()).toMatchObject({
      page: 2,
      search: 'wax',
      filter: { status: 'draft', tag: 'promo' },
      sort: '-created_at',
    });
  });

  it('a filter chosen on screen goes to the URL and back to page 1', async () => {
    const router = renderList('/products?page=3');
    await screen.findAllByText('Pagne Wax');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bundle' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=bundle'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ page: 1, filter: { type: 'bundle' } }));
  });

  it('shows the price range in the company currency and the total stock', async () => {
    renderList('/products');
    const rows = await screen.findAllByText(/12,500.*15,000/);
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.getAllByText('7').length).toBeGreaterThan(0);
  });

  it('a product’s title is a real link to its editor; a plain click opens it in the app', async () => {
    const router = renderList('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    const link = within(table).getByRole('link', { name: 'Pagne Wax' });
    expect(link.getAttribute('href')).toBe('/products/p1/edit');

    // Ctrl-click (a new tab) is the browser's: the app stays on the list.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/products');

    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/p1/edit'));
  });

  it('a click elsewhere on a row still opens its product', async () => {
    const router = renderList('/products');
    const table = await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(within(table).getByText('7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/p1/edit'));
  });

  it('opens the product whose barcode is typed', async () => {
    const router = renderList('/products');
    await screen.findAllByText('Pagne Wax');
    const field = screen.getByRole('textbox', { name: 'Find by barcode or SKU' });
    fireEvent.change(field, { target: { value: '3760001' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/p1/edit'));
  });

  it('saves the current filters as a named view for this company', async () => {
    renderList('/products?status=active&tag=promo');
    await screen.findAllByText('Pagne Wax');
    fireEvent.click(screen.getByRole('button', { name: 'Save view' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Promo' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save view' }).at(-1)!);
    await waitFor(() =>
      expect((screen.getByLabelText('Saved view') as HTMLSelectElement).value).not.toBe(''),
    );
    const stored = Object.keys(localStorage).find((key) => key.includes('products.views.c1'));
    expect(stored).toMatch(/^list-state:filter:/);
    expect(JSON.parse(localStorage.getItem(stored!)!)[0]).toMatchObject({
      name: 'Promo',
      query: 'status=active&tag=promo',
    });
  });
});

describe('labels from the list', () => {
  it('prints the labels of the selected products, even for a role that may only view them', async () => {
    const router = renderList('/products', ['products.view']);
    const table = await screen.findByRole('table', { name: 'Products' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select Pagne Wax' }));
    const bulk = screen.getByRole('region', { name: 'Selected products' });
    // only what viewing allows
    expect(within(bulk).queryByRole('button', { name: 'Set status' })).toBeNull();
    fireEvent.click(within(bulk).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/labels'));
    expect(router.state.location.search).toBe('?products=p1');
  });
});

describe('the product list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 780));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps filters, saved views and sort behind one button that counts the active filters', async () => {
    const router = renderList('/products?status=active&tag=promo');
    await screen.findAllByText('Pagne Wax');
    // nothing of them stands between the search and the first product
    expect(screen.queryByLabelText('Sort')).toBeNull();
    expect(screen.queryByLabelText('Saved view')).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    expect(within(sheet).getByLabelText('Sort')).toBeTruthy();
    expect(within(sheet).getByLabelText('Saved view')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Type'), { target: { value: 'bundle' } });
    await waitFor(() => expect(router.state.location.search).toContain('type=bundle'));

    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });
});
