import type { Order, OrderReturn } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { OrderReturns } from './order-returns.tsx';
import { anOrder, failure, ok, page, renderScreen } from './testing.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['orders', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const requested: OrderReturn = {
  id: 'r1',
  reference: 'RET-2026-0001',
  order_id: 'o1',
  order_reference: '#0001',
  customer_name: null,
  status: 'requested',
  reason: null,
  total: 4_500,
  resolution: null,
  warehouse_id: null,
  refund_payment_id: null,
  credit_note_id: null,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  created_at: '2026-01-02T10:00:00.000Z',
};
const setup = {
  currency: { alpha: 'XAF', precision: 0 },
  payment_methods: [
    { id: 'cash', name: 'Cash', kind: 'cash', is_default: true },
    { id: 'om', name: 'Orange Money', kind: 'mobile_money_operator', is_default: false },
  ],
  default_taxes: [],
};
const warehouses = [
  { id: 'w1', name: 'Boutique', is_default: true, is_active: true },
  { id: 'w2', name: 'Dépôt Bonabéri', is_default: false, is_active: true },
];

function renderReturns(
  order: Order,
  permissions = ['returns.view', 'returns.approve', 'warehouses.view'],
  companyWarehouses = warehouses,
) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('returns')) return ok(page([requested]));
    if (path.endsWith('pos/setup')) return ok({ data: setup });
    if (path.endsWith('warehouses')) return ok(page(companyWarehouses));
    throw new Error(`unexpected GET ${path}`);
  });
  renderScreen('/orders/o1', permissions, [
    {
      path: '/orders/:id',
      element: (
        <OrderReturns
          order={order}
          money={(minor) => `${minor} F`}
          canCreate={false}
          canApprove
          canPickWarehouse={permissions.includes('warehouses.view')}
        />
      ),
    },
  ]);
}

async function openApproval() {
  fireEvent.click(await screen.findByRole('button', { name: 'Approve…' }));
  return screen.findByRole('dialog', { name: 'Approve return RET-2026-0001' });
}

