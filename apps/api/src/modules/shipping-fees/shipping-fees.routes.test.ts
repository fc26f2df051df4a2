import type { ShippingFeeRecord } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from '../../db/schema/index.ts';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
interface ListBody {
  data: ShippingFeeRecord[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function createFee(account: Account, body: Record<string, unknown>): Promise<ShippingFeeRecord> {
  const response = await api('POST', '/shipping-fees', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: ShippingFeeRecord }>().data;
}

const labels = (response: { json<T>(): T }) => response.json<ListBody>().data.map((f) => f.label);

async function firstShop(account: Account): Promise<string> {
  const shops = await api('GET', '/shops', { token: account.token });
  return shops.json<{ data: { id: string }[] }>().data[0]!.id;
}

describe('shipping fees CRUD', () => {
  it('creates a fee for a city, reads, updates and soft-deletes it with events', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const fee = await createFee(admin, {
      label: 'Douala centre',
      city: 'Douala',
      zone: 'Akwa',
      amount: 1500,
    });
    expect(fee).toMatchObject({
      shop_id: null,
      delivery_mode: 'delivery',
      city: 'Douala',
      amount: 1500,
      position: 0,
      is_active: true,
    });
    expect(
      (await api('GET', `/shipping-fees/${fee.id}`, { token: admin.token })).json<{ data: unknown }>().data,
    ).toEqual(fee);
    const shopId = await firstShop(admin);
    const updated = await api('PATCH', `/shipping-fees/${fee.id}`, {
      token: admin.token,
      body: { shop_id: shopId, amount: 2000, max_weight_grams: 5000, zone: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: ShippingFeeRecord }>().data).toMatchObject({
      shop_id: shopId,
      amount: 2000,
      max_weight_grams: 5000,
      zone: null,
    });
    expect((await api('DELETE', `/shipping-fees/${fee.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await api('GET', `/shipping-fees/${fee.id}`, { token: admin.token })).statusCode).toBe(404);
    const types = await t.ctx.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.company_id, admin.companyId), eq(events.subject_id, fee.id)))
      .orderBy(events.id);
    expect(types.map((e) => e.type)).toEqual([
      'shipping_fee.created',
      'shipping_fee.updated',
      'shipping_fee.deleted',
    ]);
  });
});

describe('shipping fee rules', () => {
  it('wants maximum bounds above their minimum, and a shop of the company', async () => {
    const admin = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const fr = { token: admin.token, headers: { 'accept-language': 'fr' } };
    const bounds = await api('POST', '/shipping-fees', {
      ...fr,
      body: { label: 'Lourd', amount: 5000, min_weight_grams: 5000, max_weight_grams: 1000 },
    });
    expect(bounds.statusCode).toBe(422);
    expect(bounds.json<ErrorBody>().errors).toEqual({
      max_weight_grams: ['Le maximum doit être supérieur au minimum.'],
    });
    const foreignShop = await api('POST', '/shipping-fees', {
      ...fr,
      body: { label: 'Ailleurs', amount: 1000, shop_id: await firstShop(stranger) },
    });
    expect(foreignShop.statusCode).toBe(422);
    expect(foreignShop.json<ErrorBody>().errors).toEqual({ shop_id: ["Cette boutique n'existe pas."] });
    const fee = await createFee(admin, { label: 'Panier', amount: 1000, min_subtotal: 10_000 });
    const patch = await api('PATCH', `/shipping-fees/${fee.id}`, { ...fr, body: { max_subtotal: 10_000 } });
    expect(patch.json<ErrorBody>().errors).toEqual({
      max_subtotal: ['Le maximum doit être supérieur au minimum.'],
    });
  });

  it('answers 422 with a message per field on a bad body, in French', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/shipping-fees', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { label: '', amount: 15.5, delivery_mode: 'drone', shop_id: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors!).sort()).toEqual([
      'amount',
      'delivery_mode',
      'label',
      'shop_id',
    ]);
  });
});

describe('shipping fees access and tenancy', () => {
  it('gives managers full access and accountants and employees none (SPEC §6)', async () => {
    const admin = await registerCompany(t.app);
    await upgradePlan(t.ctx, admin.companyId);
    const manager = await createStaff(t.app, admin, 'manager');
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    const fee = await createFee(manager, { label: 'Yaoundé', city: 'Yaoundé', amount: 2000 });
    expect((await api('GET', '/shipping-fees/export', { token: manager.token })).statusCode).toBe(200);
    expect((await api('GET', `/shipping-fees/${fee.id}`, { token: accountant.token })).statusCode).toBe(403);
    expect((await api('GET', '/shipping-fees', { token: employee.token })).statusCode).toBe(403);
  });

  it("answers 404 for another company's fee and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const fee = await createFee(owner, { label: 'Dakar', city: 'Dakar', amount: 1000 });
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { amount: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(method, `/shipping-fees/${fee.id}`, {
        token: stranger.token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(
      (await api('GET', `/shipping-fees/${fee.id}`, { token: owner.token })).json<{ data: unknown }>().data,
    ).toEqual(fee);
  });
});

describe('shipping fees list and export', () => {
  it('lists by position, filters city, mode and shop, searches, and exports amounts in the currency', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    const shopId = await firstShop(admin);
    await createFee(admin, { label: 'Yaoundé', city: 'Yaoundé', amount: 2500, position: 2 });
    await createFee(admin, { label: 'Douala', city: 'Douala', amount: 1500, position: 1, shop_id: shopId });
    await createFee(admin, { label: 'Retrait', delivery_mode: 'pickup', amount: 0, position: 3 });
    const list = (query: Record<string, string>) =>
      api('GET', '/shipping-fees', { token: admin.token, query });
    expect(labels(await list({}))).toEqual(['Douala', 'Yaoundé', 'Retrait']);
    expect(labels(await list({ 'filter[city]': 'Douala' }))).toEqual(['Douala']);
    expect(labels(await list({ 'filter[delivery_mode]': 'pickup' }))).toEqual(['Retrait']);
    expect(labels(await list({ 'filter[shop_id]': shopId }))).toEqual(['Douala']);
    expect(labels(await list({ search: 'yaou' }))).toEqual(['Yaoundé']);
    expect(labels(await list({ sort: '-amount' }))).toEqual(['Yaoundé', 'Douala', 'Retrait']);
    expect((await list({ 'filter[zone]': 'x' })).statusCode).toBe(400);
    const csv = await api('GET', '/shipping-fees/export', { token: admin.token });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Douala,Delivery,,Douala,1500,.*,Yes,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
