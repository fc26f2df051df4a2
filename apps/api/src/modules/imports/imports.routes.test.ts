import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import {
  events,
  importBatches,
  products,
  productVariants,
  stockBalances,
  stockMovements,
} from '../../db/schema/index.ts';
import { importsApi } from './imports.test-helpers.ts';

interface Batch {
  id: string;
  status: string;
  delimiter: string;
  columns: string[];
  mapping: Record<string, string>;
  error_count: number;
  preview: {
    row_count: number;
    valid_count: number;
    product_count: number;
    variant_count: number;
    opening_stock: boolean;
    errors: { row: number; field: string; code: string; message: string }[];
    products: {
      handle: string;
      action: string;
      title: string;
      variants: { title: string; price: number; quantity: number; cost: number | null }[];
    }[];
  } | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, businessCompany, importCsv, commit } = importsApi<NonNullable<Batch['preview']>>(() => t);

/** Sends the file as a browser would, the CSV itself, text/csv; the tests of the upload's own answer read it. */
async function upload(account: Account, csv: string, filename = 'produits.csv') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports/products',
    headers: {
      authorization: `Bearer ${account.token}`,
      'content-type': 'text/csv; charset=utf-8',
      'x-filename': encodeURIComponent(filename),
    },
    payload: csv,
  });
}

async function counts(companyId: string) {
  const n = async (
    table: typeof products | typeof productVariants | typeof stockMovements | typeof stockBalances,
  ) => (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.company_id, companyId)))[0]!.n;
  return {
    products: await n(products),
    variants: await n(productVariants),
    movements: await n(stockMovements),
    balances: await n(stockBalances),
  };
}

// French Excel: BOM, ";" separator, decimal comma, accents in headers, a quoted field with a ";".
const GOOD_AND_BAD = [
  '\uFEFFIdentifiant;Titre;Option1 Nom;Option1 Valeur;Référence;Code-barres;Prix;Coût;Quantité',
  'boubou;Boubou brodé;Taille;M;BOU-M;6001;15 000;9 000;4',
  'boubou;;;L;BOU-L;6002;16 500;9 500;2',
  ';Savon noir;;;SAV-1;;750;;10',
  ';"Thé; menthe";;;THE-1;;1 500,50;;3',
  ';;;;NOTITLE;;100;;1',
  ';Bissap;;;BIS-1;;cher;;1',
  ';Karité;;;SAV-1;;900;;-1',
].join('\r\n');

