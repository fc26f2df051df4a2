import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { okResult, renderSettingPages } from '../pricing-settings/render-page.tsx';
import { CompanySettingsPage } from './company-settings-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['company_settings', 'media']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const company = {
  id: 'c1',
  name: 'Boutique Awa',
  company_code: 'AB12CD',
  email: null,
  phone: '+237 690 00 00 00',
  address: 'Rue Joss',
  city: 'Douala',
  country: 'CM',
  tax_id: null,
  currency: 'XAF',
  timezone: 'Africa/Douala',
  locale: 'fr',
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  subscription: null,
  logo: null,
  currency_locked: false,
};
const variables = {
  invoice_prefix: 'INV-',
  order_prefix: 'ORD-',
  quotation_prefix: 'QUO-',
  receipt_prefix: 'REC-',
  purchase_order_prefix: 'PO-',
  credit_note_prefix: 'CN-',
  invoice_due_days: null,
  week_starts_on: 1,
  allow_negative_stock: false,
  amount_in_words: false,
  currency: 'XAF',
  timezone: 'Africa/Douala',
  locale: 'fr',
};
const website = {
  title: 'Boutique Awa',
  description: '',
  domain: null,
  logo_url: null,
  primary_color: '#ed9221',
  whatsapp_phone: null,
  published: false,
};

/** The API as the page reads it: the company (with overrides), its variables and website. */
function serve(overrides: Record<string, unknown> = {}) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('company/variables')) return okResult({ data: variables });
    if (path.endsWith('company/website')) return okResult({ data: website });
    return okResult({ data: { ...company, ...overrides } });
  });
}
const ROUTES = [{ path: '/settings/company', element: <CompanySettingsPage /> }];
const ALL = ['company.view', 'company.update', 'shops.view', 'warehouses.view'];
const section = async (name: string) => within(await screen.findByRole('form', { name }));

describe('company settings page', () => {
  it('saves the company details and shows the server’s field errors under each field', async () => {
    serve();
    api.put.mockResolvedValueOnce({
      ok: false,
      status: 422,
      data: null,
      error: { message: 'Some fields are not valid.', errors: { email: ['Enter a valid email address.'] } },
    });
    renderSettingPages('/settings/company', ALL, ROUTES);
    const details = await section('Company details');
    fireEvent.change(details.getByLabelText(/^Company name/), { target: { value: 'Awa & Fils' } });
    fireEvent.change(details.getByLabelText('Email'), { target: { value: 'awa@' } });
    fireEvent.change(details.getByLabelText(/^Country/), { target: { value: 'sn' } });
    fireEvent.click(details.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0]![0]).toMatch(/company$/);
    expect(api.put.mock.calls[0]![1]).toMatchObject({
      name: 'Awa & Fils',
      email: 'awa@',
      country: 'SN',
      currency: 'XAF',
      timezone: 'Africa/Douala',
    });
    expect(await details.findByText('Enter a valid email address.')).toBeTruthy();
    expect(details.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('locks the currency once orders exist, and says why', async () => {
    serve({ currency_locked: true });
    renderSettingPages('/settings/company', ALL, ROUTES);
    const details = await section('Company details');
    expect((details.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(true);
    expect(details.getByText('Locked: orders are already recorded in this currency.')).toBeTruthy();
  });

  it('saves document prefixes and payment terms, refusing days that are not whole before asking', async () => {
    serve();
    api.put.mockResolvedValue(okResult({ data: { ...variables, invoice_due_days: 30 } }));
    renderSettingPages('/settings/company', ALL, ROUTES);
    const documents = await section('Documents');
    expect(documents.getByText(`The first one this year: INV-${new Date().getFullYear()}-0001`)).toBeTruthy();
    fireEvent.change(documents.getByLabelText('Days to pay an invoice'), { target: { value: '7.5' } });
    fireEvent.click(documents.getByRole('button', { name: 'Save document settings' }));
    expect(await documents.findByText(/Enter a whole number of days/)).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();

    fireEvent.change(documents.getByLabelText('Days to pay an invoice'), { target: { value: '30' } });
    fireEvent.change(documents.getByLabelText('Credit note prefix'), { target: { value: 'AV-' } });
    fireEvent.click(documents.getByLabelText('Print the total in words'));
    fireEvent.click(documents.getByRole('button', { name: 'Save document settings' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(api.put.mock.calls[0]![0]).toMatch(/company\/variables$/);
    expect(api.put.mock.calls[0]![1]).toMatchObject({
      invoice_due_days: 30,
      credit_note_prefix: 'AV-',
      amount_in_words: true,
    });
  });

  it('uploads a logo to the logo collection, makes it the company’s, and shows the server’s refusal', async () => {
    serve();
    api.presignAndUpload.mockResolvedValue({ id: 'm-logo', url: '/upload' });
    api.put.mockResolvedValueOnce({
      ok: false,
      status: 422,
      data: null,
      error: {
        message: 'Some fields are not valid.',
        errors: { media_id: ['This file was not uploaded completely.'] },
      },
    });
    renderSettingPages('/settings/company', ALL, ROUTES);
    const logo = within(await screen.findByRole('region', { name: 'Logo' }));
    expect(logo.getByText('No logo yet')).toBeTruthy();
    // One rule for the logo: the library's "10 MB each" would contradict it.
    expect(logo.getByText(/PNG, JPEG or WebP, up to 2 MB/)).toBeTruthy();
    expect(logo.queryByText(/10 MB/)).toBeNull();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    fireEvent.change(logo.getByLabelText(/Drop your logo here/), { target: { files: [file] } });

    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(expect.stringMatching(/company\/logo$/), { media_id: 'm-logo' }),
    );
    expect(api.presignAndUpload.mock.calls[0]![1]).toEqual({ model: 'company', collection: 'logo' });
    expect((await logo.findByRole('alert')).textContent).toBe('This file was not uploaded completely.');
  });

  it('shows the current logo and removes it', async () => {
    serve({ logo: { media_id: 'm1', url: '/logo.png', thumbnail_url: '/logo.w200.webp' } });
    api.delete.mockResolvedValue({ ok: true, status: 204, data: null, error: null });
    renderSettingPages('/settings/company', ALL, ROUTES);
    const logo = within(await screen.findByRole('region', { name: 'Logo' }));
    expect(logo.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe('/logo.w200.webp');
    fireEvent.click(logo.getByRole('button', { name: 'Remove the logo' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(expect.stringMatching(/company\/logo$/)));
  });

  it('is read-only without company.update, and refused without company.view', async () => {
    serve();
    renderSettingPages('/settings/company', ['company.view'], ROUTES);
    const details = await section('Company details');
    expect(details.getByLabelText(/^Company name/).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.queryByLabelText(/Drop your logo here/)).toBeNull();
    cleanup();

    renderSettingPages('/settings/company', [], ROUTES);
    expect(await screen.findByText('You are not allowed to see the company settings.')).toBeTruthy();
    expect(api.get).toHaveBeenCalledTimes(3);
  });
});
