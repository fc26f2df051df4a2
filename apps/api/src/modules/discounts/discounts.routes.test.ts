import type { DiscountRecord } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from '../../db/schema/index.ts';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface ListBody {
  data: DiscountRecord[];
  meta: { total: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function createDiscount(account: Account, body: Record<string, unknown>): Promise<DiscountRecord> {
  const response = await api('POST', '/discounts', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: DiscountRecord }>().data;
}

const labels = (response: { json<T>(): T }) => response.json<ListBody>().data.map((d) => d.label);
const welcome = {
  code: 'bienvenue10',
  label: 'Bienvenue',
  discount_type: 'percentage',
  discount_value: 10,
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: '2026-02-01T00:00:00+01:00',
  minimum_subtotal: 10_000,
  usage_limit: 100,
  usage_limit_per_customer: 1,
};

describe('discounts CRUD', () => {
  it('creates a discount code with a window, reads, updates and soft-deletes it with events', async () => {
    const admin = await registerCompany(t.app);
    const created = await createDiscount(admin, welcome);
    expect(created).toMatchObject({
      code: 'BIENVENUE10',
      discount_type: 'percentage',
      discount_value: '10',
      starts_at: '2026-01-01T00:00:00.000Z',
      ends_at: '2026-01-31T23:00:00.000Z',
      minimum_subtotal: 10_000,
      times_used: 0,
      is_active: true,
    });
    expect(
      (await api('GET', `/discounts/${created.id}`, { token: admin.token })).json<{ data: unknown }>().data,
    ).toEqual(created);
    const counterSent = await api('PATCH', `/discounts/${created.id}`, {
      token: admin.token,
      body: { discount_type: 'fixed', times_used: 99 },
    });
    expect(counterSent.statusCode).toBe(422);
    expect(counterSent.json<{ errors: Record<string, string[]> }>().errors.times_used?.[0]).toMatch(
      /^Unknown field/,
    );
    const updated = await api('PATCH', `/discounts/${created.id}`, {
      token: admin.token,
      body: { discount_type: 'fixed', discount_value: '5000', ends_at: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: DiscountRecord }>().data).toMatchObject({
      discount_type: 'fixed',
      discount_value: '5000',
      ends_at: null,
      times_used: 0,
    });
    expect((await api('DELETE', `/discounts/${created.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await api('GET', `/discounts/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const types = await t.ctx.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.company_id, admin.companyId), eq(events.subject_id, created.id)))
      .orderBy(events.id);
    expect(types.map((e) => e.type)).toEqual(['discount.created', 'discount.updated', 'discount.deleted']);
  });

  it('allows discounts without code (picked by staff), several of them', async () => {
    const admin = await registerCompany(t.app);
    await createDiscount(admin, { label: 'Fidélité', discount_type: 'percentage', discount_value: 5 });
    await createDiscount(admin, { label: 'Geste', discount_type: 'fixed', discount_value: 500 });
    expect((await api('GET', '/discounts', { token: admin.token })).json<ListBody>().meta.total).toBe(2);
  });
});

describe('discount rules', () => {
  it('answers 409 for a code a live discount already uses; a deleted one frees it', async () => {
    const admin = await registerCompany(t.app);
    const first = await createDiscount(admin, welcome);
    const duplicate = await api('POST', '/discounts', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { ...welcome, code: 'BIENVENUE10' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>().message).toBe('Ce champ (code) est déjà utilisé.');
    await api('DELETE', `/discounts/${first.id}`, { token: admin.token });
    await createDiscount(admin, welcome);
  });

  it('refuses a percentage above 100, a fractional fixed amount and a window ending before it starts', async () => {
    const admin = await registerCompany(t.app);
    const fr = { token: admin.token, headers: { 'accept-language': 'fr' } };
    const over = await api('POST', '/discounts', { ...fr, body: { ...welcome, discount_value: 150 } });
    expect(over.statusCode).toBe(422);
    expect(over.json<ErrorBody>().errors).toEqual({ discount_value: ['Un pourcentage ne dépasse pas 100.'] });
    const fraction = await api('POST', '/discounts', {
      ...fr,
      body: { ...welcome, discount_type: 'fixed', discount_value: 12.5 },
    });
    expect(fraction.json<ErrorBody>().errors?.discount_value).toEqual([
      'Saisissez un montant entier dans la plus petite unité de la devise.',
    ]);
    const backwards = await api('POST', '/discounts', {
      ...fr,
      body: { ...welcome, ends_at: '2025-12-31T00:00:00Z' },
    });
    expect(backwards.json<ErrorBody>().errors).toEqual({ ends_at: ['La fin doit venir après le début.'] });
    const created = await createDiscount(admin, welcome);
    const patch = await api('PATCH', `/discounts/${created.id}`, {
      ...fr,
      body: { starts_at: '2026-03-01T00:00:00Z' },
    });
    expect(patch.statusCode).toBe(422);
  });

  it('answers 422 with a message per field on a bad body, in French', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/discounts', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {
        code: 'pas bon!',
        discount_type: 'gift',
        discount_value: 'dix',
        starts_at: 'demain',
        usage_limit: 0,
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(Object.keys(body.errors!).sort()).toEqual([
      'code',
      'discount_type',
      'discount_value',
      'label',
      'starts_at',
      'usage_limit',
    ]);
    expect(body.errors!.label).toEqual(['Ce champ est obligatoire.']);
  });
});

describe('discounts access and tenancy', () => {
  it('gives managers full access, accountants view only and employees none (SPEC §6)', async () => {
    const admin = await registerCompany(t.app);
    await upgradePlan(t.ctx, admin.companyId);
    const manager = await createStaff(t.app, admin, 'manager');
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    const discount = await createDiscount(manager, welcome);
    expect((await api('GET', `/discounts/${discount.id}`, { token: accountant.token })).statusCode).toBe(200);
    expect(
      (await api('PATCH', `/discounts/${discount.id}`, { token: accountant.token, body: { label: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', '/discounts/export', { token: accountant.token })).statusCode).toBe(403);
    expect((await api('GET', '/discounts', { token: employee.token })).statusCode).toBe(403);
    expect((await api('DELETE', `/discounts/${discount.id}`, { token: manager.token })).statusCode).toBe(204);
  });

  it("answers 404 for another company's discount and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const discount = await createDiscount(owner, welcome);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { label: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(method, `/discounts/${discount.id}`, {
        token: stranger.token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(
      (await api('GET', `/discounts/${discount.id}`, { token: owner.token })).json<{ data: unknown }>().data,
    ).toEqual(discount);
  });
});

describe('discounts list and export', () => {
  it('searches code and label, filters type and activity, and exports as CSV', async () => {
    const admin = await registerCompany(t.app);
    await createDiscount(admin, welcome);
    await createDiscount(admin, {
      code: 'TABASKI',
      label: 'Fête',
      discount_type: 'fixed',
      discount_value: 2000,
    });
    await createDiscount(admin, {
      label: 'Ancienne',
      discount_type: 'percentage',
      discount_value: 5,
      is_active: false,
    });
    const list = (query: Record<string, string>) => api('GET', '/discounts', { token: admin.token, query });
    expect(labels(await list({ search: 'tabaski' }))).toEqual(['Fête']);
    expect(labels(await list({ 'filter[discount_type]': 'fixed' }))).toEqual(['Fête']);
    expect(labels(await list({ 'filter[is_active]': 'false' }))).toEqual(['Ancienne']);
    expect(labels(await list({ sort: 'label' }))).toEqual(['Ancienne', 'Bienvenue', 'Fête']);
    expect((await list({ 'filter[discount_type]': 'gift' })).statusCode).toBe(400);
    const csv = await api('GET', '/discounts/export', { token: admin.token, query: { sort: 'label' } });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.startsWith('Code,Label,Type,Value,Starts,Ends')).toBe(true);
    // Starts and ends at the company's clock (UTC here): "…T00:00:00+01:00" is 23:00 the day before.
    expect(lines[2]).toMatch(/^BIENVENUE10,Bienvenue,Percentage,10,2026-01-01 00:00,2026-01-31 23:00,/);
    expect(lines[3]).toMatch(/^TABASKI,Fête,Fixed amount,/);
    expect(lines[1]).toMatch(/,No,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
