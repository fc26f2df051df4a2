import type { TaxRecord } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events } from '../../db/schema/index.ts';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface ListBody {
  data: TaxRecord[];
  meta: { total: number; last_page: number };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

async function createTax(account: Account, body: Record<string, unknown>): Promise<TaxRecord> {
  const response = await api('POST', '/taxes', { token: account.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TaxRecord }>().data;
}

const codes = (response: { json<T>(): T }) => response.json<ListBody>().data.map((tax) => tax.code);

describe('taxes CRUD', () => {
  it('creates a 19.25 % VAT and a fixed-amount tax, reads, updates and soft-deletes them with events', async () => {
    const admin = await registerCompany(t.app);
    const vat = await createTax(admin, { code: ' tva ', label: 'TVA', rate: 19.25, is_default: true });
    expect(vat).toMatchObject({
      code: 'TVA',
      rate: '19.25',
      fixed_amount: null,
      tax_order: 0,
      is_withholding: false,
      is_default: true,
      is_active: true,
      deleted_at: null,
    });
    const stamp = await createTax(admin, {
      code: 'DTA',
      label: 'Droit de timbre',
      fixed_amount: 100,
      tax_order: 1,
    });
    expect(stamp).toMatchObject({ rate: null, fixed_amount: 100 });

    const read = await api('GET', `/taxes/${vat.id}`, { token: admin.token });
    expect(read.json<{ data: TaxRecord }>().data).toEqual(vat);

    const switched = await api('PATCH', `/taxes/${stamp.id}`, {
      token: admin.token,
      body: { rate: '2.5', fixed_amount: null },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<{ data: TaxRecord }>().data).toMatchObject({ rate: '2.5', fixed_amount: null });

    expect((await api('DELETE', `/taxes/${stamp.id}`, { token: admin.token })).statusCode).toBe(204);
    const types = await t.ctx.db
      .select({ type: events.type })
      .from(events)
      .where(and(eq(events.company_id, admin.companyId), eq(events.subject_id, stamp.id)))
      .orderBy(events.id);
    expect(types.map((e) => e.type)).toEqual(['tax.created', 'tax.updated', 'tax.deleted']);
  });

  it('keeps a deleted tax readable by id (deleted_at set) but out of lists unless filter[trashed]=with', async () => {
    const admin = await registerCompany(t.app);
    const old = await createTax(admin, { code: 'OLD', label: 'Ancienne taxe', rate: 18 });
    await createTax(admin, { code: 'NEW', label: 'Nouvelle taxe', rate: 19.25 });
    await api('DELETE', `/taxes/${old.id}`, { token: admin.token });

    const read = await api('GET', `/taxes/${old.id}`, { token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: TaxRecord }>().data.deleted_at).not.toBeNull();
    expect(codes(await api('GET', '/taxes', { token: admin.token }))).toEqual(['NEW']);
    const withTrashed = await api('GET', '/taxes', {
      token: admin.token,
      query: { 'filter[trashed]': 'with', sort: 'code' },
    });
    expect(codes(withTrashed)).toEqual(['NEW', 'OLD']);
    expect(
      codes(await api('GET', '/taxes', { token: admin.token, query: { 'filter[trashed]': 'only' } })),
    ).toEqual(['OLD']);
    // A deleted tax is history: it cannot be changed or deleted again, and its code is free again.
    expect(
      (await api('PATCH', `/taxes/${old.id}`, { token: admin.token, body: { label: 'x' } })).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/taxes/${old.id}`, { token: admin.token })).statusCode).toBe(404);
    await createTax(admin, { code: 'OLD', label: 'Réutilisé', rate: 5 });
    expect(
      (await api('GET', '/taxes', { token: admin.token, query: { 'filter[trashed]': 'all' } })).statusCode,
    ).toBe(400);
  });
});

describe('tax rules', () => {
  it('answers 409 with a translated message for a code already used by a live tax', async () => {
    const admin = await registerCompany(t.app);
    const first = await createTax(admin, { code: 'TVA', label: 'TVA', rate: 19.25 });
    const other = await createTax(admin, { code: 'CAC', label: 'Centimes additionnels', rate: 10 });
    const duplicate = await api('POST', '/taxes', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { code: 'tva', label: 'Doublon', rate: 5 },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>()).toMatchObject({
      code: 'duplicate',
      message: 'Ce champ (code) est déjà utilisé.',
      errors: { code: ['Cette valeur est déjà utilisée.'] },
    });
    expect(
      (await api('PATCH', `/taxes/${other.id}`, { token: admin.token, body: { code: 'TVA' } })).statusCode,
    ).toBe(409);
    expect(
      (await api('PATCH', `/taxes/${first.id}`, { token: admin.token, body: { code: 'TVA' } })).statusCode,
    ).toBe(200);
    // Another company may use the same code.
    await createTax(await registerCompany(t.app), { code: 'TVA', label: 'TVA', rate: 18 });
  });

  it('refuses a tax with both a rate and a fixed amount, or neither, in French', async () => {
    const admin = await registerCompany(t.app);
    for (const body of [
      { code: 'X', label: 'Les deux', rate: 5, fixed_amount: 100 },
      { code: 'Y', label: 'Aucun' },
    ]) {
      const response = await api('POST', '/taxes', {
        token: admin.token,
        headers: { 'accept-language': 'fr' },
        body,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toEqual({
        rate: ['Indiquez soit un taux, soit un montant fixe, pas les deux.'],
        fixed_amount: ['Indiquez soit un taux, soit un montant fixe, pas les deux.'],
      });
    }
    const tax = await createTax(admin, { code: 'Z', label: 'Taux', rate: 5 });
    const both = await api('PATCH', `/taxes/${tax.id}`, { token: admin.token, body: { fixed_amount: 100 } });
    expect(both.statusCode).toBe(422);
  });

  it('answers 422 with a message per field on a bad body, in French', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('POST', '/taxes', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { code: 'T V A', label: '', rate: -3, tax_order: 1.5 },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.errors!).sort()).toEqual(['code', 'label', 'rate', 'tax_order']);
    expect(body.errors!.code).toEqual(['Utilisez 1 à 16 lettres, chiffres, tirets ou tirets bas.']);
  });
});

describe('taxes access and tenancy', () => {
  it('gives accountants and managers full access and employees none (SPEC §6)', async () => {
    const admin = await registerCompany(t.app);
    await upgradePlan(t.ctx, admin.companyId);
    const accountant = await createStaff(t.app, admin, 'accountant');
    const manager = await createStaff(t.app, admin, 'manager');
    const employee = await createStaff(t.app, admin, 'employee');
    const tax = await createTax(accountant, { code: 'TVA', label: 'TVA', rate: 19.25 });
    expect((await api('DELETE', `/taxes/${tax.id}`, { token: manager.token })).statusCode).toBe(204);
    expect((await api('GET', '/taxes/export', { token: accountant.token })).statusCode).toBe(200);
    expect((await api('GET', '/taxes', { token: employee.token })).statusCode).toBe(403);
    expect(
      (await api('POST', '/taxes', { token: employee.token, body: { code: 'A', label: 'A', rate: 1 } }))
        .statusCode,
    ).toBe(403);
  });

  it("answers 404 for another company's tax on every route and leaves it unchanged", async () => {
    const owner = await registerCompany(t.app);
    const stranger = await registerCompany(t.app);
    const tax = await createTax(owner, { code: 'TVA', label: 'TVA', rate: 19.25 });
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { label: 'Taken' }],
      ['PUT', { label: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api(method, `/taxes/${tax.id}`, {
        token: stranger.token,
        ...(body ? { body } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    expect(
      (await api('GET', `/taxes/${tax.id}`, { token: owner.token })).json<{ data: TaxRecord }>().data,
    ).toEqual(tax);
  });
});

describe('taxes list and export', () => {
  it('searches code and label, filters, sorts by tax order and answers 400 to unknown parameters', async () => {
    const admin = await registerCompany(t.app);
    await createTax(admin, { code: 'TVA', label: 'Taxe sur la valeur ajoutée', rate: 19.25, tax_order: 1 });
    await createTax(admin, {
      code: 'AIR',
      label: 'Acompte impôt',
      rate: 2.2,
      tax_order: 2,
      is_withholding: true,
    });
    await createTax(admin, {
      code: 'DT',
      label: 'Droit de timbre',
      fixed_amount: 100,
      tax_order: 0,
      is_active: false,
    });
    expect(codes(await api('GET', '/taxes', { token: admin.token }))).toEqual(['DT', 'TVA', 'AIR']);
    expect(codes(await api('GET', '/taxes', { token: admin.token, query: { search: 'valeur' } }))).toEqual([
      'TVA',
    ]);
    expect(
      codes(await api('GET', '/taxes', { token: admin.token, query: { 'filter[is_withholding]': 'true' } })),
    ).toEqual(['AIR']);
    expect(
      codes(await api('GET', '/taxes', { token: admin.token, query: { 'filter[is_active]': 'false' } })),
    ).toEqual(['DT']);
    expect(codes(await api('GET', '/taxes', { token: admin.token, query: { sort: '-code' } }))).toEqual([
      'TVA',
      'DT',
      'AIR',
    ]);
    for (const query of [{ 'filter[rate]': '1' }, { sort: 'rate' }] as Record<string, string>[]) {
      expect((await api('GET', '/taxes', { token: admin.token, query })).statusCode).toBe(400);
    }
  });

  it('exports taxes as CSV with translated headers', async () => {
    const admin = await registerCompany(t.app, { currency: 'XAF' });
    await createTax(admin, { code: 'TVA', label: 'TVA', rate: 19.25 });
    await createTax(admin, { code: 'DT', label: 'Timbre', fixed_amount: 100, tax_order: 1 });
    const fr = await api('GET', '/taxes/export', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.statusCode).toBe(200);
    const lines = fr.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(';').slice(0, 4)).toEqual(['Code', 'Libellé', 'Taux (%)', 'Montant fixe']);
    // Yes/No in the request's language; the creation at the company's clock; not deleted: empty.
    expect(lines[1]).toMatch(/^TVA;TVA;19.25;;0;Non;(Oui|Non);(Oui|Non);Oui;\d{4}-\d{2}-\d{2} \d{2}:\d{2};$/);
    expect(lines[2]).toMatch(/^DT;Timbre;;100;1;/);
  });
});
