import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { ok, page, renderScreen } from '../testing.tsx';
import { CustomerPicker } from './customer-picker.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../app/api.ts', () => ({ api }));

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'customers']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

async function createFrom(typed: string) {
  const picked = vi.fn();
  api.get.mockResolvedValue(ok(page([])));
  api.post.mockImplementation(async (_path: string, body: { first_name: string; phone?: string }) =>
    ok({ data: { id: 'c9', name: body.first_name, phone: body.phone ? '2250748123391' : null } }, 201),
  );
  renderScreen(
    '/pos',
    ['customers.view', 'customers.create'],
    [{ path: '/pos', element: <CustomerPicker value={null} onChange={picked} canCreate /> }],
  );
  fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('button', { name: /^New customer/ }));
  await waitFor(() => expect(picked).toHaveBeenCalledOnce());
  return { body: api.post.mock.calls[0]?.[1], picked: picked.mock.calls[0]?.[0] };
}

describe('creating a customer at the counter', () => {
  it('keeps the name and the WhatsApp number typed together apart', async () => {
    const { body, picked } = await createFrom('Mariam Traoré +225 07 48 12 33 91');
    expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/customers$/), expect.anything());
    expect(body).toEqual({ first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' });
    expect(picked).toEqual({ id: 'c9', name: 'Mariam Traoré', phone: '2250748123391' });
  });

  it('creates from a name alone, and gives a number alone a stand-in name', async () => {
    expect((await createFrom('Fatou')).body).toEqual({ first_name: 'Fatou' });
    cleanup();
    api.post.mockReset();
    expect((await createFrom('+225 07 48 12 33 91')).body).toEqual({
      first_name: 'New customer',
      phone: '+225 07 48 12 33 91',
    });
  });
});
