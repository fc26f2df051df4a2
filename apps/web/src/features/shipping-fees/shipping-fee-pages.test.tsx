import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { ShippingFeeCreatePage, ShippingFeeEditPage, ShippingFeeListPage } from './shipping-fee-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['shipping_fees', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const douala = {
  id: 'f1',
  shop_id: null,
  label: 'Douala centre',
  delivery_mode: 'delivery',
  zone: 'Akwa',
  city: 'Douala',
  amount: 1500,
  min_weight_grams: null,
  max_weight_grams: null,
  min_subtotal: null,
  max_subtotal: null,
  position: 0,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const ROUTES = [
  { path: '/shipping-fees', element: <ShippingFeeListPage /> },
  { path: '/shipping-fees/create', element: <ShippingFeeCreatePage /> },
  { path: '/shipping-fees/:id/edit', element: <ShippingFeeEditPage /> },
];
const ALL = ['shipping_fees.view', 'shipping_fees.create', 'shipping_fees.update', 'shipping_fees.delete'];

describe('shipping fee pages', () => {
  it('lists fees with where they apply and their amount in FCFA', async () => {
    api.get.mockResolvedValue(okResult({ data: [douala], meta: listMeta(1) }));
    renderSettingPages('/shipping-fees?delivery_mode=delivery', ALL, ROUTES);
    expect(await screen.findByText('Akwa, Douala')).toBeTruthy();
    expect(screen.getByText(/FCFA\s1,500/)).toBeTruthy();
    expect(api.get.mock.calls[0]![1]).toMatchObject({ query: { filter: { delivery_mode: 'delivery' } } });
  });

  it('tells where a fee applies and its delivery mode under its label, on phones only (their columns are hidden there)', async () => {
    api.get.mockResolvedValue(okResult({ data: [douala], meta: listMeta(1) }));
    renderSettingPages('/shipping-fees', ALL, ROUTES);
    const table = await screen.findByRole('table');
    const label = within(table).getByRole('rowheader');
    const phoneLine = within(label).getByText('Akwa, Douala · Delivery');
    expect(phoneLine.className).toContain('sm:hidden');
    for (const name of ['Where', 'Delivery mode'])
      expect(within(table).getByRole('columnheader', { name }).className).toContain('hidden sm:table-cell');
    // the fee and the status stay on phones
    const kept = within(table)
      .getAllByRole('columnheader')
      .filter((header) => !header.className.includes('hidden'))
      .map((header) => header.textContent);
    expect(kept).toEqual(['Label', 'Fee', 'Status']);
  });

  it('creates a fee for a city and goes back to the list', async () => {
    api.get.mockResolvedValue(okResult({ data: [], meta: listMeta(0) }));
    api.post.mockResolvedValueOnce(okResult({ data: douala }, 201));
    const router = renderSettingPages('/shipping-fees/create', ALL, ROUTES);
    fireEvent.change(await screen.findByLabelText(/^Label/), { target: { value: 'Douala centre' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Douala' } });
    // The currency as the app writes it beside an amount, not its ISO code.
    expect(screen.getByLabelText(/^Minimum basket \(FCFA\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Maximum basket \(FCFA\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Fee \(FCFA\)/), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create shipping fee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipping-fees'));
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      label: 'Douala centre',
      city: 'Douala',
      amount: 1500,
    });
  });
});

describe('the shipping fee list on a phone', () => {
  onPhoneViewport();

  it('keeps the search and "Add a shipping fee" in sight, the filters and sort in a sheet, the export under "More"', async () => {
    api.get.mockResolvedValue(okResult({ data: [douala], meta: listMeta(1) }));
    renderSettingPages(
      '/shipping-fees?delivery_mode=delivery&is_active=false',
      [...ALL, 'shipping_fees.export'],
      ROUTES,
    );
    await screen.findByText('Akwa, Douala');
    await expectSettingListOnPhone({
      search: 'Search shipping fees',
      add: 'Add a shipping fee',
      filters: 2,
      inSheet: (sheet) =>
        expect((within(sheet).getByLabelText('Delivery mode') as HTMLSelectElement).value).toBe('delivery'),
    });
  });
});
