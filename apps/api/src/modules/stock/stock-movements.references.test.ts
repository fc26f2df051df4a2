import { orderReference } from '@comptoir/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { stockMovements } from '../../db/schema/index.ts';
import { sellable } from '../orders/orders.test-helpers.ts';

// The movement history names the document a movement came from (a sale's order number, a receipt's purchase
// order, a return's reference), read from the movement's own company only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface MovementRow {
  reason: string;
  reference_id: string | null;
  reference_number: string | null;
}

async function movements(account: Account, variantId: string): Promise<MovementRow[]> {
  const response = await call(t.app, 'GET', '/api/v1/admin/stock-movements', {
    token: account.token,
    query: { 'filter[variant_id]': variantId, sort: 'created_at' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MovementRow[] }>().data;
}

/** A company that sold 2 of 5 pagnes: its variant and the order. */
async function companyWithSale(name: string) {
  const admin = await registerCompany(t.app, { name, currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId, 'business');
  const { variantId } = await sellable(t.app, t.ctx.db, admin, {
    title: 'Pagne wax',
    price: 5_000,
    stock: 5,
  });
  const sold = await call(t.app, 'POST', '/api/v1/admin/orders', {
    token: admin.token,
    body: { lines: [{ variant_id: variantId, quantity: 2 }] },
  });
  expect(sold.statusCode, sold.body).toBe(201);
  const order = sold.json<{ data: { id: string; number: number } }>().data;
  return { admin, variantId, order };
}

describe('stock movement history: the documents movements came from', () => {
  it("shows a sale's order number, and nothing of a document of another company", async () => {
    const awa = await companyWithSale('Boutique Awa');
    const sale = (await movements(awa.admin, awa.variantId)).find((m) => m.reason === 'sale');
    expect(sale).toMatchObject({
      reference_id: awa.order.id,
      reference_number: orderReference(awa.order.number),
    });

    // A movement of another company pointing at Awa's order (a bad import, a hand-made fix) shows no number.
    const fatou = await companyWithSale('Chez Fatou');
    await t.ctx.db
      .update(stockMovements)
      .set({ reference_id: awa.order.id })
      .where(
        and(eq(stockMovements.company_id, fatou.admin.companyId), eq(stockMovements.reference_type, 'order')),
      );
    const foreign = (await movements(fatou.admin, fatou.variantId)).find((m) => m.reason === 'sale');
    expect(foreign).toMatchObject({
      reference_id: awa.order.id,
      reference_number: null,
    });
  });
});
