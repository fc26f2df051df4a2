import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany, uniqueEmail } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import {
  addShop as addShopTo,
  companyOnPlan,
  type ErrorBody,
  eventTypes as eventsOf,
  postUser,
  USERS_URL as URL,
  type UserBody,
} from './users.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const company = (plan?: string): Promise<Account> => companyOnPlan(t, plan);
const eventTypes = (subjectId: string) => eventsOf(t, subjectId);
const addShop = (companyId: string, slug: string) => addShopTo(t, companyId, slug);
const create = (admin: Account, body: Record<string, unknown>) => postUser(t, admin, body);

describe('create', () => {
  it('creates an active user with a password: 201, no secrets, can sign in, user.created recorded', async () => {
    const admin = await company();
    const email = uniqueEmail('cashier');
    const response = await create(admin, {
      email,
      password: 'cashier password 1',
      role: 'employee',
      phone: '237650000000',
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<{ data: UserBody }>().data;
    expect(user).toMatchObject({ email, role: 'employee', status: 'active', has_pin: false, shop_ids: [] });
    expect(response.body).not.toMatch(/hash|password/);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email, password: 'cashier password 1' },
    });
    expect(login.statusCode).toBe(200);
    expect(await eventTypes(user.id)).toContain('user.created');
  });

  it('invites a user without a password: status invited, mail with the link in the invitee language', async () => {
    const admin = await company();
    const email = uniqueEmail('invitee');
    const response = await create(admin, { email, locale: 'fr' });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json<{ data: UserBody }>().data;
    expect(user.status).toBe('invited');
    const mail = t.mails.findLast((m) => m.to === email)!;
    expect(mail.subject).toContain('vous invite');
    expect(mail.text).toMatch(
      new RegExp(`http://localhost:${t.ctx.config.PORT}/accept-invitation\\?token=[\\w-]{20,}`),
    );
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.invitation_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.invitation_expires_at!.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await eventTypes(user.id)).toEqual(expect.arrayContaining(['user.created', 'user.invited']));
  });

  it('refuses an email already used in any company with 409 errors.email', async () => {
    const admin = await company();
    const other = await registerCompany(t.app);
    const response = await create(admin, { email: other.email.toUpperCase(), password: 'some password 12' });
    expect(response.statusCode).toBe(409);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('duplicate');
    expect(body.errors?.email).toEqual(['This value is already used.']);
  });

  it('answers 422 with field errors on a bad body', async () => {
    const admin = await company();
    const response = await call(t.app, 'POST', URL, {
      token: admin.token,
      body: { name: '', email: 'nope', role: 'owner', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors!).sort()).toEqual([
      'email',
      'name',
      'password',
      'role',
    ]);
  });

  it('reserves the admin role to administrators: a manager gets 403', async () => {
    const admin = await company();
    const manager = await createStaff(t.app, admin, 'manager');
    const asManager = await call(t.app, 'POST', URL, {
      token: manager.token,
      body: { name: 'X', email: uniqueEmail(), role: 'admin', password: 'pass word 1234' },
    });
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json<ErrorBody>().errors?.role).toEqual([
      'Only an administrator can give the administrator role.',
    ]);
    const employee = await call(t.app, 'POST', URL, {
      token: manager.token,
      body: { name: 'X', email: uniqueEmail(), role: 'employee', password: 'pass word 1234' },
    });
    expect(employee.statusCode).toBe(201);
    const adminCreates = await create(admin, { role: 'admin', password: 'pass word 1234' });
    expect(adminCreates.statusCode).toBe(201);
  });

  it('refuses with 402 past the plan user limit', async () => {
    const admin = await company('free'); // 3 users
    expect((await create(admin, { password: 'pass word 1234' })).statusCode).toBe(201);
    expect((await create(admin, {})).statusCode).toBe(201);
    const over = await create(admin, { password: 'pass word 1234' });
    expect(over.statusCode).toBe(402);
    expect(over.json<ErrorBody>().code).toBe('plan_limit_reached');
  });

  it("assigns the company's shops, and refuses another company's shop with 422 unknown_shop", async () => {
    const admin = await company();
    const other = await registerCompany(t.app);
    const mine = await addShop(admin.companyId, 'second');
    const theirs = await addShop(other.companyId, 'theirs');
    const bad = await create(admin, { shop_ids: [mine, theirs] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.shop_ids).toEqual(['This shop does not exist.']);
    const ok = await create(admin, { shop_ids: [mine] });
    expect(ok.json<{ data: UserBody }>().data.shop_ids).toEqual([mine]);
  });
});

