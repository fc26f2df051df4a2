import type { Customer } from '@comptoir/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customers } from '../../db/schema/index.ts';
import { customerApi, type ErrorBody } from './customers.test-helpers.ts';

interface ListBody {
  data: Customer[];
  meta: { total: number; current_page: number; last_page: number; per_page: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, createCustomer, eventTypes } = customerApi(() => t);
const names = (response: { json<T>(): T }) => response.json<ListBody>().data.map((c) => c.name);

describe('customers CRUD', () => {
  it('creates, reads, updates and soft-deletes a customer, recording customer.created/updated/deleted', async () => {
    const admin = await registerCompany(t.app);
    const created = await createCustomer(admin, {
      first_name: '  Awa ',
      last_name: 'Diop',
      phone: '+221 77 123 45 67',
      email: 'Awa@Example.SN',
      tags: ['vip', ' VIP ', 'grossiste'],
      marketing_consent: true,
    });
    expect(created).toMatchObject({
      type: 'individual',
      name: 'Awa Diop',
      first_name: 'Awa',
      phone: '221771234567',
      email: 'awa@example.sn',
      tags: ['vip', 'grossiste'],
      marketing_consent: true,
      company_name: null,
    });
    expect(created.marketing_consent_at).not.toBeNull();

    const read = await api('GET', `/customers/${created.id}`, { token: admin.token });
    expect(read.json<{ data: Customer }>().data).toEqual(created);

    const updated = await api('PATCH', `/customers/${created.id}`, {
      token: admin.token,
      body: { type: 'company', company_name: 'Diop Distribution', marketing_consent: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: Customer }>().data).toMatchObject({
      type: 'company',
      name: 'Diop Distribution',
      first_name: 'Awa',
      marketing_consent: false,
      marketing_consent_at: null,
    });
    const put = await api('PUT', `/customers/${created.id}`, {
      token: admin.token,
      body: { notes: 'Paie par Wave' },
    });
    expect(put.json<{ data: Customer }>().data).toMatchObject({ notes: 'Paie par Wave', type: 'company' });

    const removed = await api('DELETE', `/customers/${created.id}`, { token: admin.token });
    expect(removed.statusCode).toBe(204);
    expect((await api('GET', `/customers/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(customers).where(eq(customers.id, created.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(await eventTypes(admin.companyId, created.id)).toEqual([
      'customer.created',
      'customer.updated',
      'customer.updated',
      'customer.deleted',
    ]);
  });

  it('answers 422 with a message per field in French: bad phone, bad email, unknown type', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/customers', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { type: 'shop', first_name: 'Awa', email: 'pas-un-email', phone: '0123' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors!).sort()).toEqual(['email', 'phone', 'type']);
    expect(body.errors!.phone).toEqual([
      'Saisissez un numéro WhatsApp de 10 à 15 chiffres, ne commençant pas par 0.',
    ]);
  });

  it('an individual needs a first or last name, a company its company name (422, create and update)', async () => {
    const admin = await registerCompany(t.app);
    const nameless = await api('POST', '/customers', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { first_name: '  ', phone: '237671234567' },
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json<ErrorBody>().errors).toEqual({
      first_name: ['Saisissez un prénom ou un nom.'],
      last_name: ['Saisissez un prénom ou un nom.'],
    });
    const company = await api('POST', '/customers', {
      token: admin.token,
      body: { type: 'company', first_name: 'Koffi' },
    });
    expect(company.json<ErrorBody>().errors).toEqual({ company_name: ["Enter the company's name."] });

    const koffi = await createCustomer(admin, { last_name: 'Kouassi' });
    const cleared = await api('PATCH', `/customers/${koffi.id}`, {
      token: admin.token,
      body: { last_name: null },
    });
    expect(cleared.statusCode).toBe(422);
    const toCompany = await api('PATCH', `/customers/${koffi.id}`, {
      token: admin.token,
      body: { type: 'company' },
    });
    expect(toCompany.json<ErrorBody>().errors).toHaveProperty('company_name');
    expect(
      (await api('GET', `/customers/${koffi.id}`, { token: admin.token })).json<{ data: Customer }>(),
    ).toMatchObject({ data: { name: 'Kouassi', type: 'individual' } });
  });

  it('refuses a phone another live customer has (409 with a translated field message); a deleted one frees it', async () => {
    const admin = await registerCompany(t.app);
    const first = await createCustomer(admin, { first_name: 'Aminata', phone: '+225 07 08 09 10 11' });
    const other = await createCustomer(admin, { first_name: 'Yao' });
    const duplicate = await api('POST', '/customers', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { first_name: 'Awa', phone: '225 0708091011' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>()).toMatchObject({
      code: 'duplicate',
      message: 'Ce champ (numéro WhatsApp) est déjà utilisé.',
      errors: { phone: ['Un autre client a déjà ce numéro WhatsApp.'] },
    });
    const taken = await api('PATCH', `/customers/${other.id}`, {
      token: admin.token,
      body: { phone: '2250708091011' },
    });
    expect(taken.statusCode).toBe(409);
    // Saving one's own number again is fine.
    const same = await api('PATCH', `/customers/${first.id}`, {
      token: admin.token,
      body: { phone: '+225 0708091011', first_name: 'Aminata' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await api('DELETE', `/customers/${first.id}`, { token: admin.token })).statusCode).toBe(204);
    await createCustomer(admin, { first_name: 'Awa', phone: '2250708091011' });
    await createCustomer(await registerCompany(t.app), { first_name: 'Yao', phone: '2250708091011' });
  });
  it('two simultaneous creations with the same phone: one 201, one 409, never a 500', async () => {
    const admin = await registerCompany(t.app);
    const responses = await Promise.all(
      ['Awa', 'Fatou', 'Aminata'].map((first_name) =>
        api('POST', '/customers', { token: admin.token, body: { first_name, phone: '+221 78 999 00 11' } }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('customers access', () => {
  it('lets an employee view, create and update customers but not delete or export them; a courier has none', async () => {
    const admin = await registerCompany(t.app);
    const employee = await createStaff(t.app, admin, 'employee');
    const customer = await createCustomer(employee, { first_name: 'Moussa' });
    const patched = await api('PATCH', `/customers/${customer.id}`, {
      token: employee.token,
      body: { last_name: 'Ndiaye' },
    });
    expect(patched.statusCode).toBe(200);
    expect((await api('DELETE', `/customers/${customer.id}`, { token: employee.token })).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/customers/export', { token: employee.token })).statusCode).toBe(403);
    const courier = await createStaff(t.app, admin, 'courrier');
    expect((await api('GET', '/customers', { token: courier.token })).statusCode).toBe(403);
    expect((await api('GET', `/customers/${customer.id}`, { token: courier.token })).statusCode).toBe(403);
    expect(
      (await api('POST', '/customers', { token: courier.token, body: { first_name: 'X' } })).statusCode,
    ).toBe(403);
    const read = await api('GET', `/customers/${customer.id}`, { token: admin.token });
    expect(read.json<{ data: Customer }>().data.name).toBe('Moussa Ndiaye');
  });

  it("answers 404 for another company's customer on every route and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const customer = await createCustomer(owner, { first_name: 'Fatou', phone: '221761112233' });
    for (const [method, url, body] of [
      ['GET', `/customers/${customer.id}`, undefined],
      ['PATCH', `/customers/${customer.id}`, { first_name: 'Taken over' }],
      ['PUT', `/customers/${customer.id}`, { first_name: 'Taken over' }],
      ['DELETE', `/customers/${customer.id}`, undefined],
      ['GET', `/customers/${customer.id}/addresses`, undefined],
      ['POST', `/customers/${customer.id}/addresses`, { line1: 'Rue 10', city: 'Dakar' }],
    ] as const) {
      const response = await api(method, url, { token: stranger.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const after = await api('GET', `/customers/${customer.id}`, { token: owner.token });
    expect(after.json<{ data: Customer }>().data).toEqual(customer);
    expect(names(await api('GET', '/customers', { token: stranger.token }))).toEqual([]);
    // Another company may hold the same number.
    await createCustomer(stranger, { first_name: 'Fatou', phone: '221761112233' });
  });
});

describe('customers list', () => {
  it('searches name, email and a phone fragment typed with spaces; filters type, tag and consent; sorts and pages', async () => {
    const admin = await registerCompany(t.app);
    await createCustomer(admin, { first_name: 'Awa', last_name: 'Diop', tags: ['vip'] });
    await createCustomer(admin, {
      type: 'company',
      company_name: 'Boulangerie Akwa',
      email: 'contact@akwa.cm',
      tags: ['grossiste', 'vip'],
    });
    await createCustomer(admin, {
      first_name: 'Jean',
      last_name: 'Mbarga',
      phone: '+237 6 71 23 45 67',
      marketing_consent: true,
    });
    await createCustomer(admin, { first_name: 'Chez 100%_Wax' });

    const all = await api('GET', '/customers', { token: admin.token });
    expect(names(all)).toEqual(['Chez 100%_Wax', 'Jean Mbarga', 'Boulangerie Akwa', 'Awa Diop']);
    expect(all.json<ListBody>().meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });

    const search = (text: string) =>
      api('GET', '/customers', { token: admin.token, query: { search: text } });
    expect(names(await search('diop'))).toEqual(['Awa Diop']);
    expect(names(await search('AKWA.CM'))).toEqual(['Boulangerie Akwa']);
    expect(names(await search('712345'))).toEqual(['Jean Mbarga']);
    expect(names(await search('71 23 45'))).toEqual(['Jean Mbarga']);
    expect(names(await search('+237 6 71'))).toEqual(['Jean Mbarga']);
    expect(names(await search('100%_'))).toEqual(['Chez 100%_Wax']);

    const filter = (query: Record<string, string>) => api('GET', '/customers', { token: admin.token, query });
    expect(names(await filter({ 'filter[type]': 'company' }))).toEqual(['Boulangerie Akwa']);
    expect(names(await filter({ 'filter[tag]': 'vip', sort: 'name' }))).toEqual([
      'Awa Diop',
      'Boulangerie Akwa',
    ]);
    const consenting = await filter({ 'filter[marketing_consent]': 'true' });
    expect(names(consenting)).toEqual(['Jean Mbarga']);
    expect(consenting.json<ListBody>().meta.total).toBe(1);

    const page2 = await filter({ sort: 'name', per_page: '3', page: '2' });
    expect(names(page2)).toEqual(['Jean Mbarga']);
    expect(page2.json<ListBody>().meta).toMatchObject({ total: 4, last_page: 2, per_page: 3 });
  });

  it('answers 400 naming an unknown filter, a bad filter value or an unknown sort', async () => {
    const admin = await registerCompany(t.app);
    const queries: Record<string, string>[] = [
      { 'filter[email]': 'x' },
      { 'filter[type]': 'shop' },
      { 'filter[marketing_consent]': 'maybe' },
      { 'filter[tag]': ' ' },
      { sort: 'phone' },
    ];
    for (const query of queries) {
      const response = await api('GET', '/customers', { token: admin.token, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    const unknown = await api('GET', '/customers', { token: admin.token, query: { 'filter[email]': 'x' } });
    expect(unknown.json<ErrorBody>().message).toContain('filter[email]');
  });
});

describe('customers export', () => {
  it('exports the filtered list as CSV with translated headers', async () => {
    const admin = await registerCompany(t.app);
    await createCustomer(admin, { first_name: 'Zeinab', phone: '221770001122', tags: ['vip', 'dakar'] });
    await createCustomer(admin, { type: 'company', company_name: 'Yamoussoukro; "SARL"' });
    const en = await api('GET', '/customers/export', { token: admin.token, query: { sort: '-name' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Type,First name,Last name,Company,Phone,Email,Tax ID,Tags,Marketing consent,Notes,Created',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^Zeinab,Individual,Zeinab,,,\(\+221\) 770 00 11 22,,,"vip, dakar",No,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(lines[2]).toMatch(/^"Yamoussoukro; ""SARL""",Company,,,"Yamoussoukro; ""SARL""",/);

    const fr = await api('GET', '/customers/export', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      query: { 'filter[type]': 'individual' },
    });
    const frLines = fr.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(frLines[0]!.split(';').slice(0, 3)).toEqual(['Nom', 'Type', 'Prénom']);
    expect(frLines).toHaveLength(2);
    expect(frLines[1]).toMatch(/^Zeinab;Particulier;Zeinab;;;\(\+221\) 770 00 11 22;;;vip, dakar;Non;/);
  });
});
