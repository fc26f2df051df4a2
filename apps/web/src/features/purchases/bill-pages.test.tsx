import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { BillListPage } from './bill-list-page.tsx';
import { BillPage } from './bill-page.tsx';
import { EMPLOYEE, meta, ok, openBill, renderPurchases, SETUP } from './testing.tsx';

const api = fakeApi();
fakeToasts();

beforeAll(() => i18n.loadNamespaces(['purchases', 'products', 'imports']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const routes = [
  { path: '/purchases/bills', element: <BillListPage /> },
  { path: '/purchases/bills/:id', element: <BillPage /> },
];

describe('supplier bills', { timeout: 20_000 }, () => {
  it('lists what is to pay by due date, overdue ones flagged', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('/setup')
        ? ok({ data: SETUP })
        : ok({ data: [{ ...openBill(10_000), days_overdue: 3 }], meta: meta(1) }),
    );
    renderPurchases(routes, '/purchases/bills?view=unpaid');

    await screen.findByText('BILL-2026-0001');
    expect(screen.getByText('3 days overdue')).toBeTruthy();
    const call = api.get.mock.calls.filter(([path]) => String(path).endsWith('supplier-bills')).at(-1);
    expect(call?.[1]?.query).toMatchObject({ sort: 'due_date', filter: { status: 'open,partially_paid' } });
  });

  it('records a partial payment, after refusing more than is owed without asking the server', async () => {
    let current = openBill();
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('/setup') ? ok({ data: SETUP }) : ok({ data: current }),
    );
    api.post.mockImplementation(async () => {
      current = {
        ...openBill(20_000),
        payments: [
          {
            id: 'p1',
            bill_id: 'b1',
            bill_reference: 'BILL-2026-0001',
            supplier_id: 's1',
            payment_method_id: 'm1',
            payment_method_name: 'Caisse',
            amount: 20_000,
            currency: 'XAF',
            paid_at: '2026-06-25',
            reference: 'Reçu 12',
            note: null,
            created_by: 'u1',
            created_at: '2026-06-25T10:00:00.000Z',
          },
        ],
      };
      return ok({ data: current }, 201);
    });
    renderPurchases(routes, '/purchases/bills/b1');

    fireEvent.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe('45000');
    fireEvent.change(amount, { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('More than is still owed on this bill.')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '20000' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), { target: { value: 'Reçu 12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    await screen.findByText('Partially paid');
    expect(api.post.mock.calls[0]?.[0]).toMatch(/supplier-bills\/b1\/payments$/);
    expect(api.post.mock.calls[0]?.[1]).toEqual({
      amount: 20_000,
      payment_method_id: 'm1',
      reference: 'Reçu 12',
    });
    expect(screen.getByText('Reçu 12')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets only a role that moves money record a payment', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('/setup') ? ok({ data: SETUP }) : ok({ data: openBill() }),
    );
    renderPurchases(routes, '/purchases/bills/b1', EMPLOYEE);
    await screen.findByText('To pay');
    expect(screen.queryByRole('button', { name: 'Record a payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel bill' })).toBeTruthy();
  });
});
