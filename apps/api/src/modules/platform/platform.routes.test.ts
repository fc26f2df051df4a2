import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, users } from '../../db/schema/index.ts';

let t: TestApp;
let operator: Account;
/** A label only one test's companies carry, so list assertions ignore every other company. */
const newTag = () => `pf${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  operator = await registerCompany(t.app, { name: 'Platform operator' });
  await t.ctx.db
    .update(users)
    .set({ is_super_admin: true })
    .where(sql`lower(${users.email}) = ${operator.email}`);
});
afterAll(() => t.close());

interface PlatformCompany {
  id: string;
  name: string;
  company_code: string;
  subscription: { plan_lookup_key: string; status: string } | null;
  user_count: number;
  shop_count: number;
  warehouse_count: number;
}
type Page = {
  data: PlatformCompany[];
  meta: { total: number; per_page: number; current_page: number; last_page: number };
};

const platform = (
  method: 'GET' | 'PUT',
  path: string,
  options: {
    token?: string;
    query?: Record<string, string>;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
) => call(t.app, method, `/api/v1/platform${path}`, { token: operator.token, ...options });

const changePlan = (companyId: string, body: unknown, headers: Record<string, string> = {}) =>
  platform('PUT', `/companies/${companyId}/subscription`, { body, headers });

describe('platform companies', () => {
  it('refuses every platform route to a company admin with 403', async () => {
    const admin = await registerCompany(t.app);
    const asAdmin = { token: admin.token };
    expect((await platform('GET', '/companies', asAdmin)).statusCode).toBe(403);
    expect((await platform('GET', `/companies/${admin.companyId}`, asAdmin)).statusCode).toBe(403);
    expect(
      (
        await platform('PUT', `/companies/${admin.companyId}/subscription`, {
          ...asAdmin,
          body: { plan_lookup_key: 'enterprise' },
        })
      ).statusCode,
    ).toBe(403);
    const company = await call(t.app, 'GET', '/api/v1/admin/company', { token: admin.token });
    expect(
      company.json<{ data: { subscription: { plan_lookup_key: string } } }>().data.subscription
        .plan_lookup_key,
    ).toBe('free');
  });

  it('lists companies with plan and user count, searched by name, code or email, sorted and paged', async () => {
    const tag = newTag();
    const zeta = await registerCompany(t.app, { name: `Zeta ${tag}` });
    const alpha = await registerCompany(t.app, { name: `Alpha ${tag}` });
    await createStaff(t.app, alpha, 'employee');

    const byName = await platform('GET', '/companies', { query: { search: tag, sort: 'name' } });
    expect(byName.statusCode, byName.body).toBe(200);
    const page = byName.json<Page>();
    expect(page.data.map((c) => c.name)).toEqual([`Alpha ${tag}`, `Zeta ${tag}`]);
    expect(page.meta).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      id: alpha.companyId,
      user_count: 2,
      shop_count: 1,
      subscription: { plan_lookup_key: 'free' },
    });

    const byCode = await platform('GET', '/companies', { query: { search: zeta.companyCode.toLowerCase() } });
    expect(byCode.json<Page>().data.map((c) => c.id)).toContain(zeta.companyId);
    const byEmail = await platform('GET', '/companies', { query: { search: alpha.email } });
    expect(byEmail.json<Page>().data.map((c) => c.id)).toEqual([alpha.companyId]);

    const newestFirst = await platform('GET', '/companies', { query: { search: tag, per_page: '1' } });
    expect(newestFirst.json<Page>().data.map((c) => c.id)).toEqual([alpha.companyId]);
    expect(newestFirst.json<Page>().meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it('filters by plan and refuses unknown filters, sorts and bad plan values with 400', async () => {
    const tag = newTag();
    const growing = await registerCompany(t.app, { name: `Growing ${tag}` });
    expect((await changePlan(growing.companyId, { plan_lookup_key: 'starter' })).statusCode).toBe(200);
    const starter = await platform('GET', '/companies', {
      query: { search: tag, 'filter[plan]': 'starter,business' },
    });
    expect(starter.json<Page>().data.map((c) => c.id)).toEqual([growing.companyId]);
    const free = await platform('GET', '/companies', { query: { search: tag, 'filter[plan]': 'free' } });
    expect(free.json<Page>().data.map((c) => c.id)).not.toContain(growing.companyId);

    const refused: Record<string, string>[] = [
      { 'filter[owner]': 'x' },
      { sort: 'user_count' },
      { 'filter[plan]': "'; drop" },
      { per_page: '500' },
    ];
    for (const query of refused) {
      const response = await platform('GET', '/companies', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('shows one company with subscription and head counts, and 404 for an unknown or malformed id', async () => {
    const merchant = await registerCompany(t.app, { name: 'Shown' });
    const shown = await platform('GET', `/companies/${merchant.companyId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ data: PlatformCompany }>().data).toMatchObject({
      id: merchant.companyId,
      company_code: merchant.companyCode,
      subscription: { plan_lookup_key: 'free', status: 'active' },
      user_count: 1,
      shop_count: 1,
      warehouse_count: 1,
    });
    expect((await platform('GET', `/companies/${randomUUID()}`)).statusCode).toBe(404);
    expect((await platform('GET', '/companies/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('platform subscriptions', () => {
  it("changes a company's plan, records subscription.updated, and the company sees its new limits", async () => {
    const merchant = await registerCompany(t.app);
    const changed = await changePlan(merchant.companyId, { plan_lookup_key: 'business' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: PlatformCompany }>().data.subscription).toMatchObject({
      plan_lookup_key: 'business',
      status: 'active',
    });

    const company = await call(t.app, 'GET', '/api/v1/admin/company', { token: merchant.token });
    expect(company.json<{ data: { subscription: unknown } }>().data.subscription).toMatchObject({
      plan_lookup_key: 'business',
      lookup_key: 'business',
      limits: { shops: 10 },
    });
    const recorded = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.company_id, merchant.companyId), eq(events.type, 'subscription.updated')));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.payload).toEqual({
      from: { plan_lookup_key: 'free', status: 'active' },
      to: { plan_lookup_key: 'business', status: 'active' },
    });

    expect((await changePlan(merchant.companyId, { plan_lookup_key: 'business' })).statusCode).toBe(200);
    expect(
      await t.ctx.db
        .select()
        .from(events)
        .where(and(eq(events.company_id, merchant.companyId), eq(events.type, 'subscription.updated'))),
    ).toHaveLength(1);
  });

  it('refuses an unknown plan or status with 422 in French, and an unknown company with 404', async () => {
    const merchant = await registerCompany(t.app);
    const unknown = await changePlan(
      merchant.companyId,
      { plan_lookup_key: 'platinum' },
      { 'accept-language': 'fr' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      plan_lookup_key: ["Aucun forfait n'a cette clé."],
    });
    const bad = await changePlan(
      merchant.companyId,
      { plan_lookup_key: '', status: 'frozen' },
      { 'accept-language': 'fr' },
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'plan_lookup_key',
      'status',
    ]);
    expect((await changePlan(randomUUID(), { plan_lookup_key: 'starter' })).statusCode).toBe(404);
  });
});

