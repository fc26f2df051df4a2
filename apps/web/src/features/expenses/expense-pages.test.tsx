import type { ExpenseFormOptions, ExpenseRecord, RecurringExpenseRecord } from '@comptoir/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { failure, ok, page, renderScreen } from '../orders/testing.tsx';
import { ExpenseCreatePage } from './expense-form-page.tsx';
import { ExpenseListPage } from './expense-list-page.tsx';
import { receiptErrorKey } from './receipt-photo.tsx';
import { RecurringExpenseCreatePage, RecurringExpenseListPage } from './recurring-pages.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['expenses', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const options: ExpenseFormOptions = {
  treasury_accounts: [
    { id: 'a1', name: 'Caisse', kind: 'cash' },
    { id: 'a2', name: 'SGBC', kind: 'bank' },
  ],
  payment_methods: [
    { id: 'm1', name: 'Espèces', kind: 'cash', is_default: true, treasury_account_id: 'a1' },
    {
      id: 'm2',
      name: 'Orange Money',
      kind: 'mobile_money_operator',
      is_default: false,
      treasury_account_id: null,
    },
  ],
  taxes: [{ id: 'tva', code: 'TVA', label: 'TVA', rate: '19.25', fixed_amount: null, is_withholding: false }],
  default_treasury_account_id: 'a1',
};

function anExpense(change: Partial<ExpenseRecord> = {}): ExpenseRecord {
  return {
    id: 'e1',
    category: 'OPERATING_EXPENSES',
    item_category: null,
    nature: 'fuel',
    account_code: '605',
    label: 'Carburant moto',
    amount: 5_000,
    net_amount: 5_000,
    tax_amount: 0,
    deductible_tax_amount: 0,
    amount_includes_taxes: true,
    tax_deductible: true,
    taxes: [],
    currency: 'XAF',
    date: '2026-03-02',
    payee: 'Total Akwa',
    supplier_id: null,
    supplier_name: null,
    status: 'paid',
    paid_on: '2026-03-02',
    due_date: null,
    overdue: false,
    payment_method_id: 'm1',
    treasury_account_id: 'a1',
    treasury_account_name: 'Caisse',
    transaction_id: 't1',
    receipt_media_id: null,
    receipt_url: null,
    recurring_expense_id: null,
    notes: null,
    created_by: 'u1',
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}

const COURIER = ['expenses.view', 'expenses.create'];

describe('quick add on a phone', () => {
  it('takes the receipt photo, uploads it, then saves the expense with it and goes back to the list', async () => {
    api.get.mockResolvedValue(ok({ data: options }));
    api.post.mockResolvedValue(ok({ data: anExpense() }, 201));
    let finish: (id: string) => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (percent: number) => void) =>
        new Promise<string>((resolve) => {
          onProgress(40);
          finish = resolve;
        }),
    );
    const { router } = renderScreen(
      '/expenses/create',
      COURIER,
      [
        { path: '/expenses/create', element: <ExpenseCreatePage upload={upload} /> },
        { path: '/expenses', element: <p>the list</p> },
      ],
      { role: 'courrier' },
    );

    // The currency as the app writes it beside an amount, not its ISO code.
    fireEvent.change(await screen.findByLabelText(/^Amount paid \(FCFA\)/), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText(/What for/), { target: { value: 'Carburant moto' } });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'recu.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Receipt photo'), { target: { files: [photo] } });
    expect(await screen.findByText('Sending… 40 %')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save the expense' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await act(async () => finish('media-9'));
    expect(await screen.findByText('Photo ready.')).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [path, body] = api.post.mock.calls[0]!;
    expect(path).toBe('expenses');
    expect(body).toMatchObject({
      amount: 5_000,
      label: 'Carburant moto',
      category: 'OPERATING_EXPENSES',
      paid: true,
      payment_method_id: 'm1',
      receipt_media_id: 'media-9',
    });
    expect(upload.mock.calls[0]![0]).toBe(photo);
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
  });

  it('an expense to pay later sends its due date; server errors show under their field', async () => {
    api.get.mockResolvedValue(ok({ data: options }));
    api.post.mockResolvedValue(
      failure(422, 'Some fields are not valid.', { amount: ['Must be at least 1.'] }),
    );
    renderScreen('/expenses/create', COURIER, [{ path: '/expenses/create', element: <ExpenseCreatePage /> }]);
    fireEvent.click(await screen.findByLabelText('To pay later'));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-04-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the expense' }));
    expect(await screen.findByText('Must be at least 1.')).toBeTruthy();
    expect(api.post.mock.calls[0]![1]).toMatchObject({ paid: false, due_date: '2026-04-05' });
    expect(api.post.mock.calls[0]![1]).not.toHaveProperty('receipt_media_id');
  });

  it('refuses a file that is not a photo or a PDF before sending anything', async () => {
    api.get.mockResolvedValue(ok({ data: options }));
    const upload = vi.fn();
    renderScreen('/expenses/create', COURIER, [
      { path: '/expenses/create', element: <ExpenseCreatePage upload={upload} /> },
    ]);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(await screen.findByLabelText('Receipt photo'), { target: { files: [text] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This is not a photo or a PDF.');
    expect(upload).not.toHaveBeenCalled();
    expect(receiptErrorKey(new Error('Upload failed (413)'))).toBe('receipt.too_large');
  });
});

describe('the expense list', () => {
  it('shows what is paid, owed and overdue, and filters from the address bar', async () => {
    api.get.mockResolvedValue(
      ok(
        page([
          anExpense(),
          anExpense({ id: 'e2', label: 'Loyer mars', status: 'unpaid', overdue: true, paid_on: null }),
        ]),
      ),
    );
    renderScreen('/expenses?status=overdue&category=OPERATING_EXPENSES', COURIER, [
      { path: '/expenses', element: <ExpenseListPage /> },
    ]);
    const row = (await screen.findByRole('row', { name: /Loyer mars/ })) as HTMLElement;
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Carburant moto/ }).textContent).toContain('Paid');
    expect(api.get.mock.calls[0]![1].query.filter).toEqual({
      category: 'OPERATING_EXPENSES',
      overdue: 'true',
    });
  });
});

