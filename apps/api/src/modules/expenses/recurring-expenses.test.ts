import type { ExpenseRecord, RecurringExpenseRecord } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { apiAs, balanceOf, cashAccountOf, createAccount } from '../treasury/treasury.test-helpers.ts';
import { generateDueExpenses } from './recurring-expenses.service.ts';

let t: TestApp;
let admin: Account;
let other: Account;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  admin = await registerCompany(t.app, { currency: 'XAF' });
  await upgradePlan(t.ctx, admin.companyId);
  other = await registerCompany(t.app, { name: 'Autre boutique' });
});
afterAll(() => t.close());

const data = <T>(response: { json<U>(): U }) => response.json<{ data: T }>().data;
const template = async (body: Record<string, unknown>, who: Account = admin) => {
  const response = await api(who, 'POST', 'recurring-expenses', {
    category: 'OPERATING_EXPENSES',
    nature: 'rent',
    label: 'Loyer boutique',
    amount: 150_000,
    frequency: 'monthly',
    day: 31,
    start_date: '2026-01-01',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<RecurringExpenseRecord>(response);
};
const madeFrom = async (id: string) =>
  data<ExpenseRecord[]>(
    await api(admin, 'GET', `expenses?filter[recurring_expense_id]=${id}&sort=date&per_page=100`),
  );
/** The scheduler as of noon UTC on `day`. */
const runOn = (day: string) => generateDueExpenses(t.ctx, { now: new Date(`${day}T12:00:00Z`) });

describe('recurring expenses', () => {
  it('make one expense per month on the 31st or the month’s last day, owed until paid, and only once', async () => {
    const rent = await template({ label: 'Loyer Akwa', due_days: 5 });
    expect(rent).toMatchObject({
      next_run_on: '2026-01-31',
      last_run_on: null,
      interval: 1,
      auto_pay: false,
    });

    expect(await runOn('2026-04-15')).toBe(3);
    const made = await madeFrom(rent.id);
    expect(made.map((e) => [e.date, e.status, e.due_date, e.amount, e.account_code])).toEqual([
      ['2026-01-31', 'unpaid', '2026-02-05', 150_000, '622'],
      ['2026-02-28', 'unpaid', '2026-03-05', 150_000, '622'],
      ['2026-03-31', 'unpaid', '2026-04-05', 150_000, '622'],
    ]);
    expect(
      data<RecurringExpenseRecord>(await api(admin, 'GET', `recurring-expenses/${rent.id}`)),
    ).toMatchObject({
      last_run_on: '2026-03-31',
      next_run_on: '2026-04-30',
    });

    // Again the same day, and two runs at once: nothing twice.
    expect(await runOn('2026-04-15')).toBe(0);
    const concurrent = await Promise.all([runOn('2026-05-01'), runOn('2026-05-01'), runOn('2026-05-01')]);
    expect(concurrent.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await madeFrom(rent.id)).map((e) => e.date)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });

  it('pays each one from its account on its day when set to pay automatically', async () => {
    const bank = await createAccount(t, admin, {
      name: 'Banque salaires',
      kind: 'bank',
      opening_balance: 1_000_000,
      opening_date: '2026-01-01',
    });
    const wages = await template({
      label: 'Salaire Paul',
      category: 'PERSONNEL',
      nature: null,
      amount: 80_000,
      day: 25,
      auto_pay: true,
      treasury_account_id: bank.id,
      payee: 'Paul Mbarga',
    });
    expect(await runOn('2026-03-26')).toBe(3);
    const made = await madeFrom(wages.id);
    expect(made.map((e) => [e.date, e.status, e.paid_on, e.treasury_account_id])).toEqual([
      ['2026-01-25', 'paid', '2026-01-25', bank.id],
      ['2026-02-25', 'paid', '2026-02-25', bank.id],
      ['2026-03-25', 'paid', '2026-03-25', bank.id],
    ]);
    expect(await balanceOf(t, admin, bank.id, '2026-02-24')).toBe(920_000);
    expect(await balanceOf(t, admin, bank.id, '2026-03-31')).toBe(760_000);
  });

  it('weekly: every n weeks on a weekday, until the end date; a deleted one is not made again', async () => {
    const cleaning = await template({
      label: 'Ménage',
      nature: null,
      amount: 5_000,
      frequency: 'weekly',
      interval: 2,
      day: 5,
      start_date: '2026-03-04',
      end_date: '2026-04-10',
    });
    expect(await runOn('2026-05-01')).toBeGreaterThanOrEqual(3);
    const made = await madeFrom(cleaning.id);
    expect(made.map((e) => e.date)).toEqual(['2026-03-06', '2026-03-20', '2026-04-03']);
    expect(
      data<RecurringExpenseRecord>(await api(admin, 'GET', `recurring-expenses/${cleaning.id}`)).next_run_on,
    ).toBeNull();
    expect((await api(admin, 'DELETE', `expenses/${made[0]!.id}`)).statusCode).toBe(204);
    await api(admin, 'PATCH', `recurring-expenses/${cleaning.id}`, { end_date: '2026-04-30' });
    await runOn('2026-05-01');
    expect((await madeFrom(cleaning.id)).map((e) => e.date)).toEqual([
      '2026-03-20',
      '2026-04-03',
      '2026-04-17',
    ]);
  });

  it('stops while switched off, and does not make up for that time when switched back on', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const paused = await template({
      label: 'Gardiennage',
      nature: null,
      amount: 30_000,
      day: 1,
      start_date: today,
      is_active: false,
    });
    await generateDueExpenses(t.ctx, {
      companyId: admin.companyId,
      now: new Date(Date.now() + 70 * 86_400_000),
    });
    expect(await madeFrom(paused.id)).toEqual([]);
    const resumed = data<RecurringExpenseRecord>(
      await api(admin, 'PATCH', `recurring-expenses/${paused.id}`, { is_active: true }),
    );
    expect(resumed.next_run_on! >= today).toBe(true);
  });

  it('are made by the queued job after a change, for the company', async () => {
    const start = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const internet = await template({
      label: 'Internet',
      nature: 'telecom',
      amount: 25_000,
      day: 1,
      start_date: start,
    });
    await t.ctx.jobs.drain();
    expect((await madeFrom(internet.id)).length).toBeGreaterThanOrEqual(1);
  });

  it('refuse a day outside the month or week, and an end before the start', async () => {
    for (const [body, field] of [
      [{ frequency: 'weekly', day: 9 }, 'day'],
      [{ day: 0 }, 'day'],
      [{ end_date: '2025-12-31' }, 'end_date'],
      [{ interval: 0 }, 'interval'],
      [{ frequency: 'daily' }, 'frequency'],
    ] as const) {
      const response = await api(admin, 'POST', 'recurring-expenses', {
        category: 'OPERATING_EXPENSES',
        label: 'x',
        amount: 1,
        frequency: 'monthly',
        day: 1,
        start_date: '2026-01-01',
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('list, filter and sort; follow SPEC §6 permissions; and stay in their company', async () => {
    const weekly = data<RecurringExpenseRecord[]>(
      await api(admin, 'GET', 'recurring-expenses?filter[frequency]=weekly'),
    );
    expect(weekly.map((r) => r.label)).toEqual(['Ménage']);
    expect((await api(admin, 'GET', 'recurring-expenses?filter[day]=1')).statusCode).toBe(400);
    const employee = await createStaff(t.app, admin, 'employee');
    const accountant = await createStaff(t.app, admin, 'accountant');
    expect((await api(employee, 'GET', 'recurring-expenses')).statusCode).toBe(200);
    const made = await template({ label: 'Abonnement', nature: null, amount: 1_000, day: 3 }, employee);
    expect((await api(employee, 'PATCH', `recurring-expenses/${made.id}`, { amount: 2 })).statusCode).toBe(
      403,
    );
    expect((await api(accountant, 'POST', 'recurring-expenses', {})).statusCode).toBe(403);
    expect((await api(accountant, 'GET', `recurring-expenses/${made.id}`)).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['GET', `recurring-expenses/${made.id}`, undefined],
      ['PATCH', `recurring-expenses/${made.id}`, { amount: 2 }],
      ['DELETE', `recurring-expenses/${made.id}`, undefined],
    ] as const) {
      expect((await api(other, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await api(admin, 'DELETE', `recurring-expenses/${made.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', `recurring-expenses/${made.id}`)).statusCode).toBe(404);
  });
});

describe('the cash account of recurring expenses without an account', () => {
  it('is the cash account when a template pays automatically with nothing named', async () => {
    const cash = (await cashAccountOf(t, admin)).id;
    const before = await balanceOf(t, admin, cash);
    const tip = await template({
      label: 'Pourboire gardien',
      nature: null,
      amount: 1_000,
      day: 10,
      auto_pay: true,
      start_date: '2026-02-01',
    });
    expect(await runOn('2026-02-11')).toBe(1);
    expect((await madeFrom(tip.id))[0]).toMatchObject({ status: 'paid', treasury_account_id: cash });
    expect(await balanceOf(t, admin, cash)).toBe(before - 1_000);
  });
});
