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
import { ShopCreatePage, ShopEditPage, ShopListPage } from './shop-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['shops']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const warehouses = [
  { id: 'w1', name: 'Dépôt Akwa', code: 'AKWA' },
  { id: 'w2', name: 'Dépôt Bassa', code: 'BASSA' },
];
const shop = {
  id: 's1',
  name: 'Boutique Akwa',
  slug: 'boutique-akwa',
  email: null,
  phone: null,
  address: null,
  city: 'Douala',
  country: 'CM',
  is_default: true,
  is_active: true,
  warehouse_ids: ['w1'],
  warehouses: [warehouses[0]],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const ROUTES = [
  { path: '/settings/shops', element: <ShopListPage /> },
  { path: '/settings/shops/create', element: <ShopCreatePage /> },
  { path: '/settings/shops/:id/edit', element: <ShopEditPage /> },
];
const ALL = ['shops.view', 'shops.create', 'shops.update', 'shops.delete', 'warehouses.view'];

function serve() {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('warehouses')) return okResult({ data: warehouses, meta: listMeta(2) });
    if (path.endsWith('shops/s1')) return okResult({ data: shop });
    return okResult({ data: [shop], meta: listMeta(1) });
  });
}

describe('shop pages', () => {
  it('lists shops with the warehouses they sell from, asking the API to include them', async () => {
    serve();
    renderSettingPages('/settings/shops', ALL, ROUTES);
    expect(await screen.findByText('Boutique Akwa')).toBeTruthy();
    expect(screen.getByText('Dépôt Akwa')).toBeTruthy();
    expect(screen.getByText('Default')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/shops$/),
      expect.objectContaining({ query: expect.objectContaining({ include: 'warehouses', sort: 'name' }) }),
    );
  });

  it('creates a shop selling from the warehouses ticked', async () => {
    serve();
    api.post.mockResolvedValue(okResult({ data: { ...shop, id: 's2' } }, 201));
    const router = renderSettingPages('/settings/shops/create', ALL, ROUTES);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Boutique Bonapriso' } });
    fireEvent.click(await screen.findByLabelText('Dépôt Bassa'));
    fireEvent.click(screen.getByRole('button', { name: 'Create shop' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]![1]).toMatchObject({ name: 'Boutique Bonapriso', warehouse_ids: ['w2'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/shops'));
  });

  it('renames a shop with its warehouses loaded, and shows why the default shop cannot be deleted', async () => {
    serve();
    api.patch.mockResolvedValue(okResult({ data: { ...shop, name: 'Akwa centre' } }));
    api.delete.mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: {
        message: 'The default one cannot be removed.',
        errors: { is_default: ['The default one cannot be removed.'] },
      },
    });
    renderSettingPages('/settings/shops/s1/edit', ALL, ROUTES);
    const name = await screen.findByLabelText(/^Name/);
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/shops\/s1$/),
      expect.objectContaining({ query: { include: 'warehouses' } }),
    );
    expect(((await screen.findByLabelText('Dépôt Akwa')) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Default shop') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The default one cannot be removed.')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Akwa centre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.patch).toHaveBeenCalled());
    expect(api.patch.mock.calls[0]![1]).toMatchObject({ name: 'Akwa centre', warehouse_ids: ['w1'] });
    expect(api.patch.mock.calls[0]![1]).not.toHaveProperty('is_default');
  });

  it('says so when the user may not see shops', async () => {
    renderSettingPages('/settings/shops', [], ROUTES);
    expect(await screen.findByText('You are not allowed to see shops.')).toBeTruthy();
  });
});

describe('the shop list on a phone', () => {
  onPhoneViewport();

  it('keeps the search and "Add a shop" in sight, the filters and sort in a sheet, the export under "More"', async () => {
    serve();
    renderSettingPages('/settings/shops?is_active=false', [...ALL, 'shops.export'], ROUTES);
    await screen.findByText('Boutique Akwa');
    await expectSettingListOnPhone({ search: 'Search shops', add: 'Add a shop' });
  });
});
