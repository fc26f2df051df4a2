import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { onPhoneViewport } from '../../testing/phone-viewport.ts';
import { listMeta, okResult, renderSettingPages } from '../pricing-settings/render-page.tsx';
import { DiscountCreatePage, DiscountEditPage, DiscountListPage } from './discount-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['discounts', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const welcome = {
  id: 'd1',
  code: 'BIENVENUE10',
  label: 'Bienvenue',
  discount_type: 'percentage',
  discount_value: '10',
  starts_at: null,
  ends_at: null,
  minimum_subtotal: null,
  usage_limit: 100,
  usage_limit_per_customer: 1,
  times_used: 3,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const ROUTES = [
  { path: '/discounts', element: <DiscountListPage /> },
  { path: '/discounts/create', element: <DiscountCreatePage /> },
  { path: '/discounts/:id/edit', element: <DiscountEditPage /> },
];
const ALL = ['discounts.view', 'discounts.create', 'discounts.update', 'discounts.delete'];

describe('discount pages', () => {
  it('lists codes with their value and uses', async () => {
    api.get.mockResolvedValue(okResult({ data: [welcome], meta: listMeta(1) }));
    renderSettingPages('/discounts', ALL, ROUTES);
    expect(await screen.findByText('BIENVENUE10')).toBeTruthy();
    expect(screen.getByText('10 %')).toBeTruthy();
    expect(screen.getByText('3 / 100')).toBeTruthy();
  });

  it('shows a load error with a retry button', async () => {
    api.get.mockResolvedValue({ ok: false, status: 500, data: null, error: { message: 'Server down' } });
    renderSettingPages('/discounts', ALL, ROUTES);
    expect(await screen.findByText('Server down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('edits a discount: the form starts from the saved one and shows a field error', async () => {
    api.get.mockResolvedValue(okResult({ data: welcome }));
    api.patch.mockResolvedValueOnce({
      ok: false,
      status: 422,
      data: null,
      error: {
        message: 'Some fields are not valid.',
        errors: { discount_value: ['A percentage is at most 100.'] },
      },
    });
    renderSettingPages('/discounts/d1/edit', ALL, ROUTES);
    const value = await screen.findByLabelText(/^Percentage/);
    expect((value as HTMLInputElement).value).toBe('10');
    fireEvent.change(value, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A percentage is at most 100.')).toBeTruthy();
    expect(api.patch.mock.calls[0]![1]).toMatchObject({ discount_value: '150', code: 'BIENVENUE10' });
  });

  it('labels its amounts with the currency as the app writes it (FCFA), not its ISO code', async () => {
    renderSettingPages('/discounts/create', ALL, ROUTES);
    const form = await screen.findByRole('form', { name: 'New discount' });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'fixed' } });

    expect(within(form).getByLabelText(/^Minimum basket \(FCFA\)/)).toBeTruthy();
    expect(within(form).getByLabelText(/^Amount \(FCFA\)/)).toBeTruthy();
    expect(form.textContent).not.toContain('XAF');
  });

  it('offers no form to a user who may only view discounts', async () => {
    renderSettingPages('/discounts/create', ['discounts.view'], ROUTES);
    expect(await screen.findByText('You are not allowed to add discounts.')).toBeTruthy();
    await waitFor(() => expect(api.post).not.toHaveBeenCalled());
  });
});

describe('the discount list on a phone', () => {
  onPhoneViewport();

  it('counts the status and type on the "Filters" button and puts the export under "More"', async () => {
    api.get.mockResolvedValue(okResult({ data: [welcome], meta: listMeta(1) }));
    renderSettingPages('/discounts?is_active=true&discount_type=fixed', [...ALL, 'discounts.export'], ROUTES);
    await screen.findByText('BIENVENUE10');
    expect(screen.queryByLabelText('Type')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add a discount' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect((within(sheet).getByLabelText('Type') as HTMLSelectElement).value).toBe('fixed');
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('true');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
