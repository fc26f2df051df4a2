import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { accountingLocks, stockMovements } from '../../db/schema/index.ts';
import { companyToday } from '../accounting/ledger.service.ts';
import { defaultWarehouseId, insertVariant, insertWarehouse } from './stock.test-helpers.ts';

// Stock changes that are neither purchases nor sales post their value at cost (issue 6): opening
// stock 31 / 104, adjustments and count differences 31 / 6031 either way; transfers and zero-cost
// variants post nothing; a locked period is a 409 with nothing written.

interface TrialRow {
  account: string;
  debit: number;
  credit: number;
  closing: number;
}
interface Entry {
  id: string;
  journal: string;
  source_kind: string | null;
  source_id: string | null;
  lines: { account: string; debit: number; credit: number }[];
}

let t: TestApp;
let admin: Account;
let main: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Stock', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId, 'enterprise');
  main = await defaultWarehouseId(t.ctx.db, admin.companyId);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, { token: admin.token, ...options });

async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, status = 200) {
  const response = await api(method, url, body === undefined ? {} : { body });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

async function balances(): Promise<Map<string, number>> {
  const response = await api('GET', '/accounting/reports/trial-balance', { query: { period: 'all' } });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json<{ data: { rows: TrialRow[] } }>().data.rows;
  expect(rows.reduce((sum, r) => sum + r.closing, 0)).toBe(0);
  const map = new Map<string, number>();
  for (const r of rows) map.set(r.account, (map.get(r.account) ?? 0) + r.closing);
  return map;
}

async function entriesOf(sourceId: string): Promise<Entry[]> {
  const response = await api('GET', '/journal-entries', {
    query: { 'filter[source_id]': sourceId, include: 'lines', per_page: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Entry[] }>().data;
}

const lineMap = (entry: Entry) => Object.fromEntries(entry.lines.map((l) => [l.account, l.debit - l.credit]));

const adjust = (lines: unknown[], warehouse = main) =>
  api('POST', '/stock-adjustments', { body: { warehouse_id: warehouse, lines } });

describe('stock adjustments and counts post their value at cost', () => {
  it('a gain debits 31 against 6031 and a loss the other way, at the weighted average cost', async () => {
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Savon', cost: 250 });
    const before = await balances();
    const gain = await adjust([{ variant_id: variantId, quantity_change: 10 }]);
    expect(gain.statusCode, gain.body).toBe(201);
    const gainId = gain.json<{ data: { id: string } }>().data.id;
    const [entry] = await entriesOf(gainId);
    expect(entry).toMatchObject({ journal: 'OD', source_kind: 'stock_adjustment', source_id: gainId });
    expect(lineMap(entry!)).toEqual({ '31': 2_500, '6031': -2_500 });

    const loss = await adjust([{ variant_id: variantId, new_quantity: 7 }]);
    expect(loss.statusCode, loss.body).toBe(201);
    const [lossEntry] = await entriesOf(loss.json<{ data: { id: string } }>().data.id);
    expect(lineMap(lossEntry!)).toEqual({ '6031': 750, '31': -750 });

    const after = await balances();
    expect((after.get('31') ?? 0) - (before.get('31') ?? 0)).toBe(7 * 250);
  });

  it('one adjustment of several variants nets their values; zero-cost variants post nothing', async () => {
    const a = await insertVariant(t.ctx.db, admin.companyId, { title: 'Thé', cost: 400 });
    const b = await insertVariant(t.ctx.db, admin.companyId, { title: 'Sucre', cost: 100 });
    const free = await insertVariant(t.ctx.db, admin.companyId, { title: 'Échantillon', cost: null });
    const zero = await insertVariant(t.ctx.db, admin.companyId, { title: 'Sachet', cost: 0 });
    const seed = await adjust([
      { variant_id: a.variantId, quantity_change: 5 },
      { variant_id: b.variantId, quantity_change: 5 },
    ]);
    expect(seed.statusCode, seed.body).toBe(201);
    const mixed = await adjust([
      { variant_id: a.variantId, quantity_change: -1 },
      { variant_id: b.variantId, quantity_change: 3 },
      { variant_id: free.variantId, quantity_change: 9 },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    const [entry, ...more] = await entriesOf(mixed.json<{ data: { id: string } }>().data.id);
    expect(more).toEqual([]);
    expect(lineMap(entry!)).toEqual({ '6031': 100, '31': -100 });

    const costless = await adjust([
      { variant_id: free.variantId, quantity_change: 4 },
      { variant_id: zero.variantId, quantity_change: 4 },
    ]);
    expect(costless.statusCode, costless.body).toBe(201);
    expect(await entriesOf(costless.json<{ data: { id: string } }>().data.id)).toEqual([]);
  });

  it('count differences post one entry for the sheet', async () => {
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Riz 5kg', cost: 3_000 });
    const other = await insertVariant(t.ctx.db, admin.companyId, { title: 'Huile', cost: 1_200 });
    expect(
      (
        await adjust([
          { variant_id: variantId, quantity_change: 10 },
          { variant_id: other.variantId, quantity_change: 2 },
        ])
      ).statusCode,
    ).toBe(201);
    const count = await ok<{ id: string }>(
      'POST',
      '/stock-counts',
      { warehouse_id: main, variant_ids: [variantId, other.variantId] },
      201,
    );
    const entered = await call(t.app, 'PATCH', `/api/v1/admin/stock-counts/${count.id}`, {
      token: admin.token,
      body: {
        lines: [
          { variant_id: variantId, counted_quantity: 8 },
          { variant_id: other.variantId, counted_quantity: 3 },
        ],
      },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const applied = await api('POST', `/stock-counts/${count.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    const [entry, ...more] = await entriesOf(count.id);
    expect(more).toEqual([]);
    // 2 rice missing (−6 000), 1 oil found (+1 200).
    expect(entry).toMatchObject({ source_kind: 'stock_adjustment', journal: 'OD' });
    expect(lineMap(entry!)).toEqual({ '6031': 4_800, '31': -4_800 });
  });

  it('a transfer between warehouses posts nothing', async () => {
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Bougie', cost: 500 });
    expect((await adjust([{ variant_id: variantId, quantity_change: 6 }])).statusCode).toBe(201);
    const second = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt Pikine' });
    const before = await balances();
    const transfer = await api('POST', '/stock-transfers', {
      body: {
        from_warehouse_id: main,
        to_warehouse_id: second,
        lines: [{ variant_id: variantId, quantity: 2 }],
      },
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const id = transfer.json<{ data: { id: string } }>().data.id;
    for (const step of ['ship', 'receive']) {
      const moved = await api('POST', `/stock-transfers/${id}/${step}`, { body: {} });
      expect(moved.statusCode, moved.body).toBeLessThan(300);
    }
    expect(await balances()).toEqual(before);
  });

  it('units lost in transit leave the books on receipt, like a loss (6031 against 31)', async () => {
    const second = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Annexe pertes' });
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Bazin', cost: 1_000 });
    expect((await adjust([{ variant_id: variantId, quantity_change: 5 }])).statusCode).toBe(201);
    const before = await balances();
    const transfer = await ok<{ id: string }>(
      'POST',
      '/stock-transfers',
      { from_warehouse_id: main, to_warehouse_id: second, lines: [{ variant_id: variantId, quantity: 5 }] },
      201,
    );
    await ok('POST', `/stock-transfers/${transfer.id}/ship`);
    await ok('POST', `/stock-transfers/${transfer.id}/receive`, {
      lines: [{ variant_id: variantId, received_quantity: 3 }],
    });
    const [entry, ...more] = await entriesOf(transfer.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ journal: 'OD', source_kind: 'stock_adjustment', source_id: transfer.id });
    expect(lineMap(entry!)).toEqual({ '6031': 2_000, '31': -2_000 });
    const after = await balances();
    expect((after.get('31') ?? 0) - (before.get('31') ?? 0)).toBe(-2_000);
  });

  it('a posting into a locked period is refused with 409 and the stock does not move', async () => {
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Lait', cost: 700 });
    const before = await balances();
    // The API only locks days before today; a lock through today (set by hand) stands for a
    // posting dated in a closed period.
    const today = await companyToday(t.ctx.db, admin.companyId);
    await t.ctx.db
      .insert(accountingLocks)
      .values({ company_id: admin.companyId, locked_until: today })
      .onConflictDoUpdate({ target: accountingLocks.company_id, set: { locked_until: today } });
    try {
      const refused = await adjust([{ variant_id: variantId, quantity_change: 3 }]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ code: string }>().code).toBe('period_locked');
      const moved = await t.ctx.db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.variant_id, variantId));
      expect(moved).toEqual([]);
    } finally {
      await t.ctx.db
        .update(accountingLocks)
        .set({ locked_until: null })
        .where(eq(accountingLocks.company_id, admin.companyId));
    }
    expect(await balances()).toEqual(before);
  });
});

describe('opening stock posts 31 against the opening balance (104)', () => {
  it('on product creation, at the cost given', async () => {
    const product = await ok<{ id: string; variants: { id: string }[] }>(
      'POST',
      '/products',
      {
        title: 'Boubou',
        type: 'physical_goods',
        variants: [{ price: 15_000, cost: 9_000, sku: 'BOU-1' }],
        initial_stock: [{ variant_index: 0, warehouse_id: main, quantity: 4 }],
      },
      201,
    );
    const [entry, ...more] = await entriesOf(product.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ journal: 'OD', source_kind: 'stock_opening', source_id: product.id });
    expect(lineMap(entry!)).toEqual({ '31': 36_000, '104': -36_000 });

    // Without a cost, no entry.
    const free = await ok<{ id: string }>(
      'POST',
      '/products',
      {
        title: 'Sac',
        type: 'physical_goods',
        variants: [{ price: 500, sku: 'SAC-1' }],
        initial_stock: [{ variant_index: 0, warehouse_id: main, quantity: 4 }],
      },
      201,
    );
    expect(await entriesOf(free.id)).toEqual([]);
  });

  it('on a CSV import, one entry for the batch', async () => {
    const csv = [
      'Titre;Référence;Prix;Coût;Quantité',
      'Pagne;PAG-1;5 000;3 000;2',
      'Natte;NAT-1;900;;5',
    ].join('\r\n');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports/products',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'text/csv; charset=utf-8',
        'x-filename': 'produits.csv',
      },
      payload: csv,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const batch = uploaded.json<{ data: { id: string; mapping: Record<string, string> } }>().data;
    await ok('PUT', `/imports/${batch.id}/mapping`, { mapping: batch.mapping });
    await ok('POST', `/imports/${batch.id}/commit`, {});
    const [entry, ...more] = await entriesOf(batch.id);
    expect(more).toEqual([]);
    expect(entry?.source_kind).toBe('stock_opening');
    expect(lineMap(entry!)).toEqual({ '31': 6_000, '104': -6_000 });
  });
});
