import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { customers } from '../../db/schema/index.ts';
import { importsApi, type PreviewIssue } from './imports.test-helpers.ts';

interface Preview {
  row_count: number;
  valid_count: number;
  new_count: number;
  skip_count: number;
  errors: PreviewIssue[];
  warnings: PreviewIssue[];
  customers: {
    row: number;
    action: string;
    name: string;
    phone: string | null;
    existing: { id: string } | null;
  }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, businessCompany, importCsv, commit } = importsApi<Preview>(() => t, 'customers');

// A French phone export: semicolons, accented headers, numbers typed as people type them.
const HEADER = 'Type;Prénom;Nom;Entreprise;Téléphone;E-mail;Tags;Consentement';
const GOOD = [
  HEADER,
  ';Awa;Diop;;+221 77 123 45 67;awa@example.com;vip, grossiste;oui',
  'entreprise;;;Tissus Ba;(237) 671-234-567;;;non',
].join('\n');
const BAD = [
  HEADER,
  ';Awa;Diop;;+221 77 123 45 67;;;oui',
  ';Moussa;;;0771234567;;;',
  ';;;;221770000001;;;',
  ';Fatou;;;221 77 123 45 67;;;peut-être',
].join('\n');

async function liveCustomers(companyId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.company_id, companyId), isNull(customers.deleted_at)));
  return row!.n;
}

