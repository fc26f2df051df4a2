import { readFile } from 'node:fs/promises';
import type { StockTransferDetail } from '@comptoir/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { type ApiOptions, call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { productVariants, stockBalances, warehouses } from '../../db/schema/index.ts';
import { insertVariant, postData } from '../stock/stock.test-helpers.ts';

// A warehouse is deleted only when no stock would be lost track of.

interface ErrorBody {
  message: string;
  code: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, options: ApiOptions = {}) =>
  call(t.app, method, `/api/v1/admin${url}`, options);

/** A business-plan company: its default warehouse, a second one (Dépôt Pikine, may sell below zero), two soaps. */
async function company() {
  const admin = await registerCompany(t.app, { name: 'Boutique Awa' });
  await upgradePlan(t.ctx, admin.companyId, 'business');
  const list = await api('GET', '/warehouses', { token: admin.token });
  const main = list.json<{ data: { id: string }[] }>().data[0]!.id;
  const second = await postData<{ id: string }>(t, '/warehouses', admin.token, {
    name: 'Dépôt Pikine',
    allow_negative_stock: true,
  });
  const { variantId: soap } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Savon noir' });
  const { variantId: shea } = await insertVariant(t.ctx.db, admin.companyId, { title: 'Karité' });
  const adjust = (warehouseId: string, variantId: string, change: number) =>
    postData(t, '/stock-adjustments', admin.token, {
      warehouse_id: warehouseId,
      lines: [{ variant_id: variantId, quantity_change: change }],
    });
  const remove = (id: string, locale = 'en') =>
    api('DELETE', `/warehouses/${id}`, { token: admin.token, headers: { 'accept-language': locale } });
  const live = async (id: string) =>
    (
      await t.ctx.db
        .select({ deleted: warehouses.deleted_at })
        .from(warehouses)
        .where(and(eq(warehouses.company_id, admin.companyId), eq(warehouses.id, id)))
    )[0]!.deleted === null;
  return { admin, main, second: second.id, soap, shea, adjust, remove, live };
}

const total = async (variantId: string) =>
  (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]!.quantity;

