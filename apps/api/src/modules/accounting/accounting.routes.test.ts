import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companyToday } from './ledger.service.ts';

let t: TestApp;
let admin: Account;
let other: Account;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Compta' });
  other = await registerCompany(t.app, { name: 'Autre boutique' });
  await upgradePlan(t.ctx, admin.companyId);
  today = await companyToday(t.ctx.db, admin.companyId);
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) => call(t.app, method, `/api/v1/admin${url}`, { token: admin.token, ...options });

const DAY_MS = 86_400_000;
const daysFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const manualEntry = (date: string, amount = 10_000) => ({
  journal: 'OD',
  date,
  label: 'Apport en caisse',
  reference: 'APP-1',
  lines: [
    { account: '571', debit: amount },
    { account: '101', credit: amount, label: 'Capital' },
  ],
});

describe('chart of accounts', () => {
  it('lists the SYSCOHADA chart in chart order, labels in the request language, filterable', async () => {
    const fr = await api('GET', '/accounts', {
      query: { per_page: '100', 'filter[class]': '4' },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.statusCode, fr.body).toBe(200);
    const body = fr.json<{
      data: { code: string; label: string; is_system: boolean; class: number }[];
      meta: { total: number };
    }>();
    const codes = body.data.map((a) => a.code);
    expect(codes).toEqual([...codes].sort());
    expect(body.data.every((a) => a.class === 4 && a.is_system)).toBe(true);
    expect(body.data.find((a) => a.code === '411')?.label).toBe('Clients');
    const search = await api('GET', '/accounts', { query: { search: '571' } });
    expect(search.json<{ data: { code: string; kind: string }[] }>().data[0]).toMatchObject({
      code: '571',
      kind: 'asset',
    });
    expect((await api('GET', '/accounts', { query: { 'filter[class]': '9' } })).statusCode).toBe(400);
    expect((await api('GET', '/accounts', { query: { 'filter[colour]': 'red' } })).statusCode).toBe(400);
  });

  it('adds a merchant account under a main account, renames it, and refuses bad numbers in the request language', async () => {
    const created = await api('POST', '/accounts', { body: { code: '5211', label: 'Banque Atlantique' } });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json<{
      data: { id: string; code: string; kind: string; parent_code: string; is_system: boolean };
    }>().data;
    expect(account).toMatchObject({ code: '5211', kind: 'asset', parent_code: '521', is_system: false });

    const renamed = await api('PATCH', `/accounts/${account.id}`, {
      body: { label: 'Banque Atlantique Dakar' },
    });
    expect(renamed.json<{ data: { label: string } }>().data.label).toBe('Banque Atlantique Dakar');

    const taken = await api('POST', '/accounts', {
      body: { code: '5211', label: 'Encore' },
      headers: { 'accept-language': 'fr' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: { code: string[] } }>().errors.code).toEqual([
      'Ce numéro de compte existe déjà.',
    ]);
    for (const code of ['9101', '12', 'abc', '9911']) {
      const bad = await api('POST', '/accounts', { body: { code, label: 'Mauvais' } });
      expect(bad.statusCode, code).toBe(422);
    }
    const noHeading = await api('POST', '/accounts', { body: { code: '4999', label: 'Sans rattachement' } });
    expect(noHeading.statusCode).toBe(201);
  });

  it('keeps seeded accounts and accounts with postings', async () => {
    const seeded = (await api('GET', '/accounts', { query: { search: '411' } })).json<{
      data: { id: string }[];
    }>().data[0]!;
    expect((await api('GET', `/accounts/${seeded.id}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/accounts/${seeded.id}`)).statusCode).toBe(409);
    expect(
      (await api('PATCH', `/accounts/${seeded.id}`, { body: { label: 'Mes clients' } })).statusCode,
    ).toBe(409);

    const created = await api('POST', '/accounts', { body: { code: '5712', label: 'Caisse boutique 2' } });
    const id = created.json<{ data: { id: string } }>().data.id;
    const posted = await api('POST', '/journal-entries', {
      body: {
        ...manualEntry(today),
        lines: [
          { account: '5712', debit: 500 },
          { account: '101', credit: 500 },
        ],
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const used = await api('DELETE', `/accounts/${id}`);
    expect(used.statusCode).toBe(409);

    const unused = (await api('POST', '/accounts', { body: { code: '5713', label: 'Caisse 3' } })).json<{
      data: { id: string };
    }>().data.id;
    expect((await api('DELETE', `/accounts/${unused}`)).statusCode).toBe(204);
    expect((await api('GET', `/accounts/${unused}`)).statusCode).toBe(404);
  });
});

describe('journal entries', () => {
  it('posts a balanced manual entry, numbered in its journal and year, and shows it with its lines', async () => {
    const first = await api('POST', '/journal-entries', { body: manualEntry(today) });
    const second = await api('POST', '/journal-entries', { body: manualEntry(today, 2_000) });
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json<{
      data: {
        id: string;
        number: string;
        total: number;
        lines: { account: string; debit: number; account_label: string }[];
      };
    }>().data;
    const b = second.json<{ data: { number: string } }>().data;
    const year = today.slice(0, 4);
    expect(a.number).toMatch(new RegExp(`^OD-${year}-\\d{5}$`));
    expect(Number(b.number.slice(-5))).toBe(Number(a.number.slice(-5)) + 1);
    expect(a.total).toBe(10_000);
    expect(a.lines.map((l) => [l.account, l.debit])).toEqual([
      ['571', 10_000],
      ['101', 0],
    ]);
    const detail = await api('GET', `/journal-entries/${a.id}`);
    expect(detail.json<{ data: { lines: unknown[]; source_kind: null } }>().data.lines).toHaveLength(2);
  });

  it('refuses unbalanced entries, one-sided lines, unknown and heading accounts with 422', async () => {
    const unbalanced = await api('POST', '/journal-entries', {
      body: {
        ...manualEntry(today),
        lines: [
          { account: '571', debit: 100 },
          { account: '101', credit: 90 },
        ],
      },
    });
    expect(unbalanced.statusCode).toBe(422);
    expect(unbalanced.json<{ errors: Record<string, string[]> }>().errors.lines).toBeDefined();
    const twoSided = await api('POST', '/journal-entries', {
      body: {
        ...manualEntry(today),
        lines: [
          { account: '571', debit: 100, credit: 100 },
          { account: '101', credit: 0 },
        ],
      },
    });
    expect(twoSided.statusCode).toBe(422);
    const unknown = await api('POST', '/journal-entries', {
      body: {
        ...manualEntry(today),
        lines: [
          { account: '579999', debit: 100 },
          { account: '101', credit: 100 },
        ],
      },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ message: string }>().message).toContain('579999');
    const heading = await api('POST', '/journal-entries', {
      body: {
        ...manualEntry(today),
        lines: [
          { account: '52', debit: 100 },
          { account: '101', credit: 100 },
        ],
      },
    });
    expect(heading.statusCode).toBe(422);
    const badDate = await api('POST', '/journal-entries', {
      body: manualEntry('2026-02-30'),
      headers: { 'accept-language': 'fr' },
    });
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json<{ errors: { date: string[] } }>().errors.date).toEqual([
      'Saisissez une date réelle au format AAAA-MM-JJ.',
    ]);
  });

  it('lists entries with filters on journal, dates, account and source, and a search on label and reference', async () => {
    await api('POST', '/journal-entries', {
      body: { ...manualEntry(today), journal: 'CA', label: 'Fonds de caisse Médina', reference: 'FC-77' },
    });
    const byJournal = await api('GET', '/journal-entries', { query: { 'filter[journal]': 'CA' } });
    expect(byJournal.statusCode, byJournal.body).toBe(200);
    const rows = byJournal.json<{ data: { journal: string; label: string }[] }>().data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.journal === 'CA')).toBe(true);
    const search = await api('GET', '/journal-entries', { query: { search: 'FC-77', include: 'lines' } });
    expect(
      search.json<{ data: { reference: string; lines: unknown[] }[] }>().data.map((r) => r.reference),
    ).toEqual(['FC-77']);
    const byAccount = await api('GET', '/journal-entries', {
      query: { account: '57', from: today, to: today, per_page: '100' },
    });
    expect(byAccount.json<{ meta: { total: number } }>().meta.total).toBeGreaterThan(2);
    const future = await api('GET', '/journal-entries', { query: { from: daysFrom(today, 1) } });
    expect(future.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await api('GET', '/journal-entries', { query: { from: 'yesterday' } })).statusCode).toBe(400);
    expect(
      (await api('GET', '/journal-entries', { query: { 'filter[source_kind]': 'gift' } })).statusCode,
    ).toBe(400);
  });

  it('reverses a manual entry once, and refuses to reverse a reversal or an automatic entry', async () => {
    const entry = (await api('POST', '/journal-entries', { body: manualEntry(today, 700) })).json<{
      data: { id: string };
    }>().data;
    const reversed = await api('POST', `/journal-entries/${entry.id}/reverse`, { body: {} });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const reversal = reversed.json<{
      data: {
        id: string;
        reversal_of: string;
        date: string;
        lines: { account: string; debit: number; credit: number }[];
      };
    }>().data;
    expect(reversal).toMatchObject({ reversal_of: entry.id, date: today });
    expect(reversal.lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['571', 0, 700],
      ['101', 700, 0],
    ]);
    const original = await api('GET', `/journal-entries/${entry.id}`);
    expect(original.json<{ data: { reversed_by: string } }>().data.reversed_by).toBe(reversal.id);
    expect((await api('POST', `/journal-entries/${entry.id}/reverse`, { body: {} })).statusCode).toBe(409);
    expect((await api('POST', `/journal-entries/${reversal.id}/reverse`, { body: {} })).statusCode).toBe(409);

    const sale = await api('POST', '/orders', {
      body: { lines: [{ title: 'Pagne', price: 5000, quantity: 1 }] },
    });
    const orderId = sale.json<{ data: { id: string } }>().data.id;
    const automatic = await api('GET', '/journal-entries', { query: { 'filter[source_id]': orderId } });
    const saleEntry = automatic.json<{ data: { id: string; source_kind: string }[] }>().data[0]!;
    expect(saleEntry.source_kind).toBe('sale');
    const refused = await api('POST', `/journal-entries/${saleEntry.id}/reverse`, {
      body: {},
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('vente');
  });
});

describe('period lock', () => {
  it('closes the books up to a day: postings on or before it are refused with 409, after it accepted', async () => {
    const lock = daysFrom(today, -10);
    const put = await api('PUT', '/accounting/lock', { body: { locked_until: lock } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ data: { locked_until: string } }>().data.locked_until).toBe(lock);

    const inside = await api('POST', '/journal-entries', {
      body: manualEntry(lock),
      headers: { 'accept-language': 'fr' },
    });
    expect(inside.statusCode).toBe(409);
    expect(inside.json<{ message: string }>().message).toContain(lock);
    const earlier = await api('POST', '/journal-entries', { body: manualEntry(daysFrom(lock, -40)) });
    expect(earlier.statusCode).toBe(409);
    expect((await api('POST', '/journal-entries', { body: manualEntry(daysFrom(lock, 1)) })).statusCode).toBe(
      201,
    );

    // A payment dated inside the closed period is refused with the same 409, and nothing is written.
    const sale = await api('POST', '/orders', {
      body: { lines: [{ title: 'Boubou', price: 8000, quantity: 1 }] },
    });
    const order = sale.json<{ data: { id: string } }>().data;
    const { insertPaymentMethod } = await import('../orders/orders.test-helpers.ts');
    const method = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces verrou' });
    const backdated = await api('POST', '/payments', {
      body: { order_id: order.id, payment_method_id: method, amount: 8000, received_at: `${lock}T12:00:00Z` },
    });
    expect(backdated.statusCode, backdated.body).toBe(409);
    const payments = await api('GET', '/payments', { query: { 'filter[order_id]': order.id } });
    expect(payments.json<{ data: unknown[] }>().data).toEqual([]);

    // Unlocking everything would reopen the financial years the lock covers; back to the last 31 December works.
    expect((await api('PUT', '/accounting/lock', { body: { locked_until: null } })).statusCode).toBe(422);
    const floor = (await api('GET', '/accounting/lock')).json<{ data: { reopen_floor: string } }>().data
      .reopen_floor;
    expect((await api('PUT', '/accounting/lock', { body: { locked_until: floor } })).statusCode).toBe(200);
  });

  it('refuses a lock on today or later, and reopening a closed financial year', async () => {
    const future = await api('PUT', '/accounting/lock', { body: { locked_until: today } });
    expect(future.statusCode).toBe(422);
    expect(future.json<{ errors: { locked_until: string[] } }>().errors.locked_until).toHaveLength(1);
    const lastYearEnd = `${Number(today.slice(0, 4)) - 1}-12-31`;
    expect((await api('PUT', '/accounting/lock', { body: { locked_until: lastYearEnd } })).statusCode).toBe(
      200,
    );
    const back = await api('PUT', '/accounting/lock', { body: { locked_until: daysFrom(lastYearEnd, -31) } });
    expect(back.statusCode).toBe(422);
    const state = await api('GET', '/accounting/lock');
    expect(state.json<{ data: { locked_until: string; reopen_floor: string } }>().data).toMatchObject({
      locked_until: lastYearEnd,
      reopen_floor: lastYearEnd,
    });
    expect((await api('PUT', '/accounting/lock', { body: { locked_until: 'someday' } })).statusCode).toBe(
      422,
    );
  });
});

describe('permissions and tenancy', () => {
  it('gives the accountant full accounting and refuses the manager and the employee', async () => {
    const accountant = await createStaff(t.app, admin, 'accountant');
    const manager = await createStaff(t.app, admin, 'manager');
    const employee = await createStaff(t.app, admin, 'employee');
    expect((await api('GET', '/journal-entries', { token: accountant.token })).statusCode).toBe(200);
    expect(
      (await api('POST', '/journal-entries', { token: accountant.token, body: manualEntry(today) }))
        .statusCode,
    ).toBe(201);
    for (const who of [manager, employee]) {
      expect((await api('GET', '/journal-entries', { token: who.token })).statusCode).toBe(403);
      expect((await api('GET', '/accounts', { token: who.token })).statusCode).toBe(403);
      expect(
        (await api('PUT', '/accounting/lock', { token: who.token, body: { locked_until: null } })).statusCode,
      ).toBe(403);
    }
  });

  it("answers 404 for another company's entries and accounts, and never lists them", async () => {
    const entry = (await api('POST', '/journal-entries', { body: manualEntry(today, 123) })).json<{
      data: { id: string };
    }>().data;
    const account = (
      await api('POST', '/accounts', { body: { code: '5214', label: 'Banque privée' } })
    ).json<{ data: { id: string } }>().data;
    expect((await api('GET', `/journal-entries/${entry.id}`, { token: other.token })).statusCode).toBe(404);
    expect(
      (await api('POST', `/journal-entries/${entry.id}/reverse`, { token: other.token, body: {} }))
        .statusCode,
    ).toBe(404);
    expect((await api('GET', `/accounts/${account.id}`, { token: other.token })).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/accounts/${account.id}`, { token: other.token, body: { label: 'Pris' } }))
        .statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/accounts/${account.id}`, { token: other.token })).statusCode).toBe(404);
    const list = await api('GET', '/journal-entries', { token: other.token, query: { per_page: '100' } });
    expect(list.body).not.toContain(entry.id);
    const accounts = await api('GET', '/accounts', { token: other.token, query: { search: '5214' } });
    expect(accounts.json<{ data: unknown[] }>().data).toEqual([]);
    // Company B posts to its own books: its numbering starts afresh.
    const mine = await api('POST', '/journal-entries', { token: other.token, body: manualEntry(today) });
    expect(mine.json<{ data: { number: string } }>().data.number).toBe(`OD-${today.slice(0, 4)}-00001`);
  });
});
