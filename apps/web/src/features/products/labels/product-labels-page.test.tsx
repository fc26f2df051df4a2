import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Profile, profileQuery } from '../../../app/profile.ts';
import { i18n } from '../../../i18n/i18n.ts';
import en from '../../../i18n/locales/en/products.json';
import es from '../../../i18n/locales/es/products.json';
import fr from '../../../i18n/locales/fr/products.json';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { ProductLabelsPage } from './product-labels-page.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(() => i18n.loadNamespaces('products'));
// JsBarcode measures the digits under the bars on a canvas, which jsdom does not draw.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    measureText: () => ({ width: 0 }),
  } as never);
});
afterEach(() => {
  cleanup();
  for (const fn of [...Object.values(api), ...Object.values(toasts)]) fn.mockReset();
});

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const ok = <T,>(data: T) => ({ ok: true, status: 200, data, error: null });
const meta = { current_page: 1, per_page: 100, total: 3, last_page: 1, from: 1, to: 3 };

interface Row {
  id: string;
  product_id: string;
  title: string;
  position: number;
  sku: string | null;
  barcode: string | null;
  price: number;
  product: { id: string; title: string };
}
const pagne = { id: P1, title: 'Pagne Wax' };
const savon = { id: P2, title: 'Savon noir' };
const variants = (): Row[] => [
  // listed newest first by the API: the screen puts them in the chosen order, then by position
  {
    id: 'v3',
    product_id: P2,
    title: 'Default Title',
    position: 0,
    sku: null,
    barcode: null,
    price: 500,
    product: savon,
  },
  {
    id: 'v2',
    product_id: P1,
    title: 'M',
    position: 1,
    sku: 'PW-M',
    barcode: null,
    price: 12500,
    product: pagne,
  },
  {
    id: 'v1',
    product_id: P1,
    title: 'S',
    position: 0,
    sku: 'PW-S',
    barcode: '4006381333931',
    price: 12500,
    product: pagne,
  },
];

