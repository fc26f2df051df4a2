import type { TransactionRecord, TransferRecord } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod } from '../orders/orders.test-helpers.ts';
import { apiAs, balanceOf, cashAccountOf, createAccount, transactionsOf } from './treasury.test-helpers.ts';

let t: TestApp;
let admin: Account;
let other: Account;
let api: ReturnType<typeof apiAs>;
let cash: string;
let bank: string;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  admin = await registerCompany(t.app, { currency: 'XAF' });
  await upgradePlan(t.ctx, admin.companyId);
  other = await registerCompany(t.app, { name: 'Autre boutique' });
  cash = (await cashAccountOf(t, admin)).id;
  bank = (await createAccount(t, admin, { name: 'SGBC', kind: 'bank', opening_balance: 500_000 })).id;
});
afterAll(() => t.close());

const data = <T>(response: { json<U>(): U }) => response.json<{ data: T }>().data;
const manual = async (body: Record<string, unknown>, who: Account = admin) => {
  const response = await api(who, 'POST', 'transactions', { label: 'Frais', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return data<TransactionRecord>(response);
};

describe('manual transactions', () => {
  it('records money in and out by hand, signed, on the day given', async () => {
    const fee = await manual({
      account_id: bank,
      direction: 'out',
      amount: 2_500,
      occurred_at: '2026-02-03',
      reference: 'REL-02',
    });
    expect(fee).toMatchObject({
      account_id: bank,
      account_name: 'SGBC',
      direction: 'out',
      amount: 2_500,
      signed_amount: -2_500,
      currency: 'XAF',
      source: 'manual',
      source_id: null,
      editable: true,
      reconciled_at: null,
      reference: 'REL-02',
    });
    expect(fee.occurred_at).toBe('2026-02-03T00:00:00.000Z');
    expect(await balanceOf(t, admin, bank)).toBe(497_500);
    expect(data<TransactionRecord>(await api(admin, 'GET', `transactions/${fee.id}`))).toEqual(fee);
  });

  it('refuses a zero amount, an unknown direction, an account of another company and an archived one', async () => {
    const bad = await api(admin, 'POST', 'transactions', {
      account_id: bank,
      direction: 'sideways',
      amount: 0,
      label: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'amount',
      'direction',
      'label',
    ]);
    const foreign = (await cashAccountOf(t, other)).id;
    const stolen = await api(admin, 'POST', 'transactions', {
      account_id: foreign,
      direction: 'in',
      amount: 1,
      label: 'x',
    });
    expect(stolen.statusCode).toBe(422);
    const old = await createAccount(t, admin, { name: 'Ancien compte', kind: 'bank', is_archived: true });
    const archived = await api(
      admin,
      'POST',
      'transactions',
      { account_id: old.id, direction: 'in', amount: 1, label: 'x' },
      'fr',
    );
    expect(archived.statusCode).toBe(422);
    expect(archived.json<{ errors: Record<string, string[]> }>().errors.account_id![0]).toContain('archivé');
  });

  it('edits a hand-made one, deletes it, and the balance follows', async () => {
    const before = await balanceOf(t, admin, cash);
    const row = await manual({ account_id: cash, direction: 'in', amount: 1_000, label: 'Apport' });
    const edited = data<TransactionRecord>(
      await api(admin, 'PATCH', `transactions/${row.id}`, { amount: 1_500, label: 'Apport du gérant' }),
    );
    expect(edited).toMatchObject({ amount: 1_500, label: 'Apport du gérant' });
    expect(await balanceOf(t, admin, cash)).toBe(before + 1_500);
    expect((await api(admin, 'DELETE', `transactions/${row.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', `transactions/${row.id}`)).statusCode).toBe(404);
    expect(await balanceOf(t, admin, cash)).toBe(before);
  });
});

describe('transfers between accounts', () => {
  it('moves money out of one and into the other, as two linked rows that change and go together', async () => {
    const [cashBefore, bankBefore] = [await balanceOf(t, admin, cash), await balanceOf(t, admin, bank)];
    const response = await api(admin, 'POST', 'transactions/transfers', {
      from_account_id: bank,
      to_account_id: cash,
      amount: 50_000,
      label: 'Retrait pour la caisse',
    });
    expect(response.statusCode, response.body).toBe(201);
    const transfer = data<TransferRecord>(response);
    expect(transfer.out).toMatchObject({
      account_id: bank,
      direction: 'out',
      counterpart_account_id: cash,
      source: 'transfer',
    });
    expect(transfer.in).toMatchObject({
      account_id: cash,
      direction: 'in',
      counterpart_account_id: bank,
      source: 'transfer',
    });
    expect(transfer.out.source_id).toBe(transfer.transfer_id);
    expect(transfer.in.source_id).toBe(transfer.transfer_id);
    expect(await balanceOf(t, admin, cash)).toBe(cashBefore + 50_000);
    expect(await balanceOf(t, admin, bank)).toBe(bankBefore - 50_000);

    await api(admin, 'PATCH', `transactions/${transfer.in.id}`, { amount: 40_000 });
    expect(data<TransactionRecord>(await api(admin, 'GET', `transactions/${transfer.out.id}`)).amount).toBe(
      40_000,
    );
    const direction = await api(admin, 'PATCH', `transactions/${transfer.in.id}`, { direction: 'out' });
    expect(direction.statusCode).toBe(422);

    expect((await api(admin, 'DELETE', `transactions/${transfer.out.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', `transactions/${transfer.in.id}`)).statusCode).toBe(404);
    expect(await balanceOf(t, admin, cash)).toBe(cashBefore);
    expect(await balanceOf(t, admin, bank)).toBe(bankBefore);
  });

  it('goes between two different accounts', async () => {
    const same = await api(admin, 'POST', 'transactions/transfers', {
      from_account_id: cash,
      to_account_id: cash,
      amount: 10,
    });
    expect(same.statusCode).toBe(422);
  });
});

describe('reconciliation', () => {
  it('freezes a reconciled row until it is un-reconciled; asking twice changes nothing', async () => {
    const row = await manual({ account_id: bank, direction: 'out', amount: 300, label: 'Agios' });
    const ticked = data<TransactionRecord>(await api(admin, 'POST', `transactions/${row.id}/reconcile`));
    expect(ticked.reconciled_at).not.toBeNull();
    expect(ticked.editable).toBe(false);
    const again = data<TransactionRecord>(await api(admin, 'POST', `transactions/${row.id}/reconcile`));
    expect(again.reconciled_at).toBe(ticked.reconciled_at);
    expect((await api(admin, 'PATCH', `transactions/${row.id}`, { amount: 400 })).statusCode).toBe(409);
    expect((await api(admin, 'PATCH', `transactions/${row.id}`, { label: 'Agios février' })).statusCode).toBe(
      409,
    );
    expect((await api(admin, 'DELETE', `transactions/${row.id}`)).statusCode).toBe(409);

    const cleared = data<TransactionRecord>(await api(admin, 'POST', `transactions/${row.id}/unreconcile`));
    expect(cleared).toMatchObject({ reconciled_at: null, reconciled_by: null, editable: true });
    expect((await api(admin, 'PATCH', `transactions/${row.id}`, { amount: 400 })).statusCode).toBe(200);
  });

  it('lists by reconciled flag', async () => {
    const row = await manual({ account_id: bank, direction: 'in', amount: 77, label: 'Intérêts' });
    await api(admin, 'POST', `transactions/${row.id}/reconcile`);
    const reconciled = await transactionsOf(t, admin, `filter[account_id]=${bank}&filter[reconciled]=true`);
    expect(reconciled.map((r) => r.id)).toEqual([row.id]);
    const open = await transactionsOf(t, admin, `filter[account_id]=${bank}&filter[reconciled]=false`);
    expect(open.some((r) => r.id === row.id)).toBe(false);
    expect((await api(admin, 'GET', 'transactions?filter[reconciled]=maybe')).statusCode).toBe(400);
  });
});

describe('automatic transactions', () => {
  it('follow their document: their amount, date and account cannot be edited by hand, their label can', async () => {
    const method = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces comptoir' });
    const sale = await api(admin, 'POST', 'orders', {
      lines: [{ title: 'Pagne', price: 8_000, quantity: 1 }],
      payments: [{ payment_method_id: method, amount: 8_000 }],
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const [payment] = await transactionsOf(t, admin, 'filter[source]=payment');
    expect(payment).toMatchObject({ amount: 8_000, direction: 'in', editable: false });
    expect((await api(admin, 'PATCH', `transactions/${payment!.id}`, { amount: 1 })).statusCode).toBe(422);
    expect((await api(admin, 'DELETE', `transactions/${payment!.id}`)).statusCode).toBe(409);
    const labelled = await api(admin, 'PATCH', `transactions/${payment!.id}`, { notes: 'Client fidèle' });
    expect(data<TransactionRecord>(labelled).notes).toBe('Client fidèle');
  });
});

describe('transaction lists', () => {
  it('filters by account, direction, source, company days and text; sorts; exports CSV', async () => {
    const wallet = (await createAccount(t, admin, { name: 'MTN MoMo', kind: 'mobile_money' })).id;
    await manual({
      account_id: wallet,
      direction: 'in',
      amount: 10,
      occurred_at: '2026-01-31',
      label: 'janvier',
    });
    await manual({
      account_id: wallet,
      direction: 'in',
      amount: 20,
      occurred_at: '2026-02-01',
      label: 'février',
    });
    await manual({
      account_id: wallet,
      direction: 'out',
      amount: 5,
      occurred_at: '2026-02-28',
      label: 'frais février',
    });
    const feb = await transactionsOf(
      t,
      admin,
      `filter[account_id]=${wallet}&filter[occurred_from]=2026-02-01&filter[occurred_to]=2026-02-28&sort=occurred_at`,
    );
    expect(feb.map((r) => r.label)).toEqual(['février', 'frais février']);
    const outs = await transactionsOf(t, admin, `filter[account_id]=${wallet}&filter[direction]=out`);
    expect(outs.map((r) => r.amount)).toEqual([5]);
    const found = await transactionsOf(t, admin, `filter[account_id]=${wallet}&search=frais`);
    expect(found.map((r) => r.label)).toEqual(['frais février']);
    const bySize = await transactionsOf(t, admin, `filter[account_id]=${wallet}&sort=-amount`);
    expect(bySize.map((r) => r.amount)).toEqual([20, 10, 5]);
    for (const bad of [
      'filter[occurred_from]=31/01/2026',
      'filter[source]=gift',
      'filter[colour]=red',
      'sort=label',
    ]) {
      expect((await api(admin, 'GET', `transactions?${bad}`)).statusCode, bad).toBe(400);
    }
    const csv = await api(admin, 'GET', `transactions/export?filter[account_id]=${wallet}&sort=occurred_at`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    // A company day given alone is its first instant: midnight at the company's clock (UTC here).
    expect(lines[3]).toBe('2026-02-28 00:00,MTN MoMo,Money out,-5,frais février,,Entered by hand,');
    expect(lines[1]).toContain(',MTN MoMo,Money in,10,janvier,');
  });
});

describe('who may see and move money', () => {
  it('follows SPEC §6: accountant fully, manager fully, employee and courier not at all', async () => {
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    const courier = await createStaff(t.app, admin, 'courrier');
    const row = await manual(
      { account_id: cash, direction: 'in', amount: 5, label: 'Comptable' },
      accountant,
    );
    expect((await api(accountant, 'POST', `transactions/${row.id}/reconcile`)).statusCode).toBe(200);
    for (const who of [employee, courier]) {
      expect((await api(who, 'GET', 'transactions')).statusCode).toBe(403);
      expect(
        (await api(who, 'POST', 'transactions', { account_id: cash, direction: 'in', amount: 1, label: 'x' }))
          .statusCode,
      ).toBe(403);
      expect((await api(who, 'POST', `transactions/${row.id}/unreconcile`)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's transaction on every route", async () => {
    const row = await manual({ account_id: cash, direction: 'in', amount: 5, label: 'À moi' });
    for (const [method, path, body] of [
      ['GET', `transactions/${row.id}`, undefined],
      ['PATCH', `transactions/${row.id}`, { label: 'Pris' }],
      ['POST', `transactions/${row.id}/reconcile`, undefined],
      ['POST', `transactions/${row.id}/unreconcile`, undefined],
      ['DELETE', `transactions/${row.id}`, undefined],
    ] as const) {
      expect((await api(other, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await transactionsOf(t, other, '')).map((r) => r.id)).not.toContain(row.id);
    expect(data<TransactionRecord>(await api(admin, 'GET', `transactions/${row.id}`)).label).toBe('À moi');
  });
});
