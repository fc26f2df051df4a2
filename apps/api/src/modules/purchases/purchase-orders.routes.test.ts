import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies, events } from '../../db/schema/index.ts';
import { insertTax } from '../orders/orders.test-helpers.ts';
import { defaultWarehouseId, insertWarehouse } from '../stock/stock.test-helpers.ts';
import { apiOf, createSupplier, type PurchaseOrderBody, purchasable } from './purchases.test-helpers.ts';

let t: TestApp;
let admin: Account;
let supplierId: string;
let vat: string;
const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(t.app, () => admin)(...args);
const data = (response: { json<T>(): T }) => response.json<{ data: PurchaseOrderBody }>().data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF', name: 'Quincaillerie Ndiaye' });
  supplierId = await createSupplier(t.app, admin, { name: 'Sococim Distribution', city: 'Rufisque' });
  vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '18' });
});
afterAll(() => t.close());

const vats = new Map<string, Promise<string>>();
function vatOf(companyId: string): Promise<string> {
  if (!vats.has(companyId)) vats.set(companyId, insertTax(t.ctx.db, companyId, { code: 'TVA', rate: '18' }));
  return vats.get(companyId)!;
}

/** A draft of 10 × cement at 4 500 with VAT, and 4 × tiles at 12 000 without. */
async function draft(account: Account = admin, supplier = supplierId) {
  const tax = account === admin ? vat : await vatOf(account.companyId);
  const cement = await purchasable(t.ctx.db, account.companyId, { title: 'Ciment 50 kg' });
  const tiles = await purchasable(t.ctx.db, account.companyId, { title: 'Carreaux 40×40' });
  const response = await api(
    'POST',
    'purchase-orders',
    {
      supplier_id: supplier,
      expected_at: '2026-06-15',
      notes: 'Livraison au dépôt, matin.',
      lines: [
        { variant_id: cement, quantity: 10, unit_cost: 4_500, tax_ids: [tax] },
        { variant_id: tiles, quantity: 4, unit_cost: 12_000 },
      ],
    },
    account,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { order: data(response), cement, tiles };
}

describe('creating and editing a purchase order', () => {
  it('prices the lines with their taxes, into the default warehouse, as an unnumbered draft', async () => {
    const { order } = await draft();

    expect(order).toMatchObject({
      status: 'draft',
      reference: null,
      number: null,
      supplier_name: 'Sococim Distribution',
      warehouse_id: await defaultWarehouseId(t.ctx.db, admin.companyId),
      subtotal: 45_000 + 48_000,
      tax_total: 8_100,
      deductible_tax_total: 8_100,
      total: 101_100,
      ordered_quantity: 14,
      received_quantity: 0,
    });
    expect(order.lines[0]).toMatchObject({
      quantity: 10,
      unit_cost: 4_500,
      subtotal: 45_000,
      taxes: [{ code: 'TVA', amount: 8_100 }],
      outstanding_quantity: 10,
    });
    expect(order.timeline.map((e) => e.type)).toEqual(['created']);
    const [event] = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'purchase_order.created'), eq(events.subject_id, order.id)));
    expect(event?.payload).toMatchObject({ total: 101_100 });
  });

  it('refuses bad lines with a field error in the request language', async () => {
    const variant = await purchasable(t.ctx.db, admin.companyId);
    const bundle = await purchasable(t.ctx.db, admin.companyId, { type: 'bundle' });
    const other = await registerCompany(t.app);
    const theirs = await purchasable(t.ctx.db, other.companyId);
    const post = (body: unknown, lang = 'en') => api('POST', 'purchase-orders', body, admin, lang);
    const errors = async (body: unknown, lang = 'en') => {
      const response = await post(body, lang);
      expect(response.statusCode, response.body).toBe(422);
      return response.json<{ errors: Record<string, string[]> }>().errors;
    };
    const line = { variant_id: variant, quantity: 1, unit_cost: 100 };

    expect(Object.keys(await errors({ supplier_id: supplierId, lines: [] }))).toEqual(['lines']);
    expect(await errors({ supplier_id: supplierId, lines: [line, line] }, 'fr')).toEqual({
      lines: ['Les éléments ne doivent pas se répéter.'],
    });
    expect(Object.keys(await errors({ supplier_id: supplierId, lines: [{ ...line, quantity: 0 }] }))).toEqual(
      ['lines.0.quantity'],
    );
    expect(await errors({ supplier_id: supplierId, lines: [{ ...line, variant_id: theirs }] })).toEqual({
      'lines.0.variant_id': ['This product does not exist.'],
    });
    expect(await errors({ supplier_id: supplierId, lines: [{ ...line, variant_id: bundle }] })).toEqual({
      'lines.0.variant_id': ['A bundle or menu is bought as its components.'],
    });
    expect(await errors({ supplier_id: supplierId, lines: [{ ...line, tax_ids: [supplierId] }] })).toEqual({
      'lines.0.tax_ids.0': ['This tax does not exist or is switched off.'],
    });
    const theirSupplier = await createSupplier(t.app, other);
    expect(await errors({ supplier_id: theirSupplier, lines: [line] }, 'es')).toEqual({
      supplier_id: ['Este proveedor no existe.'],
    });
    const theirWarehouse = await defaultWarehouseId(t.ctx.db, other.companyId);
    expect(
      Object.keys(await errors({ supplier_id: supplierId, warehouse_id: theirWarehouse, lines: [line] })),
    ).toEqual(['warehouse_id']);
  });

  it('edits a draft (lines re-priced, supplier renamed on it), but not once approved', async () => {
    const { order, cement } = await draft();
    const warehouse = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt Thiès' });
    const other = await createSupplier(t.app, admin, { name: 'Ciments du Sahel' });

    const edited = await api('PATCH', `purchase-orders/${order.id}`, {
      supplier_id: other,
      warehouse_id: warehouse,
      lines: [{ variant_id: cement, quantity: 20, unit_cost: 4_400, deductible: false, tax_ids: [vat] }],
    });

    expect(edited.statusCode, edited.body).toBe(200);
    expect(data(edited)).toMatchObject({
      supplier_name: 'Ciments du Sahel',
      warehouse_id: warehouse,
      subtotal: 88_000,
      tax_total: 15_840,
      deductible_tax_total: 0,
      total: 103_840,
      ordered_quantity: 20,
    });
    expect(data(edited).lines).toHaveLength(1);

    await api('POST', `purchase-orders/${order.id}/approve`, {});
    const late = await api('PUT', `purchase-orders/${order.id}`, { notes: 'trop tard' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('invalid_transition');
  });
});

