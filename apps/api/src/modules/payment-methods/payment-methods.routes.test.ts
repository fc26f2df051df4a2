import type { PaymentMethodRecord } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, paymentMethods } from '../../db/schema/index.ts';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface ListBody {
  data: PaymentMethodRecord[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function createMethod(account: Account, body: Record<string, unknown>): Promise<PaymentMethodRecord> {
  const response = await api('POST', '/payment-methods', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: PaymentMethodRecord }>().data;
}

async function methods(account: Account, query: Record<string, string> = {}): Promise<PaymentMethodRecord[]> {
  return (await api('GET', '/payment-methods', { token: account.token, query })).json<ListBody>().data;
}

const cashOf = async (account: Account) => (await methods(account)).find((m) => m.kind === 'cash')!;

describe('payment methods after registration', () => {
  it('gives a new company one default Cash method on account 571', async () => {
    const admin = await registerCompany(t.app);
    expect(await methods(admin)).toEqual([
      expect.objectContaining({
        name: 'Cash',
        kind: 'cash',
        accounting_code: '571',
        is_default: true,
        is_active: true,
      }),
    ]);
  });
});

describe('payment methods CRUD', () => {
  it('defaults the accounting code from the kind (SPEC §3) and records events', async () => {
    const admin = await registerCompany(t.app);
    const orange = await createMethod(admin, {
      name: 'Orange Money',
      kind: 'mobile_money_operator',
      provider: 'orange_money',
    });
    expect(orange).toMatchObject({ accounting_code: '538', is_default: false, provider: 'orange_money' });
    expect(await createMethod(admin, { name: 'Banque', kind: 'bank' })).toMatchObject({
      accounting_code: '52',
    });
    expect(await createMethod(admin, { name: 'CinetPay', kind: 'payment_agregator' })).toMatchObject({
      accounting_code: '538',
    });
    expect(
      await createMethod(admin, { name: 'Caisse 2', kind: 'cash', accounting_code: '5712' }),
    ).toMatchObject({
      accounting_code: '5712',
    });
    // A change of kind moves a default code along; a code the merchant chose stays.
    const moved = await api('PATCH', `/payment-methods/${orange.id}`, {
      token: admin.token,
      body: { kind: 'bank' },
    });
    expect(moved.json<{ data: PaymentMethodRecord }>().data.accounting_code).toBe('52');
    expect((await api('DELETE', `/payment-methods/${orange.id}`, { token: admin.token })).statusCode).toBe(
      204,
    );
    expect((await api('GET', `/payment-methods/${orange.id}`, { token: admin.token })).statusCode).toBe(404);
    const types = await t.ctx.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.company_id, admin.companyId), eq(events.subject_id, orange.id)))
      .orderBy(events.id);
    expect(types.map((e) => e.type)).toEqual([
      'payment_method.created',
      'payment_method.updated',
      'payment_method.deleted',
    ]);
  });

  it('answers 422 with a message per field on a bad body, in French', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/payment-methods', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: '', kind: 'cheque', position: -1 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors!).sort()).toEqual(['kind', 'name', 'position']);
    const code = await api('POST', '/payment-methods', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: 'Wave', accounting_code: '57A' },
    });
    expect(code.json<ErrorBody>().errors).toEqual({
      accounting_code: ['Un code comptable ne contient que des chiffres.'],
    });
  });
});

