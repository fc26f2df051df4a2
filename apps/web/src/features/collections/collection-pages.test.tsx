import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { CollectionCreatePage, CollectionEditPage } from './collection-editor-page.tsx';
import { CollectionListPage } from './collection-list-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['collections', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const ok = <T,>(data: T, status = 200) => ({ ok: true, status, data, error: null });
const meta = (total: number) => ({ current_page: 1, per_page: 100, total, last_page: 1, from: 1, to: total });
const collection = (id: string, title: string, extra: object = {}) => ({
  id,
  title,
  handle: title.toLowerCase(),
  description: null,
  kind: 'manual',
  rules: [],
  rules_match: 'all',
  sort_order: 'manual',
  position: 0,
  published: true,
  media_id: null,
  products_count: 2,
  created_at: '',
  updated_at: '2026-01-01',
  ...extra,
});
const product = (id: string, title: string) => ({ id, title, tags: [], type: 'physical_goods' });
const LIST = [collection('c1', 'Wax'), collection('c2', 'Bazin'), collection('c3', 'Kente')];

type Routes = Record<string, unknown>;

function renderAt(url: string, permissions: string[], responses: Routes = {}) {
  api.get.mockImplementation(async (path: string, init?: { query?: Record<string, unknown> }) => {
    for (const [suffix, data] of Object.entries(responses)) if (path.endsWith(suffix)) return ok(data);
    if (path.endsWith('products') && init?.query?.search)
      return ok({ data: [product('p1', 'Pagne Wax'), product('p2', 'Pagne Bazin')], meta: meta(2) });
    return ok({ data: LIST, meta: meta(3) });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF' },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/collections', element: <CollectionListPage /> },
      { path: '/collections/create', element: <CollectionCreatePage /> },
      { path: '/collections/:id/edit', element: <CollectionEditPage /> },
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
  'collections.view',
  'collections.create',
  'collections.update',
  'collections.delete',
  'collections.export',
  'products.view',
];

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('the collection list', () => {
  it('moves a collection up with the keyboard button, posts the new order and keeps the focus on it', async () => {
    api.post.mockResolvedValue(ok(null, 204));
    renderAt('/collections', ALL);
    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(titles(list)).toEqual(['Wax', 'Bazin', 'Kente']);
    expect(screen.getAllByText('2 products')).toHaveLength(3);
    const up = screen.getByRole('button', { name: 'Move Kente up' });
    up.focus();
    fireEvent.click(up);
    expect(titles(list)).toEqual(['Wax', 'Kente', 'Bazin']);
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]).toEqual(['collections/reorder', { ids: ['c1', 'c3', 'c2'] }]);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Move Kente/);
    expect((screen.getByRole('button', { name: 'Move Wax up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the order back when the server refuses it', async () => {
    api.post.mockResolvedValue({
      ok: false,
      status: 403,
      data: null,
      error: { status: 403, message: 'Not allowed', errors: {}, retryAfter: null },
    });
    renderAt('/collections', ALL);
    const list = await screen.findByRole('list', { name: 'Collections' });
    fireEvent.click(screen.getByRole('button', { name: 'Move Wax down' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    await waitFor(() => expect(titles(list)).toEqual(['Wax', 'Bazin', 'Kente']));
  });

  it('a filter goes to the URL and the API; filtered lists do not offer reordering', async () => {
    const router = renderAt('/collections', ALL);
    await screen.findByRole('list', { name: 'Collections' });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'rules' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=rules'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({ filter: { kind: 'rules' } }),
    );
    expect(screen.queryByRole('button', { name: 'Move Wax down' })).toBeNull();
    expect(screen.getByText(/To change the order/)).toBeTruthy();
  });
});

describe('the collection list on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));

  it('keeps the search in sight and the kind, visibility and sort in a sheet that counts the filters', async () => {
    const router = renderAt('/collections?kind=manual&sort=title', ALL);
    await screen.findByRole('list', { name: 'Collections' });
    expect(screen.getByRole('searchbox', { name: 'Search collections' })).toBeTruthy();
    for (const control of ['Kind', 'Visibility', 'Sort by'])
      expect(screen.queryByLabelText(control)).toBeNull();

    // the sort is not a filter: one is counted
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect((within(sheet).getByLabelText('Kind') as HTMLSelectElement).value).toBe('manual');
    expect((within(sheet).getByLabelText('Sort by') as HTMLSelectElement).value).toBe('title');
    fireEvent.change(within(sheet).getByLabelText('Visibility'), { target: { value: 'false' } });
    await waitFor(() => expect(router.state.location.search).toContain('published=false'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('keeps "Add a collection" in the header and puts the export under "More"', async () => {
    renderAt('/collections', ALL);
    await screen.findByRole('list', { name: 'Collections' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a collection' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows the filters and the export in place from a tablet up', async () => {
    resize(1024, 1366);
    renderAt('/collections?kind=manual', ALL);
    await screen.findByRole('list', { name: 'Collections' });
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('manual');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});

describe('the empty collection list', () => {
  it('opens the create screen in the app', async () => {
    const router = renderAt('/collections', ALL, { collections: { data: [], meta: meta(0) } });
    await screen.findByText('No collections yet');
    const add = screen.getAllByRole('link', { name: 'Add a collection' }).at(-1)!;
    expect(fireEvent.click(add)).toBe(false); // the browser's own navigation was prevented
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections/create'));
  });
});

describe('the collection editor', () => {
  it('creates a manual collection from picked products in the chosen order', async () => {
    api.post.mockResolvedValue(ok({ data: collection('c9', 'Pagnes') }, 201));
    const router = renderAt('/collections/create', ALL);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Pagnes' } });
    const search = screen.getByLabelText('Find products');
    fireEvent.change(search, { target: { value: 'pagne' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Pagne Wax' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Pagne Bazin' }));
    expect((screen.getByRole('button', { name: 'Added: Pagne Wax' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Pagne Bazin up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections/c9/edit'));
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({
      title: 'Pagnes',
      kind: 'manual',
      product_ids: ['p2', 'p1'],
    });
  });

  it('creates a rule collection and shows the server error under the rule value', async () => {
    api.post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'Check',
        errors: { 'rules.0.value': ['Enter a value'] },
        retryAfter: null,
      },
    });
    renderAt('/collections/create', ALL);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Promo' } });
    fireEvent.click(screen.getByLabelText(/Automatic/));
    const rule = screen.getByRole('group', { name: 'Rule 1' });
    expect((within(rule).getByLabelText('Field') as HTMLSelectElement).value).toBe('tag');
    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    await screen.findByText('Enter a value');
    expect(within(rule).getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    expect(api.post.mock.calls[0]?.[1]).toMatchObject({
      kind: 'rules',
      rules_match: 'all',
      rules: [{ field: 'tag', operator: 'equals', value: '' }],
    });

    api.post.mockResolvedValueOnce(ok({ data: collection('c8', 'Promo', { kind: 'rules' }) }, 201));
    fireEvent.change(within(rule).getByLabelText('Value'), { target: { value: 'promo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a rule' }));
    const second = screen.getByRole('group', { name: 'Rule 2' });
    fireEvent.change(within(second).getByLabelText('Field'), { target: { value: 'price' } });
    // an FCFA price is whole: no "0.00" nor a decimal keypad
    const price = within(second).getByLabelText('Value') as HTMLInputElement;
    expect([price.placeholder, price.inputMode]).toEqual(['0', 'numeric']);
    const condition = within(second).getByLabelText('Condition') as HTMLSelectElement;
    expect([...condition.options].map((option) => option.value)).toEqual([
      'greater_than',
      'less_than',
      'equals',
    ]);
    expect(condition.value).toBe('equals');
    fireEvent.change(condition, { target: { value: 'greater_than' } });
    fireEvent.change(within(second).getByLabelText('Value'), { target: { value: '5 000' } });
    fireEvent.click(screen.getByLabelText('Any rule'));
    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(2));
    expect(api.post.mock.calls[1]?.[1]).toMatchObject({
      rules_match: 'any',
      rules: [
        { field: 'tag', operator: 'equals', value: 'promo' },
        { field: 'price', operator: 'greater_than', value: '5000' },
      ],
    });
  });

  it('a saved rule collection shows the products that match it now', async () => {
    renderAt('/collections/c8/edit', ALL, {
      'collections/c8': {
        data: collection('c8', 'Promo', {
          kind: 'rules',
          rules: [{ field: 'tag', operator: 'equals', value: 'promo' }],
        }),
      },
      'collections/c8/products': { data: [product('p1', 'Pagne Wax')], meta: meta(1) },
    });
    const preview = await screen.findByRole('list', { name: 'Matching products' });
    expect(within(preview).getByText('Pagne Wax')).toBeTruthy();
    expect(screen.getByText('1 product matches.')).toBeTruthy();
    expect(
      (within(screen.getByRole('group', { name: 'Rule 1' })).getByLabelText('Value') as HTMLInputElement)
        .value,
    ).toBe('promo');
  });

  it('editing a manual collection saves the fields, then its products in the new order', async () => {
    api.patch.mockResolvedValue(ok({ data: collection('c1', 'Wax 2') }));
    api.put.mockResolvedValue(ok({ data: [] }));
    renderAt('/collections/c1/edit', ALL, {
      'collections/c1': { data: collection('c1', 'Wax') },
      'collections/c1/products': {
        data: [product('p1', 'Pagne Wax'), product('p2', 'Pagne Bazin')],
        meta: meta(2),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Pagne Wax' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Wax 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(api.patch.mock.calls[0]?.[1]).toEqual({ title: 'Wax 2', description: null, published: true });
    expect(api.put.mock.calls[0]).toEqual(['collections/c1/products', { product_ids: ['p2'] }]);
  });

  it('goes back to the list in the app, without loading the page again', async () => {
    const router = renderAt('/collections/c1/edit', ALL, {
      'collections/c1': { data: collection('c1', 'Wax') },
      'collections/c1/products': { data: [product('p1', 'Pagne Wax')], meta: meta(1) },
    });
    const back = await screen.findByRole('link', { name: 'Back to collections' });
    expect(back.getAttribute('href')).toBe('/collections');
    expect(fireEvent.click(back)).toBe(false); // the browser's own navigation was prevented
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections'));
  });

  it('a missing collection links back to the list in the app', async () => {
    api.get.mockResolvedValueOnce({
      ok: false,
      status: 404,
      data: null,
      error: { status: 404, message: 'Not found', errors: {}, retryAfter: null },
    });
    const router = renderAt('/collections/gone/edit', ALL);
    await screen.findByText('This collection does not exist or was deleted.');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Back to collections' }))).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections'));
  });
});
