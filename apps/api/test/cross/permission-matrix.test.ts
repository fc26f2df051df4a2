import { randomUUID } from 'node:crypto';
import { can, ROLES, SUPER_ADMIN } from '@comptoir/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/app.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { companyWithEveryRole, concreteUrl } from './cross-helpers.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof companyWithEveryRole>>;

beforeAll(async () => {
  t = await createTestApp();
  people = await companyWithEveryRole(t.app, t.ctx);
});
afterAll(() => t.close());

/** Routes guarded by one permission, or by any of several (`permission` then names them all). */
function guarded(): (RouteEntry & { permission: string; allows: (role: string) => boolean })[] {
  return t.app.routeTable.flatMap((r) => {
    if (r.access && 'permission' in r.access) {
      const { permission } = r.access;
      return [{ ...r, permission, allows: (role: string) => can(role, permission) }];
    }
    if (r.access && 'anyPermission' in r.access) {
      const permissions = r.access.anyPermission;
      const allows = (role: string) => permissions.some((p) => can(role, p));
      return [{ ...r, permission: permissions.join(' | '), allows }];
    }
    return [];
  });
}

describe('permission matrix (SPEC.md §6), generated from the role table', () => {
  it('covers every guarded route', () => {
    expect(guarded().length).toBeGreaterThan(20);
  });

  it('answers 403 exactly when the role lacks the route permission, for every role and route', async () => {
    const mismatches: string[] = [];
    const subjects = [
      ...ROLES.map((role) => ({ role, token: people.byRole[role]!.token, headers: {} })),
      {
        role: SUPER_ADMIN,
        token: people.superAdmin.token,
        headers: { 'x-company-id': people.superAdmin.actingIn },
      },
    ];
    for (const route of guarded()) {
      for (const subject of subjects) {
        const response = await call(t.app, route.method as 'GET', concreteUrl(route.url), {
          token: subject.token,
          headers: subject.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
        });
        const allowed = route.allows(subject.role);
        const refused = response.statusCode === 403;
        if (allowed === refused || response.statusCode >= 500) {
          mismatches.push(
            `${subject.role} ${route.method} ${route.url} (${route.permission}) → ${response.statusCode}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every guarded route × every role, one after the other: ~35 s alone, more beside other test files.
  }, 240_000);

  it('lets every signed-in role reach its own profile, and refuses platform routes to all but the super-admin', async () => {
    for (const role of ROLES) {
      const me = await call(t.app, 'GET', '/api/v1/user', { token: people.byRole[role]!.token });
      expect(me.statusCode, role).toBe(200);
      for (const route of t.app.routeTable.filter((r) => r.access && 'superAdmin' in r.access)) {
        const response = await call(t.app, route.method as 'GET', concreteUrl(route.url), {
          token: people.byRole[role]!.token,
        });
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('refuses a header naming another company to anyone but the super-admin', async () => {
    const response = await call(t.app, 'GET', '/api/v1/admin/company', {
      token: people.admin.token,
      headers: { 'x-company-id': randomUUID() },
    });
    expect(response.statusCode).toBe(403);
  });
});
