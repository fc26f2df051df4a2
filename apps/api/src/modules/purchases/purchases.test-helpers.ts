import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Account } from '../../../test/helpers/factories.ts';
import { call } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/client.ts';
import { productVariants } from '../../db/schema/index.ts';
import { insertVariant } from '../stock/stock.test-helpers.ts';

export interface PurchaseOrderBody {
  id: string;
  reference: string | null;
  number: number | null;
  status: string;
  supplier_id: string;
  supplier_name: string;
  warehouse_id: string;
  notes: string | null;
  subtotal: number;
  tax_total: number;
  deductible_tax_total: number;
  total: number;
  ordered_quantity: number;
  received_quantity: number;
  lines: {
    id: string;
    variant_id: string;
    quantity: number;
    received_quantity: number;
    outstanding_quantity: number;
    billed_quantity: number;
    unit_cost: number;
    subtotal: number;
    tax_total: number;
    total: number;
    taxes: { code: string; amount: number }[];
  }[];
  timeline: { type: string; from_value: string | null; to_value: string | null; user_name: string | null }[];
}

export interface SupplierBillBody {
  id: string;
  kind: number;
  reference: string | null;
  status: string;
  supplier_id: string;
  purchase_order_id: string | null;
  purchase_order_reference: string | null;
  bill_date: string;
  due_date: string | null;
  subtotal: number;
  tax_total: number;
  total: number;
  paid_total: number;
  balance_due: number;
  days_overdue: number;
  lines: {
    quantity: number;
    unit_cost: number;
    total: number;
    purchase_order_line_id: string | null;
    kind: string;
  }[];
  payments: { amount: number; payment_method_name: string | null; paid_at: string }[];
}

/** The API of one test file: `api('POST', 'purchase-orders', body)` as `account`, in `lang`. */
export function apiOf(app: FastifyInstance, defaultAccount: () => Account) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    account: Account = defaultAccount(),
    lang = 'en',
  ) =>
    call(app, method, `/api/v1/admin/${path}`, {
      token: account.token,
      headers: { 'accept-language': lang },
      ...(body !== undefined ? { body } : {}),
    });
}

export async function createSupplier(
  app: FastifyInstance,
  account: Account,
  body: Record<string, unknown> = {},
): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/admin/suppliers', {
    token: account.token,
    body: { name: `Grossiste ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

/** A product variant with a known cost (written straight to the tables). */
export async function purchasable(
  db: Db,
  companyId: string,
  options: { title?: string; cost?: number | null; type?: 'physical_goods' | 'services' | 'bundle' } = {},
): Promise<string> {
  const { variantId } = await insertVariant(db, companyId, {
    title: options.title ?? 'Riz parfumé 25 kg',
    cost: options.cost ?? null,
    type: options.type ?? 'physical_goods',
    trackInventory: options.type !== 'services',
  });
  return variantId;
}

/** Changes the stock of a variant in a warehouse through the stock-adjustments API. */
export async function adjustStock(
  app: FastifyInstance,
  account: Account,
  warehouseId: string,
  variantId: string,
  change: number,
): Promise<void> {
  const response = await call(app, 'POST', '/api/v1/admin/stock-adjustments', {
    token: account.token,
    body: { warehouse_id: warehouseId, lines: [{ variant_id: variantId, quantity_change: change }] },
  });
  expect(response.statusCode, response.body).toBe(201);
}

export async function variantOf(db: Db, variantId: string) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variantId));
  return row!;
}
