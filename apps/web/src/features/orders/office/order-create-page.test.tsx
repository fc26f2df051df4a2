import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { anOrder, failure, ok, page, renderScreen } from '../testing.tsx';
import { OrderCreatePage } from './order-create-page.tsx';
import { anAddress } from './testing-addresses.ts';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products', 'customers']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const fee = {
  id: 'f1',
  shop_id: null,
  label: 'Douala ville',
  delivery_mode: 'delivery',
  zone: null,
  city: 'Douala',
  amount: 1_500,
  min_weight_grams: null,
  max_weight_grams: null,
  min_subtotal: null,
  max_subtotal: null,
  position: 0,
  is_active: true,
};
const setup = {
  currency: { alpha: 'XAF', precision: 0 },
  payment_methods: [{ id: 'cash', name: 'Cash', kind: 'cash', is_default: true }],
  default_taxes: [],
  shipping_fees: [fee],
};
const variant = (id: string, title: string, price: number) => ({
  id,
  product_id: `p-${id}`,
  title: 'Default Title',
  sku: id.toUpperCase(),
  price,
  quantity: 10,
  product: { id: `p-${id}`, title },
});
const tabaski = {
  code: 'TABASKI',
  label: 'Tabaski',
  discount_type: 'percentage',
  discount_value: '10',
  starts_at: null,
  ends_at: null,
  minimum_subtotal: null,
  usage_limit: null,
  usage_limit_per_customer: null,
  times_used: 0,
  is_active: true,
};

function renderCreate(
  permissions = ['orders.create', 'orders.view', 'customers.view'],
  addresses: Record<string, unknown[]> = {},
  defaultTaxes: unknown[] = [],
) {
  api.get.mockImplementation(
    async (path: string, options?: { query?: { search?: string; code?: string } }) => {
      if (path.endsWith('pos/setup')) return ok({ data: { ...setup, default_taxes: defaultTaxes } });
      if (path.endsWith('customers'))
        return ok(
          page([
            { id: 'c1', name: 'Awa Diop', phone: '237699887766' },
            { id: 'c2', name: 'Moussa Sow', phone: '237677001122' },
          ]),
        );
      const book = path.match(/customers\/(\w+)\/addresses$/);
      if (book) {
        const saved = addresses[book[1]!];
        return saved ? ok({ data: saved }) : failure(403, 'This action is not allowed.');
      }
      if (path.endsWith('product-variants'))
        return ok(
          page(
            options?.query?.search === 'Savon'
              ? [variant('v2', 'Savon noir', 1_500)]
              : [variant('v1', 'Pagne wax', 12_500)],
          ),
        );
      if (path.endsWith('pos/discount-code'))
        return options?.query?.code?.toUpperCase() === 'TABASKI'
          ? ok({ data: tabaski })
          : failure(404, 'Not found');
      if (path.endsWith('users'))
        return ok(
          page([
            { id: 'u1', name: 'Awa', role: 'admin', status: 'active' },
            { id: 'u2', name: 'Moussa', role: 'employee', status: 'active' },
            { id: 'u3', name: 'Paul', role: 'courrier', status: 'active' },
            { id: 'u4', name: 'Jean-Marc', role: 'accountant', status: 'active' },
            { id: 'u5', name: 'Fatou', role: 'employee', status: 'deactivated' },
          ]),
        );
      if (path.endsWith('warehouses')) return ok(page([]));
      if (path.endsWith('pos/stock')) {
        // The selling warehouse holds 3 of each (the variants' company-wide quantity is 10).
        const ids = String((options?.query as { variant_ids?: string } | undefined)?.variant_ids ?? '');
        const quantities = ids.split(',').map((id) => ({ variant_id: id, quantity: 3 }));
        return ok({ data: { warehouse: { id: 'w1', name: 'Main warehouse' }, quantities } });
      }
      throw new Error(`unexpected GET ${path}`);
    },
  );
  return renderScreen('/orders/create', permissions, [
    { path: '/orders/create', element: <OrderCreatePage /> },
    { path: '/orders/:id', element: <p>order page</p> },
  ]);
}

/** The shipping fees came: the page can price and save. */
const setupLoaded = () => screen.findByRole('option', { name: /^Douala ville/ });

