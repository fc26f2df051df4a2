import { addDaysToDate, type ExpenseRecord } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companyToday } from '../accounting/ledger.service.ts';
import { insertTax } from '../orders/orders.test-helpers.ts';
import { apiAs, cashAccountOf, createAccount, transactionsOf } from '../treasury/treasury.test-helpers.ts';
import { generateDueExpenses } from './recurring-expenses.service.ts';

// Expenses and treasury transfers post balanced entries by themselves, reverse them when deleted,
// and are refused (409, nothing written) in a locked period.

let t: TestApp;
let admin: Account;
let api: ReturnType<typeof apiAs>;
let cash: string;
let bank: string;
let vat: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  admin = await registerCompany(t.app, { name: 'Boutique Charges', currency: 'XAF' });
  await upgradePlan(t.ctx, admin.companyId);
  cash = (await cashAccountOf(t, admin)).id;
  bank = (await createAccount(t, admin, { name: 'Banque Atlantique', kind: 'bank', accounting_code: '521' }))
    .id;
  vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '19.25' });
  today = await companyToday(t.ctx.db, admin.companyId);
});
afterAll(() => t.close());

const data = <T>(response: { json<U>(): U }) => response.json<{ data: T }>().data;

interface TrialRow {
  account: string;
  debit: number;
  credit: number;
  closing: number;
}
interface Entry {
  id: string;
  journal: string;
  source_kind: string | null;
  reversal_of: string | null;
  lines: { account: string; debit: number; credit: number }[];
}

const get = (path: string, query: Record<string, string>) =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, { token: admin.token, query });

async function trial(): Promise<TrialRow[]> {
  const response = await get('accounting/reports/trial-balance', { period: 'all' });
  expect(response.statusCode, response.body).toBe(200);
  const rows = data<{ rows: TrialRow[] }>(response).rows;
  // The books balance: debits equal credits, closings sum to zero.
  expect(rows.reduce((sum, r) => sum + r.closing, 0)).toBe(0);
  expect(rows.reduce((sum, r) => sum + r.debit, 0)).toBe(rows.reduce((sum, r) => sum + r.credit, 0));
  return rows;
}

const closing = (rows: TrialRow[], account: string) =>
  rows.filter((r) => r.account === account).reduce((sum, r) => sum + r.closing, 0);

async function entriesOf(sourceId: string): Promise<Entry[]> {
  const response = await get('journal-entries', {
    'filter[source_id]': sourceId,
    include: 'lines',
    per_page: '100',
  });
  expect(response.statusCode, response.body).toBe(200);
  const entries = data<Entry[]>(response);
  for (const entry of entries) {
    const debit = entry.lines.reduce((sum, l) => sum + l.debit, 0);
    expect(debit).toBe(entry.lines.reduce((sum, l) => sum + l.credit, 0));
    expect(debit).toBeGreaterThan(0);
  }
  return entries;
}

async function allEntries(): Promise<Entry[]> {
  const response = await get('journal-entries', { per_page: '100', include: 'lines' });
  expect(response.statusCode, response.body).toBe(200);
  return data<Entry[]>(response);
}

