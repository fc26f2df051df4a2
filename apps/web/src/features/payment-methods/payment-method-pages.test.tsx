import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { listMeta, okResult, renderSettingPages } from '../pricing-settings/render-page.tsx';
import {
  PaymentMethodCreatePage,
  PaymentMethodEditPage,
  PaymentMethodListPage,
} from './payment-method-pages.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../app/api.ts', () => ({ api }));

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

  it('tells that the default one stays default until another is chosen', async () => {
    api.get.mockResolvedValue(okResult({ data: cash }));
    renderSettingPages('/payment-methods/p1/edit', ALL, ROUTES);
    expect(await screen.findByText(/This is the default payment method/)).toBeTruthy();
  });
});
