import type { ExpenseFormOptions, ExpenseRecord, TransactionRecord } from '@comptoir/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertTax } from '../orders/orders.test-helpers.ts';
import {
  apiAs,
  balanceOf,
  cashAccountOf,
  createAccount,
  transactionsOf,
} from '../treasury/treasury.test-helpers.ts';

let t: TestApp;
let admin: Account;
let other: Account;
let employee: Account;
let courier: Account;
let accountant: Account;
let api: ReturnType<typeof apiAs>;
let cash: string;
let vat: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  admin = await registerCompany(t.app, { currency: 'XAF' });
  await upgradePlan(t.ctx, admin.companyId);
  other = await registerCompany(t.app, { name: 'Autre boutique' });
  [employee, courier, accountant] = [
    await createStaff(t.app, admin, 'employee'),
    await createStaff(t.app, admin, 'courrier'),
    await createStaff(t.app, admin, 'accountant'),
  ];
  cash = (await cashAccountOf(t, admin)).id;
  vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '19.25' });
  png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const data = <T>(response: { json<U>(): U }) => response.json<{ data: T }>().data;
const add = async (body: Record<string, unknown>, who: Account = admin) => {
  const response = await api(who, 'POST', 'expenses', {
    category: 'OPERATING_EXPENSES',
    label: 'Dépense',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<ExpenseRecord>(response);
};

/** A receipt photo through the upload flow: presign, then PUT the bytes. */
async function uploadReceipt(who: Account, bytes = png): Promise<string> {
  const presigned = await call(t.app, 'POST', '/api/v1/upload/presign', {
    token: who.token,
    body: { model: 'expenses', collection: 'receipts', content_type: 'image/png', ext: 'png' },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const target = data<{ id: string; url: string; headers: Record<string, string> }>(presigned);
  const put = await t.app.inject({ method: 'PUT', url: target.url, headers: target.headers, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return target.id;
}

describe('an expense paid on the spot', () => {
  it('takes the money out of the cash account, today, on its charge account', async () => {
    const before = await balanceOf(t, admin, cash);
    const fuel = await add({ label: 'Carburant moto', amount: 5_000, nature: 'fuel', payee: 'Total Akwa' });
    expect(fuel).toMatchObject({
      status: 'paid',
      amount: 5_000,
      net_amount: 5_000,
      tax_amount: 0,
      account_code: '605',
      treasury_account_id: cash,
      currency: 'XAF',
      due_date: null,
      overdue: false,
    });
    expect(fuel.paid_on).toBe(fuel.date);
    expect(await balanceOf(t, admin, cash)).toBe(before - 5_000);
    const [moved] = await transactionsOf(t, admin, `filter[source_id]=${fuel.id}`);
    expect(moved).toMatchObject({
      id: fuel.transaction_id,
      source: 'expense',
      direction: 'out',
      amount: 5_000,
      label: 'Carburant moto',
    });
    expect(data<ExpenseRecord>(await api(admin, 'GET', `expenses/${fuel.id}`))).toEqual(fuel);
  });

  it('splits a receipt total back into net and VAT, or adds VAT to a net amount', async () => {
    const included = await add({
      label: 'Imprimante',
      amount: 119_250,
      tax_ids: [vat],
      category: 'SUPPLIER',
      item_category: 'PRODUCTS',
    });
    expect(included).toMatchObject({
      amount: 119_250,
      net_amount: 100_000,
      tax_amount: 19_250,
      deductible_tax_amount: 19_250,
      account_code: '601',
    });
    expect(included.taxes).toEqual([
      expect.objectContaining({
        tax_id: vat,
        code: 'TVA',
        rate: '19.25',
        amount: 19_250,
        is_withholding: false,
      }),
    ]);
    const added = await add({
      label: 'Logiciel',
      amount: 10_000,
      amount_includes_taxes: false,
      tax_ids: [vat],
      tax_deductible: false,
    });
    expect(added).toMatchObject({
      amount: 11_925,
      net_amount: 10_000,
      tax_amount: 1_925,
      deductible_tax_amount: 0,
    });
  });

  it('pays from the account of the payment method, or the account named', async () => {
    const wallet = await createAccount(t, admin, { name: 'Wave', kind: 'mobile_money' });
    const paid = await add({ label: 'Crédit téléphone', amount: 2_000, treasury_account_id: wallet.id });
    expect(paid.treasury_account_id).toBe(wallet.id);
    expect(await balanceOf(t, admin, wallet.id)).toBe(-2_000);
    const methods = data<ExpenseFormOptions>(
      await api(admin, 'GET', 'expenses/form-options'),
    ).payment_methods;
    const byMethod = await add({ label: 'Eau', amount: 1_500, payment_method_id: methods[0]!.id });
    expect(byMethod.treasury_account_id).toBe(cash);
  });
});

describe('an expense owed', () => {
  it('moves no money until paid; is overdue past its due date; paying it once takes the money out', async () => {
    const before = await balanceOf(t, admin, cash);
    const rent = await add({
      label: 'Loyer mars',
      amount: 150_000,
      nature: 'rent',
      paid: false,
      date: '2026-03-01',
      due_date: '2026-03-05',
    });
    expect(rent).toMatchObject({
      status: 'unpaid',
      transaction_id: null,
      paid_on: null,
      overdue: true,
      account_code: '622',
    });
    expect(await balanceOf(t, admin, cash)).toBe(before);
    const overdue = data<ExpenseRecord[]>(await api(admin, 'GET', 'expenses?filter[overdue]=true'));
    expect(overdue.map((e) => e.id)).toEqual([rent.id]);

    const paid = data<ExpenseRecord>(
      await api(admin, 'POST', `expenses/${rent.id}/pay`, { paid_on: '2026-03-04' }),
    );
    expect(paid).toMatchObject({
      status: 'paid',
      paid_on: '2026-03-04',
      treasury_account_id: cash,
      overdue: false,
    });
    const [moved] = await transactionsOf(t, admin, `filter[source_id]=${rent.id}`);
    expect(moved).toMatchObject({ source: 'expense_payment', amount: 150_000, direction: 'out' });
    expect(moved!.occurred_at).toBe('2026-03-04T00:00:00.000Z');
    expect(await balanceOf(t, admin, cash)).toBe(before - 150_000);
    expect((await api(admin, 'POST', `expenses/${rent.id}/pay`, {})).statusCode).toBe(409);
    expect(
      (
        await api(admin, 'POST', 'expenses', {
          category: 'OTHER_CHARGES',
          label: 'x',
          amount: 1,
          due_date: '2026-01-01',
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('changing and deleting an expense', () => {
  it('moves its outflow along, is frozen by a reconciled payment, and takes its outflow away when deleted', async () => {
    const before = await balanceOf(t, admin, cash);
    const repair = await add({ label: 'Réparation frigo', amount: 20_000, nature: 'maintenance' });
    const changed = data<ExpenseRecord>(
      await api(admin, 'PATCH', `expenses/${repair.id}`, { amount: 25_000, tax_ids: [vat] }),
    );
    expect(changed).toMatchObject({ amount: 25_000, tax_amount: 4_036, net_amount: 20_964 });
    expect(await balanceOf(t, admin, cash)).toBe(before - 25_000);

    await api(admin, 'POST', `transactions/${repair.transaction_id}/reconcile`);
    const frozen = await api(admin, 'PATCH', `expenses/${repair.id}`, { amount: 30_000 });
    expect(frozen.statusCode).toBe(409);
    expect((await api(admin, 'DELETE', `expenses/${repair.id}`)).statusCode).toBe(409);
    expect(
      (await api(admin, 'PATCH', `expenses/${repair.id}`, { notes: 'Technicien Samsung' })).statusCode,
    ).toBe(200);

    await api(admin, 'POST', `transactions/${repair.transaction_id}/unreconcile`);
    expect((await api(admin, 'DELETE', `expenses/${repair.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'GET', `expenses/${repair.id}`)).statusCode).toBe(404);
    expect((await api(admin, 'GET', `transactions/${repair.transaction_id}`)).statusCode).toBe(404);
    expect(await balanceOf(t, admin, cash)).toBe(before);
  });
});

describe('a receipt photo', () => {
  it('is uploaded first, then attached: the expense shows it', async () => {
    const receipt = await uploadReceipt(courier);
    const expense = await add(
      { label: 'Taxi livraison', amount: 1_000, nature: 'transport', receipt_media_id: receipt },
      courier,
    );
    expect(expense.receipt_media_id).toBe(receipt);
    expect(expense.receipt_url).toEqual(expect.any(String));
    const media = await api(admin, 'GET', `media-files/${receipt}`);
    expect(data<{ model: string; model_id: string }>(media)).toMatchObject({
      model: 'expenses',
      model_id: expense.id,
    });
  });

  it('must have arrived, and be the company’s own', async () => {
    const pending = await call(t.app, 'POST', '/api/v1/upload/presign', {
      token: admin.token,
      body: { model: 'expenses', collection: 'receipts', content_type: 'image/png', ext: 'png' },
    });
    const notYet = await api(admin, 'POST', 'expenses', {
      category: 'OTHER_CHARGES',
      label: 'x',
      amount: 1,
      receipt_media_id: data<{ id: string }>(pending).id,
    });
    expect(notYet.statusCode).toBe(422);
    const foreign = await uploadReceipt(other);
    const stolen = await api(admin, 'POST', 'expenses', {
      category: 'OTHER_CHARGES',
      label: 'x',
      amount: 1,
      receipt_media_id: foreign,
    });
    expect(stolen.statusCode).toBe(422);
  });
});

describe('validation', () => {
  it('answers 422 per field, in the request language, and writes nothing', async () => {
    const before = await balanceOf(t, admin, cash);
    const bad = await api(
      admin,
      'POST',
      'expenses',
      { category: 'FOOD', label: '', amount: 0, item_category: 'CARS' },
      'fr',
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'amount',
      'category',
      'item_category',
      'label',
    ]);
    for (const [body, field] of [
      [{ tax_ids: ['0190c5a0-0000-7000-8000-000000000009'] }, 'tax_ids.0'],
      [{ supplier_id: '0190c5a0-0000-7000-8000-000000000009' }, 'supplier_id'],
      [{ payment_method_id: '0190c5a0-0000-7000-8000-000000000009' }, 'payment_method_id'],
      [{ treasury_account_id: (await cashAccountOf(t, other)).id }, 'treasury_account_id'],
    ] as const) {
      const response = await api(
        admin,
        'POST',
        'expenses',
        { category: 'OTHER_CHARGES', label: 'x', amount: 100, ...body },
        'fr',
      );
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
    expect(await balanceOf(t, admin, cash)).toBe(before);
  });
});

describe('expense lists', () => {
  it('filter by category, status, dates, payee and text; sort; export CSV', async () => {
    await add({
      label: 'Salaire Paul',
      amount: 80_000,
      category: 'PERSONNEL',
      payee: 'Paul Mbarga',
      date: '2026-01-28',
    });
    await add({
      label: 'Salaire Aminata',
      amount: 90_000,
      category: 'PERSONNEL',
      payee: 'Aminata Traoré',
      date: '2026-02-28',
    });
    const staff = data<ExpenseRecord[]>(
      await api(admin, 'GET', 'expenses?filter[category]=PERSONNEL&sort=date'),
    );
    expect(staff.map((e) => e.label)).toEqual(['Salaire Paul', 'Salaire Aminata']);
    expect(staff.every((e) => e.account_code === '661')).toBe(true);
    const feb = data<ExpenseRecord[]>(
      await api(
        admin,
        'GET',
        'expenses?filter[category]=PERSONNEL&filter[date_from]=2026-02-01&filter[date_to]=2026-02-28',
      ),
    );
    expect(feb.map((e) => e.label)).toEqual(['Salaire Aminata']);
    const byPayee = data<ExpenseRecord[]>(await api(admin, 'GET', 'expenses?filter[payee]=mbarga'));
    expect(byPayee.map((e) => e.label)).toEqual(['Salaire Paul']);
    const unpaid = data<ExpenseRecord[]>(await api(admin, 'GET', 'expenses?filter[status]=unpaid'));
    expect(unpaid.every((e) => e.status === 'unpaid')).toBe(true);
    const searched = data<ExpenseRecord[]>(await api(admin, 'GET', 'expenses?search=aminata'));
    expect(searched.map((e) => e.label)).toEqual(['Salaire Aminata']);
    for (const bad of [
      'filter[date_from]=28/02',
      'filter[status]=late',
      'filter[overdue]=no',
      'sort=label',
      'filter[x]=1',
    ]) {
      expect((await api(admin, 'GET', `expenses?${bad}`)).statusCode, bad).toBe(400);
    }
    const csv = await api(
      admin,
      'GET',
      'expenses/export?filter[category]=PERSONNEL&sort=date',
      undefined,
      'fr',
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Date;Libellé;Catégorie');
    expect(lines[1]).toContain('2026-01-28;Salaire Paul;Personnel;;661;Paul Mbarga;80000;0;0;80000;Payée');
  });
});

describe('who may add and change expenses (SPEC §6)', () => {
  it('employee and courier view and add, not change; accountant views only', async () => {
    for (const who of [employee, courier]) {
      const mine = await add({ label: 'Petite dépense', amount: 500 }, who);
      expect((await api(who, 'GET', 'expenses')).statusCode).toBe(200);
      expect((await api(who, 'GET', 'expenses/form-options')).statusCode).toBe(200);
      expect((await api(who, 'PATCH', `expenses/${mine.id}`, { amount: 1 })).statusCode).toBe(403);
      expect((await api(who, 'POST', `expenses/${mine.id}/pay`, {})).statusCode).toBe(403);
      expect((await api(who, 'DELETE', `expenses/${mine.id}`)).statusCode).toBe(403);
      expect((await api(who, 'GET', 'expenses/export')).statusCode).toBe(403);
    }
    expect((await api(accountant, 'GET', 'expenses')).statusCode).toBe(200);
    expect(
      (await api(accountant, 'POST', 'expenses', { category: 'OTHER_CHARGES', label: 'x', amount: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await api(accountant, 'GET', 'expenses/form-options')).statusCode).toBe(403);
  });

  it('offers the form what it needs without the settings permissions', async () => {
    const options = data<ExpenseFormOptions>(await api(courier, 'GET', 'expenses/form-options'));
    expect(options.default_treasury_account_id).toBe(cash);
    expect(options.treasury_accounts.map((a) => a.id)).toContain(cash);
    expect(options.payment_methods[0]).toMatchObject({ treasury_account_id: cash, is_default: true });
    expect(options.taxes.map((tax) => tax.id)).toEqual([vat]);
  });

  it("answers 404 for another company's expense on every route", async () => {
    const mine = await add({ label: 'À moi', amount: 100 });
    for (const [method, path, body] of [
      ['GET', `expenses/${mine.id}`, undefined],
      ['PATCH', `expenses/${mine.id}`, { label: 'Pris' }],
      ['POST', `expenses/${mine.id}/pay`, {}],
      ['DELETE', `expenses/${mine.id}`, undefined],
    ] as const) {
      expect((await api(other, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    const theirs = data<ExpenseRecord[]>(await api(other, 'GET', 'expenses?per_page=100'));
    expect(theirs.map((e) => e.id)).not.toContain(mine.id);
    const stillMine = data<TransactionRecord>(await api(admin, 'GET', `transactions/${mine.transaction_id}`));
    expect(stillMine.amount).toBe(100);
  });
});
