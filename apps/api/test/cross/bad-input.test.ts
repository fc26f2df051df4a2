import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/app.ts';
import { queryRows } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { type Account, registerCompany } from '../helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { concreteUrl } from './cross-helpers.ts';

let t: TestApp;
let admin: Account;
let operator: Account;

beforeAll(async () => {
  t = await createTestApp({ config: { BODY_LIMIT_BYTES: 64 * 1024 } });
  admin = await registerCompany(t.app);
  operator = await registerCompany(t.app, { name: 'Platform operator' });
  await t.ctx.db.update(users).set({ is_super_admin: true }).where(eq(users.email, operator.email));
});
afterAll(() => t.close());

const INJECTIONS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\u0000null byte',
  '%00',
  'ñ'.repeat(5000),
  '🙂'.repeat(300),
];
const WRONG_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  true,
  { user: 'x', company: [], name: {}, email: 7, pin: 1234, role: ['admin'] },
];

/** Row counts of every table: a bad request must leave all of them as they were. */
async function snapshot(): Promise<string> {
  const rows = await queryRows<{ table_name: string }>(
    t.ctx.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: string[] = [];
  for (const { table_name } of rows) {
    const [row] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql.raw(`select count(*)::int as n from "${table_name}"`),
    );
    counts.push(`${table_name}=${row!.n}`);
  }
  return counts.join(',');
}

// Logging out ignores its body by design; calling it would end the session the other checks use.
const routes = (): RouteEntry[] => t.app.routeTable.filter((r) => r.url !== '/api/v1/auth/logout');
const withBody = (r: RouteEntry) => ['POST', 'PUT', 'PATCH'].includes(r.method);
/** Payment providers' callbacks take their bodies as bytes (signed as sent), CinetPay's as a form. */
const takesProviderBodies = (r: RouteEntry) => r.url.startsWith('/api/v1/public/payments/');

async function send(
  route: RouteEntry,
  init: { url?: string; payload?: string; contentType?: string; query?: Record<string, string> },
) {
  return t.app.inject({
    method: route.method as 'POST',
    url: init.url ?? concreteUrl(route.url),
    headers: {
      // Platform routes are tried by the super-admin, so that they reach their own checks.
      authorization: `Bearer ${route.access && 'superAdmin' in route.access ? operator.token : admin.token}`,
      ...(init.payload !== undefined ? { 'content-type': init.contentType ?? 'application/json' } : {}),
    },
    ...(init.payload !== undefined ? { payload: init.payload } : {}),
    ...(init.query ? { query: init.query } : {}),
  });
}

describe('bad input on every route: only 4xx, never 5xx, nothing written', () => {
  it('refuses malformed JSON, wrong types, oversized bodies and non-JSON content types', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const route of routes().filter(withBody)) {
      const cases: [string, Parameters<typeof send>[1], (s: number) => boolean][] = [
        [
          'malformed JSON',
          { payload: '{"name": "x", ' },
          (s) => (takesProviderBodies(route) ? s >= 400 && s < 500 : s === 400),
        ],
        ['oversized body', { payload: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) }, (s) => s === 413],
        [
          'form body',
          { payload: 'name=x', contentType: 'application/x-www-form-urlencoded' },
          (s) => (takesProviderBodies(route) ? s >= 400 && s < 500 : s === 415),
        ],
        ...WRONG_BODIES.map((body): [string, Parameters<typeof send>[1], (s: number) => boolean] => [
          `wrong type ${JSON.stringify(body)}`,
          { payload: JSON.stringify(body) },
          (s) => (route.hasBody ? s >= 400 && s < 500 : s < 500),
        ]),
      ];
      for (const [label, init, ok] of cases) {
        const response = await send(route, init);
        if (!ok(response.statusCode))
          problems.push(`${route.method} ${route.url} ${label} → ${response.statusCode}`);
        if (response.statusCode >= 400 && !response.json().message)
          problems.push(`${route.method} ${route.url} ${label}: no message`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses unknown query parameters on every route with 400 naming the parameter', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const route of routes()) {
      const response = await send(route, {
        query: { zzz_unknown: '1' },
        ...(withBody(route) ? { payload: '{}' } : {}),
      });
      if (
        response.statusCode !== 400 ||
        !response.json<{ message: string }>().message.includes('zzz_unknown')
      ) {
        problems.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a body field the route does not take with 422 naming it, on every route with a body', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const route of routes().filter((r) => withBody(r) && r.hasBody && !takesProviderBodies(r))) {
      // Path parameters of the right shape, so the body is read: a malformed one is a 404 before it.
      const url = route.url
        .replace(/:(\w*[iI]d)\b/g, () => randomUUID())
        .replace(':token', 'a'.repeat(32))
        .replace(':provider', 'stripe');
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers: {
          authorization: `Bearer ${route.access && 'superAdmin' in route.access ? operator.token : admin.token}`,
          'accept-language': 'fr',
        },
        payload: { zzz_unknown: 1 },
      });
      const body = response.json<{ errors?: Record<string, string[]> }>();
      if (
        response.statusCode !== 422 ||
        !body.errors?.zzz_unknown?.[0]?.startsWith('Champ inconnu : zzz_unknown')
      )
        problems.push(`${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('survives injection strings in path, query and body without a 5xx', async () => {
    const problems: string[] = [];
    for (const route of routes()) {
      for (const text of INJECTIONS) {
        const encoded = encodeURIComponent(text);
        const url = route.url.includes(':') ? route.url.replace(/:(\w+)/g, encoded) : concreteUrl(route.url);
        const body = JSON.stringify({
          name: text,
          email: text,
          password: text,
          search: text,
          pin: text,
          user: { name: text, email: text, password: text },
          company: { name: text },
        });
        const response = await send(route, {
          url,
          ...(route.method === 'GET' ? { query: { search: text.slice(0, 150) } } : {}),
          ...(withBody(route) ? { payload: body } : {}),
        });
        if (response.statusCode >= 500)
          problems.push(
            `${route.method} ${route.url} ${JSON.stringify(text.slice(0, 20))} → ${response.statusCode}`,
          );
      }
    }
    expect(problems).toEqual([]);
    const users = await queryRows(t.ctx.db, sql`select 1 from users limit 1`);
    expect(users.length).toBe(1);
    // Every route × every probe is some 3,600 requests: a minute alone, more on a shared machine.
  }, 240_000);

  it('stores an injection-looking name verbatim where it is valid data', async () => {
    const name = "Chez 'Awa'; DROP TABLE shops; --";
    const response = await call(t.app, 'PUT', '/api/v1/admin/company', {
      token: admin.token,
      body: { name },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { name: string } }>().data.name).toBe(name);
  });
});
