import type { PaymentMethodRecord, TreasuryAccountRecord } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountsOf, apiAs, balanceOf, cashAccountOf, createAccount } from './treasury.test-helpers.ts';

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

describe('the cash account of a new company', () => {
  it('exists from sign-up on 571, in the company currency, and the Cash method lands in it', async () => {
    const cash = await cashAccountOf(t, admin);
    expect(cash).toMatchObject({
      accounting_code: '571',
      currency: 'XAF',
      opening_balance: 0,
      balance: 0,
      is_archived: false,
    });
    const methods = data<PaymentMethodRecord[]>(await api(admin, 'GET', 'payment-methods'));
    expect(methods).toHaveLength(1);
    expect(methods[0]!.treasury_account_id).toBe(cash.id);
    expect(cash.payment_method_ids).toEqual([methods[0]!.id]);
  });
});

describe('treasury accounts CRUD', () => {
  it('defaults the code from the kind (521 bank, 538 wallet) and keeps a chosen postable one', async () => {
    const bank = await createAccount(t, admin, { name: 'SGBC Akwa', kind: 'bank', reference: 'CM21 0001' });
    expect(bank).toMatchObject({
      kind: 'bank',
      accounting_code: '521',
      currency: 'XAF',
      reference: 'CM21 0001',
    });
    const wallet = await createAccount(t, admin, { name: 'Orange Money', kind: 'mobile_money' });
    expect(wallet.accounting_code).toBe('538');
    const branch = await createAccount(t, admin, {
      name: 'Caisse Akwa',
      kind: 'cash',
      accounting_code: '572',
    });
    expect(branch.accounting_code).toBe('572');
    const fetched = data<TreasuryAccountRecord>(await api(admin, 'GET', `treasury-accounts/${bank.id}`));
    expect(fetched).toEqual(bank);
  });

  it('refuses a code that is not a place of money, or a heading, with a message per field in French', async () => {
    const expense = await api(
      admin,
      'POST',
      'treasury-accounts',
      { name: 'X', kind: 'bank', accounting_code: '601' },
      'fr',
    );
    expect(expense.statusCode).toBe(422);
    expect(expense.json<{ errors: Record<string, string[]> }>().errors.accounting_code![0]).toContain(
      'classe 5',
    );
    const heading = await api(admin, 'POST', 'treasury-accounts', {
      name: 'X',
      kind: 'bank',
      accounting_code: '52',
    });
    expect(heading.statusCode).toBe(422);
    expect(heading.json<{ errors: Record<string, string[]> }>().errors.accounting_code![0]).toContain('521');
    const transit = await api(admin, 'POST', 'treasury-accounts', {
      name: 'X',
      kind: 'bank',
      accounting_code: '585',
    });
    expect(transit.statusCode).toBe(422);
    const bad = await api(admin, 'POST', 'treasury-accounts', {
      name: '',
      kind: 'safe',
      opening_balance: 1.5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'kind',
      'name',
      'opening_balance',
    ]);
  });

  it('links payment methods: a method moves from the cash account to the new one', async () => {
    const cash = await cashAccountOf(t, admin);
    const [method] = cash.payment_method_ids;
    const till = await createAccount(t, admin, {
      name: 'Tiroir 2',
      kind: 'cash',
      payment_method_ids: [method],
    });
    expect(till.payment_method_ids).toEqual([method]);
    expect((await cashAccountOf(t, admin)).payment_method_ids).toEqual([]);
    const unknown = await api(admin, 'PATCH', `treasury-accounts/${till.id}`, {
      payment_method_ids: ['0190c5a0-0000-7000-8000-000000000001'],
    });
    expect(unknown.statusCode).toBe(422);
    // Back where it was, and the emptied account can go.
    const back = await api(admin, 'PATCH', `treasury-accounts/${cash.id}`, { payment_method_ids: [method] });
    expect(data<TreasuryAccountRecord>(back).payment_method_ids).toEqual([method]);
    expect((await api(admin, 'DELETE', `treasury-accounts/${till.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', `treasury-accounts/${till.id}`)).statusCode).toBe(404);
  });

  it('updates, archives, and moves the default code along with a change of kind', async () => {
    const account = await createAccount(t, admin, { name: 'Wave', kind: 'mobile_money' });
    const moved = data<TreasuryAccountRecord>(
      await api(admin, 'PATCH', `treasury-accounts/${account.id}`, { kind: 'bank', name: 'Wave (banque)' }),
    );
    expect(moved).toMatchObject({ kind: 'bank', accounting_code: '521', name: 'Wave (banque)' });
    const archived = data<TreasuryAccountRecord>(
      await api(admin, 'PUT', `treasury-accounts/${account.id}`, { is_archived: true }),
    );
    expect(archived.is_archived).toBe(true);
    const list = await api(admin, 'GET', 'treasury-accounts?filter[is_archived]=true');
    expect(data<TreasuryAccountRecord[]>(list).map((a) => a.id)).toEqual([account.id]);
  });

  it('will not delete an account that moved money (409): archive it instead', async () => {
    const bank = await createAccount(t, admin, { name: 'Afriland', kind: 'bank' });
    const moved = await api(admin, 'POST', 'transactions', {
      account_id: bank.id,
      direction: 'in',
      amount: 1_000,
      label: 'Dépôt',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const refused = await api(admin, 'DELETE', `treasury-accounts/${bank.id}`);
    expect(refused.statusCode).toBe(409);
    expect((await api(admin, 'GET', `treasury-accounts/${bank.id}`)).statusCode).toBe(200);
  });

  it('lists with search, kind filter and sorts; refuses unknown parameters; exports CSV', async () => {
    const search = data<TreasuryAccountRecord[]>(await api(admin, 'GET', 'treasury-accounts?search=sgbc'));
    expect(search.map((a) => a.name)).toEqual(['SGBC Akwa']);
    const banks = data<TreasuryAccountRecord[]>(
      await api(admin, 'GET', 'treasury-accounts?filter[kind]=bank&sort=-name&per_page=100'),
    );
    expect(banks.length).toBeGreaterThan(1);
    expect(banks.every((a) => a.kind === 'bank')).toBe(true);
    expect(banks.map((a) => a.name)).toEqual([...banks.map((a) => a.name)].sort().reverse());
    expect((await api(admin, 'GET', 'treasury-accounts?filter[color]=red')).statusCode).toBe(400);
    expect((await api(admin, 'GET', 'treasury-accounts?sort=balance')).statusCode).toBe(400);
    const csv = await api(admin, 'GET', 'treasury-accounts/export?search=sgbc', undefined, 'fr');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Nom;Type;Code comptable');
    expect(csv.body).toContain('SGBC Akwa;Compte bancaire;521');
    expect(csv.body.trim().split('\r\n')[1]).toMatch(/;Non$/);
  });
});

describe('balance at a date', () => {
  it('is the opening balance from its day on, plus what came in and minus what went out through the day', async () => {
    const bank = await createAccount(t, admin, {
      name: 'Ecobank',
      kind: 'bank',
      opening_balance: 100_000,
      opening_date: '2026-01-01',
    });
    for (const [direction, amount, day] of [
      ['in', 5_000, '2026-02-10'],
      ['out', 2_000, '2026-03-01'],
      ['in', 700, '2026-03-01'],
    ] as const) {
      const r = await api(admin, 'POST', 'transactions', {
        account_id: bank.id,
        direction,
        amount,
        occurred_at: day,
        label: `${direction} ${day}`,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect(await balanceOf(t, admin, bank.id, '2025-12-31')).toBe(0);
    expect(await balanceOf(t, admin, bank.id, '2026-01-31')).toBe(100_000);
    expect(await balanceOf(t, admin, bank.id, '2026-02-10')).toBe(105_000);
    expect(await balanceOf(t, admin, bank.id, '2026-02-28')).toBe(105_000);
    expect(await balanceOf(t, admin, bank.id, '2026-03-01')).toBe(103_700);
    expect(await balanceOf(t, admin, bank.id)).toBe(103_700);
    // An instant counts what happened up to it (the company is on UTC here).
    expect(await balanceOf(t, admin, bank.id, '2026-02-09T23:59:59Z')).toBe(100_000);
    const detail = await api(admin, 'GET', `treasury-accounts/${bank.id}/balance?at=2026-03-01`);
    expect(data(detail)).toMatchObject({
      opening_balance: 100_000,
      total_in: 5_700,
      total_out: 2_000,
      currency: 'XAF',
    });
    const listed = (await accountsOf(t, admin)).find((a) => a.id === bank.id)!;
    expect(listed.balance).toBe(103_700);
    expect(listed.unreconciled_count).toBe(3);
    expect((await api(admin, 'GET', `treasury-accounts/${bank.id}/balance?at=yesterday`)).statusCode).toBe(
      400,
    );
    expect((await api(admin, 'GET', `treasury-accounts/${bank.id}/balance?on=2026-01-01`)).statusCode).toBe(
      400,
    );
  });
});

describe('who may see and change treasury accounts', () => {
  it('follows SPEC §6: accountant and manager fully, employee and courier not at all', async () => {
    const accountant = await createStaff(t.app, admin, 'accountant');
    const manager = await createStaff(t.app, admin, 'manager');
    const employee = await createStaff(t.app, admin, 'employee');
    const courier = await createStaff(t.app, admin, 'courrier');
    expect((await api(accountant, 'GET', 'treasury-accounts')).statusCode).toBe(200);
    const made = await api(accountant, 'POST', 'treasury-accounts', { name: 'Comptable', kind: 'bank' });
    expect(made.statusCode).toBe(201);
    expect(
      (await api(manager, 'DELETE', `treasury-accounts/${data<{ id: string }>(made).id}`)).statusCode,
    ).toBe(204);
    for (const who of [employee, courier]) {
      expect((await api(who, 'GET', 'treasury-accounts')).statusCode).toBe(403);
      expect((await api(who, 'POST', 'treasury-accounts', { name: 'X', kind: 'cash' })).statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's account, on every route, and never lists it", async () => {
    const mine = await cashAccountOf(t, admin);
    for (const [method, path, body] of [
      ['GET', `treasury-accounts/${mine.id}`, undefined],
      ['GET', `treasury-accounts/${mine.id}/balance`, undefined],
      ['PATCH', `treasury-accounts/${mine.id}`, { name: 'Pris' }],
      ['DELETE', `treasury-accounts/${mine.id}`, undefined],
    ] as const) {
      expect((await api(other, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await accountsOf(t, other)).map((a) => a.id)).not.toContain(mine.id);
    const linkForeign = await api(other, 'POST', 'treasury-accounts', {
      name: 'Vol',
      kind: 'cash',
      payment_method_ids: mine.payment_method_ids,
    });
    expect(linkForeign.statusCode).toBe(422);
    expect((await cashAccountOf(t, admin)).name).toBe(mine.name);
  });
});
