import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { PurchaseCreatePage, PurchaseEditPage } from './purchase-editor-page.tsx';
import { PurchaseListPage } from './purchase-list-page.tsx';
import { PurchaseOrderPage } from './purchase-order-page.tsx';
import { approvedOrder, EMPLOYEE, failed, meta, ok, renderPurchases, SETUP } from './testing.tsx';

const api = fakeApi();
fakeToasts();

beforeAll(() => i18n.loadNamespaces(['purchases', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const routes = [
  { path: '/purchases', element: <PurchaseListPage /> },
  { path: '/purchases/create', element: <PurchaseCreatePage /> },
  { path: '/purchases/:id/edit', element: <PurchaseEditPage /> },
  { path: '/purchases/:id', element: <PurchaseOrderPage /> },
];

describe('the purchase order list', { timeout: 20_000 }, () => {
  it('asks the API with the URL state, filters by status into the URL, and opens an order', async () => {
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('/setup')) return ok({ data: SETUP });
      if (path.endsWith('/receipts')) return ok({ data: [] });
      if (path.endsWith('purchase-orders'))
        return ok({ data: [approvedOrder(4, 'partially_received')], meta: meta(1) });
      return ok({ data: approvedOrder(4, 'partially_received') });
    });
    const { router } = renderPurchases(routes, '/purchases?search=PO-2026&page=2');

    await screen.findByText('PO-2026-0001');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Partially received')).toBeTruthy();
    expect(within(table).getByText('4 of 10')).toBeTruthy();
    const listCall = api.get.mock.calls.filter(([path]) => String(path).endsWith('purchase-orders')).at(-1);
    expect(listCall?.[1]?.query).toMatchObject({ search: 'PO-2026', page: 2, sort: '-created_at' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved&search=PO-2026'));
    fireEvent.click(screen.getByRole('button', { name: /^PO-2026-0001/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/po1'));
  });
});

describe('writing a purchase order', { timeout: 20_000 }, () => {
  it('adds a product found by search at its cost with the tax of its last purchase, and creates the draft', async () => {
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('/setup')) return ok({ data: SETUP });
      if (path.endsWith('/last-terms'))
        return ok({ data: { variant_id: 'v1', tax_ids: ['vat'], deductible: true } });
      if (path.endsWith('product-variants'))
        return ok({
          data: [
            {
              id: 'v1',
              product_id: 'p1',
              title: 'Default Title',
              sku: 'CIM-50',
              barcode: null,
              cost: 4_500,
              quantity: 3,
              product: { id: 'p1', title: 'Ciment 50 kg' },
            },
          ],
          meta: meta(1),
        });
      return ok({ data: approvedOrder() });
    });
    api.post.mockResolvedValue(ok({ data: { ...approvedOrder(), status: 'draft', reference: null } }, 201));
    const { router } = renderPurchases(routes, '/purchases/create');

    // Without a supplier or a line, nothing is sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Create purchase order' }));
    expect(await screen.findByText('Choose a supplier.')).toBeTruthy();
    expect(screen.getByText('Add at least one product.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Supplier/), { target: { value: 's1' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find a product' }), {
      target: { value: 'ciment' },
    });
    const searchForm = screen.getByRole('searchbox', { name: 'Find a product' }).closest('form')!;
    fireEvent.click(within(searchForm).getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ciment 50 kg (CIM-50)' }));
    fireEvent.change(await screen.findByLabelText('Quantity of Ciment 50 kg (CIM-50)'), {
      target: { value: '10' },
    });
    // It was last bought with VAT: the line starts with it.
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/purchase-orders\/last-terms$/),
      expect.objectContaining({ query: { variant_id: 'v1' } }),
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'TVA (18 %)' }).checked).toBe(true);
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByText(/53,100/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Create purchase order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/po1'));
    expect(api.post.mock.calls[0]?.[0]).toMatch(/^(admin\/)?purchase-orders$/);
    expect(api.post.mock.calls[0]?.[1]).toEqual({
      supplier_id: 's1',
      warehouse_id: 'w1',
      expected_at: null,
      notes: null,
      lines: [{ variant_id: 'v1', quantity: 10, unit_cost: 4_500, tax_ids: ['vat'], deductible: true }],
    });
  });
});

describe('editing a draft purchase order', { timeout: 20_000 }, () => {
  it('shows the server refusing the product of a line under it, and removes the line by its named button', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('/setup') ? ok({ data: SETUP }) : ok({ data: approvedOrder(0, 'draft') }),
    );
    api.patch.mockResolvedValueOnce(
      failed(422, 'Some fields are not valid.', { 'lines.0.variant_id': ['This product is archived.'] }),
    );
    renderPurchases(routes, '/purchases/po1/edit');

    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const lines = screen.getByRole('list', { name: 'Products ordered' });
    expect((await within(lines).findByRole('alert')).textContent).toBe('This product is archived.');

    const remove = within(lines).getByRole('button', { name: 'Remove Ciment 50 kg (CIM-50)' });
    expect(remove.textContent).toBe('Remove');
    fireEvent.click(remove);
    expect(screen.getByText('No product yet. Scan a barcode or search above.')).toBeTruthy();
  });
});

describe('a purchase order', { timeout: 20_000 }, () => {
  it('receives part of what is expected, and shows the server refusing more than is outstanding on the line', async () => {
    let current = approvedOrder();
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('/setup')) return ok({ data: SETUP });
      if (path.endsWith('/receipts')) return ok({ data: [] });
      return ok({ data: current });
    });
    api.post
      .mockResolvedValueOnce(
        failed(422, 'Some fields are not valid.', {
          'lines.0.quantity': ['More than is still expected on this line.'],
        }),
      )
      .mockImplementationOnce(async () => {
        current = approvedOrder(6, 'partially_received');
        return ok({ data: { id: 'r1', lines: [] } }, 201);
      });
    renderPurchases(routes, '/purchases/po1');

    fireEvent.click(await screen.findByRole('button', { name: 'Receive goods' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText(
      'Units of Ciment 50 kg (CIM-50) received',
    ) as HTMLInputElement;
    expect(quantity.value).toBe('10');
    fireEvent.change(quantity, { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('More than is still expected.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(quantity, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(await within(dialog).findByText('More than is still expected on this line.')).toBeTruthy();
    expect(api.post.mock.calls[0]?.[0]).toMatch(/purchase-orders\/po1\/receipts$/);
    expect(api.post.mock.calls[0]?.[1]).toEqual({ lines: [{ line_id: 'l1', quantity: 6 }] });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await screen.findByText('Partially received');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers approval only to a role that sees costs', async () => {
    const draft = { ...approvedOrder(), status: 'submitted' as const, reference: null };
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('/setup')) return ok({ data: SETUP });
      if (path.endsWith('/receipts')) return ok({ data: [] });
      return ok({ data: draft });
    });
    renderPurchases(routes, '/purchases/po1', EMPLOYEE);
    await screen.findByText('Submitted');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive goods' })).toBeNull();
  });
});
