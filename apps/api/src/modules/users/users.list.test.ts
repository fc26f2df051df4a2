import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  addShop,
  companyOnPlan,
  type ErrorBody,
  type ListBody,
  postUser,
  USERS_URL as URL,
  type UserBody,
} from './users.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('list and show', () => {
  let admin: Account;
  let shopId: string;
  beforeAll(async () => {
    admin = await companyOnPlan(t);
    shopId = await addShop(t, admin.companyId, 'market');
    const people = [
      { name: 'Zoe Kamga', role: 'manager', phone: '237699111222', password: 'pass word 1234' },
      { name: 'Bruno Eto', role: 'employee', shop_ids: [shopId], password: 'pass word 1234' },
      { name: 'Chantal Nji', role: 'employee', shop_ids: [shopId] },
      { name: 'Amadou Sow', role: 'courrier', password: 'pass word 1234' },
    ];
    for (const person of people) expect((await postUser(t, admin, person)).statusCode).toBe(201);
  });
  const list = (query: Record<string, string>) => call(t.app, 'GET', URL, { token: admin.token, query });

  it('pages with meta: total from the counter, from/to, last_page; newest first by default', async () => {
    const page2 = await list({ per_page: '2', page: '2' });
    expect(page2.statusCode).toBe(200);
    const body = page2.json<ListBody>();
    expect(body.meta).toEqual({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
      from: 3,
      to: 4,
      total_exact: true,
    });
    const all = (await list({})).json<ListBody>();
    expect(all.data.map((u) => u.name)).toEqual([
      'Amadou Sow',
      'Chantal Nji',
      'Bruno Eto',
      'Zoe Kamga',
      'Awa Diop',
    ]);
    expect(all.data[0]).not.toHaveProperty('shop_ids');
  });

  it('filters by role, status and shop_id (comma lists match any)', async () => {
    const names = async (query: Record<string, string>) =>
      (await list({ ...query, sort: 'name' })).json<ListBody>().data.map((u) => u.name);
    expect(await names({ 'filter[role]': 'employee' })).toEqual(['Bruno Eto', 'Chantal Nji']);
    expect(await names({ 'filter[role]': 'manager,courrier' })).toEqual(['Amadou Sow', 'Zoe Kamga']);
    expect(await names({ 'filter[status]': 'invited' })).toEqual(['Chantal Nji']);
    expect(await names({ 'filter[shop_id]': shopId })).toEqual(['Bruno Eto', 'Chantal Nji']);
    const filtered = (await list({ 'filter[role]': 'employee' })).json<ListBody>();
    expect(filtered.meta.total).toBe(2);
  });

  it('searches name, email and phone, case-insensitively', async () => {
    const search = async (text: string) =>
      (await list({ search: text })).json<ListBody>().data.map((u) => u.name);
    expect(await search('kamga')).toEqual(['Zoe Kamga']);
    expect(await search('699111')).toEqual(['Zoe Kamga']);
    expect((await search('example.test')).length).toBe(5);
    expect(await search('100%')).toEqual([]);
  });

  it('sorts by name, email, created_at and last_login_at', async () => {
    const sorted = async (sort: string) => (await list({ sort })).json<ListBody>().data.map((u) => u.name);
    expect(await sorted('-name')).toEqual([
      'Zoe Kamga',
      'Chantal Nji',
      'Bruno Eto',
      'Awa Diop',
      'Amadou Sow',
    ]);
    expect(await sorted('created_at')).toEqual([
      'Awa Diop',
      'Zoe Kamga',
      'Bruno Eto',
      'Chantal Nji',
      'Amadou Sow',
    ]);
    expect((await list({ sort: 'email' })).statusCode).toBe(200);
    expect((await list({ sort: '-last_login_at,name' })).statusCode).toBe(200);
  });

  it('includes shops as shop_ids in one more query', async () => {
    const body = (await list({ include: 'shops', 'filter[shop_id]': shopId })).json<ListBody>();
    expect(body.data.every((u) => u.shop_ids?.length === 1 && u.shop_ids[0] === shopId)).toBe(true);
  });

  it('answers 400 naming an unknown filter, sort, include or bad value', async () => {
    const bad: [string, string][] = [
      ['filter[password_hash]', 'x'],
      ['filter[role]', 'owner'],
      ['filter[shop_id]', 'not-a-uuid'],
      ['sort', 'password_hash'],
      ['include', 'tokens'],
      ['per_page', '101'],
      ['bogus', '1'],
    ];
    for (const [parameter, value] of bad) {
      const response = await list({ [parameter]: value });
      expect(response.statusCode, parameter).toBe(400);
      expect(response.json<ErrorBody>().message).toContain(parameter);
    }
  });

  it('shows one user, with shop_ids when include=shops; 400 on an unknown include or parameter', async () => {
    const [bruno] = (await list({ search: 'Bruno' })).json<ListBody>().data;
    const plain = await call(t.app, 'GET', `${URL}/${bruno!.id}`, { token: admin.token });
    expect(plain.json<{ data: UserBody }>().data).toMatchObject({ name: 'Bruno Eto', role: 'employee' });
    const withShops = await call(t.app, 'GET', `${URL}/${bruno!.id}`, {
      token: admin.token,
      query: { include: 'shops' },
    });
    expect(withShops.json<{ data: UserBody }>().data.shop_ids).toEqual([shopId]);
    expect(
      (await call(t.app, 'GET', `${URL}/${bruno!.id}`, { token: admin.token, query: { include: 'x' } }))
        .statusCode,
    ).toBe(400);
    const unknown = await call(t.app, 'GET', `${URL}/${bruno!.id}`, {
      token: admin.token,
      query: { zzz: '1' },
    });
    expect([unknown.statusCode, unknown.json<ErrorBody>().message]).toEqual([400, 'Unknown parameter: zzz.']);
    expect((await call(t.app, 'GET', `${URL}/not-a-uuid`, { token: admin.token })).statusCode).toBe(404);
  });
});