describe('deleting a warehouse', () => {
  it('refuses the only warehouse of the company with 409, in the reader’s language', async () => {
    const admin = await registerCompany(t.app);
    const only = (await api('GET', '/warehouses', { token: admin.token })).json<{ data: { id: string }[] }>()
      .data[0]!.id;
    const refused = await api('DELETE', `/warehouses/${only}`, {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'last_record',
      message: 'Une entreprise doit garder au moins un élément actif (entrepôt).',
    });
    expect((await api('GET', `/warehouses/${only}`, { token: admin.token })).statusCode).toBe(200);
  });

  it('refuses one holding stock with 409 saying how much, until it is moved out', async () => {
    const c = await company();
    await c.adjust(c.second, c.soap, 40);
    await c.adjust(c.second, c.shea, 2);

    const refused = await c.remove(c.second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'warehouse_holds_stock',
      message:
        'This warehouse still holds 42 unit(s) of 2 product(s): move them to another warehouse or adjust them to 0 first.',
    });
    const fr = await c.remove(c.second, 'fr');
    expect(fr.json<ErrorBody>().message).toBe(
      'Cet entrepôt contient encore 42 unité(s) de 2 produit(s) : transférez-les vers un autre entrepôt ou ajustez-les à 0 d’abord.',
    );
    expect(await c.live(c.second)).toBe(true);

    // Moved to the main warehouse and adjusted out: nothing is left, it may go.
    const transfer = await postData<StockTransferDetail>(t, '/stock-transfers', c.admin.token, {
      from_warehouse_id: c.second,
      to_warehouse_id: c.main,
      lines: [{ variant_id: c.soap, quantity: 40 }],
    });
    await postData(t, `/stock-transfers/${transfer.id}/ship`, c.admin.token, undefined, 200);
    await postData(t, `/stock-transfers/${transfer.id}/receive`, c.admin.token, {}, 200);
    await c.adjust(c.second, c.shea, -2);
    expect((await c.remove(c.second)).statusCode).toBe(204);
    expect(await c.live(c.second)).toBe(false);
    expect(await total(c.soap)).toBe(40);
  });

  it('refuses one below zero (sold before its stock was counted in) until it is adjusted to 0', async () => {
    const c = await company();
    await c.adjust(c.second, c.soap, -3);
    const refused = await c.remove(c.second, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'warehouse_below_zero',
      message: 'Este almacén está 3 unidad(es) por debajo de cero: ajuste su stock a 0 primero.',
    });
    await c.adjust(c.second, c.soap, 3);
    expect((await c.remove(c.second)).statusCode).toBe(204);
  });

  it('refuses one with transfers in transit from or to it, naming them, until they are received or cancelled', async () => {
    const c = await company();
    await c.adjust(c.main, c.soap, 10);
    await c.adjust(c.second, c.shea, 4);
    const send = async (from: string, to: string, variantId: string, quantity: number) => {
      const transfer = await postData<StockTransferDetail>(t, '/stock-transfers', c.admin.token, {
        from_warehouse_id: from,
        to_warehouse_id: to,
        lines: [{ variant_id: variantId, quantity }],
      });
      await postData(t, `/stock-transfers/${transfer.id}/ship`, c.admin.token, undefined, 200);
      return transfer;
    };
    const inbound = await send(c.main, c.second, c.soap, 10);
    const outbound = await send(c.second, c.main, c.shea, 4);

    const refused = await c.remove(c.second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'warehouse_in_transit',
      message: `Transfers are on their way to or from this warehouse (${inbound.reference}, ${outbound.reference}): receive or cancel them first.`,
    });

    await postData(t, `/stock-transfers/${inbound.id}/cancel`, c.admin.token, undefined, 200);
    await postData(t, `/stock-transfers/${outbound.id}/receive`, c.admin.token, {}, 200);
    expect((await c.remove(c.second)).statusCode).toBe(204);
    // Nothing was lost: every unit is in the main warehouse.
    expect([await total(c.soap), await total(c.shea)]).toEqual([10, 4]);
  });

  it('refuses one that draft transfers name, naming them, until they name another warehouse or are cancelled', async () => {
    const c = await company();
    await c.adjust(c.main, c.soap, 10);
    const third = await postData<{ id: string }>(t, '/warehouses', c.admin.token, { name: 'Dépôt Thiès' });
    const draft = (body: object) => postData<StockTransferDetail>(t, '/stock-transfers', c.admin.token, body);
    const toSecond = await draft({
      from_warehouse_id: c.main,
      to_warehouse_id: c.second,
      lines: [{ variant_id: c.soap, quantity: 4 }],
    });
    const fromSecond = await draft({
      from_warehouse_id: c.second,
      to_warehouse_id: c.main,
      lines: [{ variant_id: c.shea, quantity: 1 }],
    });

    const refused = await c.remove(c.second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'warehouse_draft_transfers',
      message: `Draft transfers from or to this warehouse (${toSecond.reference}, ${fromSecond.reference}) still name it: ship them, choose another warehouse in them or cancel them first.`,
    });
    const fr = await c.remove(c.second, 'fr');
    expect(fr.json<ErrorBody>().message).toBe(
      `Des transferts en brouillon depuis ou vers cet entrepôt (${toSecond.reference}, ${fromSecond.reference}) le désignent encore : expédiez-les, choisissez-y un autre entrepôt ou annulez-les d’abord.`,
    );
    expect(await c.live(c.second)).toBe(true);

    const edited = await api('PATCH', `/stock-transfers/${toSecond.id}`, {
      token: c.admin.token,
      body: { to_warehouse_id: third.id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await postData(t, `/stock-transfers/${fromSecond.id}/cancel`, c.admin.token, undefined, 200);
    expect((await c.remove(c.second)).statusCode).toBe(204);
  });

  it('refuses one with an open stock count, naming it, until it is applied or cancelled', async () => {
    const c = await company();
    const open = await postData<{ id: string; reference: string }>(t, '/stock-counts', c.admin.token, {
      warehouse_id: c.second,
      variant_ids: [c.soap],
    });
    const cancelled = await postData<{ id: string }>(t, '/stock-counts', c.admin.token, {
      warehouse_id: c.second,
      variant_ids: [c.shea],
    });
    await postData(t, `/stock-counts/${cancelled.id}/cancel`, c.admin.token, undefined, 200);

    const refused = await c.remove(c.second, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'warehouse_open_counts',
      message: `Hay inventarios de este almacén todavía abiertos (${open.reference}): aplíquelos o anúlelos primero.`,
    });
    expect(await c.live(c.second)).toBe(true);

    await postData(t, `/stock-counts/${open.id}/cancel`, c.admin.token, undefined, 200);
    expect((await c.remove(c.second)).statusCode).toBe(204);
  });

  it('still refuses the default warehouse, even empty', async () => {
    const c = await company();
    const refused = await c.remove(c.main);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().code).toBe('default_record');
  });
});

