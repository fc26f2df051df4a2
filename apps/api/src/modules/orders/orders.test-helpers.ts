import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Account } from '../../../test/helpers/factories.ts';
import { call } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/client.ts';
import { customers, discounts, paymentMethods, productVariants, taxes } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { defaultWarehouseId, insertVariant } from '../stock/stock.test-helpers.ts';

/** A product variant at `price`, with `stock` units in the company's default warehouse. */
export async function sellable(
  app: FastifyInstance,
  db: Db,
  admin: Account,
  options: { title?: string; price: number; stock?: number },
): Promise<{ variantId: string; productId: string; warehouseId: string }> {
  const { variantId, productId } = await insertVariant(db, admin.companyId, {
    title: options.title ?? 'Pagne wax',
  });
  await db.update(productVariants).set({ price: options.price }).where(eq(productVariants.id, variantId));
  const warehouseId = await defaultWarehouseId(db, admin.companyId);
  if (options.stock) {
    const response = await call(app, 'POST', '/api/v1/admin/stock-adjustments', {
      token: admin.token,
      body: { warehouse_id: warehouseId, lines: [{ variant_id: variantId, quantity_change: options.stock }] },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { variantId, productId, warehouseId };
}

export async function insertTax(
  db: Db,
  companyId: string,
  values: { code: string; rate?: string; fixed_amount?: number; tax_order?: number; is_default?: boolean },
): Promise<string> {
  const id = uuidv7();
  await db.insert(taxes).values({ id, company_id: companyId, label: values.code, ...values });
  return id;
}

export async function insertDiscount(
  db: Db,
  companyId: string,
  values: Partial<typeof discounts.$inferInsert> & { code: string },
): Promise<string> {
  const id = uuidv7();
  await db.insert(discounts).values({
    id,
    company_id: companyId,
    label: values.code,
    discount_type: 'percentage',
    discount_value: '10',
    ...values,
  });
  return id;
}

export async function insertCustomer(
  db: Db,
  companyId: string,
  values: { name: string; phone?: string },
): Promise<string> {
  const id = uuidv7();
  await db
    .insert(customers)
    .values({ id, company_id: companyId, name: values.name, phone: values.phone ?? null });
  return id;
}

export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: productVariants.quantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.quantity;
}

export async function insertPaymentMethod(
  db: Db,
  companyId: string,
  values: {
    name: string;
    kind?: 'cash' | 'bank' | 'mobile_money_operator' | 'payment_agregator';
    is_active?: boolean;
  },
): Promise<string> {
  const id = uuidv7();
  await db.insert(paymentMethods).values({
    id,
    company_id: companyId,
    name: values.name,
    kind: values.kind ?? 'cash',
    accounting_code:
      values.kind === 'bank' ? '52' : values.kind === undefined || values.kind === 'cash' ? '571' : '538',
    is_active: values.is_active ?? true,
  });
  return id;
}