describe('super-admin acting in a company (X-Company-Id)', () => {
  it('reads and changes another company through its company endpoints, and records the super-admin as actor', async () => {
    const merchant = await registerCompany(t.app, { name: 'Quincaillerie Sow' });
    const inMerchant = { 'x-company-id': merchant.companyId };
    const company = await call(t.app, 'GET', '/api/v1/admin/company', {
      token: operator.token,
      headers: inMerchant,
    });
    expect(company.statusCode).toBe(200);
    expect(company.json<{ data: { id: string; name: string } }>().data).toMatchObject({
      id: merchant.companyId,
      name: 'Quincaillerie Sow',
    });

    const updated = await call(t.app, 'PUT', '/api/v1/admin/company', {
      token: operator.token,
      headers: inMerchant,
      body: { phone: '+221 70' },
    });
    expect(updated.statusCode).toBe(200);
    const [event] = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.company_id, merchant.companyId), eq(events.type, 'company.updated')));
    expect(event!.actor_user_id).not.toBeNull();
    const own = await call(t.app, 'GET', '/api/v1/admin/company', { token: operator.token });
    expect(own.json<{ data: { id: string; phone: string | null } }>().data).toMatchObject({
      id: operator.companyId,
      phone: null,
    });
  });

  it("refuses another company's id to a normal admin with 403, and an unknown company to the super-admin with 404", async () => {
    const a = await registerCompany(t.app);
    const b = await registerCompany(t.app);
    const spoofed = await call(t.app, 'GET', '/api/v1/admin/company', {
      token: a.token,
      headers: { 'x-company-id': b.companyId },
    });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.body).not.toContain(b.companyId);
    const missing = await call(t.app, 'GET', '/api/v1/admin/company', {
      token: operator.token,
      headers: { 'x-company-id': randomUUID() },
    });
    expect(missing.statusCode).toBe(404);
  });
});
