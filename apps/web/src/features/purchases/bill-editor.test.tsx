import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { needsLeaveGuard } from '../shell/rules/leave-guard.ts';
import { BillCreatePage } from './bill-editor-page.tsx';
import { BillListPage } from './bill-list-page.tsx';
import { BillPage } from './bill-page.tsx';
import { purchasePaths } from './paths.ts';
import { failed, meta, ok, openBill, renderPurchases, SETUP } from './testing.tsx';

const api = fakeApi();
fakeToasts();

beforeAll(() => i18n.loadNamespaces(['purchases', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const routes = [
  { path: '/purchases/bills', element: <BillListPage /> },
  { path: '/purchases/bills/create', element: <BillCreatePage /> },
  { path: '/purchases/bills/:id', element: <BillPage /> },
];

const CEMENT = {
  id: 'v1',
  product_id: 'p1',
  title: 'Default Title',
  sku: 'CIM-50',
  barcode: null,
  cost: 4_500,
  quantity: 3,
  product: { id: 'p1', title: 'Ciment 50 kg' },
};

/** The text of the messages a control is described by (its Field's hint and error). */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('a supplier bill without a purchase order', { timeout: 20_000 }, () => {
  it('is offered on the bills list only to a role that may create bills', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('/setup') ? ok({ data: SETUP }) : ok({ data: [], meta: meta(0) }),
    );
    const { router } = renderPurchases(routes, '/purchases/bills');
    fireEvent.click(await screen.findByRole('link', { name: 'New bill' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/bills/create'));
    await screen.findByRole('heading', { name: 'New supplier bill' });
    // Its address asks before leaving unsaved work.
    expect(needsLeaveGuard(purchasePaths.createBill())).toBe(true);
    cleanup();

    renderPurchases(routes, '/purchases/bills', ['suppliers.view']);
    await screen.findByText('No supplier bills yet');
    expect(screen.queryByRole('link', { name: 'New bill' })).toBeNull();
  });

  it('prices a product and a typed line, shows a 422 on its field, then creates the draft and opens it', async () => {
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('/setup')) return ok({ data: SETUP });
      if (path.endsWith('product-variants')) return ok({ data: [CEMENT], meta: meta(1) });
      if (path.endsWith('/last-terms')) return ok({ data: null });
      return ok({ data: { ...openBill(), id: 'b9', status: 'draft', reference: null } });
    });
    api.post
      .mockResolvedValueOnce(
        failed(422, 'Some fields are not valid.', {
          due_date: ['The due date cannot be before the bill date.'],
        }),
      )
      .mockResolvedValueOnce(
        ok({ data: { ...openBill(), id: 'b9', status: 'draft', reference: null } }, 201),
      );
    const { router } = renderPurchases(routes, '/purchases/bills/create');

    // Nothing chosen: refused without asking the server.
    fireEvent.click(await screen.findByRole('button', { name: 'Create bill' }));
    expect(await screen.findByText('Choose a supplier.')).toBeTruthy();
    expect(screen.getByText('Add at least one line.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Supplier\*?$/), { target: { value: 's1' } });
    fireEvent.change(screen.getByLabelText("Supplier's invoice number"), { target: { value: ' FAC-2291 ' } });
    fireEvent.change(screen.getByLabelText('Bill date'), { target: { value: '2026-06-20' } });
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-06-30' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Livré au dépôt' } });

    const search = screen.getByRole('searchbox', { name: 'Find a product' });
    fireEvent.change(search, { target: { value: 'ciment' } });
    fireEvent.click(within(search.closest('form')!).getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ciment 50 kg (CIM-50)' }));
    fireEvent.change(await screen.findByLabelText('Quantity of Ciment 50 kg (CIM-50)'), {
      target: { value: '10' },
    });
    // Never bought before: no tax ticked until the user ticks it.
    const vat = screen.getByRole<HTMLInputElement>('checkbox', { name: 'TVA (18 %)' });
    expect(vat.checked).toBe(false);
    fireEvent.click(vat);

    // A line typed by hand needs its description.
    fireEvent.click(screen.getByRole('button', { name: 'Add a line without a product' }));
    fireEvent.change(screen.getByLabelText('Unit cost of line 2'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bill' }));
    expect(await screen.findByText('Describe what this line is for.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Description of line 2/), { target: { value: 'Transport' } });
    expect((screen.getByLabelText('Transport: what was bought') as HTMLSelectElement).value).toBe('services');
    fireEvent.change(screen.getByLabelText('Transport: what was bought'), { target: { value: 'packaging' } });

    // 45 000 + 18 % + 5 000 of transport.
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByText(/58,100/)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Create bill' }));
    const due = screen.getByLabelText('Due date');
    await waitFor(() => expect(due.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(due)).toContain('The due date cannot be before the bill date.');
    expect(router.state.location.pathname).toBe('/purchases/bills/create');

    fireEvent.click(screen.getByRole('button', { name: 'Create bill' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchases/bills/b9'));
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(api.post.mock.calls[1]?.[0]).toMatch(/^(admin\/)?supplier-bills$/);
    expect(api.post.mock.calls[1]?.[1]).toEqual({
      supplier_id: 's1',
      supplier_reference: 'FAC-2291',
      bill_date: '2026-06-20',
      due_date: '2026-06-30',
      notes: 'Livré au dépôt',
      lines: [
        { variant_id: 'v1', quantity: 10, unit_cost: 4_500, tax_ids: ['vat'], deductible: true },
        {
          title: 'Transport',
          kind: 'packaging',
          quantity: 1,
          unit_cost: 5_000,
          tax_ids: [],
          deductible: true,
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Bill (draft)' });
  });

  it('names the remove button of each line, and shows the server refusing a product under its line', async () => {
    // The terms of the last purchase cannot be read (offline): the line comes without them.
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('/last-terms')) throw new TypeError('Failed to fetch');
      return path.endsWith('/setup') ? ok({ data: SETUP }) : ok({ data: [CEMENT], meta: meta(1) });
    });
    api.post.mockResolvedValueOnce(
      failed(422, 'Some fields are not valid.', {
        'lines.0.variant_id': ['This product is archived.'],
        'lines.0.tax_ids': ['This tax is no longer used.'],
      }),
    );
    renderPurchases(routes, '/purchases/bills/create');

    fireEvent.change(await screen.findByLabelText(/^Supplier\*?$/), { target: { value: 's1' } });
    const search = screen.getByRole('searchbox', { name: 'Find a product' });
    fireEvent.change(search, { target: { value: 'ciment' } });
    fireEvent.click(within(search.closest('form')!).getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Ciment 50 kg (CIM-50)' }));
    await screen.findByLabelText('Quantity of Ciment 50 kg (CIM-50)');
    fireEvent.click(screen.getByRole('button', { name: 'Add a line without a product' }));
    // A typed line is "line 2" until it is described.
    expect(screen.getByRole('button', { name: 'Remove line 2' }).textContent).toBe('Remove');
    fireEvent.change(screen.getByLabelText(/^Description of line 2/), { target: { value: 'Transport' } });
    fireEvent.change(screen.getByLabelText('Unit cost of Transport'), { target: { value: '5000' } });

    fireEvent.click(screen.getByRole('button', { name: 'Create bill' }));
    const lines = screen.getByRole('list', { name: 'Lines billed' });
    await waitFor(() =>
      expect(
        within(lines)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['This product is archived.', 'This tax is no longer used.']),
    );

    fireEvent.click(within(lines).getByRole('button', { name: 'Remove Transport' }));
    fireEvent.click(within(lines).getByRole('button', { name: 'Remove Ciment 50 kg (CIM-50)' }));
    expect(screen.getByText(/^No line yet\./)).toBeTruthy();
  });
});
