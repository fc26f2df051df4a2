import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, shops } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body<T> = { data: T };
const get = async <T = Record<string, unknown>>(
  account: Account,
  path: string,
  headers: Record<string, string> = {},
) => {
  const response = await call(t.app, 'GET', `/api/v1/admin${path}`, { token: account.token, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body<T>>().data;
};
const put = (account: Account, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'PUT', `/api/v1/admin${path}`, { token: account.token, body, headers });

const eventsOf = (companyId: string, type: string) =>
  t.ctx.db
    .select()
    .from(events)
    .where(and(eq(events.company_id, companyId), eq(events.type, type)));

interface Onboarding {
  steps: { key: string; done: boolean; skipped: boolean }[];
  progress: number;
  completed: boolean;
  dismissed: boolean;
}
const stepStates = (o: Onboarding) => Object.fromEntries(o.steps.map((s) => [s.key, s.done || s.skipped]));

describe('company', () => {
  it('answers the company with its subscription, on the admin and the plain path', async () => {
    const account = await registerCompany(t.app, { name: 'Épicerie Ndiaye' });
    const company = await get<Record<string, unknown>>(account, '/company');
    expect(company).toMatchObject({
      id: account.companyId,
      name: 'Épicerie Ndiaye',
      company_code: account.companyCode,
      currency: 'USD',
    });
    expect(company.subscription).toMatchObject({
      plan_lookup_key: 'free',
      lookup_key: 'free',
      status: 'active',
      plan_name: 'Free',
    });
    expect(company.subscription).toHaveProperty('limits.shops', 1);
    const plain = await call(t.app, 'GET', '/api/v1/company', { token: account.token });
    expect(plain.json<Body<{ id: string }>>().data.id).toBe(account.companyId);
  });

  it('updates details and records company.updated with only the changed fields; a PUT changing nothing writes nothing', async () => {
    const account = await registerCompany(t.app);
    const response = await put(account, '/company', {
      name: 'Boutique Awa',
      phone: '+221 77 000 00 00',
      city: 'Dakar',
      country: 'sn',
      tax_id: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Body<unknown>>().data).toMatchObject({
      phone: '+221 77 000 00 00',
      city: 'Dakar',
      country: 'SN',
      tax_id: null,
    });

    const [event, ...more] = await eventsOf(account.companyId, 'company.updated');
    expect(more).toHaveLength(0);
    expect(event!.payload.fields).toEqual(['phone', 'city', 'country']);
    expect(event!.payload.changes).toMatchObject({ city: { from: null, to: 'Dakar' } });

    expect((await put(account, '/company', { city: 'Dakar' })).statusCode).toBe(200);
    expect(await eventsOf(account.companyId, 'company.updated')).toHaveLength(1);
  });

  it('refuses bad details with 422 and field errors in French', async () => {
    const account = await registerCompany(t.app);
    const response = await put(
      account,
      '/company',
      { name: '', email: 'nope', currency: 'ZZZ', timezone: 'Mars/Olympus' },
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors).sort()).toEqual(['currency', 'email', 'name', 'timezone']);
    expect(body.errors.currency).toEqual(['Code de devise inconnu.']);
    expect(body.errors.timezone).toEqual(['Fuseau horaire inconnu.']);
  });

  it('refuses every company change to an employee (no company.update) and lets an accountant make them', async () => {
    const admin = await registerCompany(t.app);
    const employee = await createStaff(t.app, admin, 'employee');
    const paths = [
      '/company',
      '/company/website',
      '/company/variables',
      '/company/onboarding',
      '/company/app-shortcuts',
    ];
    for (const path of paths) {
      expect((await call(t.app, 'GET', `/api/v1${path}`, { token: employee.token })).statusCode, path).toBe(
        403,
      );
      expect((await put(employee, path, {})).statusCode, path).toBe(403);
    }
    const accountant = await createStaff(t.app, admin, 'accountant');
    expect((await put(accountant, '/company', { phone: '+221 33 000' })).statusCode).toBe(200);
    expect((await get<{ phone: string }>(admin, '/company')).phone).toBe('+221 33 000');
  });

  it("keeps each company on its own data: B sees B, never A's changes, and cannot reach A with X-Company-Id", async () => {
    const a = await registerCompany(t.app, { name: 'Company A' });
    const b = await registerCompany(t.app, { name: 'Company B' });
    await put(a, '/company', { phone: '+221 11' });
    await put(a, '/company/website', { title: 'A online' });
    const company = await get<{ id: string; phone: string | null }>(b, '/company');
    expect(company).toMatchObject({ id: b.companyId, phone: null });
    expect((await get<{ title: string }>(b, '/company/website')).title).toBe('Company B');

    const spoofed = await put(b, '/company', { name: 'Hijacked' }, { 'x-company-id': a.companyId });
    expect(spoofed.statusCode).toBe(403);
    expect((await get<{ name: string }>(a, '/company')).name).toBe('Company A');
  });
});

describe('company website', () => {
  it('starts from defaults and merges a partial update, keeping the other fields', async () => {
    const account = await registerCompany(t.app, { name: 'Chez Fatou' });
    expect(await get(account, '/company/website')).toMatchObject({
      title: 'Chez Fatou',
      primary_color: '#ed9221',
      published: false,
      domain: null,
    });
    const response = await put(account, '/company/website', {
      primary_color: '#112233',
      domain: 'Fatou.Example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Body<unknown>>().data).toMatchObject({
      title: 'Chez Fatou',
      primary_color: '#112233',
      domain: 'fatou.example.com',
    });
    expect(await get(account, '/company/website')).toMatchObject({
      primary_color: '#112233',
      published: false,
    });
    expect(await eventsOf(account.companyId, 'company.website_updated')).toHaveLength(1);
  });

  it('refuses a bad colour, domain or misspelt setting with 422, and a domain another company uses with 409', async () => {
    const a = await registerCompany(t.app);
    const b = await registerCompany(t.app);
    const bad = await put(
      a,
      '/company/website',
      { primary_color: 'orange', domain: 'not a domain' },
      { 'accept-language': 'fr' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      primary_color: ['Saisissez une couleur comme #ed9221.'],
      domain: ['Saisissez un domaine comme boutique.exemple.com.'],
    });
    const misspelt = await put(a, '/company/website', { publised: true });
    expect(misspelt.statusCode).toBe(422);
    expect(misspelt.json<{ errors: Record<string, string[]> }>().errors).toBeDefined();
    expect(misspelt.body).toContain('publised');
    const domain = `shop-${a.companyId.slice(-8)}.example.com`;
    expect((await put(a, '/company/website', { domain })).statusCode).toBe(200);
    const taken = await put(b, '/company/website', { domain });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('domain');
  });
});

describe('company variables', () => {
  it('answers currency, time zone and locale with the document settings, and saves a partial change of both kinds', async () => {
    const account = await registerCompany(t.app, { currency: 'XAF' });
    expect(await get(account, '/company/variables')).toMatchObject({
      currency: 'XAF',
      invoice_prefix: 'INV-',
      week_starts_on: 1,
      allow_negative_stock: false,
    });
    const response = await put(account, '/company/variables', {
      currency: 'eur',
      timezone: 'Africa/Dakar',
      invoice_prefix: 'FAC-',
    });
    expect(response.statusCode, response.body).toBe(200);
    const variables = await get<Record<string, unknown>>(account, '/company/variables');
    expect(variables).toMatchObject({
      currency: 'EUR',
      timezone: 'Africa/Dakar',
      invoice_prefix: 'FAC-',
      order_prefix: 'ORD-',
    });
    expect(await get(account, '/company')).toMatchObject({ currency: 'EUR', timezone: 'Africa/Dakar' });
    const [event] = await eventsOf(account.companyId, 'company.variables_updated');
    expect(event!.payload.fields).toEqual(['invoice_prefix', 'currency', 'timezone']);
  });

  it('refuses bad variables with 422 in French', async () => {
    const account = await registerCompany(t.app);
    const response = await put(
      account,
      '/company/variables',
      { invoice_prefix: 'FA C!', week_starts_on: 3, currency: 'XYZ' },
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['currency', 'invoice_prefix', 'week_starts_on']);
    expect(errors.invoice_prefix).toEqual([
      'Utilisez au plus 12 lettres, chiffres, tirets ou barres obliques.',
    ]);
  });
});

describe('company onboarding', () => {
  it('starts empty for a USD sign-up and progresses step by step as the data changes', async () => {
    const admin = await registerCompany(t.app);
    let onboarding = await get<Onboarding>(admin, '/company/onboarding');
    expect(onboarding.steps.map((s) => s.key)).toEqual([
      'company_details',
      'currency',
      'first_shop',
      'first_product',
      'invite_staff',
    ]);
    expect(onboarding).toMatchObject({ progress: 0, completed: false, dismissed: false });

    await put(admin, '/company', { phone: '+221 77 123 45 67' });
    expect(stepStates(await get<Onboarding>(admin, '/company/onboarding')).company_details).toBe(false);
    await put(admin, '/company', { city: 'Thiès' });
    await put(admin, '/company/variables', { week_starts_on: 0 });
    onboarding = await get<Onboarding>(admin, '/company/onboarding');
    expect(stepStates(onboarding)).toMatchObject({
      company_details: true,
      currency: true,
      first_shop: false,
    });
    expect(onboarding.progress).toBe(40);

    await t.ctx.db.update(shops).set({ name: 'Thiès centre' }).where(eq(shops.company_id, admin.companyId));
    await createStaff(t.app, admin, 'manager');
    onboarding = await get<Onboarding>(admin, '/company/onboarding');
    expect(stepStates(onboarding)).toMatchObject({
      first_shop: true,
      first_product: false,
      invite_staff: true,
    });
    expect(onboarding).toMatchObject({ progress: 80, completed: false });
  });

  it('counts a currency chosen at sign-up or changed later as the currency step', async () => {
    const xaf = await registerCompany(t.app, { currency: 'XAF' });
    expect(stepStates(await get<Onboarding>(xaf, '/company/onboarding')).currency).toBe(true);
    const usd = await registerCompany(t.app);
    await put(usd, '/company', { currency: 'EUR' });
    await put(usd, '/company', { currency: 'USD' });
    expect(stepStates(await get<Onboarding>(usd, '/company/onboarding')).currency).toBe(true);
  });

  it('skips, unskips and dismisses; completed once every step is done or skipped', async () => {
    const admin = await registerCompany(t.app);
    const skipAll = await put(admin, '/company/onboarding', {
      skip: ['company_details', 'currency', 'first_shop', 'first_product', 'invite_staff'],
    });
    expect(skipAll.json<Body<Onboarding>>().data).toMatchObject({ progress: 100, completed: true });
    const unskip = await put(admin, '/company/onboarding', { unskip: ['first_product'], dismissed: true });
    const onboarding = unskip.json<Body<Onboarding>>().data;
    expect(onboarding).toMatchObject({ progress: 80, completed: false, dismissed: true });
    expect(onboarding.steps.find((s) => s.key === 'first_product')).toEqual({
      key: 'first_product',
      done: false,
      skipped: false,
    });
    expect(await eventsOf(admin.companyId, 'company.onboarding_updated')).toHaveLength(2);
  });

  it('refuses an unknown step, or one both skipped and unskipped, with 422 in French', async () => {
    const admin = await registerCompany(t.app);
    const unknown = await put(
      admin,
      '/company/onboarding',
      { skip: ['fly_to_mars'] },
      { 'accept-language': 'fr' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(['skip.0']);
    const both = await put(
      admin,
      '/company/onboarding',
      { skip: ['currency'], unskip: ['currency'] },
      { 'accept-language': 'fr' },
    );
    expect(both.statusCode).toBe(422);
    expect(both.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      unskip: ['Une étape ne peut pas être ignorée et rétablie en même temps.'],
    });
  });
});

describe('company app shortcuts', () => {
  it('starts empty, replaces the pinned apps in order, and refuses unknown or repeated apps with 422', async () => {
    const admin = await registerCompany(t.app);
    expect(await get(admin, '/company/app-shortcuts')).toEqual({ app_shortcuts: [] });
    const saved = await put(admin, '/company/app-shortcuts', { app_shortcuts: ['pos', 'orders', 'stats'] });
    expect(saved.statusCode).toBe(200);
    expect(await get(admin, '/company/app-shortcuts')).toEqual({ app_shortcuts: ['pos', 'orders', 'stats'] });
    expect(await eventsOf(admin.companyId, 'company.app_shortcuts_updated')).toHaveLength(1);

    const repeated = await put(
      admin,
      '/company/app-shortcuts',
      { app_shortcuts: ['pos', 'pos'] },
      { 'accept-language': 'fr' },
    );
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json<{ errors: Record<string, string[]> }>().errors.app_shortcuts).toEqual([
      'Les éléments ne doivent pas se répéter.',
    ]);
    expect((await put(admin, '/company/app-shortcuts', { app_shortcuts: ['teleport'] })).statusCode).toBe(
      422,
    );
    expect(await get(admin, '/company/app-shortcuts')).toEqual({ app_shortcuts: ['pos', 'orders', 'stats'] });
  });
});
