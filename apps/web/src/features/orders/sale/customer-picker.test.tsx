import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { recentCustomersKey } from '../../../stores/storage-keys.ts';
import { fakeApi, fakeToasts } from '../../../testing/fake-api.ts';
import { failure, ok, page, renderScreen } from '../testing.tsx';
import type { BasketCustomer } from './basket.ts';
import { CustomerPicker } from './customer-picker.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(async () => {
  await i18n.loadNamespaces(['orders', 'customers']);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  for (const fn of [...Object.values(api), ...Object.values(toasts)]) fn.mockReset();
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
    [{ path: '/pos', element: <CustomerPicker value={null} onChange={picked} canCreate keepsPending /> }],
  );
  fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('button', { name: /^New customer/ }));
  await waitFor(() => expect(picked).toHaveBeenCalledOnce());
  return { body: api.post.mock.calls[0]?.[1], picked: picked.mock.calls[0]?.[0] };
}

describe('creating a customer at the counter', () => {
  it('keeps the name and the WhatsApp number typed together apart', async () => {
    const { body, picked } = await createFrom('Mariam Traoré +225 07 48 12 33 91');
    expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/customers$/), expect.anything(), {
      headers: { 'Idempotency-Key': expect.any(String) },
    });
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

describe('a number that is already a customer’s', () => {
  const mariam = { id: 'c1', name: 'Mariam Traoré', phone: '2250748123391' };

  function renderPicker() {
    const picked = vi.fn();
    renderScreen(
      '/pos',
      ['customers.view', 'customers.create'],
      [{ path: '/pos', element: <CustomerPicker value={null} onChange={picked} canCreate keepsPending /> }],
    );
    fireEvent.change(screen.getByLabelText('Customer (optional)'), {
      target: { value: 'Mariam T. +225 07 48 12 33 91' },
    });
    return picked;
  }

  it('is looked up by its digits and offered instead of a new customer', async () => {
    api.get.mockResolvedValue(ok(page([mariam])));
    const picked = renderPicker();

    fireEvent.click(await screen.findByRole('button', { name: 'Already a customer: Mariam Traoré — use' }));

    expect(picked).toHaveBeenCalledWith(mariam);
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/customers$/),
      expect.objectContaining({ query: { search: '2250748123391', per_page: 5 } }),
    );
    expect(screen.queryByRole('button', { name: /^New customer/ })).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('taken while the form was open: the refusal offers the customer holding it, not an error', async () => {
    api.get.mockResolvedValueOnce(ok(page([]))).mockResolvedValue(ok(page([mariam])));
    api.post.mockResolvedValue(
      failure(409, 'This phone is already taken.', { phone: ['This phone number is already a customer’s.'] }),
    );
    const picked = renderPicker();

    fireEvent.click(await screen.findByRole('button', { name: /^New customer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Already a customer: Mariam Traoré — use' }));

    expect(picked).toHaveBeenCalledWith(mariam);
    expect(screen.queryByText('This phone number is already a customer’s.')).toBeNull();
  });
});

describe('without a connection', () => {
  const awa = { id: 'k1', name: 'Awa Diallo', phone: '2250748123391' };
  const fatou = { id: 'k2', name: 'Fatou Sow', phone: null };

  it('finds the customers served lately on this device, and offers to create a new one later', async () => {
    localStorage.setItem(recentCustomersKey('c1'), JSON.stringify([fatou, awa]));
    localStorage.setItem(
      recentCustomersKey('c2'),
      JSON.stringify([{ id: 'x', name: 'Awa Other', phone: null }]),
    );
    // The search never got an answer (status 0: the API client's network failure).
    api.get.mockResolvedValue(failure(0, 'Failed to fetch'));
    const picked = vi.fn();
    renderScreen(
      '/pos',
      ['customers.view', 'customers.create'],
      [{ path: '/pos', element: <CustomerPicker value={null} onChange={picked} canCreate keepsPending /> }],
    );
    fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: 'awa' } });
    await screen.findByText('No connection: customers served lately on this device.');
    const results = screen.getByRole('list', { name: 'Customers found' });
    expect(
      screen.getByRole('button', { name: 'New customer: “awa” — created when the connection is back' }),
    ).toBeTruthy();
    expect(results.textContent).toContain('Awa Diallo');
    expect(screen.queryByText('Awa Other')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Awa Diallo/ }));
    expect(picked).toHaveBeenCalledWith(awa);
    expect(JSON.parse(localStorage.getItem(recentCustomersKey('c1')) ?? '[]')).toEqual([awa, fatou]);
    localStorage.clear();
  });

  it('remembers a customer picked online for the next time the connection drops', async () => {
    localStorage.clear();
    api.get.mockResolvedValue(ok(page([{ id: 'k7', name: 'Mariam Traoré', phone: '2250707000000' }])));
    const picked = vi.fn();
    renderScreen(
      '/pos',
      ['customers.view'],
      [{ path: '/pos', element: <CustomerPicker value={null} onChange={picked} canCreate={false} /> }],
    );
    fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: 'mariam' } });
    fireEvent.click(await screen.findByRole('button', { name: /Mariam Traoré/ }));
    expect(JSON.parse(localStorage.getItem(recentCustomersKey('c1')) ?? '[]')).toEqual([
      { id: 'k7', name: 'Mariam Traoré', phone: '2250707000000' },
    ]);
    localStorage.clear();
  });
});