describe('purchase order statuses', () => {
  it('goes draft → submitted → approved and takes the next gap-free number when approved', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const supplier = await createSupplier(t.app, company);
    const first = (await draft(company, supplier)).order;
    const second = (await draft(company, supplier)).order;
    const year = new Date().getUTCFullYear();

    const submitted = await api('POST', `purchase-orders/${second.id}/submit`, {}, company);
    expect(data(submitted)).toMatchObject({ status: 'submitted', reference: null });
    const approvedSecond = data(
      await api('POST', `purchase-orders/${second.id}/approve`, { note: 'OK' }, company),
    );
    const approvedFirst = data(await api('POST', `purchase-orders/${first.id}/approve`, {}, company));

    expect(approvedSecond).toMatchObject({ status: 'approved', number: 1, reference: `PO-${year}-0001` });
    expect(approvedFirst).toMatchObject({ number: 2, reference: `PO-${year}-0002` });
    expect(approvedSecond.timeline.map((e) => [e.type, e.to_value])).toEqual([
      ['created', 'draft'],
      ['submitted', 'submitted'],
      ['approved', `PO-${year}-0001`],
    ]);
    expect(approvedSecond.timeline[2]!.user_name).toBe('Awa Diop');
  });

  it('uses the company’s purchase order prefix', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const settings = await api('PUT', 'company/variables', { purchase_order_prefix: 'BC-' }, company);
    expect(settings.statusCode, settings.body).toBe(200);
    const { order } = await draft(company, await createSupplier(t.app, company));
    const approved = data(await api('POST', `purchase-orders/${order.id}/approve`, {}, company));
    expect(approved.reference).toMatch(/^BC-\d{4}-0001$/);
  });

  it('refuses moves its status does not allow with 409', async () => {
    const { order } = await draft();
    expect((await api('POST', `purchase-orders/${order.id}/reopen`, {})).statusCode).toBe(409);
    await api('POST', `purchase-orders/${order.id}/submit`, {});
    expect((await api('POST', `purchase-orders/${order.id}/submit`, {})).statusCode).toBe(409);
    expect(data(await api('POST', `purchase-orders/${order.id}/reopen`, {})).status).toBe('draft');
    await api('POST', `purchase-orders/${order.id}/approve`, {});
    const twice = await api('POST', `purchase-orders/${order.id}/approve`, {}, admin, 'fr');
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(
      'Ce bon de commande ne peut pas passer de approuvé à approuvé.',
    );
    expect((await api('DELETE', `purchase-orders/${order.id}`)).statusCode).toBe(409);
    expect(data(await api('POST', `purchase-orders/${order.id}/cancel`, { note: 'Rupture' })).status).toBe(
      'cancelled',
    );
    expect((await api('POST', `purchase-orders/${order.id}/approve`, {})).statusCode).toBe(409);
    expect((await api('POST', `purchase-orders/${order.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('deletes a draft, which then no longer exists', async () => {
    const { order } = await draft();
    expect((await api('DELETE', `purchase-orders/${order.id}`)).statusCode).toBe(204);
    expect((await api('GET', `purchase-orders/${order.id}`)).statusCode).toBe(404);
  });
});

describe('the supplier of an open order', () => {
  it('cannot be deleted while the order is open (409 in_use), and can once it is cancelled', async () => {
    const supplier = await createSupplier(t.app, admin, { name: 'Fer et Tôles SARL' });
    const { order } = await draft(admin, supplier);

    const refused = await api('DELETE', `suppliers/${supplier}`, undefined, admin, 'fr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Cet élément (fournisseur) est encore utilisé (bons de commande et factures en cours : 1).',
    );

    await api('POST', `purchase-orders/${order.id}/cancel`, {});
    expect((await api('DELETE', `suppliers/${supplier}`)).statusCode).toBe(204);
  });
});

describe('listing purchase orders', () => {
  it('filters by status and supplier, searches the reference and supplier name, and exports CSV', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const dakar = await createSupplier(t.app, company, { name: 'Dakar Emballages' });
    const thies = await createSupplier(t.app, company, { name: 'Thiès Métal' });
    const a = (await draft(company, dakar)).order;
    await draft(company, thies);
    const approved = data(await api('POST', `purchase-orders/${a.id}/approve`, {}, company));
    const list = async (query: string) => {
      const response = await api('GET', `purchase-orders?${query}`, undefined, company);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: PurchaseOrderBody[]; meta: { total: number } }>();
    };

    expect((await list('')).meta.total).toBe(2);
    expect((await list('filter[status]=approved')).data.map((o) => o.id)).toEqual([a.id]);
    expect((await list(`filter[supplier_id]=${thies}`)).data).toHaveLength(1);
    expect((await list('search=thiès')).data.map((o) => o.supplier_name)).toEqual(['Thiès Métal']);
    expect((await list(`search=${approved.reference}`)).data.map((o) => o.id)).toEqual([a.id]);
    expect((await list('include=lines&sort=supplier_name')).data.map((o) => o.lines.length)).toEqual([2, 2]);
    expect((await api('GET', 'purchase-orders?filter[color]=red', undefined, company)).statusCode).toBe(400);
    expect((await api('GET', 'purchase-orders?sort=-colour', undefined, company)).statusCode).toBe(400);

    const csv = await api('GET', 'purchase-orders/export?sort=supplier_name', undefined, company, 'fr');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Référence;Statut;Fournisseur;Livraison prévue;Unités commandées;Unités reçues;Sous-total;Taxes;Total;Créé le',
    );
    expect(rows[1]).toContain(
      `${approved.reference};Approuvé;Dakar Emballages;2026-06-15;14;0;93000;8100;101100`,
    );
    expect(rows).toHaveLength(3);
  });
});

describe('the purchasing setup', () => {
  it('offers active suppliers, warehouses, taxes and payment methods to whoever sees purchases', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    await createSupplier(t.app, company, { name: 'Actif' });
    await createSupplier(t.app, company, { name: 'Retiré', is_active: false });
    await vatOf(company.companyId);
    const accountant = await createStaff(t.app, company, 'accountant');

    const response = await api('GET', 'purchase-orders/setup', undefined, accountant);

    expect(response.statusCode, response.body).toBe(200);
    const setup = response.json<{
      data: {
        currency: string;
        suppliers: { name: string }[];
        warehouses: unknown[];
        taxes: { code: string }[];
      };
    }>().data;
    expect(setup.currency).toBe('XAF');
    expect(setup.suppliers.map((s) => s.name)).toEqual(['Actif']);
    expect(setup.warehouses).toHaveLength(1);
    expect(setup.taxes.map((tax) => tax.code)).toEqual(['TVA']);
    expect((await api('GET', 'purchase-orders/setup?colour=red', undefined, company)).statusCode).toBe(400);
  });
});

describe('the purchase order PDF', () => {
  it('is in the company’s language with the supplier, lines, taxes, totals and expected date', async () => {
    await t.ctx.db
      .update(companies)
      .set({ locale: 'fr', city: 'Dakar', country: 'SN', tax_id: 'SN-NINEA-004' })
      .where(eq(companies.id, admin.companyId));
    const { order } = await draft();
    const approved = data(await api('POST', `purchase-orders/${order.id}/approve`, {}));

    const response = await api('GET', `purchase-orders/${order.id}/pdf`, undefined, admin, 'en');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Quincaillerie Ndiaye',
      'SN-NINEA-004',
      'Bon de commande',
      approved.reference!,
      'Sococim Distribution',
      'Rufisque',
      'Livrer à',
      'Ciment 50 kg',
      'Carreaux 40×40',
      'Sous-total',
      '93 000 FCFA',
      'TVA 18 % (sur 45 000 FCFA)',
      '8 100 FCFA',
      '101 100 FCFA',
      '15 juin 2026',
      'Livraison au dépôt, matin.',
    ]) {
      expect(flat).toContain(expected);
    }
  });
});

describe('the purchase order PDF logo', () => {
  it('prints the company’s logo as it is now; none without one', async () => {
    const company = await registerCompany(t.app, { currency: 'XOF' });
    const supplier = await createSupplier(t.app, company);
    const { order } = await draft(company, supplier);
    const pdfOf = async () => {
      const response = await api('GET', `purchase-orders/${order.id}/pdf`, undefined, company);
      expect(response.statusCode).toBe(200);
      return /\/Subtype\s*\/Image/.test(response.rawPayload.toString('latin1'));
    };
    expect(await pdfOf()).toBe(false);

    const key = `${company.companyId}/logo/purchase-order-test.png`;
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ed9221' } })
      .png()
      .toBuffer();
    await t.ctx.storage.write(key, png, 'image/png');
    await t.ctx.db.update(companies).set({ logo_key: key }).where(eq(companies.id, company.companyId));

    expect(await pdfOf()).toBe(true);
  });
});

describe('permissions and tenancy', () => {
  it('an employee drafts and submits but cannot approve; an accountant only reads; a courier sees nothing', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const supplier = await createSupplier(t.app, company);
    const employee = await createStaff(t.app, company, 'employee');
    const accountant = await createStaff(t.app, company, 'accountant');
    const { order } = await draft(employee, supplier);
    expect(data(await api('POST', `purchase-orders/${order.id}/submit`, {}, employee)).status).toBe(
      'submitted',
    );
    expect((await api('POST', `purchase-orders/${order.id}/approve`, {}, employee)).statusCode).toBe(403);
    expect((await api('GET', `purchase-orders/${order.id}`, undefined, accountant)).statusCode).toBe(200);
    expect((await api('POST', `purchase-orders/${order.id}/cancel`, {}, accountant)).statusCode).toBe(403);
    expect((await api('GET', 'purchase-orders/export', undefined, employee)).statusCode).toBe(403);
    expect(data(await api('POST', `purchase-orders/${order.id}/approve`, {}, company)).status).toBe(
      'approved',
    );
  });

  it('a manager approves; a courier sees no purchase order', async () => {
    const manager = await createStaff(t.app, admin, 'manager');
    const courier = await createStaff(t.app, admin, 'courrier');
    const { order } = await draft();
    expect(data(await api('POST', `purchase-orders/${order.id}/approve`, {}, manager)).status).toBe(
      'approved',
    );
    expect((await api('GET', 'purchase-orders', undefined, courier)).statusCode).toBe(403);
    expect((await api('GET', `purchase-orders/${order.id}/pdf`, undefined, courier)).statusCode).toBe(403);
  });

  it('another company’s purchase order is a 404 everywhere, and stays as it was', async () => {
    const { order } = await draft();
    const other = await registerCompany(t.app);
    const paths: [Parameters<typeof api>[0], string, unknown?][] = [
      ['GET', `purchase-orders/${order.id}`],
      ['GET', `purchase-orders/${order.id}/pdf`],
      ['GET', `purchase-orders/${order.id}/receipts`],
      ['PATCH', `purchase-orders/${order.id}`, { notes: 'x' }],
      ['POST', `purchase-orders/${order.id}/approve`, {}],
      ['POST', `purchase-orders/${order.id}/cancel`, {}],
      ['POST', `purchase-orders/${order.id}/receipts`, {}],
      ['POST', `purchase-orders/${order.id}/bills`, {}],
      ['DELETE', `purchase-orders/${order.id}`],
    ];
    for (const [method, path, body] of paths) {
      expect((await api(method, path, body, other)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect(data(await api('GET', `purchase-orders/${order.id}`))).toMatchObject({
      status: 'draft',
      notes: 'Livraison au dépôt, matin.',
    });
  });
});
