import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../../app/profile.ts';
import { discardUnsavedWork, unsavedWork } from '../../../app/unsaved-work.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ProductCreatePage } from './product-editor-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces('products'));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
  discardUnsavedWork();
});

const ok = <T,>(data: T) => ({ ok: true, status: 200, data, error: null });

const SHOPS = [
  { id: 's1', name: 'Boutique Akwa' },
  { id: 's2', name: 'Boutique Bonapriso' },
];

function renderCreate(permissions: string[], currency = 'XAF', shops: typeof SHOPS = []) {
  api.get.mockImplementation(async (path: string) =>
    ok({ data: path.endsWith('shops') ? shops : [], meta: {} }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/products/create', element: <ProductCreatePage /> },
      { path: '/products/:id/edit', element: <p>edit page</p> },
    ],
    { initialEntries: ['/products/create'] },
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

const ALL = ['products.view', 'products.create', 'products.update', 'products.delete', 'products.cost'];

function addOption(index: number, name: string, values: string[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
  const group = screen.getByRole('group', { name: `Option ${index}` });
  fireEvent.change(within(group).getByLabelText('Option name'), { target: { value: name } });
  const valuesInput = within(group).getByLabelText('Values');
  for (const value of values) {
    fireEvent.change(valuesInput, { target: { value } });
    fireEvent.keyDown(valuesInput, { key: 'Enter' });
  }
}

const variantGroups = () =>
  screen
    .getAllByRole('group')
    .map((group) => group.querySelector(':scope > legend')?.textContent ?? '')
    .filter((name) => name !== '' && !name.startsWith('Option'));

describe('the product editor', () => {
  it('makes the handle from the title until it is edited by hand', async () => {
    renderCreate(ALL);
    const title = await screen.findByLabelText(/^Title/);
    fireEvent.change(title, { target: { value: 'Pagne Wax Élégance' } });
    const handle = screen.getByLabelText('Handle') as HTMLInputElement;
    expect(handle.value).toBe('pagne-wax-elegance');
    fireEvent.change(handle, { target: { value: 'wax' } });
    fireEvent.change(title, { target: { value: 'Pagne' } });
    expect(handle.value).toBe('wax');
  });

  it('two options of two values make four variants, live', async () => {
    renderCreate(ALL);
    await screen.findByRole('button', { name: 'Add an option' });
    // Without options, one variant named by what it holds, not by its stored 'Default Title'.
    expect(variantGroups()).toEqual(['Price, SKU and barcode']);
    addOption(1, 'Size', ['S', 'M']);
    expect(variantGroups()).toEqual(['S', 'M']);
    addOption(2, 'Colour', ['Red', 'Blue']);
    expect(variantGroups()).toEqual(['S / Red', 'S / Blue', 'M / Red', 'M / Blue']);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Option 2' })).getByRole('button', { name: 'Remove Blue' }),
    );
    expect(variantGroups()).toEqual(['S / Red', 'M / Red']);
    // Role queries over the whole editor take ~3 s in jsdom; past 5 s on a loaded machine.
  }, 15_000);

  it('sends minor units, options and variants, and shows the server errors on the cells', async () => {
    api.post.mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'Invalid',
        errors: { 'variants.1.barcode': ['This barcode is taken.'] },
        retryAfter: null,
      },
    });
    renderCreate(ALL);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Tee' } });
    addOption(1, 'Size', ['S', 'M']);
    const small = screen.getByRole('group', { name: 'S' });
    fireEvent.change(within(small).getByLabelText('Price'), { target: { value: '12 500' } });
    fireEvent.change(within(small).getByLabelText('Cost'), { target: { value: '8000' } });
    fireEvent.change(within(screen.getByRole('group', { name: 'M' })).getByLabelText('Barcode'), {
      target: { value: '3760001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('This barcode is taken.');
    const [path, body] = api.post.mock.calls[0]!;
    expect(path).toBe('products');
    expect(body).toMatchObject({
      title: 'Tee',
      handle: 'tee',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option1: 'S', price: 12500, cost: 8000, barcode: null },
        { option1: 'M', price: 0, barcode: '3760001' },
      ],
    });
    expect(
      within(screen.getByRole('group', { name: 'M' }))
        .getByLabelText('Barcode')
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('hides and never sends cost without products.cost', async () => {
    api.post.mockResolvedValue(ok({ data: { id: 'p9' } }));
    const router = renderCreate(['products.view', 'products.create']);
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Tee' } });
    expect(screen.queryByLabelText('Cost')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/p9/edit'));
    expect(api.post.mock.calls[0]![1].variants[0]).not.toHaveProperty('cost');
  });

  it('refuses the form to users without products.create', async () => {
    renderCreate(['products.view']);
    expect((await screen.findByRole('alert')).textContent).toBe('You may not add products.');
  });

  it('a new product is sold in all the company’s shops; unticking them all says it will be sold nowhere', async () => {
    api.post.mockResolvedValue(ok({ data: { id: 'p9' } }));
    renderCreate([...ALL, 'shops.view'], 'XAF', SHOPS);
    const akwa = (await screen.findByRole('checkbox', { name: 'Boutique Akwa' })) as HTMLInputElement;
    const bonapriso = screen.getByRole('checkbox', { name: 'Boutique Bonapriso' }) as HTMLInputElement;
    expect([akwa.checked, bonapriso.checked]).toEqual([true, true]);
    const nowhere = 'No shop ticked: this product will be sold in no shop.';
    expect(screen.queryByText(nowhere)).toBeNull();

    fireEvent.click(akwa);
    fireEvent.click(bonapriso);
    expect(screen.getByText(nowhere)).toBeTruthy();
    fireEvent.click(bonapriso);
    expect(screen.queryByText(nowhere)).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Tee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]![1].shop_ids).toEqual(['s2']);
  });

  it('does not ask for the shops without shops.view, and leaves the Shops section out', async () => {
    // Arrange: an employee may add products but not see the shops.
    renderCreate(ALL, 'XAF', SHOPS);

    // Act
    await screen.findByLabelText(/^Title/);

    // Assert
    expect(api.get.mock.calls.map(([path]) => path).filter((path) => path.endsWith('shops'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Shops' })).toBeNull();
  });

  it('counts as unsaved work only while it differs from where it started', async () => {
    renderCreate([...ALL, 'shops.view'], 'XAF', SHOPS);
    const title = await screen.findByLabelText(/^Title/);
    // The shops ticked from the start are not a change of the user's.
    expect(unsavedWork.isDirty()).toBe(false);
    fireEvent.change(title, { target: { value: 'Tee' } });
    await waitFor(() => expect(unsavedWork.isDirty()).toBe(true));
    fireEvent.change(title, { target: { value: '' } });
    await waitFor(() => expect(unsavedWork.isDirty()).toBe(false));
  });

  it('suggests the tags in use once the tag field is used, and a tap adds one as a chip', async () => {
    renderCreate(ALL);
    const tags = await screen.findByLabelText('Tags');
    const asked = () => api.get.mock.calls.filter(([path]) => String(path).endsWith('products/tags'));
    expect(asked()).toHaveLength(0);
    api.get.mockImplementation(async (path: string) =>
      ok({
        data: path.endsWith('products/tags')
          ? [
              { tag: 'wax', count: 4 },
              { tag: 'bazin', count: 1 },
            ]
          : [],
        meta: {},
      }),
    );

    fireEvent.focus(tags);
    const suggestions = await screen.findByRole('group', { name: 'Suggestions' });
    expect(asked()[0]?.[1]?.query).toMatchObject({ limit: 200 });
    fireEvent.click(within(suggestions).getByRole('button', { name: 'Add wax' }));
    expect(screen.getByRole('button', { name: 'Remove wax' })).toBeTruthy();
    expect(within(suggestions).queryByRole('button', { name: 'Add wax' })).toBeNull();
  });
});
