import type { Customer } from '@comptoir/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customers } from '../../db/schema/index.ts';
import { customerApi, type ErrorBody } from './customers.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, createCustomer } = customerApi(() => t);

const post = (account: Account, body: unknown, key: string, lang = 'en') =>
  api('POST', '/customers', {
    token: account.token,
    headers: { 'idempotency-key': key, 'accept-language': lang },
    body,
  });

/** Every customer row of the company, soft-deleted ones too. */
const rowsOf = async (account: Account) => {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(eq(customers.company_id, account.companyId));
  return Number(row!.n);
};

describe('POST /customers with an Idempotency-Key', () => {
  it('a till sending a customer made offline twice creates one; the replay answers the same customer and says so', async () => {
    const admin = await registerCompany(t.app);
    const body = { first_name: 'Awa', last_name: 'Diop', phone: '+221 77 123 45 67' };

    const first = await post(admin, body, 'offline-customer-0001');
    const second = await post(admin, body, 'offline-customer-0001');

    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<{ data: Customer }>()).toEqual(first.json<{ data: Customer }>());
    expect(await rowsOf(admin)).toBe(1);
  });

  it('the same key with another body is a 409 idempotency_key_reused, in the request’s language', async () => {
    const admin = await registerCompany(t.app);
    await post(admin, { first_name: 'Awa' }, 'reused-key');

    const other = await post(admin, { first_name: 'Moussa' }, 'reused-key', 'es');

    expect(other.statusCode).toBe(409);
    expect(other.json<ErrorBody>().code).toBe('idempotency_key_reused');
    expect(other.json<ErrorBody>().message).toBe('Esta clave Idempotency-Key ya se usó para otra solicitud.');
    expect(await rowsOf(admin)).toBe(1);
  });

  it('refuses a key that is not visible ASCII, creating nothing', async () => {
    const admin = await registerCompany(t.app);

    const response = await post(admin, { first_name: 'Awa' }, 'clé é');

    expect(response.statusCode).toBe(400);
    expect(await rowsOf(admin)).toBe(0);
  });

  it('keys are per company: another company’s same key creates its own customer', async () => {
    const a = await registerCompany(t.app);
    const b = await registerCompany(t.app);
    const body = { first_name: 'Awa' };

    const first = await post(a, body, 'shared');
    const second = await post(b, body, 'shared');

    expect(second.statusCode, second.body).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json<{ data: Customer }>().data.id).not.toBe(first.json<{ data: Customer }>().data.id);
    const again = await post(a, body, 'shared');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ data: Customer }>().data.id).toBe(first.json<{ data: Customer }>().data.id);
    expect(await rowsOf(a)).toBe(1);
    expect(await rowsOf(b)).toBe(1);
  });

  it('a refused first attempt does not use the key up: once the phone is free, the retry creates the customer', async () => {
    const admin = await registerCompany(t.app);
    const holder = await createCustomer(admin, { first_name: 'Fatou', phone: '221771234567' });
    const body = { first_name: 'Awa', phone: '221771234567' };

    const refused = await post(admin, body, 'after-409');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().code).toBe('duplicate');
    const deleted = await api('DELETE', `/customers/${holder.id}`, { token: admin.token });
    expect(deleted.statusCode).toBe(204);
    const retried = await post(admin, body, 'after-409');

    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json<{ data: Customer }>().data).toMatchObject({ name: 'Awa', phone: '221771234567' });
    const replayed = await post(admin, body, 'after-409');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json<{ data: Customer }>()).toEqual(retried.json<{ data: Customer }>());
    expect(await rowsOf(admin)).toBe(2);
  });

  it('the same key and body sent 5 times at once create one customer', async () => {
    const admin = await registerCompany(t.app);
    const body = { first_name: 'Awa', phone: '221770000001' };

    const responses = await Promise.all(Array.from({ length: 5 }, () => post(admin, body, 'retry-storm')));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(responses.map((r) => r.json<{ data: Customer }>().data.id)).size).toBe(1);
    expect(await rowsOf(admin)).toBe(1);
  });
});
