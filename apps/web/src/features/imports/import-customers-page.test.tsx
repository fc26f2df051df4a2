import type { CustomerImportBatch } from '@comptoir/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Profile, profileQuery } from '../../app/profile.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeExports, fakeToasts } from '../../testing/fake-api.ts';
import { ImportCustomersPage } from './import-customers-page.tsx';
import * as rawRequestModule from './raw-request.ts';

const api = fakeApi();
const raw = fakeExports(rawRequestModule, ['rawRequest']);
fakeToasts();

afterEach(() => {
  cleanup();
  for (const fn of [api.get, api.put, api.post, raw.rawRequest]) fn.mockReset();
});

const uploaded: CustomerImportBatch = {
  id: 'c1',
  kind: 'customers',
  status: 'uploaded',
  filename: 'clients.csv',
  delimiter: ';',
  columns: ['Prénom', 'Nom', 'Téléphone', 'Divers'],
  mapping: { first_name: 'Prénom', last_name: 'Nom', phone: 'Téléphone' },
  row_count: 3,
  error_count: 0,
  committed_at: null,
  created_at: '2026-11-30T10:00:00.000Z',
  preview: null,
};
type Preview = NonNullable<CustomerImportBatch['preview']>;
const awa: Preview['customers'][number] = {
  row: 2,
  action: 'new',
  type: 'individual',
  name: 'Awa Diop',
  phone: '221771234567',
  email: null,
  tags: [],
  marketing_consent: true,
  existing: null,
};
const previewWith = (preview: Partial<Preview>): CustomerImportBatch => ({
  ...uploaded,
  status: 'previewed',
  preview: {
    row_count: 3,
    valid_count: 3,
    new_count: 1,
    skip_count: 0,
    errors: [],
    warnings: [],
    customers: [awa],
    ...preview,
  },
});
const answer = (batch: CustomerImportBatch) => ({
  ok: true,
  status: 200,
  error: null,
  data: { data: batch },
});

function renderPage(permissions = ['customers.create']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(profileQuery.queryKey, {
    role: 'employee',
    permissions,
    company: { id: 'c', name: 'Awa', company_code: 'X', currency: 'XOF' },
  } as unknown as Profile);
  const router = createMemoryRouter([{ path: '/customers/import', element: <ImportCustomersPage /> }], {
    initialEntries: ['/customers/import'],
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
  const file = new File(['Prénom;Nom;Téléphone\nAwa;Diop;+221771234567\n'], 'clients.csv', {
    type: 'text/csv',
  });
  fireEvent.change(input, { target: { files: [file] } });
  await screen.findByRole('button', { name: 'Check the rows' });
  return file;
}

describe('ImportCustomersPage', () => {
  it('sends the file to the customer import and prefills the column selects with the guesses', async () => {
    renderPage();
    const file = await uploadFile();
    expect(raw.rawRequest).toHaveBeenCalledWith('POST', 'admin/customer-imports', {
      body: file,
      contentType: 'text/csv',
      headers: { 'X-Filename': 'clients.csv' },
    });
    expect((screen.getByLabelText(/^First name/) as HTMLSelectElement).value).toBe('Prénom');
    expect((screen.getByLabelText(/^Last name/) as HTMLSelectElement).value).toBe('Nom');
    expect((screen.getByLabelText(/^WhatsApp number/) as HTMLSelectElement).value).toBe('Téléphone');
    expect((screen.getByLabelText(/^Email/) as HTMLSelectElement).value).toBe('');
  });

  it('lists every bad row with its column and reason, and refuses to import until the file is fixed', async () => {
    renderPage();
    await uploadFile();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Divers' } });
    api.put.mockResolvedValue(
      answer(
        previewWith({
          valid_count: 1,
          errors: [
            {
              row: 3,
              field: 'phone',
              code: 'import.phone_invalid',
              message: '“077” is not a WhatsApp number.',
            },
            {
              row: 4,
              field: 'first_name',
              code: 'customer_name_required',
              message: 'Enter a first or a last name.',
            },
          ],
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    const table = await screen.findByRole('table', { name: 'Rows with errors' });
    expect(api.put).toHaveBeenCalledWith('admin/customer-imports/c1/mapping', {
      mapping: { first_name: 'Prénom', last_name: 'Nom', phone: 'Téléphone', email: 'Divers' },
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['3Téléphone“077” is not a WhatsApp number.', '4PrénomEnter a first or a last name.']);
    expect(screen.getByRole('alert').textContent).toContain('2 rows have errors');
    expect(screen.getByRole('button', { name: 'Import 1 customer' })).toHaveProperty('disabled', true);
  });

  it('states that existing customers are skipped, lists them, and imports the new ones', async () => {
    renderPage();
    await uploadFile();
    const skipped = {
      ...awa,
      row: 3,
      name: 'Binta Sow',
      action: 'skip' as const,
      existing: { id: 'x', name: 'Binta Sow' },
    };
    api.put.mockResolvedValue(
      answer(
        previewWith({
          skip_count: 1,
          customers: [awa, skipped],
          warnings: [
            {
              row: 3,
              field: 'phone',
              code: 'import.customer_exists_phone',
              message:
                'Binta Sow already has this WhatsApp number: this row is skipped and the customer left as is.',
            },
          ],
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    const table = await screen.findByRole('table', { name: 'Customers in the file' });
    expect(
      screen.getByText('3 rows, 3 without errors: 1 customer to create, 1 already customers.'),
    ).toBeTruthy();
    expect(screen.getByText(/are skipped: the existing customer is not changed/)).toBeTruthy();
    const skippedRows = screen.getByRole('table', { name: /^Skipped rows/ });
    expect(within(skippedRows).getAllByRole('row')[1]!.textContent).toContain('Binta Sow already has');
    const actionOf = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell')[0]!
        .textContent;
    expect(actionOf('Awa Diop')).toBe('New');
    expect(actionOf('Binta Sow')).toBe('Skipped');
    expect(table.textContent).toContain('+221 771 23 45 67');

    api.post.mockResolvedValue(answer({ ...previewWith({}), status: 'committed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 customer' }));
    expect(await screen.findByText('1 customer was imported.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('admin/customer-imports/c1/commit', {});
    expect(screen.getByRole('link', { name: 'See the customers' }).getAttribute('href')).toBe('/customers');
  });

  it('shows the commit refusal when the server finds errors after all', async () => {
    renderPage();
    await uploadFile();
    api.put.mockResolvedValue(answer(previewWith({})));
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    await screen.findByRole('table', { name: 'Customers in the file' });
    api.post.mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: { message: 'The file has 1 rows with errors; nothing was imported.', errors: {} },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 customer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file has 1 rows with errors; nothing was imported.',
    );
  });

  it('tells users without customers.create that they may not import', async () => {
    renderPage(['customers.view']);
    expect((await screen.findByRole('alert')).textContent).toBe('You may not create customers.');
  });

  it('words the customer import in French and Spanish', async () => {
    await i18n.loadLanguages(['fr', 'es']);
    await i18n.loadNamespaces('imports');
    const fr = i18n.getFixedT('fr', 'imports');
    expect(fr('customers.preview.commit', { count: 2 })).toBe('Importer 2 clients');
    expect(i18n.getFixedT('es', 'imports')('customers.fields.phone')).toBe('Número de WhatsApp');
  });
});
