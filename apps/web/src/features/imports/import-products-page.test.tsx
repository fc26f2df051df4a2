import type { ImportBatch } from '@comptoir/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeExports, fakeToasts } from '../../testing/fake-api.ts';
import { ImportProductsPage } from './import-products-page.tsx';
import * as rawRequestModule from './raw-request.ts';

const api = fakeApi();
const raw = fakeExports(rawRequestModule, ['rawRequest']);
fakeToasts();

afterEach(() => {
  cleanup();
  for (const fn of [api.get, api.put, api.post, raw.rawRequest]) fn.mockReset();
});

const uploaded: ImportBatch = {
  id: 'b1',
  kind: 'products',
  status: 'uploaded',
  filename: 'produits.csv',
  delimiter: ';',
  columns: ['Titre', 'Prix', 'Quantité', 'Divers'],
  mapping: { title: 'Titre', price: 'Prix', quantity: 'Quantité' },
  row_count: 3,
  error_count: 0,
  committed_at: null,
  created_at: '2026-11-22T10:00:00.000Z',
  preview: null,
};
type PreviewProduct = NonNullable<ImportBatch['preview']>['products'][number];
const product: PreviewProduct = {
  row: 2,
  action: 'new',
  changes: [],
  handle: 'savon',
  title: 'Savon',
  type: 'physical_goods',
  status: 'active',
  tags: [],
  options: [],
  variants: [
    {
      row: 2,
      action: 'new',
      changes: [],
      title: 'Default Title',
      sku: null,
      barcode: null,
      price: 1500,
      compare_at_price: null,
      cost: null,
      quantity: 4,
    },
  ],
};
const previewWith = (errors: NonNullable<ImportBatch['preview']>['errors']): ImportBatch => ({
  ...uploaded,
  status: 'previewed',
  preview: {
    row_count: 3,
    valid_count: 3 - new Set(errors.map((e) => e.row)).size,
    product_count: 1,
    new_count: 1,
    update_count: 0,
    variant_count: 1,
    opening_stock: true,
    errors,
    warnings: [],
    products: [product],
  },
});