const add = async (body: Record<string, unknown>) => {
  const response = await api(admin, 'POST', 'expenses', {
    category: 'OPERATING_EXPENSES',
    label: 'Dépense',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<ExpenseRecord>(response);
};

const lineOf = (entry: Entry, account: string) => entry.lines.find((l) => l.account === account);

describe('expense postings', () => {
  it('a paid expense with VAT: charge and deductible VAT against the cash account (CA)', async () => {
    const before = await trial();
    const stock = await add({
      category: 'SUPPLIER',
      item_category: 'PRODUCTS',
      label: 'Pagnes pour revente',
      amount: 11_925,
      tax_ids: [vat],
      treasury_account_id: cash,
    });
    const [entry, ...others] = await entriesOf(stock.id);
    expect(others).toEqual([]);
    expect(entry!.journal).toBe('CA');
    expect(entry!.source_kind).toBe('expense');
    expect(lineOf(entry!, '601')).toMatchObject({ debit: 10_000, credit: 0 });
    expect(lineOf(entry!, '4452')).toMatchObject({ debit: 1_925, credit: 0 });
    expect(lineOf(entry!, '571')).toMatchObject({ debit: 0, credit: 11_925 });
    const after = await trial();
    expect(closing(after, '601') - closing(before, '601')).toBe(10_000);
    expect(closing(after, '4452') - closing(before, '4452')).toBe(1_925);
    expect(closing(after, '571') - closing(before, '571')).toBe(-11_925);
  });

  it('VAT not deductible goes into the charge; an expense paid from the bank posts in BQ', async () => {
    const rent = await add({
      nature: 'rent',
      label: 'Loyer',
      amount: 11_925,
      tax_ids: [vat],
      tax_deductible: false,
      treasury_account_id: bank,
    });
    const [entry] = await entriesOf(rent.id);
    expect(entry!.journal).toBe('BQ');
    expect(entry!.lines.filter((l) => l.account.startsWith('445'))).toEqual([]);
    expect(lineOf(entry!, '622')).toBeDefined();
    expect(entry!.lines.filter((l) => l.account === '622').reduce((s, l) => s + l.debit, 0)).toBe(11_925);
    expect(lineOf(entry!, '521')).toMatchObject({ credit: 11_925 });
  });

  it('an owed expense waits on 401 (422 for staff pay) and paying it settles it from the treasury', async () => {
    const before = await trial();
    const flour = await add({ category: 'RAW_MATERIALS', label: 'Farine', amount: 5_000, paid: false });
    const wages = await add({ category: 'PERSONNEL', label: 'Salaire Awa', amount: 80_000, paid: false });
    const [owed] = await entriesOf(flour.id);
    expect(owed!.journal).toBe('AC');
    expect(lineOf(owed!, '602')).toMatchObject({ debit: 5_000 });
    expect(lineOf(owed!, '401')).toMatchObject({ credit: 5_000 });
    expect(lineOf((await entriesOf(wages.id))[0]!, '422')).toMatchObject({ credit: 80_000 });
    const mid = await trial();
    expect(closing(mid, '401') - closing(before, '401')).toBe(-5_000);
    expect(closing(mid, '422') - closing(before, '422')).toBe(-80_000);
    expect(closing(mid, '571')).toBe(closing(before, '571'));

    for (const [expense, from] of [
      [flour, cash],
      [wages, bank],
    ] as const) {
      const paid = await api(admin, 'POST', `expenses/${expense.id}/pay`, { treasury_account_id: from });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const payment = (await entriesOf(flour.id)).find((e) => e.source_kind === 'expense_payment')!;
    expect(payment.journal).toBe('CA');
    expect(lineOf(payment, '401')).toMatchObject({ debit: 5_000 });
    expect(lineOf(payment, '571')).toMatchObject({ credit: 5_000 });
    const after = await trial();
    expect(closing(after, '401')).toBe(closing(before, '401'));
    expect(closing(after, '422')).toBe(closing(before, '422'));
    expect(closing(after, '571') - closing(before, '571')).toBe(-5_000);
    expect(closing(after, '521') - closing(before, '521')).toBe(-80_000);
    expect(closing(after, '602') - closing(before, '602')).toBe(5_000);
    expect(closing(after, '661') - closing(before, '661')).toBe(80_000);
  });

  it('changing a posted amount reverses the entry and posts it again; deleting reverses everything', async () => {
    const before = await trial();
    const fuel = await add({ nature: 'fuel', label: 'Carburant', amount: 6_000, treasury_account_id: cash });
    const changed = await api(admin, 'PATCH', `expenses/${fuel.id}`, { amount: 7_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    const renamed = await api(admin, 'PATCH', `expenses/${fuel.id}`, { notes: 'Station Total' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const mid = await trial();
    expect(closing(mid, '605') - closing(before, '605')).toBe(7_000);
    expect(closing(mid, '571') - closing(before, '571')).toBe(-7_000);
    // first entry, its reversal, the corrected one; a change of notes alone posts nothing
    expect((await entriesOf(fuel.id)).length).toBe(2);
    expect((await allEntries()).filter((e) => e.reversal_of !== null).length).toBeGreaterThanOrEqual(1);

    const owed = await add({ category: 'RAW_MATERIALS', label: 'Sucre', amount: 3_000, paid: false });
    expect(
      (await api(admin, 'POST', `expenses/${owed.id}/pay`, { treasury_account_id: cash })).statusCode,
    ).toBe(200);
    for (const id of [fuel.id, owed.id]) {
      expect((await api(admin, 'DELETE', `expenses/${id}`)).statusCode).toBe(204);
    }
    const after = await trial();
    for (const account of ['605', '602', '571', '401']) {
      expect(closing(after, account), account).toBe(closing(before, account));
    }
    const entries = await allEntries();
    const reversed = new Set(entries.flatMap((e) => (e.reversal_of ? [e.reversal_of] : [])));
    const owedIds = (await entriesOf(owed.id)).map((e) => e.id);
    expect(owedIds.length).toBe(2);
    expect(owedIds.every((id) => reversed.has(id))).toBe(true);
  });

  it('automatic treasury outflows of expenses are not posted a second time', async () => {
    const before = await trial();
    const water = await add({ nature: 'utilities', label: 'Eau', amount: 2_500, treasury_account_id: cash });
    const [outflow] = await transactionsOf(t, admin, `filter[source_id]=${water.id}`);
    expect(outflow?.amount).toBe(2_500);
    expect((await entriesOf(outflow!.id)).length).toBe(0);
    expect(closing(await trial(), '571') - closing(before, '571')).toBe(-2_500);
  });
});

describe('recurring expense postings', () => {
  it('occurrences generated by the job post like expenses entered by hand (paid and owed)', async () => {
    const before = await trial();
    const start = addDaysToDate(today, -3);
    const day = Number(start.slice(8, 10));
    const made: string[] = [];
    for (const body of [
      { label: 'Loyer auto', auto_pay: true, treasury_account_id: cash, amount: 150_000 },
      { label: 'Salaire auto', category: 'PERSONNEL', nature: 'salaries', auto_pay: false, amount: 60_000 },
    ]) {
      const response = await api(admin, 'POST', 'recurring-expenses', {
        category: 'OPERATING_EXPENSES',
        nature: 'rent',
        frequency: 'monthly',
        day,
        start_date: start,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      made.push(data<{ id: string }>(response).id);
    }
    expect(await generateDueExpenses(t.ctx, { companyId: admin.companyId })).toBe(2);
    const after = await trial();
    expect(closing(after, '622') - closing(before, '622')).toBe(150_000);
    expect(closing(after, '571') - closing(before, '571')).toBe(-150_000);
    expect(closing(after, '661') - closing(before, '661')).toBe(60_000);
    expect(closing(after, '422') - closing(before, '422')).toBe(-60_000);
    for (const id of made) {
      const [occurrence] = data<ExpenseRecord[]>(
        await api(admin, 'GET', `expenses?filter[recurring_expense_id]=${id}`),
      );
      expect((await entriesOf(occurrence!.id)).length).toBe(1);
    }
  });
});

describe('treasury transfer postings', () => {
  it('a transfer posts through 585 in each account journal, and deleting it reverses both', async () => {
    const before = await trial();
    const response = await api(admin, 'POST', 'transactions/transfers', {
      from_account_id: cash,
      to_account_id: bank,
      amount: 20_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    const transfer = data<{ transfer_id: string; out: { id: string } }>(response);
    const entries = await entriesOf(transfer.transfer_id);
    expect(entries.map((e) => e.journal).sort()).toEqual(['BQ', 'CA']);
    const mid = await trial();
    expect(closing(mid, '585')).toBe(closing(before, '585'));
    expect(closing(mid, '571') - closing(before, '571')).toBe(-20_000);
    expect(closing(mid, '521') - closing(before, '521')).toBe(20_000);

    const moved = await api(admin, 'PATCH', `transactions/${transfer.out.id}`, { amount: 15_000 });
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = await trial();
    expect(closing(changed, '571') - closing(before, '571')).toBe(-15_000);
    expect(closing(changed, '521') - closing(before, '521')).toBe(15_000);

    expect((await api(admin, 'DELETE', `transactions/${transfer.out.id}`)).statusCode).toBe(204);
    const after = await trial();
    for (const account of ['571', '521', '585']) {
      expect(closing(after, account), account).toBe(closing(before, account));
    }
  });

  it('a manual inflow or outflow posts against the account named, else 4712/4711; editing and deleting follow', async () => {
    const before = await trial();
    const capital = await api(admin, 'POST', 'transactions', {
      account_id: cash,
      direction: 'in',
      amount: 50_000,
      label: 'Apport du gérant',
      ledger_account: '101',
    });
    expect(capital.statusCode, capital.body).toBe(201);
    const capitalId = data<{ id: string }>(capital).id;
    const [entry] = await entriesOf(capitalId);
    expect(entry!.journal).toBe('CA');
    expect(entry!.source_kind).toBe('treasury_movement');
    expect(lineOf(entry!, '101')).toMatchObject({ credit: 50_000 });

    const unexplained = await api(admin, 'POST', 'transactions', {
      account_id: bank,
      direction: 'out',
      amount: 3_000,
      label: 'Prélèvement inconnu',
    });
    expect(unexplained.statusCode, unexplained.body).toBe(201);
    const unexplainedId = data<{ id: string }>(unexplained).id;
    const mid = await trial();
    expect(closing(mid, '571') - closing(before, '571')).toBe(50_000);
    expect(closing(mid, '101') - closing(before, '101')).toBe(-50_000);
    expect(closing(mid, '521') - closing(before, '521')).toBe(-3_000);
    expect(closing(mid, '4711') - closing(before, '4711')).toBe(3_000);

    const edited = await api(admin, 'PATCH', `transactions/${capitalId}`, { amount: 40_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await api(admin, 'PATCH', `transactions/${unexplainedId}`, { amount: 2_000 });
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = await trial();
    expect(closing(changed, '4711') - closing(before, '4711')).toBe(2_000);
    expect(closing(changed, '521') - closing(before, '521')).toBe(-2_000);
    expect(closing(changed, '571') - closing(before, '571')).toBe(40_000);
    expect(closing(changed, '101') - closing(before, '101')).toBe(-40_000);

    for (const id of [capitalId, unexplainedId]) {
      expect((await api(admin, 'DELETE', `transactions/${id}`)).statusCode).toBe(204);
    }
    const after = await trial();
    for (const account of ['571', '521', '101', '4711']) {
      expect(closing(after, account), account).toBe(closing(before, account));
    }

    const entriesBefore = (await allEntries()).length;
    for (const ledger_account of ['9999', '571', '52']) {
      const refused = await api(admin, 'POST', 'transactions', {
        account_id: cash,
        direction: 'in',
        amount: 1_000,
        label: 'Mauvais compte',
        ledger_account,
      });
      expect(refused.statusCode, `${ledger_account} ${refused.body}`).toBe(422);
    }
    expect((await allEntries()).length).toBe(entriesBefore);
  });
});

describe('locked period', () => {
  it('an expense, a payment or a transfer dated in the closed period is refused with 409 and nothing is written', async () => {
    const lock = addDaysToDate(today, -5);
    const put = await call(t.app, 'PUT', '/api/v1/admin/accounting/lock', {
      token: admin.token,
      body: { locked_until: lock },
    });
    expect(put.statusCode, put.body).toBe(200);
    const entriesBefore = (await allEntries()).length;
    const expensesBefore = data<unknown[]>(await api(admin, 'GET', 'expenses?per_page=100')).length;
    const cashRowsBefore = (await transactionsOf(t, admin, `filter[account_id]=${cash}`)).length;

    const backdated = await api(admin, 'POST', 'expenses', {
      category: 'OPERATING_EXPENSES',
      label: 'Ancienne facture',
      amount: 4_000,
      date: addDaysToDate(lock, -1),
      treasury_account_id: cash,
    });
    expect(backdated.statusCode, backdated.body).toBe(409);
    expect(backdated.json<{ code: string }>().code).toBe('period_locked');

    const owed = await add({ category: 'RAW_MATERIALS', label: 'Sel', amount: 1_000, paid: false });
    const pay = await api(admin, 'POST', `expenses/${owed.id}/pay`, {
      treasury_account_id: cash,
      paid_on: lock,
    });
    expect(pay.statusCode, pay.body).toBe(409);
    expect(data<ExpenseRecord>(await api(admin, 'GET', `expenses/${owed.id}`)).status).toBe('unpaid');

    const transfer = await api(admin, 'POST', 'transactions/transfers', {
      from_account_id: cash,
      to_account_id: bank,
      amount: 1_000,
      occurred_at: addDaysToDate(lock, -2),
    });
    expect(transfer.statusCode, transfer.body).toBe(409);

    expect(data<unknown[]>(await api(admin, 'GET', 'expenses?per_page=100')).length).toBe(expensesBefore + 1);
    expect((await transactionsOf(t, admin, `filter[account_id]=${cash}`)).length).toBe(cashRowsBefore);
    // only the owed expense's own entry was written
    expect((await allEntries()).length).toBe(entriesBefore + 1);
    await trial();
  });
});