describe('permissions', () => {
  it('gives users.* to managers, nothing to employees and users.view only to couriers', async () => {
    const admin = await company();
    const [manager, employee, courrier] = [
      await createStaff(t.app, admin, 'manager'),
      await createStaff(t.app, admin, 'employee'),
      await createStaff(t.app, admin, 'courrier'),
    ];
    const body = { name: 'X', email: uniqueEmail(), role: 'employee', password: 'pass word 1234' };
    expect((await call(t.app, 'GET', URL, { token: manager.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', URL, { token: employee.token })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', URL, { token: employee.token, body })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/users', { token: courrier.token })).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/v1/users', { token: courrier.token, body })).statusCode).toBe(
      403,
    );
    expect(
      (await call(t.app, 'PATCH', `${URL}/${employee.id}`, { token: courrier.token, body: { name: 'Y' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `${URL}/${employee.id}`, { token: courrier.token })).statusCode).toBe(
      403,
    );
  });

  it('keeps managers away from administrators: no edit, deactivation or deletion of an admin', async () => {
    const admin = await company();
    const manager = await createStaff(t.app, admin, 'manager');
    const me = await call(t.app, 'GET', '/api/v1/user', { token: admin.token });
    const adminId = me.json<{ id: string }>().id;
    expect(
      (await call(t.app, 'PATCH', `${URL}/${adminId}`, { token: manager.token, body: { role: 'employee' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `${URL}/${adminId}/deactivate`, { token: manager.token })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `${URL}/${adminId}`, { token: manager.token })).statusCode).toBe(403);
  });

  it("answers 404 for another company's user on every route and leaves it unchanged", async () => {
    const admin = await company();
    const other = await company();
    const victim = await createStaff(t.app, other, 'employee');
    const id = victim.id;
    for (const [method, path, body] of [
      ['GET', `${URL}/${id}`, undefined],
      ['PATCH', `${URL}/${id}`, { name: 'Hacked', role: 'manager' }],
      ['PUT', `${URL}/${id}`, { status: 'deactivated' }],
      ['DELETE', `${URL}/${id}`, undefined],
      ['POST', `${URL}/${id}/reset-pin`, undefined],
      ['POST', `${URL}/${id}/deactivate`, undefined],
      ['POST', `${URL}/${id}/resend-invitation`, undefined],
    ] as const) {
      const response = await call(t.app, method, path, { token: admin.token, body });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      name: 'Staff employee',
      role: 'employee',
      status: 'active',
      deleted_at: null,
    });
    expect((await call(t.app, 'GET', '/api/v1/user', { token: victim.token })).statusCode).toBe(200);
  });
});

describe('update', () => {
  it('changes name, phone, role and rewrites shop_ids; user.updated recorded', async () => {
    const admin = await company();
    const shopA = await addShop(admin.companyId, 'a');
    const shopB = await addShop(admin.companyId, 'b');
    const staff = await createStaff(t.app, admin, 'employee');
    await call(t.app, 'PATCH', `${URL}/${staff.id}`, { token: admin.token, body: { shop_ids: [shopA] } });
    const response = await call(t.app, 'PUT', `${URL}/${staff.id}`, {
      token: admin.token,
      body: { name: 'Renamed', phone: '237677000000', role: 'manager', shop_ids: [shopB] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: UserBody }>().data).toMatchObject({
      name: 'Renamed',
      role: 'manager',
      shop_ids: [shopB],
    });
    expect(await eventTypes(staff.id)).toContain('user.updated');
    const me = await call(t.app, 'GET', '/api/v1/user', { token: staff.token });
    expect(me.json<{ role: string; shop_ids: string[] }>()).toMatchObject({
      role: 'manager',
      shop_ids: [shopB],
    });
  });

  it('refuses a taken email with 409 and an unknown shop with 422', async () => {
    const admin = await company();
    const staff = await createStaff(t.app, admin, 'employee');
    const taken = await call(t.app, 'PATCH', `${URL}/${staff.id}`, {
      token: admin.token,
      body: { email: admin.email },
    });
    expect(taken.statusCode).toBe(409);
    const shop = await call(t.app, 'PATCH', `${URL}/${staff.id}`, {
      token: admin.token,
      body: { shop_ids: [crypto.randomUUID()] },
    });
    expect(shop.statusCode).toBe(422);
  });

  it('forbids changing your own role or deactivating yourself (409 cannot_remove_self)', async () => {
    const admin = await company();
    const me = (await call(t.app, 'GET', '/api/v1/user', { token: admin.token })).json<{ id: string }>();
    const role = await call(t.app, 'PATCH', `${URL}/${me.id}`, {
      token: admin.token,
      body: { role: 'manager' },
    });
    expect(role.statusCode).toBe(409);
    expect(role.json<ErrorBody>().errors?.role).toEqual(['You cannot do this to your own account.']);
    const status = await call(t.app, 'POST', `${URL}/${me.id}/deactivate`, { token: admin.token });
    expect(status.statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `${URL}/${me.id}`, { token: admin.token })).statusCode).toBe(409);
    expect(
      (
        await call(t.app, 'PATCH', `${URL}/${me.id}`, {
          token: admin.token,
          body: { role: 'admin', name: 'Same Role' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('keeps the last active admin: a super-admin cannot demote, deactivate or delete them (409 last_admin)', async () => {
    const admin = await company();
    const adminId = (await call(t.app, 'GET', '/api/v1/user', { token: admin.token })).json<{ id: string }>()
      .id;
    const platform = await registerCompany(t.app, { name: 'Platform' });
    await t.ctx.db
      .update(users)
      .set({ is_super_admin: true })
      .where(sql`lower(${users.email}) = ${platform.email}`);
    const as = { token: platform.token, headers: { 'x-company-id': admin.companyId } };
    const demote = await call(t.app, 'PATCH', `${URL}/${adminId}`, { ...as, body: { role: 'manager' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<ErrorBody>().errors?.role).toEqual([
      'A company needs at least one active administrator.',
    ]);
    expect((await call(t.app, 'POST', `${URL}/${adminId}/deactivate`, as)).statusCode).toBe(409);
    expect((await call(t.app, 'DELETE', `${URL}/${adminId}`, as)).statusCode).toBe(409);
    const second = await create(admin, { role: 'admin', password: 'pass word 1234' });
    expect(
      (await call(t.app, 'PATCH', `${URL}/${adminId}`, { ...as, body: { role: 'manager' } })).statusCode,
    ).toBe(200);
    const secondId = second.json<{ data: UserBody }>().data.id;
    expect((await call(t.app, 'DELETE', `${URL}/${secondId}`, as)).statusCode).toBe(409);
  });

  it("deactivation ends the user's sessions (401) and login answers 403 account_inactive; activate restores", async () => {
    const admin = await company();
    const staff = await createStaff(t.app, admin, 'manager');
    const off = await call(t.app, 'POST', `${URL}/${staff.id}/deactivate`, { token: admin.token });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ data: UserBody }>().data.status).toBe('deactivated');
    expect((await call(t.app, 'GET', '/api/v1/user', { token: staff.token })).statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<ErrorBody>().code).toBe('account_inactive');
    expect(await eventTypes(staff.id)).toContain('user.deactivated');
    const live = await t.ctx.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.user_id, staff.id), isNull(accessTokens.revoked_at)));
    expect(live).toEqual([]);
    expect(
      (await call(t.app, 'POST', `${URL}/${staff.id}/activate`, { token: admin.token })).statusCode,
    ).toBe(200);
    const again = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: staff.email, password: staff.password },
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('delete, PIN reset and invitations', () => {
  it('soft-deletes: 204, then 404, token 401, email free for a new user; user.deleted recorded', async () => {
    const admin = await company();
    const staff = await createStaff(t.app, admin, 'employee');
    expect((await call(t.app, 'DELETE', `${URL}/${staff.id}`, { token: admin.token })).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `${URL}/${staff.id}`, { token: admin.token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${URL}/${staff.id}`, { token: admin.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/user', { token: staff.token })).statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.email).toBe(staff.email);
    expect(await eventTypes(staff.id)).toContain('user.deleted');
    expect((await create(admin, { email: staff.email })).statusCode).toBe(201);
  });

  it('reset-pin clears the PIN (has_pin false, PIN login refused); user.pin_reset recorded', async () => {
    const admin = await company();
    const staff = await createStaff(t.app, admin, 'employee');
    const set = await call(t.app, 'POST', '/api/v1/user/set-pin', {
      token: staff.token,
      body: { pin: '4827', pin_confirmation: '4827' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const reset = await call(t.app, 'POST', `${URL}/${staff.id}/reset-pin`, { token: admin.token });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ data: UserBody }>().data.has_pin).toBe(false);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, staff.id));
    expect([row!.pin_hash, row!.pin_lookup]).toEqual([null, null]);
    const pinLogin = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
      body: { company_code: admin.companyCode, pin: '4827' },
    });
    expect(pinLogin.statusCode).toBe(422);
    expect(await eventTypes(staff.id)).toContain('user.pin_reset');
  });

  it('resend-invitation mails a new link (the old one stops working); 409 for a user who is not invited', async () => {
    const admin = await company();
    const email = uniqueEmail('late');
    const created = await create(admin, { email });
    const id = created.json<{ data: UserBody }>().data.id;
    const first = /token=([\w-]+)/.exec(t.mails.findLast((m) => m.to === email)!.text)![1]!;
    const resent = await call(t.app, 'POST', `${URL}/${id}/resend-invitation`, { token: admin.token });
    expect(resent.statusCode).toBe(200);
    const second = /token=([\w-]+)/.exec(t.mails.findLast((m) => m.to === email)!.text)![1]!;
    expect(second).not.toBe(first);
    const old = await call(t.app, 'POST', '/api/v1/auth/invitations/accept', {
      body: { token: first, password: 'my new password' },
    });
    expect(old.statusCode).toBe(422);
    const ok = await call(t.app, 'POST', '/api/v1/auth/invitations/accept', {
      body: { token: second, password: 'my new password' },
    });
    expect(ok.statusCode).toBe(200);
    const again = await call(t.app, 'POST', `${URL}/${id}/resend-invitation`, { token: admin.token });
    expect(again.statusCode).toBe(409);
  });
});
