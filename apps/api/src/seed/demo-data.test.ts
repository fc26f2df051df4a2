import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { seedDemo } from './demo-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('builds the demo merchant whose printed logins work, and running it again changes nothing', async () => {
    const logins = await seedDemo(t.app, t.ctx);
    const again = await seedDemo(t.app, t.ctx);
    expect(again).toEqual(logins);

    const owner = logins[0]!;
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ accessToken: string }>().accessToken;
    const shops = await call(t.app, 'GET', '/api/v1/admin/shops', { token });
    expect(shops.json<{ meta: { total: number } }>().meta.total).toBe(2);
    const users = await call(t.app, 'GET', '/api/v1/admin/users', { token });
    expect(users.json<{ meta: { total: number } }>().meta.total).toBe(6);

    for (const staff of logins.filter((l) => l.pin && l.companyCode)) {
      const byPin = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
        body: { company_code: staff.companyCode, pin: staff.pin },
      });
      expect(byPin.statusCode, staff.who).toBe(200);
    }
    const operator = logins.at(-1)!;
    const asOperator = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: operator.email, password: operator.password },
    });
    const companies = await call(t.app, 'GET', '/api/v1/platform/companies', {
      token: asOperator.json<{ accessToken: string }>().accessToken,
    });
    expect(companies.statusCode).toBe(200);
  });
});