describe('the default payment method', () => {
  it('moves to the method made default in the same transaction: Cash stops being default', async () => {
    const admin = await registerCompany(t.app);
    const cash = await cashOf(admin);
    const momo = await createMethod(admin, {
      name: 'MTN MoMo',
      kind: 'mobile_money_operator',
      is_default: true,
    });
    expect(momo.is_default).toBe(true);
    expect((await methods(admin, { 'filter[is_default]': 'true' })).map((m) => m.name)).toEqual(['MTN MoMo']);
    const back = await api('PATCH', `/payment-methods/${cash.id}`, {
      token: admin.token,
      body: { is_default: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await methods(admin, { 'filter[is_default]': 'true' })).map((m) => m.name)).toEqual(['Cash']);
    const rows = await t.ctx.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.company_id, admin.companyId), eq(paymentMethods.is_default, true)));
    expect(rows).toHaveLength(1);
    // Undefaulting directly is refused: another one becomes the default instead.
    expect(
      (await api('PATCH', `/payment-methods/${cash.id}`, { token: admin.token, body: { is_default: false } }))
        .statusCode,
    ).toBe(422);
  });

  it('cannot be deleted or deactivated until another is default (409), and must be active', async () => {
    const admin = await registerCompany(t.app);
    const cash = await cashOf(admin);
    const wave = await createMethod(admin, { name: 'Wave', kind: 'mobile_money_operator' });
    const fr = { token: admin.token, headers: { 'accept-language': 'fr' } };
    const refused = await api('DELETE', `/payment-methods/${cash.id}`, fr);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().code).toBe('default_record');
    expect(
      (await api('PATCH', `/payment-methods/${cash.id}`, { ...fr, body: { is_active: false } })).statusCode,
    ).toBe(409);
    const inactive = await createMethod(admin, { name: 'Chèque', kind: 'bank', is_active: false });
    expect(
      (await api('PATCH', `/payment-methods/${inactive.id}`, { ...fr, body: { is_default: true } }))
        .statusCode,
    ).toBe(422);
    await api('PATCH', `/payment-methods/${wave.id}`, { token: admin.token, body: { is_default: true } });
    expect((await api('DELETE', `/payment-methods/${cash.id}`, { token: admin.token })).statusCode).toBe(204);
  });

  it('keeps the last active method: it cannot be deleted or deactivated (409 last_record)', async () => {
    const admin = await registerCompany(t.app);
    const cash = await cashOf(admin);
    // A company from before defaults existed: no default at all.
    await t.ctx.db.update(paymentMethods).set({ is_default: false }).where(eq(paymentMethods.id, cash.id));
    const fr = { token: admin.token, headers: { 'accept-language': 'fr' } };
    const deleted = await api('DELETE', `/payment-methods/${cash.id}`, fr);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json<ErrorBody>()).toMatchObject({
      code: 'last_record',
      message: 'Une entreprise doit garder au moins un élément actif (moyen de paiement).',
    });
    expect(
      (await api('PATCH', `/payment-methods/${cash.id}`, { ...fr, body: { is_active: false } })).statusCode,
    ).toBe(409);
    // The next active method created becomes the default of a company without one.
    const wave = await createMethod(admin, { name: 'Wave', kind: 'mobile_money_operator' });
    expect(wave.is_default).toBe(true);
    expect((await api('DELETE', `/payment-methods/${cash.id}`, { token: admin.token })).statusCode).toBe(204);
  });
});

describe('payment methods access, tenancy, list and export', () => {
  it('gives managers full access and accountants and employees none (SPEC §6)', async () => {
    const admin = await registerCompany(t.app);
    await upgradePlan(t.ctx, admin.companyId);
    const manager = await createStaff(t.app, admin, 'manager');
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    await createMethod(manager, { name: 'Orange Money', kind: 'mobile_money_operator' });
    expect((await api('GET', '/payment-methods', { token: accountant.token })).statusCode).toBe(403);
    expect((await api('GET', '/payment-methods', { token: employee.token })).statusCode).toBe(403);
  });

  it("answers 404 for another company's method and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const method = await createMethod(owner, { name: 'Wave', kind: 'mobile_money_operator' });
    for (const [verb, body] of [
      ['GET', undefined],
      ['PATCH', { is_default: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(verb, `/payment-methods/${method.id}`, {
        token: stranger.token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, verb).toBe(404);
    }
    expect(
      (await api('GET', `/payment-methods/${method.id}`, { token: owner.token })).json<{ data: unknown }>()
        .data,
    ).toEqual(method);
  });

  it('filters kind, searches name and provider, and exports as CSV', async () => {
    const admin = await registerCompany(t.app);
    await createMethod(admin, {
      name: 'Orange Money',
      kind: 'mobile_money_operator',
      provider: 'orange_money',
      position: 1,
    });
    await createMethod(admin, { name: 'Ecobank', kind: 'bank', position: 2 });
    const names = async (query: Record<string, string>) => (await methods(admin, query)).map((m) => m.name);
    expect(await names({})).toEqual(['Cash', 'Orange Money', 'Ecobank']);
    expect(await names({ 'filter[kind]': 'bank' })).toEqual(['Ecobank']);
    expect(await names({ search: 'orange_money' })).toEqual(['Orange Money']);
    expect(
      (await api('GET', '/payment-methods', { token: admin.token, query: { 'filter[kind]': 'x' } }))
        .statusCode,
    ).toBe(400);
    const csv = await api('GET', '/payment-methods/export', { token: admin.token });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Kind,Accounting code,Provider,Default,Active,Position,Created');
    expect(lines[1]).toMatch(/^Cash,Cash,571,,Yes,Yes,0,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^Orange Money,Mobile money,/);
    expect(lines[3]).toMatch(/^Ecobank,Bank,/);
  });
});