function renderLabels(
  url: string,
  { permissions = ['products.view', 'products.update'], rows = variants(), failFirst = false } = {},
) {
  let current = rows;
  api.get.mockImplementation(async () => ok({ data: current, meta }));
  if (failFirst) {
    api.get.mockResolvedValueOnce({
      ok: false,
      status: 500,
      data: null,
      error: { status: 500, message: 'Server unavailable', errors: {}, retryAfter: null },
    });
  }
  api.post.mockImplementation(async (_path: string, body: { variant_ids: string[] }) => {
    const given = body.variant_ids.map((id, index) => ({
      id,
      barcode: `200000000000${index + 1}`,
      generated: true,
    }));
    current = current.map((row) => ({
      ...row,
      barcode: given.find((g) => g.id === row.id)?.barcode ?? row.barcode,
    }));
    return ok({ data: given });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c1', name: 'Shop', company_code: 'X', currency: 'XAF' },
  } as unknown as Profile);
  const router = createMemoryRouter(
    [
      { path: '/products/labels', element: <ProductLabelsPage /> },
      { path: '/products', element: <p>product list</p> },
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

const preview = () => screen.getByRole('region', { name: 'Preview' });
const bars = () => preview().querySelectorAll('svg[data-barcode]');
const labels = () => preview().querySelectorAll('.labels-label');

describe('the labels screen', () => {
  it('lists the chosen products’ variants in order, and asks the API for them only', async () => {
    renderLabels(`/products/labels?products=${P1},${P2}`);
    const table = await screen.findByRole('table', { name: '3 variants' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Pagne Wax — S', 'Pagne Wax — M', 'Savon noir']);
    expect(api.get).toHaveBeenCalledWith(
      'product-variants',
      expect.objectContaining({
        query: expect.objectContaining({ filter: { product_id: [P1, P2] }, include: ['product'] }),
      }),
    );
  });

  it('prints one label per copy, with an EAN-13, a Code 128 of the SKU, or no bars', async () => {
    renderLabels(`/products/labels?products=${P1},${P2}`);
    await screen.findByRole('table', { name: '3 variants' });
    expect(labels()).toHaveLength(3);
    expect(
      [...bars()].map((svg) => [svg.getAttribute('data-format'), svg.getAttribute('data-barcode')]),
    ).toEqual([
      ['EAN13', '4006381333931'],
      ['CODE128', 'PW-M'],
    ]);
    // JsBarcode drew the bars in the SVG, scaled to the label
    expect(bars()[0]!.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(bars()[0]!.getAttribute('width')).toBe('100%');
    expect(screen.getByText('The label bars its SKU, PW-M.')).toBeTruthy();
    expect(screen.getByText('No code to bar: the label prints without bars.')).toBeTruthy();
    expect(within(preview()).getAllByText(/12,500/)).toHaveLength(2);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Copies of Pagne Wax — S' }), {
      target: { value: '4' },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Copies of Savon noir' }), {
      target: { value: '0' },
    });
    await waitFor(() => expect(labels()).toHaveLength(5));
    expect(bars()).toHaveLength(5);
    expect(screen.getByText('5 labels on 1 page.')).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Copies of each' }), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
    // 27 labels: a second A4 sheet of 24
    await waitFor(() => expect(labels()).toHaveLength(27));
    expect(preview().querySelectorAll('.labels-page')).toHaveLength(2);
  });

  it('keeps the layout and the price choice in the URL, and sizes pages and labels in millimetres', async () => {
    const router = renderLabels(`/products/labels?products=${P1}`);
    await screen.findByRole('table', { name: '3 variants' });
    const page = () => preview().querySelector<HTMLElement>('.labels-page')!;
    expect(page().style.width).toBe('210mm');
    expect(labels()[0]!.getAttribute('style')).toContain('width: 63.5mm; height: 33.9mm');
    expect(document.querySelector('style')!.textContent).toContain('@page { size: 210mm 297mm; margin: 0; }');

    fireEvent.change(screen.getByRole('combobox', { name: /^Layout/ }), { target: { value: 'roll_50x30' } });
    await waitFor(() => expect(router.state.location.search).toContain('layout=roll_50x30'));
    expect(page().style.width).toBe('50mm');
    // one label per page on a roll
    expect(preview().querySelectorAll('.labels-page')).toHaveLength(3);
    expect(document.querySelector('style')!.textContent).toContain('size: 50mm 30mm');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Show the price' }));
    await waitFor(() => expect(router.state.location.search).toContain('price=0'));
    expect(within(preview()).queryByText(/12,500/)).toBeNull();
  });

  it('gives barcodes to the variants without one, then shows them', async () => {
    renderLabels(`/products/labels?products=${P1},${P2}`);
    const generate = await screen.findByRole('button', { name: 'Generate barcodes (2)' });
    expect(
      screen.getByText('2 variants have no barcode: their labels carry their SKU, or no bars.'),
    ).toBeTruthy();

    fireEvent.click(generate);

    await waitFor(() => expect(screen.queryByRole('button', { name: /^Generate barcodes/ })).toBeNull());
    expect(api.post).toHaveBeenCalledWith('product-variants/barcodes', { variant_ids: ['v2', 'v3'] });
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('labels-barcodes', '2 barcodes generated.');
    await waitFor(() => expect(bars()).toHaveLength(3));
    expect([...bars()].map((svg) => svg.getAttribute('data-barcode'))).toEqual([
      '4006381333931',
      '2000000000001',
      '2000000000002',
    ]);
  });

  it('offers no generation without products.update, and prints with window.print()', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderLabels(`/products/labels?products=${P1},${P2}`, { permissions: ['products.view'] });
    await screen.findByRole('table', { name: '3 variants' });
    expect(screen.queryByRole('button', { name: /^Generate barcodes/ })).toBeNull();
    expect(screen.getByText('Someone allowed to edit products can generate them.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('explains what to do when no product is chosen, with the way back to the list', async () => {
    const router = renderLabels('/products/labels');
    expect(await screen.findByRole('heading', { name: 'No products chosen' })).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
    const back = screen.getAllByRole('link', { name: 'Back to products' }).at(-1)!;
    expect(back.getAttribute('href')).toBe('/products');
    fireEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('says when the chosen products have no variants left', async () => {
    renderLabels(`/products/labels?products=${P1}`, { rows: [] });
    expect(await screen.findByRole('heading', { name: 'Nothing to label' })).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    renderLabels(`/products/labels?products=${P1}`, { failFirst: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: '3 variants' })).toBeTruthy();
  });
});

describe('labels translations', () => {
  type Catalogue = { [key: string]: string | Catalogue };
  const keysOf = (catalogue: Catalogue, prefix = ''): string[] =>
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    );
  it('fr and es have every English key of the products screens', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
  });
});
