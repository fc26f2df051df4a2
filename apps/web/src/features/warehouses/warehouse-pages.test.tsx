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
import { WarehouseCreatePage, WarehouseListPage } from './warehouse-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['warehouses']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const main = {
  id: 'w1',
  name: 'Dépôt central',
  code: 'MAIN',
  address: null,
  city: 'Yaoundé',
  country: 'CM',
  is_default: true,
  is_active: true,
  allow_negative_stock: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const ROUTES = [
  { path: '/settings/warehouses', element: <WarehouseListPage /> },
  { path: '/settings/warehouses/create', element: <WarehouseCreatePage /> },
];
const ALL = ['warehouses.view', 'warehouses.create', 'warehouses.update', 'warehouses.delete'];

describe('warehouse pages', () => {
  it('lists warehouses with their code, default and stock rule', async () => {
    api.get.mockResolvedValue(okResult({ data: [main], meta: listMeta(1) }));
    renderSettingPages('/settings/warehouses', ALL, ROUTES);
    expect(await screen.findByText('Dépôt central')).toBeTruthy();
    expect(screen.getByText('MAIN')).toBeTruthy();
    expect(screen.getByText('Below zero allowed')).toBeTruthy();
  });

  it('creates a warehouse and shows the server’s field errors', async () => {
    api.post.mockResolvedValue({
      ok: false,
      status: 409,
      data: null,
      error: { message: 'This code is already used.', errors: { code: ['This value is already used.'] } },
    });
    renderSettingPages('/settings/warehouses/create', ALL, ROUTES);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Dépôt Bassa' } });
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'main' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create warehouse' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]![1]).toMatchObject({ name: 'Dépôt Bassa', code: 'MAIN', is_active: true });
    expect(await screen.findByText('This value is already used.')).toBeTruthy();
  });
});

describe('the warehouse list on a phone', () => {
  onPhoneViewport();

  it('keeps the search and "Add a warehouse" in sight, the filters and sort in a sheet, the export under "More"', async () => {
    api.get.mockResolvedValue(okResult({ data: [main], meta: listMeta(1) }));
    renderSettingPages('/settings/warehouses?is_active=false', [...ALL, 'warehouses.export'], ROUTES);
    await screen.findByText('Dépôt central');
    await expectSettingListOnPhone({ search: 'Search warehouses', add: 'Add a warehouse' });
  });
});