describe('customer CSV import', () => {
  it('recognises French headers and previews good rows beside every bad row with its reason', async () => {
    const admin = await businessCompany('XOF');
    const { preview } = await importCsv(admin, BAD);
    expect(preview).toMatchObject({ row_count: 4, valid_count: 1, new_count: 1, skip_count: 0 });
    expect(preview.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [3, 'phone', 'import.phone_invalid'],
      [4, 'first_name', 'customer_name_required'],
      [5, 'marketing_consent', 'import.consent_invalid'],
      [5, 'phone', 'import.phone_repeated'],
    ]);
    expect(preview.errors[3]!.message).toBe('This WhatsApp number is already on row 2.');
    expect(preview.customers).toMatchObject([
      { row: 2, action: 'new', name: 'Awa Diop', phone: '221771234567' },
    ]);
  });

  it('words the reasons in French with Accept-Language: fr', async () => {
    const admin = await businessCompany('XOF');
    const { preview } = await importCsv(admin, BAD, 'fr');
    expect(preview.errors[0]!.message).toBe(
      '« 0771234567 » n’est pas un numéro WhatsApp : 10 à 15 chiffres avec l’indicatif du pays, sans 0 au début.',
    );
    expect(preview.errors[1]!.message).toBe('Saisissez un prénom ou un nom.');
  });

  it('refuses to commit a file with any bad row and creates no customer', async () => {
    const admin = await businessCompany('XOF');
    const { id } = await importCsv(admin, BAD);
    const refused = await commit(admin, id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      'The file has 3 rows with errors; nothing was imported.',
    );
    expect(await liveCustomers(admin.companyId)).toBe(0);
    const batch = await api('GET', `/customer-imports/${id}`, { token: admin.token });
    expect(batch.json<{ data: { status: string } }>().data.status).toBe('previewed');
  });

  it('creates every customer of a clean file as the customer form would', async () => {
    const admin = await businessCompany('XOF');
    const { id, preview } = await importCsv(admin, GOOD);
    expect(preview).toMatchObject({ errors: [], new_count: 2, skip_count: 0 });
    const done = await commit(admin, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: { status: string } }>().data.status).toBe('committed');

    const list = await api('GET', '/customers', { token: admin.token, query: { sort: 'name' } });
    expect(list.json<{ data: unknown[] }>().data).toMatchObject([
      {
        type: 'individual',
        name: 'Awa Diop',
        phone: '221771234567',
        email: 'awa@example.com',
        tags: ['vip', 'grossiste'],
        marketing_consent: true,
      },
      { type: 'company', name: 'Tissus Ba', phone: '237671234567', marketing_consent: false },
    ]);
    // A committed file is not committed twice.
    expect((await commit(admin, id)).statusCode).toBe(409);
  });

  it('skips a row whose phone a live customer already has, says so on the preview, and leaves that customer as is', async () => {
    const admin = await businessCompany('XOF');
    const existing = await api('POST', '/customers', {
      token: admin.token,
      body: { first_name: 'Awa', last_name: 'Ndiaye', phone: '221771234567', marketing_consent: false },
    });
    expect(existing.statusCode, existing.body).toBe(201);
    const { id, preview } = await importCsv(admin, GOOD);
    expect(preview).toMatchObject({ errors: [], new_count: 1, skip_count: 1 });
    expect(preview.warnings).toEqual([
      {
        row: 2,
        field: 'phone',
        code: 'import.customer_exists_phone',
        message:
          'Awa Ndiaye already has this WhatsApp number: this row is skipped and the customer left as is.',
      },
    ]);
    expect((await commit(admin, id)).statusCode).toBe(200);
    expect(await liveCustomers(admin.companyId)).toBe(2);
    const kept = await api('GET', `/customers/${existing.json<{ data: { id: string } }>().data.id}`, {
      token: admin.token,
    });
    expect(kept.json<{ data: unknown }>().data).toMatchObject({
      name: 'Awa Ndiaye',
      email: null,
      marketing_consent: false,
    });
  });

  it('asks customers.create at every step, and hides the batches of other companies', async () => {
    const admin = await businessCompany('XOF');
    const accountant = await createStaff(t.app, admin, 'accountant');
    const employee = await createStaff(t.app, admin, 'employee');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports/customers',
      headers: { authorization: `Bearer ${accountant.token}`, 'content-type': 'text/csv' },
      payload: GOOD,
    });
    expect(refused.statusCode).toBe(403);
    // An employee may create customers (SPEC §6), so imports them.
    const { id } = await importCsv(employee, GOOD);
    for (const [method, url] of [
      ['GET', `/customer-imports/${id}`],
      ['PUT', `/customer-imports/${id}/mapping`],
      ['POST', `/customer-imports/${id}/commit`],
    ] as const) {
      const body = method === 'GET' ? {} : { body: {} };
      expect((await api(method, url, { token: accountant.token, ...body })).statusCode, url).toBe(403);
    }

    const other = await businessCompany('XOF');
    for (const [method, url] of [
      ['GET', `/customer-imports/${id}`],
      ['PUT', `/customer-imports/${id}/mapping`],
      ['POST', `/customer-imports/${id}/commit`],
      // A customer batch is not a product batch either.
      ['GET', `/imports/${id}`],
    ] as const) {
      const body = method === 'GET' ? {} : { body: {} };
      expect((await api(method, url, { token: other.token, ...body })).statusCode, url).toBe(404);
    }
    expect((await api('GET', `/imports/${id}`, { token: admin.token })).statusCode).toBe(404);
    const theirs = await api('GET', '/customer-imports', { token: other.token });
    expect(theirs.json<{ data: unknown[] }>().data).toEqual([]);
    const mine = await api('GET', '/customer-imports', { token: admin.token });
    expect(mine.json<{ data: { id: string; kind: string }[] }>().data).toMatchObject([
      { id, kind: 'customers' },
    ]);
    expect((await commit(employee, id)).statusCode).toBe(200);
    expect(await liveCustomers(other.companyId)).toBe(0);
    expect(await liveCustomers(admin.companyId)).toBe(2);
  });

  it('refuses a mapping without any name column', async () => {
    const admin = await businessCompany('XOF');
    const { id } = await importCsv(admin, GOOD);
    const response = await api('PUT', `/customer-imports/${id}/mapping`, {
      token: admin.token,
      body: { mapping: { phone: 'Téléphone' } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['mapping.last_name']);
  });
});
