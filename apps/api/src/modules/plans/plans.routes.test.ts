import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { PLAN_SEEDS } from './plans.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plans', () => {
  it('lists the seeded plans in order with their limits, without signing in', async () => {
    const response = await call(t.app, 'GET', '/api/v1/plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json<{ data: { lookup_key: string; limits: { shops: number | null } }[] }>().data;
    expect(plans.map((p) => p.lookup_key)).toEqual(PLAN_SEEDS.map((p) => p.lookup_key));
    expect(plans[0]!.limits.shops).toBe(1);
    expect(plans.at(-1)!.limits.shops).toBeNull();
  });

  it('shows one plan by lookup key, and 404 in the request language for an unknown one', async () => {
    const free = await call(t.app, 'GET', '/api/v1/plans/free');
    expect(free.statusCode).toBe(200);
    expect(free.json<{ data: { name: string } }>().data.name).toBe('Free');
    const unknown = await call(t.app, 'GET', '/api/v1/plans/platinum', { query: { locale: 'fr' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Cet élément (forfait) n'existe pas.");
  });
});

describe('operations endpoints', () => {
  it('answers /health and /ready, and serves the OpenAPI 3.1 document with every API route', async () => {
    expect((await call(t.app, 'GET', '/health')).statusCode).toBe(200);
    const ready = await call(t.app, 'GET', '/ready');
    expect(ready.json()).toMatchObject({ status: 'ready' });
    const doc = await call(t.app, 'GET', '/api/v1/openapi.json');
    const openapi = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/register',
        '/api/v1/admin/users',
        '/api/v1/admin/users/{id}',
        '/api/v1/plans',
      ]),
    );
    expect((await call(t.app, 'GET', '/api/docs/')).statusCode).toBe(200);
    const paths = openapi.paths as Record<string, Record<string, { security?: unknown[] }>>;
    expect(paths['/api/v1/auth/login']!.post!.security).toEqual([]);
    expect(paths['/api/v1/admin/users']!.get!.security).toBeUndefined();
  });

  it('takes client crash reports and throttles a flood from one address', async () => {
    const report = { message: 'TypeError: x is undefined', component_stack: '\n    at Dashboard' };
    const first = await call(t.app, 'POST', '/api/v1/client-errors', { body: report });
    expect(first.statusCode).toBe(202);
    let last = first.statusCode;
    for (let i = 0; i < 40 && last !== 429; i++)
      last = (await call(t.app, 'POST', '/api/v1/client-errors', { body: report })).statusCode;
    expect(last).toBe(429);
  });

  it('echoes a well-formed X-Request-Id and makes one up otherwise, on answers and errors alike', async () => {
    const given = await call(t.app, 'GET', '/api/v1/plans', {
      headers: { 'x-request-id': 'edge-1234-abcd' },
    });
    expect(given.headers['x-request-id']).toBe('edge-1234-abcd');
    const made = await call(t.app, 'GET', '/api/v1/nothing', { headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a 404 body in the contract shape', async () => {
    const response = await call(t.app, 'GET', '/api/v1/nothing-here', {
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No hay nada en esta dirección.', code: 'route_not_found' });
  });
});