describe('CSV import of products (issue 4 acceptance)', () => {
  it('previews every bad row with its reason, and a commit of a file with errors changes nothing', async () => {
    const admin = await businessCompany('XOF');
    const uploaded = await upload(admin, GOOD_AND_BAD);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{ data: Batch }>().data;
    expect(batch.delimiter).toBe(';');
    expect(batch.columns[0]).toBe('Identifiant');
    expect(batch.mapping).toMatchObject({
      handle: 'Identifiant',
      title: 'Titre',
      option1_name: 'Option1 Nom',
      sku: 'Référence',
      barcode: 'Code-barres',
      price: 'Prix',
      cost: 'Coût',
      quantity: 'Quantité',
    });

    const preview = await api('PUT', `/imports/${batch.id}/mapping`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: { mapping: batch.mapping },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json<{ data: Batch }>().data.preview!;
    expect(p.row_count).toBe(7);
    expect(p.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [5, 'price', 'import.money_too_precise'],
      [6, 'title', 'required'],
      [7, 'price', 'import.money_invalid'],
      [8, 'quantity', 'import.integer_invalid'],
      [8, 'sku', 'import.sku_repeated'],
    ]);
    expect(p.errors.find((e) => e.row === 7)!.message).toBe('« cher » n’est pas un prix.');
    expect(p.errors.find((e) => e.code === 'import.sku_repeated')!.message).toContain('ligne 4');
    expect(p.valid_count).toBe(3);
    expect(p.products.map((x) => x.handle)).toEqual(['boubou', 'savon-noir']);

    const before = await counts(admin.companyId);
    const committed = await commit(admin, batch.id);
    expect(committed.statusCode, committed.body).toBe(422);
    expect(committed.json<{ code: string }>().code).toBe('import_has_errors');
    expect(await counts(admin.companyId)).toEqual(before);
    const [row] = await t.ctx.db.select().from(importBatches).where(eq(importBatches.id, batch.id));
    expect(row!.status).toBe('previewed');
    expect(row!.error_count).toBe(4);
  });

  it('creates products with their variants and opening stock in the chosen warehouse, in one commit', async () => {
    const admin = await businessCompany('XOF');
    const second = await api('POST', '/warehouses', { token: admin.token, body: { name: 'Dépôt Pikine' } });
    const warehouseId = second.json<{ data: { id: string } }>().data.id;
    const csv = [
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Price,Cost per item,Qty,Type',
      'wax,Pagne wax,Couleur,Rouge,Taille,6 yards,WAX-R6,"12,000",8000,5,',
      'wax,,,Rouge,,12 yards,WAX-R12,22000,,0,',
      'wax,,,Bleu,,6 yards,WAX-B6,12000,,7,',
      ',Livraison express,,,,,,2000,,,service',
    ].join('\n');
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    expect(batch.delimiter).toBe(',');
    const preview = await api('PUT', `/imports/${batch.id}/mapping`, { token: admin.token, body: {} });
    const p = preview.json<{ data: Batch }>().data.preview!;
    expect(p.errors).toEqual([]);
    expect(p).toMatchObject({
      row_count: 4,
      valid_count: 4,
      product_count: 2,
      variant_count: 4,
      opening_stock: true,
    });

    const committed = await api('POST', `/imports/${batch.id}/commit`, {
      token: admin.token,
      body: { warehouse_id: warehouseId },
    });
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json<{ data: Batch }>().data.status).toBe('committed');

    const wax = await t.ctx.db.select().from(products).where(eq(products.handle, 'wax'));
    expect(wax).toHaveLength(1);
    expect(wax[0]!.company_id).toBe(admin.companyId);
    const variants = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.product_id, wax[0]!.id))
      .orderBy(productVariants.position);
    expect(variants.map((v) => [v.title, v.sku, v.price, v.cost, v.quantity])).toEqual([
      ['Rouge / 6 yards', 'WAX-R6', 12000, 8000, 5],
      ['Rouge / 12 yards', 'WAX-R12', 22000, null, 0],
      ['Bleu / 6 yards', 'WAX-B6', 12000, null, 7],
    ]);
    const balances = await t.ctx.db
      .select()
      .from(stockBalances)
      .where(eq(stockBalances.company_id, admin.companyId));
    expect(balances.every((b) => b.warehouse_id === warehouseId)).toBe(true);
    expect(balances.map((b) => b.quantity).sort()).toEqual([5, 7]);
    const movements = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.company_id, admin.companyId));
    expect(movements.map((m) => [m.reason, m.direction, m.reference_id])).toEqual([
      ['opening', 'inbound', batch.id],
      ['opening', 'inbound', batch.id],
    ]);
    const [service] = await t.ctx.db.select().from(products).where(eq(products.handle, 'livraison-express'));
    expect(service).toMatchObject({ type: 'services', track_inventory: false });
    const recorded = await t.ctx.db.select().from(events).where(eq(events.subject_id, batch.id));
    expect(recorded.map((e) => e.type)).toEqual(['import.committed']);

    // Committed once only. The same file again updates the product its handle names; the row
    // without a handle, whose title makes a handle in use, is refused rather than guessed.
    const again = await commit(admin, batch.id);
    expect(again.statusCode).toBe(409);
    const { preview: dupPreview } = await importCsv(admin, csv);
    expect(dupPreview.errors.map((e) => [e.row, e.code])).toEqual([[5, 'import.handle_exists']]);
    expect(dupPreview.products.map((p) => [p.handle, p.action])).toEqual([['wax', 'update']]);
  });

  it('refuses a barcode another product or row has, and a compare-at price not above the price', async () => {
    const admin = await businessCompany('XOF');
    const other = await businessCompany('XOF');
    for (const [account, barcode] of [
      [admin, '6001'],
      [other, '6003'],
    ] as const) {
      const made = await api('POST', '/products', {
        token: account.token,
        body: { title: 'Déjà là', variants: [{ barcode }] },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const csv = [
      'Title,Barcode,Price,Compare-at price',
      'Savon,6001,750,',
      'Karité,6002,900,1200',
      'Bissap,6002,500,',
      'Gingembre,6003,500,500',
    ].join('\n');
    const batch = (await upload(admin, csv)).json<{ data: Batch }>().data;
    const preview = await api('PUT', `/imports/${batch.id}/mapping`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {
        mapping: { title: 'Title', barcode: 'Barcode', price: 'Price', compare_at_price: 'Compare-at price' },
      },
    });
    const errors = preview.json<{ data: Batch }>().data.preview!.errors;
    expect(errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [2, 'barcode', 'Le code-barres « 6001 » est déjà utilisé par un autre produit.'],
      [4, 'barcode', 'Ce code-barres figure déjà à la ligne 3.'],
      [5, 'compare_at_price', 'Le prix barré « 500 » doit être supérieur au prix.'],
    ]);
    const before = await counts(admin.companyId);
    const committed = await commit(admin, batch.id);
    expect(committed.json<{ code: string }>().code).toBe('import_has_errors');
    expect(await counts(admin.companyId)).toEqual(before);
  });

  it('accepts JSON {filename, content}, refuses more than 5 MB with 413 and an unreadable mapping with 422', async () => {
    const admin = await businessCompany('EUR');
    const json = await api('POST', '/imports', {
      token: admin.token,
      body: { filename: 'p.csv', content: 'Title,Price\nCafé,"2,50"\n' },
    });
    expect(json.statusCode, json.body).toBe(201);
    const id = json.json<{ data: Batch }>().data.id;
    const shown = await api('GET', `/imports/${id}`, { token: admin.token });
    expect(shown.json<{ data: Batch }>().data).toMatchObject({
      status: 'uploaded',
      columns: ['Title', 'Price'],
    });
    const preview = await api('PUT', `/imports/${id}/mapping`, { token: admin.token, body: {} });
    expect(preview.json<{ data: Batch }>().data.preview!.products[0]!.variants[0]!.price).toBe(250);

    const bad = await api('PUT', `/imports/${id}/mapping`, {
      token: admin.token,
      body: { mapping: { title: 'Nope' } },
    });
    expect(bad.statusCode).toBe(422);
    // No price column is no mapping error: a file may only update products (rows that create ask one).
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'mapping.title',
    ]);

    const big = await upload(admin, `Title,Price\n${'x,1\n'.repeat(1_400_000)}`);
    expect(big.statusCode).toBe(413);
    const empty = await api('POST', '/imports', { token: admin.token, body: { content: '' } });
    expect(empty.statusCode).toBe(422);
  });

  it('asks stocks.create for opening stock, products.create to import, and hides batches of other companies', async () => {
    const admin = await businessCompany('XOF');
    const employee = await createStaff(t.app, admin, 'employee');
    const accountant = await createStaff(t.app, admin, 'accountant');
    expect((await upload(accountant, 'Title,Price\nA,1\n')).statusCode).toBe(403);

    const stocked = (await upload(employee, 'Title,Price,Quantity,Cost\nPagne,1000,3,500\n')).json<{
      data: Batch;
    }>().data;
    const refused = await commit(employee, stocked.id);
    expect(refused.statusCode).toBe(403);
    expect((await counts(admin.companyId)).products).toBe(0);

    const plain = (await upload(employee, 'Title,Price,Cost\nPagne,1000,500\n')).json<{ data: Batch }>().data;
    const done = await commit(employee, plain.id);
    expect(done.statusCode, done.body).toBe(200);
    // Without products.cost the cost column is not written.
    const [variant] = await t.ctx.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.company_id, admin.companyId));
    expect(variant).toMatchObject({ price: 1000, cost: null });

    const other = await businessCompany('XOF');
    for (const [method, url] of [
      ['GET', `/imports/${stocked.id}`],
      ['PUT', `/imports/${stocked.id}/mapping`],
      ['POST', `/imports/${stocked.id}/commit`],
    ] as const) {
      const response = await api(method, url, {
        token: other.token,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(response.statusCode, url).toBe(404);
    }
    const list = await api('GET', '/imports', { token: other.token });
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
    const mine = await api('GET', '/imports', {
      token: admin.token,
      query: { 'filter[status]': 'committed' },
    });
    expect(mine.json<{ data: Batch[] }>().data.map((b) => b.id)).toEqual([plain.id]);
  });
});

