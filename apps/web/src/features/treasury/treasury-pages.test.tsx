import type { TransactionRecord, TreasuryAccountRecord } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { ok, page, renderScreen } from '../orders/testing.tsx';
import { TransactionsPage } from './transactions-page.tsx';
import { TreasuryAccountListPage } from './treasury-account-list-page.tsx';
import { TreasuryAccountPage } from './treasury-account-page.tsx';

const api = fakeApi();

beforeAll(() => i18n.loadNamespaces(['treasury', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

const ALL = [
  'treasury_accounts.view',
  'treasury_accounts.update',
  'transactions.view',
  'transactions.create',
  'transactions.update',
  'transactions.delete',
];

function anAccount(change: Partial<TreasuryAccountRecord> = {}): TreasuryAccountRecord {
  return {
    id: 'a1',
    name: 'Caisse',
    kind: 'cash',
    accounting_code: '571',
    currency: 'XAF',
    reference: null,
    description: null,
    opening_balance: 0,
    opening_date: '2026-01-01',
    is_archived: false,
    balance: 45_000,
    unreconciled_count: 1,
    payment_method_ids: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...change,
  };
}

function aTransaction(change: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: 't1',
    account_id: 'a1',
    account_name: 'Caisse',
    direction: 'out',
    amount: 5_000,
    signed_amount: -5_000,
    currency: 'XAF',
    occurred_at: '2026-03-02T10:00:00.000Z',
    label: 'Carburant',
    reference: null,
    notes: null,
    source: 'expense',
    source_id: 'e1',
    counterpart_account_id: null,
    reconciled_at: null,
    reconciled_by: null,
    editable: false,
    created_by: 'u1',
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...change,
  };
}

const cash = anAccount();
const bank = anAccount({
  id: 'a2',
  name: 'SGBC',
  kind: 'bank',
  accounting_code: '521',
  balance: 1_250_000,
  unreconciled_count: 0,
});

function serve(transactions: TransactionRecord[] = []) {
  api.get.mockImplementation(async (path: string) => {
    if (path.endsWith('treasury-accounts/a1')) return ok({ data: cash });
    if (path.endsWith('treasury-accounts')) return ok(page([cash, bank]));
    if (path.endsWith('transactions')) return ok(page(transactions));
    return ok({ data: null });
  });
}

describe('treasury accounts list', () => {
  it('shows each account with its balance and the total in the accounts', async () => {
    serve();
    renderScreen('/treasury-accounts', ALL, [
      { path: '/treasury-accounts', element: <TreasuryAccountListPage /> },
    ]);
    const row = (await screen.findByRole('row', { name: /SGBC/ })) as HTMLElement;
    expect(within(row).getByText('521')).toBeTruthy();
    expect(within(row).getByText(/1,250,000/)).toBeTruthy();
    expect(screen.getByTestId('treasury-total').textContent).toMatch(/1,295,000/);
    expect(screen.getByText('1 to reconcile')).toBeTruthy();
    expect(api.get.mock.calls[0]![1].query).toMatchObject({ filter: { is_archived: 'false' } });
  });

  it('says so when the role may not see the accounts', async () => {
    renderScreen(
      '/treasury-accounts',
      ['expenses.view'],
      [{ path: '/treasury-accounts', element: <TreasuryAccountListPage /> }],
    );
    expect((await screen.findByRole('alert')).textContent).toContain('cannot see');
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('an account page', () => {
  it('lists its transactions and ticks one off as reconciled', async () => {
    serve([
      aTransaction(),
      aTransaction({
        id: 't2',
        direction: 'in',
        amount: 50_000,
        label: null,
        source: 'transfer',
        counterpart_account_id: 'a2',
      }),
    ]);
    api.post.mockResolvedValue(ok({ data: aTransaction({ reconciled_at: '2026-03-03T00:00:00.000Z' }) }));
    renderScreen('/treasury-accounts/a1', ALL, [
      { path: '/treasury-accounts/:id', element: <TreasuryAccountPage /> },
    ]);
    expect((await screen.findByTestId('account-balance')).textContent).toMatch(/45,000/);
    expect(await screen.findByText('Transfer with SGBC')).toBeTruthy();
    const query = api.get.mock.calls.find(([path]) => String(path).endsWith('transactions'))![1].query;
    expect(query.filter).toEqual({ account_id: 'a1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Carburant reconciled' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('transactions/t1/reconcile'));
  });

  it('moves money to another account through the transfer dialog', async () => {
    serve();
    api.post.mockResolvedValue(ok({ data: {} }, 201));
    renderScreen('/treasury-accounts/a1', ALL, [
      { path: '/treasury-accounts/:id', element: <TreasuryAccountPage /> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Amount \(FCFA\)/), { target: { value: '20000' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Dépôt à la banque' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    const [path, body] = api.post.mock.calls[0]!;
    expect(path).toBe('transactions/transfers');
    expect(body).toMatchObject({
      from_account_id: 'a1',
      to_account_id: 'a2',
      amount: 20_000,
      label: 'Dépôt à la banque',
    });
  });

  it('shows a field error from the server in the manual transaction dialog', async () => {
    serve();
    api.post.mockResolvedValue({
      ok: false,
      status: 422,
      data: null,
      error: {
        status: 422,
        message: 'Some fields are not valid.',
        errors: { label: ['Required.'] },
        retryAfter: null,
      },
    });
    renderScreen('/treasury-accounts/a1', ALL, [
      { path: '/treasury-accounts/:id', element: <TreasuryAccountPage /> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Money in or out' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(api.post.mock.calls[0]![1]).toMatchObject({ account_id: 'a1', direction: 'out', amount: 1_500 });
  });
});

describe('all transactions', () => {
  it('names each one by its label on phones, with its date and account under it and its delete button there', async () => {
    serve([aTransaction({ editable: true })]);
    renderScreen('/transactions', ALL, [{ path: '/transactions', element: <TransactionsPage /> }]);
    const table = await screen.findByRole('table');
    const label = within(table).getByRole('rowheader', { name: /Carburant/ });
    expect(within(label).getByText('Mar 2, 2026 · Caisse').className).toContain('sm:hidden');
    expect(within(label).getByRole('button', { name: 'Delete' }).className).toContain('sm:hidden');
    for (const name of ['Date', 'Account', 'Actions'])
      expect(within(table).getByRole('columnheader', { name }).className).toContain('hidden sm:table-cell');
    // the amount and the reconciliation tick stay on phones
    const kept = within(table)
      .getAllByRole('columnheader')
      .filter((header) => !header.className.includes('hidden'))
      .map((header) => header.textContent);
    expect(kept).toEqual(['Label', 'Amount', 'Reconciled']);
    fireEvent.click(within(label).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this transaction?' })).toBeTruthy();
  });

  it('filters by account from the address bar and refuses a role without the permission', async () => {
    serve([aTransaction()]);
    renderScreen('/transactions?account=0190c5a0-0000-7000-8000-000000000001&reconciled=false', ALL, [
      { path: '/transactions', element: <TransactionsPage /> },
    ]);
    await screen.findByText('Carburant');
    const query = api.get.mock.calls.find(([path]) => String(path).endsWith('transactions'))![1].query;
    expect(query.filter).toEqual({ account_id: '0190c5a0-0000-7000-8000-000000000001', reconciled: 'false' });
    cleanup();
    renderScreen(
      '/transactions',
      ['treasury_accounts.view'],
      [{ path: '/transactions', element: <TransactionsPage /> }],
    );
    expect((await screen.findByRole('alert')).textContent).toContain('cannot see the transactions');
  });
});

describe('all transactions, empty', () => {
  const ACCOUNT = '0190c5a0-0000-7000-8000-000000000001';
  const routes = [{ path: '/transactions', element: <TransactionsPage /> }];

  it('says "no match" when only an account is chosen, and clears it', async () => {
    serve([]);
    const { router } = renderScreen(`/transactions?account=${ACCOUNT}`, ALL, routes);
    expect(await screen.findByText('No transaction matches these filters.')).toBeTruthy();
    expect(screen.queryByText('No transaction yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No transaction yet.')).toBeTruthy();
  });

  it('on an account page the account is not a filter: "no transaction yet"', async () => {
    serve([]);
    renderScreen(`/treasury-accounts/a1?account=${ACCOUNT}`, ALL, [
      { path: '/treasury-accounts/:id', element: <TreasuryAccountPage /> },
    ]);
    expect(await screen.findByText('No transaction yet.')).toBeTruthy();
  });
});

describe('the treasury lists on a phone', () => {
  const wide = { width: window.innerWidth, height: window.innerHeight };
  const resize = (width: number, height: number) => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resize(390, 844));
  afterEach(() => resize(wide.width, wide.height));
  const OWNER = [...ALL, 'treasury_accounts.create', 'treasury_accounts.export', 'transactions.export'];
  const ACCOUNT = '0190c5a0-0000-7000-8000-000000000001';

  it('accounts: the search stays in sight, the kind and status wait in a sheet that counts them', async () => {
    serve();
    const { router } = renderScreen('/treasury-accounts?kind=bank', OWNER, [
      { path: '/treasury-accounts', element: <TreasuryAccountListPage /> },
    ]);
    await screen.findByRole('row', { name: /SGBC/ });
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toBeTruthy();
    expect(screen.queryByLabelText('Kind')).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Kind') as HTMLSelectElement).value).toBe('bank');
    // "in use" is the default: only leaving it counts
    expect((within(sheet).getByLabelText('Status') as HTMLSelectElement).value).toBe('false');
    fireEvent.change(within(sheet).getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() => expect(router.state.location.search).toContain('archived=all'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();
  });

  it('accounts: "New account" stays in the header, all transactions and the export are under "More"', async () => {
    serve();
    renderScreen('/treasury-accounts', OWNER, [
      { path: '/treasury-accounts', element: <TreasuryAccountListPage /> },
    ]);
    await screen.findByRole('row', { name: /SGBC/ });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'All transactions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All transactions' }).getAttribute('href')).toBe('/transactions');
  });

  it('transactions: the search stays in sight, the account and other filters wait in a sheet', async () => {
    serve([aTransaction()]);
    const { router } = renderScreen(`/transactions?account=${ACCOUNT}&reconciled=false`, OWNER, [
      { path: '/transactions', element: <TransactionsPage /> },
    ]);
    await screen.findByText('Carburant');
    expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toBeTruthy();
    for (const filter of ['Account', 'Direction', 'Origin', 'Reconciled'])
      expect(screen.queryByLabelText(filter)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(sheet).getByLabelText('Reconciled') as HTMLSelectElement).value).toBe('false');
    expect(within(sheet).getByLabelText('Account')).toBeTruthy();
    fireEvent.change(within(sheet).getByLabelText('Direction'), { target: { value: 'out' } });
    await waitFor(() => expect(router.state.location.search).toContain('direction=out'));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });

  it("an account's transactions count no account filter: the page is the account", async () => {
    serve([aTransaction()]);
    renderScreen(`/treasury-accounts/a1?account=${ACCOUNT}&direction=out`, OWNER, [
      { path: '/treasury-accounts/:id', element: <TreasuryAccountPage /> },
    ]);
    await screen.findByText('Carburant');
    fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).queryByLabelText('Account')).toBeNull();
    expect((within(sheet).getByLabelText('Direction') as HTMLSelectElement).value).toBe('out');
  });
});
