import type { ExpenseRecord } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  apiAs,
  balanceOf,
  cashAccountOf,
  createAccount,
  transactionsOf,
} from '../treasury/treasury.test-helpers.ts';

// A cash expense paid out of the drawer is counted once (issue 6): the cash-out that pays it names
// the expense and only counts in the drawer; the expense keeps the one treasury outflow and entry.
// Any other cash-out or cash-in moves the cash account and posts against 4711 / 4712.

let t: TestApp;
let admin: Account;
let api: ReturnType<typeof apiAs>;
let cash: string;
let bank: string;
let session: string;

beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  admin = await registerCompany(t.app, { name: 'Boutique Tiroir', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId);
  cash = (await cashAccountOf(t, admin)).id;
  bank = (await createAccount(t, admin, { name: 'Banque', kind: 'bank', accounting_code: '521' })).id;
  const opened = await api(admin, 'POST', 'cash-sessions', { opening_float: 50_000 });
  expect(opened.statusCode, opened.body).toBe(201);
  session = opened.json<{ data: { id: string } }>().data.id;
});
afterAll(() => t.close());

const data = <T>(response: { json<U>(): U }) => response.json<{ data: T }>().data;

async function closings(): Promise<Map<string, number>> {
  const response = await call(t.app, 'GET', '/api/v1/admin/accounting/reports/trial-balance', {
    token: admin.token,
    query: { period: 'all' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = data<{ rows: { account: string; closing: number }[] }>(response).rows;
  expect(rows.reduce((sum, r) => sum + r.closing, 0)).toBe(0);
  const map = new Map<string, number>();
  for (const r of rows) map.set(r.account, (map.get(r.account) ?? 0) + r.closing);
  return map;
}

const addExpense = async (body: Record<string, unknown>) => {
  const response = await api(admin, 'POST', 'expenses', {
    category: 'OPERATING_EXPENSES',
    label: 'Achat de sachets',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<ExpenseRecord>(response);
};

const cashOut = (body: Record<string, unknown>, lang = 'en') =>
  api(admin, 'POST', `cash-sessions/${session}/movements`, { kind: 'out', reason: 'Sachets', ...body }, lang);

interface Report {
  cash_out: number;
  cash_in: number;
  expected_cash: number;
  movements: { amount: number; expense_id: string | null }[];
}
const report = async () =>
  data<{ report: Report }>(await api(admin, 'GET', `cash-sessions/${session}`)).report;

describe('a cash expense paid out of the drawer', () => {
  it('counts once: one treasury outflow and one entry, and the drawer expects the cash to be gone', async () => {
    const before = await closings();
    const balanceBefore = await balanceOf(t, admin, cash);
    const drawerBefore = await report();
    const expense = await addExpense({ amount: 5_000, treasury_account_id: cash });

    const paid = await cashOut({ amount: 5_000, expense_id: expense.id });
    expect(paid.statusCode, paid.body).toBe(201);
    const drawer = data<{ report: Report }>(paid).report;
    expect(drawer.cash_out - drawerBefore.cash_out).toBe(5_000);
    expect(drawer.expected_cash - drawerBefore.expected_cash).toBe(-5_000);
    expect(drawer.movements.at(-1)).toMatchObject({ amount: 5_000, expense_id: expense.id });

    // The cash account lost 5 000 once, from the expense; no cash_movement outflow was written.
    expect(await balanceOf(t, admin, cash)).toBe(balanceBefore - 5_000);
    const moved = await transactionsOf(t, admin, `filter[account_id]=${cash}`);
    expect(moved.filter((m) => m.amount === 5_000).map((m) => m.source)).toEqual(['expense']);
    const after = await closings();
    expect((after.get('571') ?? 0) - (before.get('571') ?? 0)).toBe(-5_000);
    expect((after.get('638') ?? 0) - (before.get('638') ?? 0)).toBe(5_000);

    // The linked expense keeps its amount and stays: the drawer counted it (409).
    const edited = await api(admin, 'PATCH', `expenses/${expense.id}`, { amount: 6_000 });
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json<{ code: string }>().code).toBe('in_use');
    const deleted = await api(admin, 'DELETE', `expenses/${expense.id}`);
    expect(deleted.statusCode, deleted.body).toBe(409);
    const relabelled = await api(admin, 'PATCH', `expenses/${expense.id}`, { label: 'Sachets plastiques' });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
  });

  it('refuses a link that would not be the same money (422 on the field, nothing written)', async () => {
    const expense = await addExpense({ amount: 3_000, treasury_account_id: cash });
    const fromBank = await addExpense({ amount: 3_000, treasury_account_id: bank });
    const owed = await addExpense({ amount: 3_000, paid: false, due_date: '2099-01-01' });
    const before = await report();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'in', amount: 3_000, expense_id: expense.id }, 'expense_id', 'Seule une sortie'],
      [{ amount: 2_999, expense_id: expense.id }, 'amount', 'montant de la dépense'],
      [{ amount: 3_000, expense_id: fromBank.id }, 'expense_id', 'payée depuis la caisse'],
      [{ amount: 3_000, expense_id: owed.id }, 'expense_id', 'payée depuis la caisse'],
      [{ amount: 3_000, expense_id: '01890000-0000-7000-8000-000000000000' }, 'expense_id', 'inconnue'],
    ];
    for (const [body, field, message] of cases) {
      const response = await cashOut(body, 'fr');
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toContain(message);
    }
    expect(await report()).toEqual(before);

    expect((await cashOut({ amount: 3_000, expense_id: expense.id })).statusCode).toBe(201);
    const twice = await cashOut({ amount: 3_000, expense_id: expense.id }, 'fr');
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ errors: Record<string, string[]> }>().errors.expense_id?.[0]).toContain('déjà');
  });

  it("another company's expense is unknown", async () => {
    const other = await registerCompany(t.app, { name: 'Autre', currency: 'XOF' });
    const otherCash = (await cashAccountOf(t, other)).id;
    const response = await api(other, 'POST', 'expenses', {
      category: 'OPERATING_EXPENSES',
      label: 'Ailleurs',
      amount: 1_000,
      treasury_account_id: otherCash,
    });
    expect(response.statusCode, response.body).toBe(201);
    const refused = await cashOut({ amount: 1_000, expense_id: data<ExpenseRecord>(response).id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.expense_id).toBeDefined();
  });
});

describe('a cash-out or cash-in without an expense', () => {
  it('moves the cash account and posts it against sundry debtors / creditors, so the books follow', async () => {
    const before = await closings();
    const balanceBefore = await balanceOf(t, admin, cash);
    expect((await cashOut({ amount: 2_000, reason: 'Dépôt au coffre' })).statusCode).toBe(201);
    const cashIn = await api(admin, 'POST', `cash-sessions/${session}/movements`, {
      kind: 'in',
      amount: 700,
      reason: 'Monnaie',
    });
    expect(cashIn.statusCode, cashIn.body).toBe(201);
    expect(await balanceOf(t, admin, cash)).toBe(balanceBefore - 1_300);
    const after = await closings();
    const delta = (account: string) => (after.get(account) ?? 0) - (before.get(account) ?? 0);
    expect(delta('571')).toBe(-1_300);
    expect(delta('4711')).toBe(2_000);
    expect(delta('4712')).toBe(-700);
  });
});
