import type { Supplier, SupplierStats } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, suppliers } from '../../db/schema/index.ts';
import { insertTestProduct } from './catalog.test-helpers.ts';
import { supplierStats } from './suppliers.service.ts';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface ListBody {
  data: Supplier[];
  meta: { total: number; current_page: number; last_page: number; per_page: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function createSupplier(admin: Account, body: Record<string, unknown>): Promise<Supplier> {
  const response = await api('POST', '/suppliers', { token: admin.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Supplier }>().data;
}

const names = (response: { json<T>(): T }) => response.json<ListBody>().data.map((s) => s.name);

const eventTypes = async (companyId: string, subjectId: string) =>
  (
    await t.ctx.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.company_id, companyId), eq(events.subject_id, subjectId)))
      .orderBy(events.id)
  ).map((e) => e.type);

describe('suppliers CRUD', () => {
  it('creates, reads, updates and soft-deletes a supplier, recording supplier.created/updated/deleted', async () => {
    const admin = await registerCompany(t.app);
    const created = await createSupplier(admin, {
      name: '  Tissus Dakar  ',
      contact_name: 'Fatou Sow',
      email: 'Contact@Tissus.SN',
      phone: '+221 77 123 45 67',
      country: 'SN',
      payment_terms_days: 30,
    });
    expect(created).toMatchObject({
      name: 'Tissus Dakar',
      contact_name: 'Fatou Sow',
      email: 'contact@tissus.sn',
      phone: '221771234567',
      country: 'SN',
      payment_terms_days: 30,
      is_active: true,
      notes: null,
    });

    const read = await api('GET', `/suppliers/${created.id}`, { token: admin.token });
    expect(read.json<{ data: Supplier }>().data).toEqual(created);

    const updated = await api('PATCH', `/suppliers/${created.id}`, {
      token: admin.token,
      body: { is_active: false, contact_name: null, notes: 'Livre le mardi' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ data: Supplier }>().data).toMatchObject({
      name: 'Tissus Dakar',
      is_active: false,
      contact_name: null,
      notes: 'Livre le mardi',
    });

    const removed = await api('DELETE', `/suppliers/${created.id}`, { token: admin.token });
    expect(removed.statusCode).toBe(204);
    expect((await api('GET', `/suppliers/${created.id}`, { token: admin.token })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(suppliers).where(eq(suppliers.id, created.id));
    expect(row!.deleted_at).not.toBeNull();
    expect(await eventTypes(admin.companyId, created.id)).toEqual([
      'supplier.created',
      'supplier.updated',
      'supplier.deleted',
    ]);
  });

  it('takes the country as a two-letter code, in any case, and refuses anything else in the user’s language', async () => {
    const admin = await registerCompany(t.app);
    const lower = await createSupplier(admin, { name: 'Abidjan Pagnes', country: ' ci ' });
    expect(lower.country).toBe('CI');
    const cleared = await api('PATCH', `/suppliers/${lower.id}`, {
      token: admin.token,
      body: { country: '' },
    });
    expect(cleared.json<{ data: Supplier }>().data.country).toBeNull();
    for (const country of ['1', 'C1', 'CIV']) {
      const refused = await api('POST', '/suppliers', {
        token: admin.token,
        headers: { 'accept-language': 'fr' },
        body: { name: `Fournisseur ${country}`, country },
      });
      expect(refused.statusCode, country).toBe(422);
      expect(refused.json<ErrorBody>().errors, country).toEqual({
        country: ['Saisissez le pays par son code à deux lettres (CM, SN, CI…).'],
      });
    }
  });

  it('refuses a second live supplier with the same name (ignoring case) as 422 name: taken, in French too', async () => {
    const admin = await registerCompany(t.app);
    const first = await createSupplier(admin, { name: 'Kaolack Import' });
    const other = await createSupplier(admin, { name: 'Thiès Textile' });
    const duplicate = await api('POST', '/suppliers', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: 'KAOLACK import' },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json<ErrorBody>().errors).toEqual({ name: ['Cette valeur est déjà utilisée.'] });

    const renamed = await api('PATCH', `/suppliers/${other.id}`, {
      token: admin.token,
      body: { name: 'kaolack import' },
    });
    expect(renamed.statusCode).toBe(422);
    // Changing only the case of one's own name is fine.
    const recased = await api('PATCH', `/suppliers/${first.id}`, {
      token: admin.token,
      body: { name: 'KAOLACK Import' },
    });
    expect(recased.statusCode, recased.body).toBe(200);
    // A deleted supplier frees its name; another company may use it anyway.
    expect((await api('DELETE', `/suppliers/${first.id}`, { token: admin.token })).statusCode).toBe(204);
    await createSupplier(admin, { name: 'Kaolack Import' });
    await createSupplier(await registerCompany(t.app), { name: 'Thiès Textile' });
  });

  it('answers 422 with a message per field on a bad body, in the request language', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/suppliers', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { name: '', email: 'pas-un-email', phone: '0123', payment_terms_days: 400 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors!).sort()).toEqual(['email', 'name', 'payment_terms_days', 'phone']);
    expect(body.errors!.phone).toEqual([
      'Saisissez un numéro WhatsApp de 10 à 15 chiffres, ne commençant pas par 0.',
    ]);
    const missing = await api('POST', '/suppliers', { token: admin.token, body: {} });
    expect(missing.json<ErrorBody>().errors).toEqual({ name: ['This field is required.'] });
  });

  it('refuses to delete a supplier live products still come from (409 in_use), and allows it once they are gone', async () => {
    const admin = await registerCompany(t.app);
    const supplier = await createSupplier(admin, { name: 'Sandaga Wholesale' });
    const productId = await insertTestProduct(t.ctx.db, admin.companyId, {
      title: 'Bazin',
      supplier_id: supplier.id,
    });
    await insertTestProduct(t.ctx.db, admin.companyId, {
      title: 'Old bazin',
      supplier_id: supplier.id,
      deleted: true,
    });
    const refused = await api('DELETE', `/suppliers/${supplier.id}`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'in_use',
      message: 'Cet élément (fournisseur) est encore utilisé (produits : 1).',
    });
    expect((await api('GET', `/suppliers/${supplier.id}`, { token: admin.token })).statusCode).toBe(200);

    const { products } = await import('../../db/schema/index.ts');
    await t.ctx.db.update(products).set({ supplier_id: null }).where(eq(products.id, productId));
    expect((await api('DELETE', `/suppliers/${supplier.id}`, { token: admin.token })).statusCode).toBe(204);
  });
});

