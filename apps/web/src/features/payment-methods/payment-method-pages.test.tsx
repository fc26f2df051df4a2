import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { onPhoneViewport } from '../../testing/phone-viewport.ts';
import { listMeta, okResult, renderSettingPages } from '../pricing-settings/render-page.tsx';
import {
  PaymentMethodCreatePage,
  PaymentMethodEditPage,
  PaymentMethodListPage,
} from './payment-method-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['payment_methods', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const cash = {
  id: 'p1',
  name: 'Cash',
  kind: 'cash',
  accounting_code: '571',
  provider: null,
  treasury_account_id: null,
  is_default: true,
  is_active: true,
  position: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const ROUTES = [
  { path: '/payment-methods', element: <PaymentMethodListPage /> },
  { path: '/payment-methods/create', element: <PaymentMethodCreatePage /> },
  { path: '/payment-methods/:id/edit', element: <PaymentMethodEditPage /> },
];
const ALL = [
  'payment_methods.view',
  'payment_methods.create',
  'payment_methods.update',
  'payment_methods.delete',
];

describe('payment method pages', () => {
  it('lists methods with their kind, account and the default badge', async () => {
    api.get.mockResolvedValue(okResult({ data: [cash], meta: listMeta(1) }));
    renderSettingPages('/payment-methods', ALL, ROUTES);
    expect(await screen.findByText('571')).toBeTruthy();
    expect(screen.getAllByText('Default').length).toBeGreaterThan(0);
  });

  it('creates a mobile-money method made default, its account left to the kind', async () => {
    api.get.mockResolvedValue(okResult({ data: [], meta: listMeta(0) }));
    api.post.mockResolvedValueOnce(okResult({ data: { ...cash, id: 'p2' } }, 201));
    renderSettingPages('/payment-methods/create', ALL, ROUTES);
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Orange Money' } });
    expect((screen.getByLabelText(/^Accounting code/) as HTMLInputElement).placeholder).toBe('538');
    fireEvent.click(screen.getByLabelText(/^Default payment method/));
    fireEvent.click(screen.getByRole('button', { name: 'Create payment method' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      name: 'Orange Money',
      kind: 'mobile_money_operator',
      accounting_code: null,
      is_default: true,
    });
  });

  it('leads back to the list from the new method form, as the other sales settings do', async () => {
    api.get.mockResolvedValue(okResult({ data: [cash], meta: listMeta(1) }));
    await i18n.changeLanguage('fr');
    try {
      renderSettingPages('/payment-methods/create', ALL, ROUTES);
      await screen.findByRole('heading', { name: 'Nouveau moyen de paiement' });

      const back = screen.getByRole('link', { name: 'Retour aux moyens de paiement' });

      expect(back.getAttribute('href')).toBe('/payment-methods');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('tells that the default one stays default until another is chosen', async () => {
    api.get.mockResolvedValue(okResult({ data: cash }));
    renderSettingPages('/payment-methods/p1/edit', ALL, ROUTES);
    expect(await screen.findByText(/This is the default payment method/)).toBeTruthy();
  });
});

describe('the payment methods list on a phone', () => {
  const resize = onPhoneViewport();
  const OWNER = [...ALL, 'payment_methods.export'];

  it('keeps the search in sight and the kind, status and sort in a sheet that counts the filters', async () => {
    api.get.mockResolvedValue(okResult({ data: [cash], meta: listMeta(1) }));
    const router = renderSettingPages('/payment-methods?kind=cash&sort=name', OWNER, ROUTES);
    await screen.findByText('571');
    expect(screen.getByRole('searchbox', { name: 'Search payment methods' })).toBeTruthy();
    for (const control of ['Kind', 'Status', 'Sort by']) expect(screen.queryByLabelText(control)).toBeNull();

    // the sort is not a filter: one is counted
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect((within(sheet).getByLabelText('Kind') as HTMLSelectElement).value).toBe('cash');
    expect((within(sheet).getByLabelText('Sort by') as HTMLSelectElement).value).toBe('name');
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: 'false' } });
    await waitFor(() => expect(router.state.location.search).toContain('is_active=false'));
    await waitFor(() =>
      expect(api.get.mock.calls.at(-1)?.[1]?.query).toMatchObject({
        filter: { kind: 'cash', is_active: 'false' },
      }),
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('keeps "Add a payment method" in the header and puts online payments and the export under "More"', async () => {
    api.get.mockResolvedValue(okResult({ data: [cash], meta: listMeta(1) }));
    renderSettingPages('/payment-methods', OWNER, ROUTES);
    await screen.findByText('571');
    expect(screen.getByRole('link', { name: 'Add a payment method' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Online payments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online payments' })).toBeTruthy();
  });

  it('shows the filters, sort and every header action in place from a tablet up', async () => {
    resize(1024, 1366);
    api.get.mockResolvedValue(okResult({ data: [cash], meta: listMeta(1) }));
    renderSettingPages('/payment-methods?kind=cash', OWNER, ROUTES);
    await screen.findByText('571');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('cash');
    expect(screen.getByLabelText('Sort by')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online payments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});
