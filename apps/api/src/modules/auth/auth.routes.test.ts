import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerCompany, uniqueEmail } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('creates a company with admin, default shop and warehouse, free plan and a company code', async () => {
    const account = await registerCompany(t.app, { currency: 'XAF' });
    expect(account.companyCode).toMatch(/^[A-Z2-9]{6}$/);

    const me = await call(t.app, 'GET', '/api/v1/user', { token: account.token });
    expect(me.statusCode).toBe(200);
    const user = me.json<{
      role: string;
      has_pin: boolean;
      company: { id: string; currency: string };
      subscription: { plan_lookup_key: string };
      shop_ids: string[];
    }>();
    expect(user.role).toBe('admin');
    expect(user.has_pin).toBe(false);
    expect(user.company).toMatchObject({ id: account.companyId, currency: 'XAF' });
    expect(user.subscription.plan_lookup_key).toBe('free');
    expect(user.shop_ids).toHaveLength(1);
    expect(me.body).not.toContain('password_hash');
  });

  it('names the first warehouse and the cash method in the company’s language', async () => {
    const named = async (locale: string) => {
      const response = await call(t.app, 'POST', '/api/v1/auth/register', {
        body: {
          user: {
            name: 'Awa Diop',
            email: uniqueEmail(`owner-${locale}`),
            password: 'correct horse battery',
          },
          company: { name: 'Boutique Awa', locale },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const token = response.json<{ accessToken: string }>().accessToken;
      const list = async (path: string) =>
        (await call(t.app, 'GET', path, { token }))
          .json<{ data: { name: string }[] }>()
          .data.map((r) => r.name);
      return {
        warehouses: await list('/api/v1/admin/warehouses'),
        methods: await list('/api/v1/admin/payment-methods'),
      };
    };
    expect(await named('fr')).toEqual({ warehouses: ['Entrepôt principal'], methods: ['Espèces'] });
    expect(await named('es')).toEqual({ warehouses: ['Almacén principal'], methods: ['Efectivo'] });
    expect(await named('en')).toEqual({ warehouses: ['Main warehouse'], methods: ['Cash'] });
  });

  it('refuses an email already used with 409', async () => {
    const account = await registerCompany(t.app);
    const again = await call(t.app, 'POST', '/api/v1/auth/register', {
      body: {
        user: { name: 'X', email: account.email, password: 'another password' },
        company: { name: 'Y' },
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toHaveProperty(['user.email']);
  });

  it('answers validation errors with 422, field errors, in the request language', async () => {
    const response = await call(t.app, 'POST', '/api/v1/auth/register', {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      body: { user: { name: '', email: 'not-an-email', password: 'short' }, company: {} },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors).sort()).toEqual([
      'company.name',
      'user.email',
      'user.name',
      'user.password',
    ]);
    expect(body.errors['company.name']![0]).toBe('Ce champ est obligatoire.');
    // Everyday words, not the validator's ("Trop petit : chaîne de caractères doit avoir >=1 caractères").
    expect(body.errors).toMatchObject({
      'user.name': ['Ce champ est obligatoire.'],
      'user.email': ['Saisissez une adresse e-mail valide.'],
      'user.password': [expect.stringMatching(/^Saisissez au moins \d+ caractères\.$/)],
    });
  });
});

describe('login', () => {
  it('signs in by email and password and answers the three session fields', async () => {
    const account = await registerCompany(t.app);
    const response = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      companyId: account.companyId,
      company_code: account.companyCode,
    });
  });

  it('refuses a wrong password with 422 and the 6th failure with 429 and Retry-After', async () => {
    const account = await registerCompany(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(t.app, 'POST', '/api/v1/auth/login', {
        body: { email: account.email, password: 'wrong password' },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const throttled = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records each sign-in as an event in the outbox, with its method', async () => {
    const account = await registerCompany(t.app);
    await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    const rows = await queryRows<{ type: string; payload: { method: string } }>(
      t.ctx.db,
      sql`select type, payload from events where company_id = ${account.companyId} order by id`,
    );
    expect(rows.map((r) => r.type)).toEqual(['company.created', 'user.created', 'user.logged_in']);
    expect(rows.at(-1)!.payload.method).toBe('password');
  });

  it('logs out by revoking the token on the server', async () => {
    const account = await registerCompany(t.app);
    const out = await call(t.app, 'POST', '/api/v1/auth/logout', { token: account.token });
    expect(out.statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/api/v1/user', { token: account.token });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await call(t.app, 'GET', '/api/v1/user')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', '/api/v1/user', { token: 'cpt_unknownunknownunknown' })).statusCode,
    ).toBe(401);
  });
});

describe('PIN', () => {
  it('sets a PIN, refuses banned and taken PINs with 422, and signs in by company code + PIN', async () => {
    const account = await registerCompany(t.app);
    const banned = await call(t.app, 'POST', '/api/v1/user/set-pin', {
      token: account.token,
      body: { pin: '1234', pin_confirmation: '1234' },
    });
    expect(banned.statusCode).toBe(422);
    expect(banned.json().message).toBe('Invalid or unavailable PIN');

    const mismatch = await call(t.app, 'POST', '/api/v1/user/set-pin', {
      token: account.token,
      body: { pin: '4821', pin_confirmation: '4822' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<{ errors: Record<string, string[]> }>().errors.pin_confirmation).toEqual([
      'PINs do not match.',
    ]);

    const ok = await call(t.app, 'POST', '/api/v1/user/set-pin', {
      token: account.token,
      body: { pin: '4821', pin_confirmation: '4821' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('PIN set successfully');

    const byPin = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
      body: { company_code: account.companyCode.toLowerCase(), pin: '4821' },
    });
    expect(byPin.statusCode).toBe(200);
    expect(byPin.json().companyId).toBe(account.companyId);

    const withEmail = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
      body: { company_code: account.companyCode, pin: '4821', email: account.email },
    });
    expect(withEmail.statusCode).toBe(200);
  });

  it('throttles the 6th wrong PIN for a company code within the window with 429', async () => {
    const account = await registerCompany(t.app);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
        body: { company_code: account.companyCode, pin: `${5000 + i}` },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const sixth = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
      headers: { 'accept-language': 'es' },
      body: { company_code: account.companyCode, pin: '5005' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().message).toMatch(/^Demasiados intentos/);
  });
});

describe('PIN search over a day', () => {
  it('keeps refusing after 20 wrong PINs in a day even when each 15-minute window is respected', async () => {
    const account = await registerCompany(t.app);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      for (let window = 0; window < 4; window++) {
        vi.setSystemTime(start + window * 16 * 60_000);
        for (let i = 0; i < 5; i++) {
          const wrong = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
            headers: { 'x-forwarded-for': `10.0.${window}.${i}` },
            body: { company_code: account.companyCode, pin: `${7000 + window * 5 + i}` },
          });
          expect(wrong.statusCode).toBe(422);
        }
      }
      vi.setSystemTime(start + 4 * 16 * 60_000);
      const next = await call(t.app, 'POST', '/api/v1/auth/login-with-pin', {
        body: { company_code: account.companyCode, pin: '7020' },
      });
      expect(next.statusCode).toBe(429);
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(3600);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('password reset', () => {
  it('emails a 6-digit code that resets the password once, then is spent', async () => {
    const account = await registerCompany(t.app);
    const asked = await call(t.app, 'POST', '/api/v1/auth/password/email', {
      body: { email: account.email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = t.mails.findLast((m) => m.to === account.email)!;
    const code = /(\d{6})/.exec(mail.text)![1]!;

    const reset = await call(t.app, 'POST', '/api/v1/auth/password/reset', {
      body: {
        email: account.email,
        otp: code,
        password: 'a brand new password',
        password_confirmation: 'a brand new password',
      },
    });
    expect(reset.statusCode).toBe(200);
    const reused = await call(t.app, 'POST', '/api/v1/auth/password/reset', {
      body: {
        email: account.email,
        otp: code,
        password: 'another new password',
        password_confirmation: 'another new password',
      },
    });
    expect(reused.statusCode).toBe(422);
    const login = await call(t.app, 'POST', '/api/v1/auth/login', {
      body: { email: account.email, password: 'a brand new password' },
    });
    expect(login.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/user', { token: account.token })).statusCode).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mails.length;
    const asked = await call(t.app, 'POST', '/api/v1/auth/password/email', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(asked.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });
});
