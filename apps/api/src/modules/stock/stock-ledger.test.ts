import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, productVariants, stockBalances, stockMovements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { defaultWarehouseId, insertComposite, insertVariant, insertWarehouse } from './stock.test-helpers.ts';
import { applyMovements, type MovementInput } from './stock-ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (companyId: string, movements: MovementInput[]) =>
  t.ctx.db.transaction((tx) => applyMovements(tx, companyId, null, movements));

async function balance(warehouseId: string, variantId: string): Promise<number | undefined> {
  const [row] = await t.ctx.db
    .select()
    .from(stockBalances)
    .where(and(eq(stockBalances.warehouse_id, warehouseId), eq(stockBalances.variant_id, variantId)));
  return row?.quantity;
}
async function variantQuantity(variantId: string): Promise<number> {
  const [row] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row!.quantity;
}
async function movementSum(warehouseId: string, variantId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({
      sum: sql<number>`coalesce(sum(case when ${stockMovements.direction} = 'inbound' then ${stockMovements.quantity} else -${stockMovements.quantity} end), 0)::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.warehouse_id, warehouseId), eq(stockMovements.variant_id, variantId)));
  return Number(row!.sum);
}

describe('applyMovements', () => {
  it('posts movements with the running balance and keeps the balance and variant total in step', async () => {
    const admin = await registerCompany(t.app);
    const wh = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId);
    const posted = await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'inbound', quantity: 10, reason: 'opening' },
      { warehouseId: wh, variantId, direction: 'outbound', quantity: 3, reason: 'sale' },
    ]);
    expect(posted.map((p) => p.balanceAfter)).toEqual([10, 7]);
    expect(await balance(wh, variantId)).toBe(7);
    expect(await variantQuantity(variantId)).toBe(7);
    expect(await movementSum(wh, variantId)).toBe(7);
  });

  it('refuses with insufficient_stock (available, item, warehouse) and changes nothing', async () => {
    const admin = await registerCompany(t.app);
    const wh = await insertWarehouse(t.ctx.db, admin.companyId, { name: 'Dépôt Pikine' });
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, {
      title: 'T-shirt',
      variantTitle: 'M / Red',
      sku: 'TS-M-R',
    });
    await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'inbound', quantity: 2, reason: 'opening' },
    ]);
    const error = await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'outbound', quantity: 3, reason: 'sale' },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('insufficient_stock');
    expect((error as AppError).params).toEqual({
      available: 2,
      item: 'T-shirt — M / Red (TS-M-R)',
      warehouse: 'Dépôt Pikine',
    });
    expect(await balance(wh, variantId)).toBe(2);
    expect(await variantQuantity(variantId)).toBe(2);
    expect(await movementSum(wh, variantId)).toBe(2);
  });

  it('lets a warehouse that allows negative stock go below zero', async () => {
    const admin = await registerCompany(t.app);
    const wh = await insertWarehouse(t.ctx.db, admin.companyId, { allowNegative: true });
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId);
    await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'outbound', quantity: 4, reason: 'sale' },
    ]);
    expect(await balance(wh, variantId)).toBe(-4);
    expect(await variantQuantity(variantId)).toBe(-4);
  });

  it("refuses another company's variant or warehouse with not_found", async () => {
    const admin = await registerCompany(t.app);
    const other = await registerCompany(t.app);
    const wh = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const otherWh = await defaultWarehouseId(t.ctx.db, other.companyId);
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId);
    const { variantId: otherVariant } = await insertVariant(t.ctx.db, other.companyId);
    for (const m of [
      { warehouseId: wh, variantId: otherVariant },
      { warehouseId: otherWh, variantId },
    ]) {
      const error = await post(admin.companyId, [
        { ...m, direction: 'inbound', quantity: 1, reason: 'adjustment' },
      ]).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('not_found');
    }
  });

  it('expands a bundle into its components, referencing the bundle, and posts nothing for untracked products', async () => {
    const admin = await registerCompany(t.app);
    const wh = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const a = await insertVariant(t.ctx.db, admin.companyId, { title: 'Juice' });
    const b = await insertVariant(t.ctx.db, admin.companyId, { title: 'Cake' });
    const bundle = await insertVariant(t.ctx.db, admin.companyId, { title: 'Snack box', type: 'bundle' });
    await insertComposite(t.ctx.db, admin.companyId, bundle.variantId, [
      { variantId: a.variantId, quantity: 2 },
      { variantId: b.variantId, quantity: 1 },
    ]);
    const service = await insertVariant(t.ctx.db, admin.companyId, {
      type: 'services',
      trackInventory: false,
    });
    await post(admin.companyId, [
      { warehouseId: wh, variantId: a.variantId, direction: 'inbound', quantity: 10, reason: 'opening' },
      { warehouseId: wh, variantId: b.variantId, direction: 'inbound', quantity: 10, reason: 'opening' },
    ]);
    const posted = await post(admin.companyId, [
      { warehouseId: wh, variantId: bundle.variantId, direction: 'outbound', quantity: 3, reason: 'sale' },
      { warehouseId: wh, variantId: service.variantId, direction: 'outbound', quantity: 1, reason: 'sale' },
    ]);
    expect(posted).toHaveLength(2);
    expect(await balance(wh, a.variantId)).toBe(4);
    expect(await balance(wh, b.variantId)).toBe(7);
    expect(await balance(wh, bundle.variantId)).toBeUndefined();
    expect(await balance(wh, service.variantId)).toBeUndefined();
    const [component] = await t.ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id, posted[0]!.id));
    expect(component).toMatchObject({ reference_type: 'product_variant', reference_id: bundle.variantId });
    // Not enough juice for 3 more boxes: the whole sale is refused.
    const error = await post(admin.companyId, [
      { warehouseId: wh, variantId: bundle.variantId, direction: 'outbound', quantity: 3, reason: 'sale' },
    ]).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('insufficient_stock');
    expect(await balance(wh, b.variantId)).toBe(7);
  });

  it('refuses a bundle that contains itself instead of looping', async () => {
    const admin = await registerCompany(t.app);
    const wh = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const menu = await insertVariant(t.ctx.db, admin.companyId, { type: 'menu' });
    await insertComposite(t.ctx.db, admin.companyId, menu.variantId, [
      { variantId: menu.variantId, quantity: 1 },
    ]);
    const error = await post(admin.companyId, [
      { warehouseId: wh, variantId: menu.variantId, direction: 'outbound', quantity: 1, reason: 'sale' },
    ]).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('validation_failed');
  });

  it('records stock.low once when the variant total crosses to its reorder point', async () => {
    const admin = await registerCompany(t.app);
    const wh = await defaultWarehouseId(t.ctx.db, admin.companyId);
    const { variantId } = await insertVariant(t.ctx.db, admin.companyId, { reorderPoint: 5 });
    await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'inbound', quantity: 8, reason: 'opening' },
    ]);
    await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'outbound', quantity: 2, reason: 'sale' },
    ]);
    const lowEvents = () =>
      t.ctx.db
        .select()
        .from(events)
        .where(and(eq(events.type, 'stock.low'), eq(events.subject_id, variantId)));
    expect(await lowEvents()).toHaveLength(0);
    await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'outbound', quantity: 1, reason: 'sale' },
    ]);
    await post(admin.companyId, [
      { warehouseId: wh, variantId, direction: 'outbound', quantity: 1, reason: 'sale' },
    ]);
    const low = await lowEvents();
    expect(low).toHaveLength(1);
    expect(low[0]!.payload).toMatchObject({ quantity: 5, reorder_point: 5 });
  });

  it('property: random movements keep balance = sum(movements) and variant quantity = sum(balances)', async () => {
    const admin = await registerCompany(t.app);
    const whs = [
      await insertWarehouse(t.ctx.db, admin.companyId),
      await insertWarehouse(t.ctx.db, admin.companyId, { allowNegative: true }),
    ];
    const variants = [
      (await insertVariant(t.ctx.db, admin.companyId)).variantId,
      (await insertVariant(t.ctx.db, admin.companyId)).variantId,
    ];
    const movement = fc.record({
      w: fc.integer({ min: 0, max: 1 }),
      v: fc.integer({ min: 0, max: 1 }),
      inbound: fc.boolean(),
      quantity: fc.integer({ min: 1, max: 9 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(movement, { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        async (batches) => {
          for (const batch of batches) {
            await post(
              admin.companyId,
              batch.map((m) => ({
                warehouseId: whs[m.w]!,
                variantId: variants[m.v]!,
                direction: m.inbound ? 'inbound' : 'outbound',
                quantity: m.quantity,
                reason: 'adjustment',
              })),
            ).catch((e: unknown) => {
              if (!(e instanceof AppError && e.code === 'insufficient_stock')) throw e;
            });
          }
          for (const v of variants) {
            let total = 0;
            for (const w of whs) {
              const b = (await balance(w, v)) ?? 0;
              expect(b).toBe(await movementSum(w, v));
              total += b;
            }
            expect(await variantQuantity(v)).toBe(total);
          }
          expect((await balance(whs[0]!, variants[0]!)) ?? 0).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 15 },
    );
  });
});
