import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { onPhoneViewport } from '../../testing/phone-viewport.ts';
import {
  expectSettingListOnPhone,
  listMeta,
  okResult,
  renderSettingPages,
} from '../pricing-settings/render-page.tsx';
import { TaxCreatePage, TaxEditPage, TaxListPage } from './tax-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['taxes', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const vat = {
  id: 't1',
  code: 'TVA',
  label: 'TVA Cameroun',
  rate: '19.25',
  fixed_amount: null,
  tax_order: 0,
  is_withholding: false,
  include_in_base_for_subsequent_taxes: false,
  is_default: true,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
};
const stamp = {
  ...vat,
  id: 't2',
  code: 'DT',
  label: 'Timbre',
  rate: null,
  fixed_amount: 1500,
  is_default: false,
};

const ROUTES = [
  { path: '/taxes', element: <TaxListPage /> },
  { path: '/taxes/create', element: <TaxCreatePage /> },
  { path: '/taxes/:id/edit', element: <TaxEditPage /> },
];
const ALL = ['taxes.view', 'taxes.create', 'taxes.update', 'taxes.delete', 'taxes.export'];

describe('tax pages', () => {
  it('lists rates and fixed amounts in the company currency, with the filter in the URL', async () => {
    api.get.mockResolvedValue(okResult({ data: [vat, stamp], meta: listMeta(2) }));
    const router = renderSettingPages('/taxes', ALL, ROUTES);
    expect(await screen.findByText('19.25 %')).toBeTruthy();
    expect(screen.getByText(/FCFA\s1,500 per unit/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });
    await waitFor(() => expect(router.state.location.search).toBe('?is_active=false'));
    expect(api.get).toHaveBeenLastCalledWith(
      expect.stringContaining('taxes'),
      expect.objectContaining({ query: expect.objectContaining({ filter: { is_active: 'false' } }) }),
    );
  });

  it('shows the empty state with an add button', async () => {
    api.get.mockResolvedValue(okResult({ data: [], meta: listMeta(0) }));
    renderSettingPages('/taxes', ALL, ROUTES);
    expect(await screen.findByText('No taxes yet')).toBeTruthy();
    expect(screen.getAllByText('Add a tax').length).toBeGreaterThan(0);
  });

  it('creates a fixed-amount tax typed in major units and shows the server field errors', async () => {
    api.post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      data: null,
      error: { message: 'Some fields are not valid.', errors: { code: ['This value is already used.'] } },
    });
    renderSettingPages('/taxes/create', ALL, ROUTES);
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'DT' } });
    fireEvent.change(screen.getByLabelText(/^Label/), { target: { value: 'Timbre' } });
    fireEvent.change(screen.getByLabelText('Computed as'), { target: { value: 'fixed' } });
    fireEvent.change(screen.getByLabelText(/^Amount per unit \(FCFA\)/), { target: { value: '1 500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tax' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]![1]).toMatchObject({ code: 'DT', rate: null, fixed_amount: 1500 });
    expect(await screen.findByText('This value is already used.')).toBeTruthy();
  });

  it('says so when the user may not see taxes', async () => {
    renderSettingPages('/taxes/t1/edit', [], ROUTES);
    expect(await screen.findByText('You are not allowed to see taxes.')).toBeTruthy();
  });
});

describe('the tax list on a phone', () => {
  onPhoneViewport();

  it('keeps the search and "Add a tax" in sight, the filters and sort in a sheet, the export under "More"', async () => {
    api.get.mockResolvedValue(okResult({ data: [vat, stamp], meta: listMeta(2) }));
    renderSettingPages('/taxes?is_active=false', ALL, ROUTES);
    await screen.findByText('19.25 %');
    await expectSettingListOnPhone({ search: 'Search taxes', add: 'Add a tax' });
  });
});