describe('deleting a warehouse while stock is posted into it', () => {
  it('never leaves stock in a deleted warehouse: either the deletion is refused or the postings are', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await company();
      const post = () =>
        api('POST', '/stock-adjustments', {
          token: c.admin.token,
          body: { warehouse_id: c.second, lines: [{ variant_id: c.soap, quantity_change: 1 }] },
        });
      const responses = await Promise.all([
        ...Array.from({ length: 6 }, post),
        c.remove(c.second),
        ...Array.from({ length: 6 }, post),
      ]);
      const deletion = responses[6]!;
      const posted = responses.filter((r, i) => i !== 6 && r.statusCode === 201).length;
      const [row] = await t.ctx.db
        .select({ quantity: stockBalances.quantity })
        .from(stockBalances)
        .where(and(eq(stockBalances.warehouse_id, c.second), eq(stockBalances.variant_id, c.soap)));
      const held = row?.quantity ?? 0;
      expect(held).toBe(posted);
      if (deletion.statusCode === 204) {
        expect(await c.live(c.second)).toBe(false);
        expect(held).toBe(0);
      } else {
        expect(deletion.json<ErrorBody>().code).toBe('warehouse_holds_stock');
        expect(await c.live(c.second)).toBe(true);
      }
      // A posting refused because the warehouse went is a 404 or 422 (unknown warehouse), never a 500.
      for (const r of responses) expect([201, 204, 404, 409, 422]).toContain(r.statusCode);
    }
  });
});

describe('deleting a warehouse while documents naming it are written', () => {
  it('never leaves a draft transfer or an open count naming a deleted warehouse', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await company();
      await c.adjust(c.main, c.soap, 50);
      const transfer = () =>
        api('POST', '/stock-transfers', {
          token: c.admin.token,
          body: {
            from_warehouse_id: c.main,
            to_warehouse_id: c.second,
            lines: [{ variant_id: c.soap, quantity: 1 }],
          },
        });
      const count = () =>
        api('POST', '/stock-counts', {
          token: c.admin.token,
          body: { warehouse_id: c.second, variant_ids: [c.shea] },
        });
      const responses = await Promise.all([
        transfer(),
        count(),
        transfer(),
        c.remove(c.second),
        count(),
        transfer(),
      ]);
      const deletion = responses[3]!;
      const written = responses.filter((r, i) => i !== 3 && r.statusCode === 201).length;
      // A document refused because its warehouse went is a 422 (unknown warehouse), never a 500.
      for (const [i, r] of responses.entries()) if (i !== 3) expect([201, 422]).toContain(r.statusCode);
      if (deletion.statusCode === 204) {
        expect(written).toBe(0);
        expect(await c.live(c.second)).toBe(false);
      } else {
        expect(['warehouse_draft_transfers', 'warehouse_open_counts']).toContain(
          deletion.json<ErrorBody>().code,
        );
        expect(written).toBeGreaterThan(0);
        expect(await c.live(c.second)).toBe(true);
      }
    }
  });
});

