import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, uniqueEmail } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { companyOnPlan, type ErrorBody, eventTypes, USERS_URL, type UserBody } from './users.test-helpers.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await companyOnPlan(t);
});
afterAll(() => t.close());

const ACCEPT = '/api/v1/auth/invitations/accept';

/** Invites a new user; returns their id, email and the token from the mail. */
async function invite(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const email = uniqueEmail('invitee');
  const response = await call(t.app, 'POST', USERS_URL, {
    token: admin.token,
    headers,
    body: { name: 'Invited Person', email, role: 'employee', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = t.mails.findLast((m) => m.to === email)!;
  const token = /accept-invitation\?token=([\w-]+)/.exec(mail.text)![1]!;
  return { id: response.json<{ data: UserBody }>().data.id, email, token, mail };
}

const accept = (body: Record<string, unknown>) => call(t.app, 'POST', ACCEPT, { body });

describe('accept an invitation', () => {
  it('sets the password and name, activates the user and opens a session like a login', async () => {
    const invited = await invite();
    const response = await accept({
      token: invited.token,
      password: 'chosen password 1',
      name: 'Fatou Ndiaye',
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json<{ accessToken: string; companyId: string; company_code: string }>();
    expect(session).toMatchObject({ companyId: admin.companyId, company_code: admin.companyCode });
    const me = await call(t.app, 'GET', '/api/v1/user', { token: session.accessToken });
    expect(me.json()).toMatchObject({
      id: invited.id,
      name: 'Fatou Ndiaye',
      status: 'active',
      role: 'employee',
    });
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: invited.email, password: 'chosen password 1' },
    });
    expect(login.statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, invited.id));
    expect([row!.invitation_token_hash, row!.invitation_expires_at]).toEqual([null, null]);
    expect(row!.last_login_at).not.toBeNull();
    expect(await eventTypes(t, invited.id)).toContain('user.invitation_accepted');
  });

  it('works once: the same link again is a 422 invitation_invalid', async () => {
    const invited = await invite();
    expect((await accept({ token: invited.token, password: 'chosen password 1' })).statusCode).toBe(200);
    const again = await accept({ token: invited.token, password: 'another password 2' });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().errors?.token).toEqual([
      'This invitation link is invalid or has expired. Ask for a new one.',
    ]);
  });

  it('refuses an expired link after 7 days, and an unknown one, with 422 in the request language', async () => {
    const invited = await invite();
    await t.ctx.db
      .update(users)
      .set({ invitation_expires_at: new Date(Date.now() - 1000) })
      .where(eq(users.id, invited.id));
    expect((await accept({ token: invited.token, password: 'chosen password 1' })).statusCode).toBe(422);
    const unknown = await call(t.app, 'POST', ACCEPT, {
      headers: { 'accept-language': 'fr' },
      body: { token: 'x'.repeat(32), password: 'chosen password 1' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().errors?.token?.[0]).toContain("Ce lien d'invitation");
  });

  it('validates the body: a short password is a 422 on password', async () => {
    const invited = await invite();
    const response = await accept({ token: invited.token, password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors!)).toEqual(['password']);
  });

  it('kills the link when the invited user is deactivated or deleted', async () => {
    const deactivated = await invite();
    const off = await call(t.app, 'POST', `${USERS_URL}/${deactivated.id}/deactivate`, {
      token: admin.token,
    });
    expect(off.statusCode).toBe(200);
    expect((await accept({ token: deactivated.token, password: 'chosen password 1' })).statusCode).toBe(422);
    const deleted = await invite();
    expect(
      (await call(t.app, 'DELETE', `${USERS_URL}/${deleted.id}`, { token: admin.token })).statusCode,
    ).toBe(204);
    expect((await accept({ token: deleted.token, password: 'chosen password 1' })).statusCode).toBe(422);
  });
});

describe('invitation state', () => {
  it('cannot be activated by an admin before it is accepted (409 invitation_pending), nor sign in', async () => {
    const invited = await invite();
    const activate = await call(t.app, 'PATCH', `${USERS_URL}/${invited.id}`, {
      token: admin.token,
      body: { status: 'active' },
    });
    expect(activate.statusCode).toBe(409);
    expect(activate.json<ErrorBody>().errors?.status).toEqual([
      'This user has not accepted their invitation yet.',
    ]);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: invited.email, password: 'anything at all' },
    });
    expect(login.statusCode).toBe(422);
  });

  it("mails in the invitee's locale, else the request's, naming the company, inviter and a 7-day link", async () => {
    const spanish = await invite({}, { 'accept-language': 'es' });
    expect(spanish.mail.subject).toBe('Boutique Awa le invita a Comptoir');
    const english = await invite({ locale: 'en' }, { 'accept-language': 'es' });
    expect(english.mail.subject).toBe('Boutique Awa invites you to Comptoir');
    expect(english.mail.text).toContain('Awa Diop added you to Boutique Awa');
    expect(english.mail.text).toMatch(/http:\/\/localhost:\d+\/accept-invitation\?token=/);
  });

  it('accepting a password reset code also activates an invited user', async () => {
    const invited = await invite();
    await call(t.app, 'POST', '/api/v1/auth/password/email', { body: { email: invited.email } });
    const code = /\b(\d{6})\b/.exec(t.mails.findLast((m) => m.to === invited.email)!.text)![1]!;
    const reset = await call(t.app, 'POST', '/api/v1/auth/password/reset', {
      body: {
        email: invited.email,
        otp: code,
        password: 'reset password 1',
        password_confirmation: 'reset password 1',
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const shown = await call(t.app, 'GET', `${USERS_URL}/${invited.id}`, { token: admin.token });
    expect(shown.json<{ data: UserBody }>().data.status).toBe('active');
  });
});