describe('approving a return', () => {
  it('refunds through the chosen payment method into the chosen warehouse', async () => {
    api.post.mockResolvedValue(ok({ data: { ...requested, status: 'approved', resolution: 'refund' } }));
    renderReturns(anOrder());
    const dialog = await openApproval();
    expect(within(dialog).getByText('The goods are worth 4500 F. They go back into stock.')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Refund through/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: /^Refund/ }));
    const method = await within(dialog).findByLabelText(/Refund through/);
    await within(dialog).findByRole('option', { name: 'Orange Money' });
    fireEvent.change(method, { target: { value: 'om' } });
    await within(dialog).findByRole('option', { name: 'Dépôt Bonabéri' });
    expect((within(dialog).getByLabelText('Back into the warehouse') as HTMLSelectElement).value).toBe('w1');
    fireEvent.change(within(dialog).getByLabelText('Back into the warehouse'), { target: { value: 'w2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the return' }));

    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/returns\/r1\/approve$/), {
        resolution: 'refund',
        payment_method_id: 'om',
        warehouse_id: 'w2',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts on the company’s default warehouse when the order’s was deleted, and sends it', async () => {
    api.post.mockResolvedValue(ok({ data: { ...requested, status: 'approved', resolution: 'credit_note' } }));
    // w1, the order's, is gone; the default one is not the first by name
    renderReturns(anOrder({ paid_total: 0, payment_status: 'pending', balance_due: 9_000 }), undefined, [
      { id: 'w3', name: 'Annexe', is_default: false, is_active: true },
      { id: 'w2', name: 'Dépôt Bonabéri', is_default: true, is_active: true },
    ]);
    const dialog = await openApproval();
    await within(dialog).findByRole('option', { name: 'Dépôt Bonabéri' });
    const picker = within(dialog).getByLabelText('Back into the warehouse') as HTMLSelectElement;
    expect(picker.value).toBe('w2');
    expect(picker.selectedOptions[0]?.textContent).toBe('Dépôt Bonabéri');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the return' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/returns\/r1\/approve$/), {
        resolution: 'credit_note',
        warehouse_id: 'w2',
      }),
    );
  });

  it('starts on the order’s warehouse while it is there, even when it is not the default', async () => {
    api.post.mockResolvedValue(ok({ data: { ...requested, status: 'approved', resolution: 'credit_note' } }));
    renderReturns(
      anOrder({ warehouse_id: 'w2', paid_total: 0, payment_status: 'pending', balance_due: 9_000 }),
    );
    const dialog = await openApproval();
    await within(dialog).findByRole('option', { name: 'Dépôt Bonabéri' });
    expect((within(dialog).getByLabelText('Back into the warehouse') as HTMLSelectElement).value).toBe('w2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the return' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/returns\/r1\/approve$/), {
        resolution: 'credit_note',
      }),
    );
  });

  it('approves with a credit note by default, into the order’s warehouse', async () => {
    api.post.mockResolvedValue(ok({ data: { ...requested, status: 'approved', resolution: 'credit_note' } }));
    renderReturns(anOrder({ paid_total: 0, payment_status: 'pending', balance_due: 9_000 }), [
      'returns.view',
    ]);
    const dialog = await openApproval();
    expect(within(dialog).queryByLabelText('Back into the warehouse')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the return' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/returns\/r1\/approve$/), {
        resolution: 'credit_note',
      }),
    );
  });

  it('refuses a refund larger than what was paid before asking the server', async () => {
    renderReturns(anOrder({ paid_total: 3_000, payment_status: 'partially_paid', balance_due: 6_000 }));
    const dialog = await openApproval();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Refund/ }));
    await within(dialog).findByRole('option', { name: 'Cash' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve the return' }));
    expect(
      await within(dialog).findByText(
        'Only 3000 F was paid on this order: settle this return with a credit note.',
      ),
    ).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the server's field error under the payment method, in the user's language", async () => {
    await i18n.changeLanguage('fr');
    try {
      api.post.mockResolvedValue(
        failure(422, 'Certains champs ne sont pas valides.', {
          payment_method_id: ['Ce moyen de paiement n’existe pas.'],
        }),
      );
      renderReturns(anOrder());
      fireEvent.click(await screen.findByRole('button', { name: 'Accepter…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Accepter le retour RET-2026-0001' });
      fireEvent.click(within(dialog).getByRole('radio', { name: /^Remboursement/ }));
      await within(dialog).findByRole('option', { name: 'Cash' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Accepter le retour' }));
      expect(await within(dialog).findByText('Ce moyen de paiement n’existe pas.')).toBeTruthy();
      expect(
        within(dialog)
          .getByLabelText(/Rembourser par/)
          .getAttribute('aria-invalid'),
      ).toBe('true');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('asking for a return', () => {
  const twoLines = anOrder({
    lines: [
      ...(anOrder().lines ?? []),
      { ...anOrder().lines![0]!, id: 'l2', title: 'Bissap', variant_id: 'v2', quantity: 1, total: 1_000 },
    ],
  });
  const returnOf = (id: string, status: OrderReturn['status'], lines: [string, number][]): OrderReturn => ({
    ...requested,
    id,
    status,
    lines: lines.map(([order_line_id, quantity], index) => ({
      id: `${id}-${index}`,
      order_line_id,
      variant_id: null,
      quantity,
      amount: 0,
    })),
  });

  function renderAsking(order: Order, earlier: OrderReturn[]) {
    api.get.mockImplementation(async (path: string) => {
      if (path.endsWith('returns')) return ok(page(earlier));
      throw new Error(`unexpected GET ${path}`);
    });
    renderScreen(
      '/orders/o1',
      ['returns.view', 'returns.create'],
      [
        {
          path: '/orders/:id',
          element: (
            <OrderReturns
              order={order}
              money={(minor) => `${minor} F`}
              canCreate
              canApprove={false}
              canPickWarehouse={false}
            />
          ),
        },
      ],
    );
  }

  it('offers only what is left: units on an earlier return that was not refused cannot come back twice', async () => {
    await i18n.changeLanguage('en');
    renderAsking(twoLines, [
      returnOf('r1', 'approved', [['l1', 1]]),
      returnOf('r2', 'rejected', [['l1', 1]]),
      returnOf('r3', 'requested', [['l2', 1]]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return items' });
    expect(api.get).toHaveBeenCalledWith(
      expect.stringMatching(/returns$/),
      expect.objectContaining({ query: expect.objectContaining({ include: 'lines' }) }),
    );
    // Poulet DG: 2 sold, 1 back already (the refused return does not count); Bissap: all on a return
    const quantity = within(dialog).getByLabelText('Poulet DG — how many come back (of 1)');
    expect(within(dialog).queryByLabelText(/^Bissap/)).toBeNull();

    fireEvent.change(quantity, { target: { value: '2' } });
    expect(within(dialog).getByText('At most 1.')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Ask for the return' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(quantity, { target: { value: '1' } });
    expect(submit.disabled).toBe(false);
  });

  it('offers no return once every unit is on one', async () => {
    await i18n.changeLanguage('en');
    renderAsking(anOrder(), [returnOf('r1', 'approved', [['l1', 2]])]);
    expect(await screen.findByText(/RET-2026-0001/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });
});