function renderPage(permissions = ['products.create', 'stocks.create']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'admin',
    permissions,
    company: { id: 'c', name: 'Awa', company_code: 'X', currency: 'XOF' },
  } as unknown as Profile);
  const router = createMemoryRouter([{ path: '/products/import', element: <ImportProductsPage /> }], {
    initialEntries: ['/products/import'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback="loading">
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

async function uploadFile() {
  raw.rawRequest.mockResolvedValue({
    ok: true,
    status: 201,
    error: null,
    data: { data: { data: uploaded }, blob: new Blob([]), filename: null },
  });
  const input = await screen.findByLabelText('Choose a CSV file');
  const file = new File(['Titre;Prix\nSavon;1500\n'], 'produits.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('button', { name: 'Check the rows' });
  return file;
}

describe('ImportProductsPage', () => {
  it('sends the file as CSV and prefills the column selects with the guesses', async () => {
    renderPage();
    const file = await uploadFile();
    expect(raw.rawRequest).toHaveBeenCalledWith('POST', 'admin/imports/products', {
      body: file,
      contentType: 'text/csv',
      headers: { 'X-Filename': 'produits.csv' },
    });
    expect((screen.getByLabelText(/^Title/) as HTMLSelectElement).value).toBe('Titre');
    expect((screen.getByLabelText(/^Price/) as HTMLSelectElement).value).toBe('Prix');
    expect((screen.getByLabelText(/^Opening stock/) as HTMLSelectElement).value).toBe('Quantité');
    expect((screen.getByLabelText(/^SKU/) as HTMLSelectElement).value).toBe('');
  });

  it('lists every row error and refuses to import until the file is fixed', async () => {
    renderPage();
    await uploadFile();
    fireEvent.change(screen.getByLabelText(/^SKU/), { target: { value: 'Divers' } });
    api.put.mockResolvedValue({
      ok: true,
      status: 200,
      error: null,
      data: {
        data: previewWith([
          { row: 3, field: 'price', code: 'import.money_invalid', message: '“cher” is not a price.' },
          { row: 4, field: 'title', code: 'required', message: 'This field is required.' },
        ]),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(api.put).toHaveBeenCalledWith('admin/imports/b1/mapping', {
      mapping: { title: 'Titre', price: 'Prix', quantity: 'Quantité', sku: 'Divers' },
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '3Prix“cher” is not a price.',
      '4TitreThis field is required.',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('2 rows have errors');
    expect(screen.getByRole('button', { name: 'Import 1 product' })).toHaveProperty('disabled', true);
  });

  it('imports a clean file into the chosen warehouse', async () => {
    renderPage();
    await uploadFile();
    api.put.mockResolvedValue({ ok: true, status: 200, error: null, data: { data: previewWith([]) } });
    api.get.mockResolvedValue({
      ok: true,
      status: 200,
      error: null,
      data: {
        data: [
          { id: 'w1', name: 'Boutique', is_default: true, is_active: true },
          { id: 'w2', name: 'Dépôt', is_default: false, is_active: true },
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    const warehouse = (await screen.findByLabelText(/Warehouse for the opening stock/)) as HTMLSelectElement;
    await waitFor(() => expect(warehouse.value).toBe('w1'));
    expect(screen.getByRole('table', { name: 'Products to import' }).textContent).toContain('Savon');
    fireEvent.change(warehouse, { target: { value: 'w2' } });
    api.post.mockResolvedValue({
      ok: true,
      status: 200,
      error: null,
      data: { data: { ...previewWith([]), status: 'committed' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 product' }));
    expect(await screen.findByText('1 product was imported.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('admin/imports/b1/commit', { warehouse_id: 'w2' });
  });

  it('says per product whether the file creates it, updates it or leaves it as it is, and lists the warnings', async () => {
    renderPage();
    await uploadFile();
    const variant = product.variants[0]!;
    const updated: PreviewProduct = {
      ...product,
      row: 3,
      action: 'update',
      changes: ['title'],
      handle: 'robe',
      title: 'Robe wax',
      variants: [
        { ...variant, row: 3, action: 'update', changes: [], title: 'M', quantity: 0 },
        { ...variant, row: 4, action: 'new', title: 'XL', quantity: 2 },
      ],
    };
    const unchanged: PreviewProduct = {
      ...product,
      row: 5,
      action: 'update',
      handle: 'pagne',
      title: 'Pagne',
      variants: [{ ...variant, row: 5, action: 'update', changes: [], quantity: 0 }],
    };
    const batch = previewWith([]);
    api.put.mockResolvedValue({
      ok: true,
      status: 200,
      error: null,
      data: {
        data: {
          ...batch,
          preview: {
            ...batch.preview!,
            product_count: 3,
            new_count: 1,
            update_count: 2,
            products: [product, updated, unchanged],
            warnings: [
              {
                row: 5,
                field: 'quantity',
                code: 'import.stock_not_changed',
                message:
                  'Stock is not changed by an import (9 in the file, 4 in stock): use a stock adjustment.',
              },
            ],
          },
        },
      },
    });
    api.get.mockResolvedValue({ ok: true, status: 200, error: null, data: { data: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));

    const table = await screen.findByRole('table', { name: 'Products to import' });
    const actionOf = (title: string) =>
      within(within(table).getByRole('rowheader', { name: title }).closest('tr')!).getAllByRole('cell')[0]!
        .textContent;
    expect(actionOf('Savon')).toBe('New');
    expect(actionOf('Robe wax')).toBe('Update (+1 variant)');
    expect(actionOf('Pagne')).toBe('No change');
    expect(screen.getByText('New: 1 · To update: 2')).toBeTruthy();
    const warnings = screen.getByRole('table', { name: /^Warnings/ });
    expect(within(warnings).getAllByRole('row')[1]!.textContent).toBe(
      '5QuantitéStock is not changed by an import (9 in the file, 4 in stock): use a stock adjustment.',
    );
    // Warnings do not stop the import.
    expect(screen.getByRole('button', { name: 'Import 3 products' })).toHaveProperty('disabled', false);
    const fr = i18n.getFixedT('fr', 'imports');
    await i18n.loadLanguages(['fr', 'es']);
    expect([fr('preview.action_new'), fr('preview.action_update'), fr('preview.action_unchanged')]).toEqual([
      'Nouveau',
      'Mise à jour',
      'Aucun changement',
    ]);
    expect(i18n.getFixedT('es', 'imports')('preview.new_variants', { count: 2 })).toBe('+2 variantes');
  });

  it('tells users without products.create that they may not import', async () => {
    renderPage([]);
    expect((await screen.findByRole('alert')).textContent).toBe('You may not create products.');
  });

  it('sums the preview up in words with their plurals, and shows no “Default Title” variant', async () => {
    renderPage();
    await uploadFile();
    api.put.mockResolvedValue({ ok: true, status: 200, error: null, data: { data: previewWith([]) } });
    api.get.mockResolvedValue({ ok: true, status: 200, error: null, data: { data: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    const table = await screen.findByRole('table', { name: 'Products to import' });
    expect(screen.getByText('3 rows, 3 without errors: 1 product with 1 variant.')).toBeTruthy();
    const savon = within(table).getByRole('rowheader', { name: 'Savon' }).closest('tr')!;
    expect(table.textContent).not.toContain('Default Title');
    expect(within(savon).getAllByRole('cell')[1]!.textContent).toBe('—');
  });

  it('says “1 produit avec 1 variante” in French', async () => {
    const fr = i18n.getFixedT('fr', 'imports');
    await i18n.loadLanguages('fr');
    await i18n.loadNamespaces('imports');
    const summary = fr('preview.summary', {
      rows: fr('preview.rows_count', { count: 1 }),
      valid: 0,
      products: fr('preview.products_count', { count: 1 }),
      variants: fr('preview.variants_count', { count: 1 }),
    });
    expect(summary).toBe('1 ligne, 0 sans erreur : 1 produit avec 1 variante.');
    expect(fr('preview.variants_count', { count: 2 })).toBe('2 variantes');
  });
});