describe('recurring expenses', () => {
  const rent: RecurringExpenseRecord = {
    id: 'r1',
    category: 'OPERATING_EXPENSES',
    item_category: null,
    nature: 'rent',
    label: 'Loyer boutique',
    amount: 150_000,
    amount_includes_taxes: true,
    tax_ids: [],
    tax_deductible: false,
    payee: null,
    supplier_id: null,
    payment_method_id: null,
    treasury_account_id: null,
    notes: null,
    currency: 'XAF',
    frequency: 'monthly',
    interval: 1,
    day: 5,
    start_date: '2026-01-05',
    end_date: null,
    auto_pay: false,
    due_days: 0,
    is_active: true,
    next_run_on: '2026-12-05',
    last_run_on: '2026-11-05',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };

  it('tells how each one repeats under its label, on phones only (the Repeats column is hidden there)', async () => {
    api.get.mockResolvedValue(ok(page([rent])));
    renderScreen(
      '/expenses/recurring',
      ['expenses.view'],
      [{ path: '/expenses/recurring', element: <RecurringExpenseListPage /> }],
    );
    const table = await screen.findByRole('table');
    const label = within(table).getByRole('rowheader');
    expect(within(label).getByText('Every month on day 5').className).toContain('sm:hidden');
    expect(within(table).getByRole('columnheader', { name: 'Repeats' }).className).toContain(
      'hidden sm:table-cell',
    );
    // the next due date and the amount stay on phones
    const kept = within(table)
      .getAllByRole('columnheader')
      .filter((header) => !header.className.includes('hidden'))
      .map((header) => header.textContent);
    expect(kept).toEqual(['What for', 'Next', 'Amount']);
  });

  it('creates monthly rent on the 31st', async () => {
    api.get.mockResolvedValue(ok({ data: options }));
    api.post.mockResolvedValue(ok({ data: {} }, 201));
    renderScreen(
      '/expenses/recurring/create',
      ['expenses.view', 'expenses.create'],
      [
        { path: '/expenses/recurring/create', element: <RecurringExpenseCreatePage /> },
        { path: '/expenses/recurring', element: <p>recurring list</p> },
      ],
    );
    fireEvent.change(await screen.findByLabelText(/Amount paid/), { target: { value: '150000' } });
    fireEvent.change(screen.getByLabelText(/What for/), { target: { value: 'Loyer boutique' } });
    fireEvent.change(screen.getByLabelText('Day of the month'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Nature'), { target: { value: 'rent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(api.post.mock.calls[0]![0]).toBe('recurring-expenses');
    expect(api.post.mock.calls[0]![1]).toMatchObject({
      label: 'Loyer boutique',
      amount: 150_000,
      frequency: 'monthly',
      interval: 1,
      day: 31,
      start_date: '2026-01-01',
      nature: 'rent',
      auto_pay: false,
    });
    await screen.findByText('recurring list');
  });
});