describe('creating a customer without a connection', () => {
  const mariamPending = (key: string): BasketCustomer => ({
    id: `pending:${key}`,
    name: 'Mariam Traoré',
    phone: '2250748123391',
    pending: { key, body: { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' } },
  });

  function goOffline() {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    return onLine;
  }
  // Back online for what follows (React Query keeps the last event it saw), with nothing left on screen.
  function backOnline(onLine: { mockRestore: () => void }) {
    cleanup();
    onLine.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    localStorage.clear();
  }

  function renderPicker(value: BasketCustomer | null = null) {
    const picked = vi.fn();
    renderScreen(
      '/pos',
      ['customers.view', 'customers.create'],
      [{ path: '/pos', element: <CustomerPicker value={value} onChange={picked} canCreate keepsPending /> }],
    );
    return picked;
  }
  const type = (text: string) =>
    fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: text } });

  it('keeps the new customer on the device, with the body the online creation sends, for this sale and the next', async () => {
    const onLine = goOffline();
    const picked = renderPicker();

    type('Mariam Traoré +225 07 48 12 33 91');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'New customer: “Mariam Traoré +225 07 48 12 33 91” — created when the connection is back',
      }),
    );

    const customer = picked.mock.calls[0]?.[0] as BasketCustomer;
    const key = customer.pending?.key ?? '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(customer).toEqual(mariamPending(key));
    expect(api.post).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(recentCustomersKey('c1')) ?? '[]')).toEqual([mariamPending(key)]);

    // the next offline sale finds it among the recent customers, the same pending customer (one key)
    cleanup();
    const next = renderPicker();
    type('mariam');
    fireEvent.click(await screen.findByRole('button', { name: /^Mariam Traoré\s*·\s*To be created/ }));
    expect(next).toHaveBeenCalledWith(mariamPending(key));
    backOnline(onLine);
  });

  it('shows the sale’s customer as one still to be created', () => {
    const onLine = goOffline();
    renderPicker(mariamPending('ck1'));

    expect(screen.getByText('Mariam Traoré')).toBeTruthy();
    expect(screen.getByText('To be created when the connection is back')).toBeTruthy();
    backOnline(onLine);
  });

  it('refuses a number WhatsApp cannot reach at once, offline too, and keeps nothing', async () => {
    const onLine = goOffline();
    const picked = renderPicker();

    type('Awa 07 48 12 33 91');
    fireEvent.click(await screen.findByRole('button', { name: /^New customer: “Awa 07 48 12 33 91”/ }));

    expect(toasts.showErrorToast).toHaveBeenCalledWith(
      'pos-customer-error',
      'Enter a WhatsApp number of 10 to 15 digits, not starting with 0.',
    );
    expect(picked).not.toHaveBeenCalled();
    expect(localStorage.getItem(recentCustomersKey('c1'))).toBeNull();
    backOnline(onLine);
  });

  it('keeps the customer pending under the key already sent when the creation got no answer', async () => {
    api.get.mockResolvedValue(ok(page([])));
    api.post.mockResolvedValue(failure(0, 'Failed to fetch'));
    const picked = renderPicker();

    type('Fatou');
    fireEvent.click(await screen.findByRole('button', { name: 'New customer: “Fatou”' }));

    await waitFor(() => expect(picked).toHaveBeenCalledOnce());
    const sentKey = api.post.mock.calls[0]?.[2]?.headers['Idempotency-Key'];
    expect(api.post).toHaveBeenCalledWith(
      expect.stringMatching(/customers$/),
      { first_name: 'Fatou' },
      {
        headers: { 'Idempotency-Key': sentKey },
      },
    );
    expect(picked).toHaveBeenCalledWith({
      id: `pending:${sentKey}`,
      name: 'Fatou',
      phone: null,
      pending: { key: sentKey, body: { first_name: 'Fatou' } },
    });
    localStorage.clear();
  });

  it('creates the sale’s pending customer as soon as the connection is back, with its own key and body', async () => {
    api.post.mockResolvedValue(
      ok({ data: { id: 'c9', name: 'Mariam Traoré', phone: '2250748123391' } }, 201),
    );
    localStorage.setItem(recentCustomersKey('c1'), JSON.stringify([mariamPending('ck1')]));
    const picked = renderPicker(mariamPending('ck1'));

    await waitFor(() => expect(picked).toHaveBeenCalledOnce());

    expect(api.post).toHaveBeenCalledWith(
      expect.stringMatching(/customers$/),
      { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' },
      { headers: { 'Idempotency-Key': 'ck1' } },
    );
    const created = { id: 'c9', name: 'Mariam Traoré', phone: '2250748123391' };
    expect(picked).toHaveBeenCalledWith(created);
    expect(JSON.parse(localStorage.getItem(recentCustomersKey('c1')) ?? '[]')).toEqual([created]);
    localStorage.clear();
  });

  describe('away from the counter (the office’s orders: nothing queues the order)', () => {
    function renderOfficePicker() {
      const picked = vi.fn();
      renderScreen(
        '/orders/new',
        ['customers.view', 'customers.create'],
        [{ path: '/orders/new', element: <CustomerPicker value={null} onChange={picked} canCreate /> }],
      );
      return picked;
    }

    it('offline: says a new customer waits for the connection, and offers no creation', async () => {
      const onLine = goOffline();
      renderOfficePicker();
      type('Mariam Traoré');
      await screen.findByText('A new customer can be added once the connection is back.');
      expect(screen.queryByRole('button', { name: /^New customer/ })).toBeNull();
      backOnline(onLine);
    });

    it('a creation that got no answer is an error, not a pending customer', async () => {
      api.get.mockResolvedValue(ok(page([])));
      api.post.mockResolvedValue(failure(0, 'Failed to fetch'));
      const picked = renderOfficePicker();
      type('Fatou');
      fireEvent.click(await screen.findByRole('button', { name: 'New customer: “Fatou”' }));
      await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalled());
      expect(picked).not.toHaveBeenCalled();
    });
  });
});