describe('CSV export of lists', () => {
  it('answers the filtered list as CSV with a BOM and headers in the request language, 403 without export', async () => {
    const admin = await businessCompany('XOF');
    await createStaff(t.app, admin, 'employee');
    const manager = await createStaff(t.app, admin, 'manager');
    const employee = await createStaff(t.app, admin, 'employee');

    const en = await api('GET', '/users/export', {
      token: admin.token,
      query: { 'filter[role]': 'employee', sort: 'name' },
    });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(en.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = en.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Role,Status,Last sign-in,Created');
    expect(lines).toHaveLength(3);
    // Role and status in words; instants at the company's clock to the minute, not ISO UTC.
    expect(lines.slice(1).every((l) => l.includes(',Employee,Active,'))).toBe(true);
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const fr = await api('GET', '/warehouses/export', {
      token: manager.token,
      query: { locale: 'fr', search: 'Pikine' },
    });
    expect(fr.statusCode).toBe(200);
    expect(fr.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Nom;Code;Adresse;Ville;Pays;Par défaut;Actif;Stock négatif autorisé;Créé le',
    );
    expect(fr.body.trimEnd().split('\r\n')).toHaveLength(1);

    expect((await api('GET', '/users/export', { token: employee.token })).statusCode).toBe(403);
    expect((await api('GET', '/shops/export', { token: manager.token })).statusCode).toBe(403);
    const shops = await api('GET', '/shops/export', { token: admin.token });
    expect(shops.body).toContain('Boutique Awa');
    const badFilter = await api('GET', '/warehouses/export', {
      token: admin.token,
      query: { 'filter[nope]': '1' },
    });
    expect(badFilter.statusCode).toBe(400);
  });

  it('exports stock balances with money in the currency decimals and movements filtered like their list', async () => {
    const admin = await businessCompany('EUR');
    const csv = 'Title,SKU,Price,Cost,Quantity\nCafé Touba,CAF-1,"4,50","2,25",4\nThé vert,THE-1,3,1,2\n';
    const { id } = await importCsv(admin, csv);
    expect((await commit(admin, id)).statusCode).toBe(200);

    const balances = await api('GET', '/stock-balances/export', {
      token: admin.token,
      query: { search: 'CAF', sort: 'product_title' },
    });
    expect(balances.statusCode, balances.body).toBe(200);
    const lines = balances.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Warehouse,Product,Variant,SKU,Barcode,Quantity,Reorder point,Low stock,Cost,Stock value,Updated',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Café Touba,,CAF-1,,4,,No,2\.25,9\.00,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const movements = await api('GET', '/stock-movements/export', {
      token: admin.token,
      query: { 'filter[reason]': 'opening', locale: 'es' },
    });
    const rows = movements.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]!.split(';')).toContain('Motivo');
    expect(
      rows
        .slice(1)
        .map((r) => r.split(';')[7])
        .sort(),
    ).toEqual(['2', '4']);
    // Direction and reason in words; no document id where the movement has no number of its own.
    expect(rows.slice(1).map((r) => r.split(';').slice(6, 10))).toEqual([
      ['Entrada', expect.any(String), 'Stock inicial', ''],
      ['Entrada', expect.any(String), 'Stock inicial', ''],
    ]);
    const none = await api('GET', '/stock-movements/export', {
      token: admin.token,
      query: { 'filter[reason]': 'sale' },
    });
    expect(none.body.trimEnd().split('\r\n')).toHaveLength(1);
    const accountant = await createStaff(t.app, admin, 'accountant');
    expect((await api('GET', '/stock-movements/export', { token: accountant.token })).statusCode).toBe(403);
  });

  it('pages through long lists (more rows than one page) and defuses formulas', async () => {
    const admin = await businessCompany('XOF');
    for (let i = 0; i < 12; i++) {
      await api('POST', '/warehouses', {
        token: admin.token,
        body: { name: i === 0 ? '=HYPERLINK("x")' : `Stock ${i}` },
      });
    }
    const csv = await api('GET', '/warehouses/export', {
      token: admin.token,
      query: { per_page: '2', page: '3' },
    });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 13);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