describe('suppliers access', () => {
  it('lets an employee view, create and update suppliers but not delete, export or see stats (403)', async () => {
    const admin = await registerCompany(t.app);
    const employee = await createStaff(t.app, admin, 'employee');
    const supplier = await createSupplier(employee, { name: 'Marché HLM' });
    expect(
      (await api('PATCH', `/suppliers/${supplier.id}`, { token: employee.token, body: { city: 'Dakar' } }))
        .statusCode,
    ).toBe(200);
    expect((await api('DELETE', `/suppliers/${supplier.id}`, { token: employee.token })).statusCode).toBe(
      403,
    );
    expect((await api('GET', `/suppliers/${supplier.id}/stats`, { token: employee.token })).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/suppliers/export', { token: employee.token })).statusCode).toBe(403);
    const accountant = await createStaff(t.app, admin, 'accountant');
    expect((await api('GET', '/suppliers', { token: accountant.token })).statusCode).toBe(200);
    expect(
      (await api('POST', '/suppliers', { token: accountant.token, body: { name: 'Nope' } })).statusCode,
    ).toBe(403);
    expect(
      (await api('GET', `/suppliers/${supplier.id}`, { token: admin.token })).json<{ data: Supplier }>().data
        .city,
    ).toBe('Dakar');
  });

  it("answers 404 for another company's supplier on every route and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const supplier = await createSupplier(owner, { name: 'Ndiaye & Fils' });
    for (const [method, url, body] of [
      ['GET', `/suppliers/${supplier.id}`, undefined],
      ['GET', `/suppliers/${supplier.id}/stats`, undefined],
      ['PATCH', `/suppliers/${supplier.id}`, { name: 'Taken over' }],
      ['PUT', `/suppliers/${supplier.id}`, { name: 'Taken over' }],
      ['DELETE', `/suppliers/${supplier.id}`, undefined],
    ] as const) {
      const response = await api(method, url, { token: stranger.token, ...(body ? { body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const after = await api('GET', `/suppliers/${supplier.id}`, { token: owner.token });
    expect(after.json<{ data: Supplier }>().data).toEqual(supplier);
    expect(names(await api('GET', '/suppliers', { token: stranger.token }))).toEqual([]);
  });
});

describe('suppliers list', () => {
  it('searches name, contact, email and phone, filters is_active, sorts and pages with a counted total', async () => {
    const admin = await registerCompany(t.app);
    await createSupplier(admin, { name: 'Bravo Tissus', contact_name: 'Moussa Diallo' });
    await createSupplier(admin, { name: 'Alpha Quincaillerie', email: 'ventes@alpha.sn', is_active: false });
    await createSupplier(admin, { name: 'Charlie Emballages', phone: '+221 76 555 00 11' });
    await createSupplier(admin, { name: 'Delta 100%_Bio' });

    const all = await api('GET', '/suppliers', { token: admin.token });
    expect(names(all)).toEqual([
      'Alpha Quincaillerie',
      'Bravo Tissus',
      'Charlie Emballages',
      'Delta 100%_Bio',
    ]);
    expect(all.json<ListBody>().meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });

    const search = (text: string) =>
      api('GET', '/suppliers', { token: admin.token, query: { search: text } });
    expect(names(await search('moussa'))).toEqual(['Bravo Tissus']);
    expect(names(await search('ALPHA.SN'))).toEqual(['Alpha Quincaillerie']);
    expect(names(await search('76555'))).toEqual(['Charlie Emballages']);
    expect(names(await search('+221 76 555'))).toEqual(['Charlie Emballages']);
    expect(names(await search('(76) 555-00'))).toEqual(['Charlie Emballages']);
    expect(names(await search('100%_'))).toEqual(['Delta 100%_Bio']);

    const inactive = await api('GET', '/suppliers', {
      token: admin.token,
      query: { 'filter[is_active]': 'false' },
    });
    expect(names(inactive)).toEqual(['Alpha Quincaillerie']);
    expect(inactive.json<ListBody>().meta.total).toBe(1);

    const page2 = await api('GET', '/suppliers', {
      token: admin.token,
      query: { sort: '-name', per_page: '3', page: '2' },
    });
    expect(names(page2)).toEqual(['Alpha Quincaillerie']);
    expect(page2.json<ListBody>().meta).toMatchObject({ total: 4, last_page: 2, per_page: 3 });
    const newest = await api('GET', '/suppliers', { token: admin.token, query: { sort: '-created_at' } });
    expect(names(newest)[0]).toBe('Delta 100%_Bio');
  });

  it('answers 400 naming an unknown filter, a bad filter value or an unknown sort', async () => {
    const admin = await registerCompany(t.app);
    const queries: Record<string, string>[] = [
      { 'filter[email]': 'x' },
      { 'filter[is_active]': 'maybe' },
      { sort: 'phone' },
    ];
    for (const query of queries) {
      const response = await api('GET', '/suppliers', { token: admin.token, query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    const unknown = await api('GET', '/suppliers', { token: admin.token, query: { 'filter[email]': 'x' } });
    expect(unknown.json<ErrorBody>().message).toContain('filter[email]');
  });
});

describe('supplier stats', () => {
  it('counts live products and variants and values their stock at cost; purchases and balance stay 0', async () => {
    const admin = await registerCompany(t.app);
    const supplier = await createSupplier(admin, { name: 'Touba Négoce' });
    const db = t.ctx.db;
    await insertTestProduct(db, admin.companyId, {
      title: 'Thé',
      supplier_id: supplier.id,
      variants: [
        { price: 1500, cost: 900, quantity: 10 },
        { price: 2500, cost: 1500, quantity: 4 },
        { price: 2500, cost: 1500, quantity: 100, deleted: true },
      ],
    });
    await insertTestProduct(db, admin.companyId, {
      title: 'Sucre',
      supplier_id: supplier.id,
      variants: [{ price: 700, cost: null, quantity: 50 }],
    });
    await insertTestProduct(db, admin.companyId, {
      title: 'Lait',
      supplier_id: supplier.id,
      variants: [{ price: 700, cost: 400, quantity: -3 }],
    });
    await insertTestProduct(db, admin.companyId, {
      title: 'Other',
      variants: [{ price: 1, cost: 1, quantity: 1 }],
    });
    await insertTestProduct(db, admin.companyId, {
      title: 'Gone',
      supplier_id: supplier.id,
      deleted: true,
      variants: [{ price: 1, cost: 1, quantity: 1 }],
    });

    const response = await api('GET', `/suppliers/${supplier.id}/stats`, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: SupplierStats }>().data).toEqual({
      products_count: 3,
      variants_count: 4,
      // 10 × 900 + 4 × 1500; no cost counts as nothing, negative stock as none
      stock_value_at_cost: 15_000,
      purchases_total: 0,
      open_balance: 0,
    });

    const empty = await createSupplier(admin, { name: 'Nouveau' });
    const none = await api('GET', `/suppliers/${empty.id}/stats`, { token: admin.token });
    expect(none.json<{ data: SupplierStats }>().data).toMatchObject({
      products_count: 0,
      variants_count: 0,
      stock_value_at_cost: 0,
    });
  });

  it('hides the stock value at cost (null) from a role without products.cost', async () => {
    const admin = await registerCompany(t.app);
    const supplier = await createSupplier(admin, { name: 'Rufisque Bois' });
    await insertTestProduct(t.ctx.db, admin.companyId, {
      title: 'Planche',
      supplier_id: supplier.id,
      variants: [{ price: 5000, cost: 3000, quantity: 2 }],
    });
    // No built-in role holds suppliers.stats without products.cost: call the service as an employee would.
    const stats = await supplierStats(
      t.ctx,
      { companyId: admin.companyId, shopId: null, allCompany: true, role: 'employee', company: null },
      supplier.id,
    );
    expect(stats).toMatchObject({ products_count: 1, stock_value_at_cost: null });
  });
});

describe('suppliers export', () => {
  it('exports the filtered list as CSV with translated headers', async () => {
    const admin = await registerCompany(t.app);
    await createSupplier(admin, {
      name: 'Zeta',
      city: 'Thiès',
      payment_terms_days: 15,
      phone: '221775556677',
    });
    await createSupplier(admin, { name: 'Yota; "SARL"', is_active: false });
    const en = await api('GET', '/suppliers/export', { token: admin.token, query: { sort: 'name' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Contact,Email,Phone,Address,City,Country,Tax ID,Payment terms (days),Active,Notes,Created',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"Yota; ""SARL""",,,,,,,,,No,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^Zeta,,,\(\+221\) 775 55 66 77,,Thiès,,,15,Yes,,/);

    const fr = await api('GET', '/suppliers/export', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      query: { 'filter[is_active]': 'true' },
    });
    const frLines = fr.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(frLines[0]!.split(';')[0]).toBe('Nom');
    expect(frLines).toHaveLength(2);
    expect(frLines[1]).toMatch(/^Zeta;;;\(\+221\) 775 55 66 77;;Thiès;;;15;Oui;;/);

    const bad = await api('GET', '/suppliers/export', { token: admin.token, query: { 'filter[nope]': '1' } });
    expect(bad.statusCode).toBe(400);
  });
});