async function addProduct(search: string, name: string) {
  fireEvent.change(screen.getByLabelText('Search products'), { target: { value: search } });
  // jsdom joins the hidden "Add" to the name without the space a browser keeps.
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Add ?${name}`) }));
}

async function pickCustomer(name: string) {
  fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: name.slice(0, 3) } });
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(name) }));
}

const fieldValue = (label: RegExp | string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const addressShown = () => [fieldValue(/^Street or landmark/), fieldValue(/^District/), fieldValue(/^City/)];

const total = () => (screen.getByTestId('basket-total').textContent ?? '').replace(/[\s\u202f\u00a0]/g, ' ');

describe('a new order taken in the office', () => {
  it('shows the stock of the warehouse the sale leaves from, not every warehouse’s', async () => {
    renderCreate();
    await screen.findByRole('heading', { name: 'New order' });
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'Pagne' } });
    expect(await screen.findByText('V1 · 3 in stock')).toBeTruthy();
    expect(screen.queryByText(/10 in stock/)).toBeNull();
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/pos\/stock$/),
      expect.objectContaining({ query: { variant_ids: 'v1' } }),
    );
  });

  it('offers no quick picks: they are the counter’s, the search alone adds items here', async () => {
    renderCreate();
    await setupLoaded();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Quick picks')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Quick picks' })).toBeNull();
    expect(api.get).not.toHaveBeenCalledWith(expect.stringMatching(/quick-picks/), expect.anything());
  });

  it('marks a line the warehouse cannot supply: confirming would be refused, a quotation is still saved', async () => {
    renderCreate();
    const served = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, options?: unknown) =>
      path.endsWith('pos/stock')
        ? ok({
            data: {
              warehouse: { id: 'w1', name: 'Main warehouse', allow_negative_stock: false },
              quantities: [{ variant_id: 'v1', quantity: 1, tracked: true }],
            },
          })
        : served(path, options),
    );
    api.post.mockResolvedValue(ok({ data: anOrder({ id: 'o9', status: 'quotation' }) }));
    await setupLoaded();
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup in shop' }));
    await addProduct('Pagne', 'Pagne wax');
    const lines = await screen.findByRole('list', { name: 'Items in the basket' });
    expect(within(lines).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/cannot be confirmed/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'One more Pagne wax' }));
    expect((await within(lines).findByRole('alert')).textContent).toBe(
      'Only 1 in stock in Main warehouse: confirming the order will be refused.',
    );
    expect(within(lines).getByRole('listitem').dataset.short).toBe('true');
    expect(
      screen.getByText(
        'Some items are short in Main warehouse: the order cannot be confirmed as it is. It can still be saved as a quotation or a draft.',
      ),
    ).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/pos\/stock$/),
      expect.objectContaining({ query: { variant_ids: 'v1' } }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save as a quotation' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledOnce());
    expect(api.post.mock.calls[0]![1]).toMatchObject({ status: 'quotation' });
  });

  it('shows prices taxes added, as the line totals, and says the typed price is before tax', async () => {
    renderCreate(undefined, {}, [{ id: 't1', rate: '19.25' }]);
    await setupLoaded();
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'Pagne' } });
    // 12,500 before tax, 19.25 % VAT: 14,906 to pay
    const result = await screen.findByRole('button', { name: /^Add ?Pagne wax/ });
    expect(result.textContent).toMatch(/14,906/);
    fireEvent.click(result);
    expect(await screen.findByText(/14,906\s×\s1/)).toBeTruthy();
    expect(fieldValue('Unit price before tax of Pagne wax')).toMatch(/12,?500/);
  });

  it('names the fee a collection fee when the order is collected in the shop', async () => {
    renderCreate();
    await setupLoaded();
    expect(screen.getByLabelText('Delivery fee')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup in shop' }));
    expect(await screen.findByLabelText('Collection fee')).toBeTruthy();
    expect(screen.queryByLabelText('Delivery fee')).toBeNull();
  });

  it('takes a delivery for a customer with two items, a fee and a code, priced as the server will', async () => {
    api.post.mockResolvedValue(ok({ data: anOrder({ id: 'o9', reference: '#0009' }) }, 201));
    const { router } = renderCreate();
    await screen.findByRole('heading', { name: 'New order' });

    fireEvent.change(screen.getByLabelText('Customer (optional)'), { target: { value: 'Awa' } });
    fireEvent.click(await screen.findByRole('button', { name: /Awa Diop/ }));
    fireEvent.change(screen.getByLabelText(/^Street or landmark/), { target: { value: 'Rue Njo-Njo' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Douala' } });
    await addProduct('Pagne', 'Pagne wax');
    await addProduct('Savon', 'Savon noir');
    fireEvent.click(screen.getByRole('button', { name: 'One more Savon noir' }));
    // The company's rule for Douala is offered, then applied.
    fireEvent.click(await screen.findByRole('button', { name: 'Use it' }));
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'tabaski' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('list', { name: 'Discount codes applied' });

    // 12 500 + 2 × 1 500 = 15 500, − 10 % = 13 950, + 1 500 delivery = 15 450.
    expect(total()).toMatch(/15,450/);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the order' }));

    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [path, body, options] = api.post.mock.calls[0]!;
    expect(path).toMatch(/orders$/);
    expect(body).toEqual({
      status: 'confirmed',
      channel: 'admin',
      delivery_mode: 'delivery',
      customer_id: 'c1',
      shipping_address: {
        line1: 'Rue Njo-Njo',
        district: null,
        city: 'Douala',
        phone: '237699887766',
        recipient_name: 'Awa Diop',
      },
      lines: [
        { variant_id: 'v1', quantity: 1 },
        { variant_id: 'v2', quantity: 2 },
      ],
      discount_codes: ['TABASKI'],
      shipping: { shipping_fee_id: 'f1' },
    });
    expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/o9'));
  });

  it("fills the customer's default address, editable, and its city's fee is suggested as if typed", async () => {
    api.post.mockResolvedValue(ok({ data: anOrder({ id: 'o9', reference: '#0009' }) }, 201));
    renderCreate(undefined, {
      c1: [
        anAddress({ id: 'a1', label: 'Office', line1: 'Rue Joss', city: 'Yaoundé' }),
        anAddress({
          id: 'a2',
          label: 'Home',
          line1: 'Rue Njo-Njo',
          line2: 'behind the pharmacy',
          district: 'Bonapriso',
          city: 'Douala',
          is_default: true,
        }),
      ],
    });
    await setupLoaded();

    await pickCustomer('Awa Diop');

    await waitFor(() =>
      expect(addressShown()).toEqual(['Rue Njo-Njo, behind the pharmacy', 'Bonapriso', 'Douala']),
    );
    const saved = screen.getByLabelText("Customer's saved address") as HTMLSelectElement;
    expect(saved.value).toBe('a2');
    expect(
      within(saved)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Another address',
      'Home — Rue Njo-Njo, behind the pharmacy, Bonapriso, Douala',
      'Office — Rue Joss, Yaoundé',
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Use it' }));

    // Still the merchant's to change for this order.
    fireEvent.change(screen.getByLabelText(/^Street or landmark/), {
      target: { value: 'Rue Njo-Njo, gate 2' },
    });
    expect(saved.value).toBe('');
    await addProduct('Pagne', 'Pagne wax');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      customer_id: 'c1',
      shipping_address: { line1: 'Rue Njo-Njo, gate 2', district: 'Bonapriso', city: 'Douala' },
      shipping: { shipping_fee_id: 'f1' },
    });
  });

  it("sends the chosen saved address's own recipient and phone, not the customer's", async () => {
    api.post.mockResolvedValue(ok({ data: anOrder({ id: 'o9', reference: '#0009' }) }, 201));
    renderCreate(undefined, {
      c1: [
        anAddress({ id: 'a1', label: 'Home', line1: 'Rue Njo-Njo', city: 'Douala', is_default: true }),
        anAddress({
          id: 'a2',
          label: 'Mother',
          recipient_name: 'Mama Awa',
          phone: '237655443322',
          line1: 'Carrefour Obili',
          city: 'Yaoundé',
        }),
      ],
    });
    await setupLoaded();
    await pickCustomer('Awa Diop');
    await waitFor(() => expect(fieldValue(/^City/)).toBe('Douala'));
    // Home names no one else: the customer receives it, on their own number.
    expect([fieldValue('Recipient'), fieldValue('Phone')]).toEqual(['', '']);

    fireEvent.change(screen.getByLabelText("Customer's saved address"), { target: { value: 'a2' } });
    expect([fieldValue('Recipient'), fieldValue('Phone')]).toEqual(['Mama Awa', '237655443322']);
    await addProduct('Pagne', 'Pagne wax');
    fireEvent.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post.mock.calls[0]![1].shipping_address).toEqual({
      line1: 'Carrefour Obili',
      district: null,
      city: 'Yaoundé',
      recipient_name: 'Mama Awa',
      phone: '237655443322',
    });
  });

  it('keeps an address typed for this order, and offers the saved ones beside it', async () => {
    renderCreate(undefined, {
      c1: [anAddress({ id: 'a1', label: 'Home', line1: 'Rue Njo-Njo', city: 'Douala', is_default: true })],
    });
    await setupLoaded();
    fireEvent.change(screen.getByLabelText(/^Street or landmark/), { target: { value: 'Marché Central' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Yaoundé' } });

    await pickCustomer('Awa Diop');

    const saved = (await screen.findByLabelText("Customer's saved address")) as HTMLSelectElement;
    expect(saved.value).toBe('');
    expect(addressShown()).toEqual(['Marché Central', '', 'Yaoundé']);
    fireEvent.change(saved, { target: { value: 'a1' } });
    expect(addressShown()).toEqual(['Rue Njo-Njo', '', 'Douala']);
  });

  it("another customer's address replaces the previous one left untouched, never one edited", async () => {
    renderCreate(undefined, {
      c1: [anAddress({ id: 'a1', line1: 'Rue Njo-Njo', city: 'Douala' })],
      c2: [anAddress({ id: 'b1', customer_id: 'c2', line1: 'Carrefour Obili', city: 'Yaoundé' })],
    });
    await setupLoaded();
    await pickCustomer('Awa Diop');
    await waitFor(() => expect(fieldValue(/^City/)).toBe('Douala'));

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    // Awa's address does not stay on an order that is no longer hers.
    expect(addressShown()).toEqual(['', '', '']);
    await pickCustomer('Moussa Sow');
    await waitFor(() => expect(addressShown()).toEqual(['Carrefour Obili', '', 'Yaoundé']));

    fireEvent.change(screen.getByLabelText(/^District/), { target: { value: 'Obili' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await pickCustomer('Awa Diop');
    await screen.findByLabelText("Customer's saved address");
    expect(addressShown()).toEqual(['Carrefour Obili', 'Obili', 'Yaoundé']);
  });

  it('fills the address when the order turns to a delivery after the customer was picked', async () => {
    renderCreate(undefined, { c1: [anAddress({ id: 'a1', line1: 'Rue Njo-Njo', city: 'Douala' })] });
    await setupLoaded();
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup in shop' }));
    await pickCustomer('Awa Diop');
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/c1\/addresses$/), expect.anything()),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    await waitFor(() => expect(addressShown()).toEqual(['Rue Njo-Njo', '', 'Douala']));
  });

  it('fills nothing, and shows no error, when the addresses may not be read', async () => {
    // No customers.view: they are not asked for.
    renderCreate(['orders.create'], { c1: [anAddress({ id: 'a1', line1: 'Rue Njo-Njo', city: 'Douala' })] });
    await setupLoaded();
    await pickCustomer('Awa Diop');
    await screen.findByText('Awa Diop');
    expect(api.get).not.toHaveBeenCalledWith(expect.stringMatching(/addresses$/), expect.anything());
    expect(addressShown()).toEqual(['', '', '']);
    cleanup();

    // The server refuses them: the order is taken as before.
    renderCreate();
    await setupLoaded();
    await pickCustomer('Awa Diop');
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(expect.stringMatching(/c1\/addresses$/), expect.anything()),
    );
    await screen.findByRole('button', { name: 'Change' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText("Customer's saved address")).toBeNull();
    expect(addressShown()).toEqual(['', '', '']);
  });

  it('says what is missing before sending anything', async () => {
    renderCreate();
    await setupLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(await screen.findByText('Add at least one item.')).toBeTruthy();
    expect(screen.getAllByText('Fill this in.')).toHaveLength(2);
    expect(screen.getByLabelText(/^City/).getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();

    // A pickup needs no address.
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup in shop' }));
    expect(screen.queryByLabelText(/^City/)).toBeNull();
  });

  it("shows the server's 422 under the line, the code and the address field", async () => {
    api.post.mockResolvedValue(
      failure(422, 'Some fields are not valid.', {
        'lines.0.variant_id': ['This product is archived.'],
        'discount_codes.0': ['This code has expired.'],
        'shipping_address.city': ['Too long.'],
        payments: ['Not here.'],
      }),
    );
    renderCreate();
    await setupLoaded();
    fireEvent.change(screen.getByLabelText(/^Street or landmark/), { target: { value: 'Rue Njo-Njo' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Douala' } });
    await addProduct('Pagne', 'Pagne wax');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'TABASKI' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('list', { name: 'Discount codes applied' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a quotation' }));

    const lines = await screen.findByRole('list', { name: 'Items in the basket' });
    expect(await within(lines).findByText('This product is archived.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Discount codes applied' })).getByText(
        'This code has expired.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Too long.')).toBeTruthy();
    expect(screen.getByText('Not here.')).toBeTruthy();
    expect(api.post.mock.calls[0]![1]).toMatchObject({ status: 'quotation' });
  });

  it('does not count, nor save with, a code the order does not qualify for, until the order reaches it', async () => {
    renderCreate();
    const served = api.get.getMockImplementation()!;
    api.get.mockImplementation(async (path: string, options?: { query?: { code?: string } }) =>
      path.endsWith('pos/discount-code') && options?.query?.code?.toUpperCase() === 'BIENVENUE10'
        ? ok({ data: { ...tabaski, code: 'BIENVENUE10', label: 'Bienvenue', minimum_subtotal: 10_000 } })
        : served(path, options),
    );
    await setupLoaded();
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup in shop' }));
    await addProduct('Savon', 'Savon noir');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'bienvenue10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const codes = await screen.findByRole('list', { name: 'Discount codes applied' });

    // 1,500 is below the code's 10,000: it is not shown as taken off, and no save is offered with it.
    const line = within(codes).getByRole('listitem');
    expect(line.textContent).toContain('BIENVENUE10 · Bienvenue · not applied');
    expect(line.textContent).not.toContain('−10 %');
    expect(line.textContent).toMatch(/This code needs an order of at least FCFA\s10,000\./);
    expect(total()).toMatch(/1,500/);
    const blocked =
      'Cannot be saved while a code does not apply (BIENVENUE10): remove it or change the order.';
    expect(screen.getByText(blocked)).toBeTruthy();
    for (const name of ['Confirm the order', 'Save as a quotation', 'Save as a draft']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(button);
    }
    expect(api.post).not.toHaveBeenCalled();

    // A pagne brings the order to 14,000: the code applies, − 10 % = 12,600, and it can be confirmed.
    api.post.mockResolvedValue(ok({ data: anOrder({ id: 'o9', reference: '#0009' }) }, 201));
    await addProduct('Pagne', 'Pagne wax');
    await waitFor(() => expect(within(codes).getByRole('listitem').textContent).toContain('−10 %'));
    expect(total()).toMatch(/12,600/);
    expect(screen.queryByText(blocked)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the order' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledOnce());
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      status: 'confirmed',
      discount_codes: ['BIENVENUE10'],
    });
  });

  it('says when a code does not exist, and offers the seller only with orders.change_user', async () => {
    renderCreate();
    await screen.findByRole('heading', { name: 'New order' });
    expect(screen.queryByLabelText('Seller')).toBeNull();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No discount has the code NOPE.');
    cleanup();

    renderCreate(['orders.create', 'orders.change_user', 'users.view']);
    const seller = await screen.findByLabelText('Seller');
    await within(seller).findByRole('option', { name: 'Moussa' });
    expect((seller as HTMLSelectElement).value).toBe('u1');
    // The courier, the accountant and a deactivated account do not sell.
    expect(
      within(seller)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Awa', 'Moussa']);
  });

  it('refuses a user who may not create orders', async () => {
    renderCreate(['orders.view']);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You cannot create orders: ask an administrator for access to orders.',
    );
  });
});
