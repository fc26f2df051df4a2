import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { upgradePlan } from './cross-helpers.ts';

let t: TestApp;
let a: Account;
let b: Account;
/** One record of company A per resource that has /:id routes. */
const recordsOfA: Record<string, string> = {};

/** Bodies that would change a record if the scope check were missing. */
const CREATE_BODIES: Record<string, unknown> = {
  shops: { name: 'Dakar Plateau' },
  warehouses: { name: 'Entrepôt Pikine' },
  users: {
    name: 'Moussa Ndiaye',
    email: `moussa-${Date.now()}@example.test`,
    password: 'staff password 123',
    role: 'employee',
  },
};
const UPDATE_BODY = { name: 'Taken over', is_active: false, role: 'manager', status: 'deactivated' };

function resourceOf(url: string): string | undefined {
  return /\/api\/v1\/(?:admin\/)?([a-z_-]+)\/:id/.exec(url)?.[1];
}

beforeAll(async () => {
  t = await createTestApp();
  a = await registerCompany(t.app, { name: 'Company A' });
  b = await registerCompany(t.app, { name: 'Company B' });
  await upgradePlan(t.ctx, a.companyId);
  await upgradePlan(t.ctx, b.companyId);
  for (const [resource, body] of Object.entries(CREATE_BODIES)) {
    const created = await call(t.app, 'POST', `/api/v1/admin/${resource}`, { token: a.token, body });
    expect(created.statusCode, created.body).toBe(201);
    recordsOfA[resource] = created.json<{ data: { id: string } }>().data.id;
  }
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it("answers 404 to every /:id route called by company B on company A's records, and changes nothing", async () => {
    const idRoutes = t.app.routeTable.filter(
      (r) => r.url.includes(':id') && r.access && 'permission' in r.access,
    );
    expect(idRoutes.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const route of idRoutes) {
      const resource = resourceOf(route.url);
      const id = resource ? recordsOfA[resource] : undefined;
      if (!resource || !id) {
        leaks.push(`no fixture for ${route.method} ${route.url}: add one to CREATE_BODIES`);
        continue;
      }
      const url = route.url.replace(':id', id);
      const before = await call(t.app, 'GET', `/api/v1/admin/${resource}/${id}`, { token: a.token });
      const response = await call(t.app, route.method as 'GET', url, {
        token: b.token,
        ...(route.hasBody ? { body: UPDATE_BODY } : {}),
      });
      if (response.statusCode !== 404) leaks.push(`${route.method} ${route.url} → ${response.statusCode}`);
      if (response.body.includes(id) && response.statusCode !== 404)
        leaks.push(`${route.method} ${route.url} shows the id`);
      const after = await call(t.app, 'GET', `/api/v1/admin/${resource}/${id}`, { token: a.token });
      if (after.body !== before.body) leaks.push(`${route.method} ${route.url} changed A's record`);
    }
    expect(leaks).toEqual([]);
  });

  it("never lists company A's records to company B", async () => {
    for (const [resource, id] of Object.entries(recordsOfA)) {
      const list = await call(t.app, 'GET', `/api/v1/admin/${resource}`, {
        token: b.token,
        query: { per_page: '100' },
      });
      expect(list.statusCode, resource).toBe(200);
      expect(list.body, resource).not.toContain(id);
    }
  });

  it("keeps company B's profile and company endpoints on company B", async () => {
    const company = await call(t.app, 'GET', '/api/v1/admin/company', { token: b.token });
    expect(company.json<{ data: { id: string } }>().data.id).toBe(b.companyId);
    const spoofed = await call(t.app, 'GET', '/api/v1/admin/company', {
      token: b.token,
      headers: { 'x-company-id': a.companyId },
    });
    expect(spoofed.statusCode).toBe(403);
    const shop = await call(t.app, 'GET', '/api/v1/admin/users', {
      token: b.token,
      headers: { 'x-shop-id': recordsOfA.shops! },
    });
    expect(shop.statusCode).toBe(404);
  });
});