describe('archiving a warehouse (is_active: false)', () => {
  it('is allowed while it holds stock: the stock still counts and is listed, but no new movement uses it', async () => {
    const c = await company();
    await c.adjust(c.second, c.soap, 5);
    const archived = await api('PATCH', `/warehouses/${c.second}`, {
      token: c.admin.token,
      body: { is_active: false },
    });
    expect(archived.statusCode, archived.body).toBe(200);

    expect(await total(c.soap)).toBe(5);
    const balances = await api('GET', '/stock-balances', {
      token: c.admin.token,
      query: { 'filter[warehouse_id]': c.second },
    });
    expect(balances.json<{ data: { variant_id: string; quantity: number }[] }>().data).toMatchObject([
      { variant_id: c.soap, quantity: 5 },
    ]);
    const transfer = await api('POST', '/stock-transfers', {
      token: c.admin.token,
      body: {
        from_warehouse_id: c.second,
        to_warehouse_id: c.main,
        lines: [{ variant_id: c.soap, quantity: 5 }],
      },
    });
    expect(transfer.statusCode).toBe(422);
    expect(Object.keys(transfer.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'from_warehouse_id',
    ]);
    // Archived is not deleted: it still refuses to go while it holds the 5 soaps.
    expect((await c.remove(c.second)).json<ErrorBody>().code).toBe('warehouse_holds_stock');
  });
});

describe('migration 0070: warehouses deleted with stock before the rule', () => {
  it('come back archived with their stock visible; an empty deleted one stays deleted; a taken code gets a suffix', async () => {
    const { admin, main, second, soap, adjust } = await company();
    await adjust(second, soap, 7);
    const third = await postData<{ id: string; code: string }>(t, '/warehouses', admin.token, {
      name: 'Vide',
    });
    // As the old code allowed: deleted while holding 7 soaps; then a new warehouse took its code.
    const [old] = await t.ctx.db.select().from(warehouses).where(eq(warehouses.id, second));
    await t.ctx.db.update(warehouses).set({ deleted_at: new Date() }).where(eq(warehouses.id, second));
    await t.ctx.db.update(warehouses).set({ deleted_at: new Date() }).where(eq(warehouses.id, third.id));
    const taker = await postData<{ id: string }>(t, '/warehouses', admin.token, {
      name: 'Nouveau',
      code: old!.code,
    });

    const migration = await readFile(
      new URL('../../db/migrations/0070_restore_stocked_deleted_warehouses.sql', import.meta.url),
      'utf8',
    );
    await t.ctx.db.execute(sql.raw(migration));

    const rows = await t.ctx.db.select().from(warehouses).where(eq(warehouses.company_id, admin.companyId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(second)).toMatchObject({ deleted_at: null, is_active: false, is_default: false });
    expect(byId.get(second)!.code).toMatch(new RegExp(`^${old!.code.slice(0, 11)}-[0-9A-F]{4}$`));
    expect(byId.get(second)!.code.length).toBeLessThanOrEqual(16);
    expect(byId.get(third.id)!.deleted_at).not.toBeNull();
    expect(byId.get(taker.id)!.code).toBe(old!.code);
    expect(byId.get(main)!.is_default).toBe(true);
    const balances = await api('GET', `/stock-balances?filter[warehouse_id]=${second}`, {
      token: admin.token,
    });
    expect(balances.json<{ data: { quantity: number }[] }>().data.map((b) => b.quantity)).toEqual([7]);
  });
});
