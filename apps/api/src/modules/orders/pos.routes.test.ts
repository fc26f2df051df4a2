import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertDiscount } from './orders.test-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
});
afterAll(() => t.close());

const get = (account: Account, path: string, query?: Record<string, string>, lang = 'en') =>
  call(t.app, 'GET', `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(query ? { query } : {}),
  });

describe('the shipping fees of the sale screens', () => {
  it('gives whoever sells the active fees in the order they are tried, without the inactive ones', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const fee = (body: unknown) =>
      call(t.app, 'POST', '/api/v1/admin/shipping-fees', { token: company.token, body });
    expect((await fee({ label: 'Douala', city: 'Douala', amount: 1_500, position: 2 })).statusCode).toBe(201);
    expect((await fee({ label: 'Partout', amount: 3_000, position: 5 })).statusCode).toBe(201);
    expect((await fee({ label: 'Ancien', amount: 500, position: 0, is_active: false })).statusCode).toBe(201);
    const employee = await createStaff(t.app, company, 'employee');

    const response = await get(employee, 'pos/setup');

    expect(response.statusCode, response.body).toBe(200);
    const fees = response.json<{
      data: { shipping_fees: { label: string; city: string | null; amount: number }[] };
    }>().data.shipping_fees;
    expect(fees.map((f) => [f.label, f.city, f.amount])).toEqual([
      ['Douala', 'Douala', 1_500],
      ['Partout', null, 3_000],
    ]);
    // No other company's fee shows.
    const other = (await get(admin, 'pos/setup')).json<{ data: { shipping_fees: unknown[] } }>();
    expect(other.data.shipping_fees).toEqual([]);
  });
});

describe('a discount code looked up from a sale screen', () => {
  it('answers its terms to an employee who may sell, whatever the case typed', async () => {
    await insertDiscount(t.ctx.db, admin.companyId, {
      code: 'TABASKI',
      label: 'Tabaski',
      discount_type: 'fixed',
      discount_value: '2000',
      minimum_subtotal: 10_000,
    });
    const employee = await createStaff(t.app, admin, 'employee');

    const response = await get(employee, 'pos/discount-code', { code: ' tabaski ' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: unknown }>().data).toEqual({
      code: 'TABASKI',
      label: 'Tabaski',
      discount_type: 'fixed',
      discount_value: '2000',
      starts_at: null,
      ends_at: null,
      minimum_subtotal: 10_000,
      usage_limit: null,
      usage_limit_per_customer: null,
      times_used: 0,
      is_active: true,
    });
  });

  it("answers 404 in the user's language for an unknown, deleted or other company's code", async () => {
    const other = await registerCompany(t.app, { currency: 'XAF' });
    await insertDiscount(t.ctx.db, other.companyId, { code: 'AILLEURS' });
    await insertDiscount(t.ctx.db, admin.companyId, { code: 'FINI', deleted_at: new Date() });

    for (const code of ['NOPE', 'AILLEURS', 'FINI']) {
      const response = await get(admin, 'pos/discount-code', { code }, 'fr');
      expect(response.statusCode, code).toBe(404);
      expect(response.json<{ message: string }>().message).toMatch(/remise/i);
    }
  });

  it('needs orders.create, a code and no unknown parameter', async () => {
    const courier = await createStaff(t.app, admin, 'courrier');
    expect((await get(courier, 'pos/discount-code', { code: 'TABASKI' })).statusCode).toBe(403);
    expect((await get(admin, 'pos/discount-code')).statusCode).toBe(400);
    expect((await get(admin, 'pos/discount-code', { code: 'TABASKI', id: 'x' })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/v1/admin/pos/discount-code?code=TABASKI')).statusCode).toBe(401);
  });
});
