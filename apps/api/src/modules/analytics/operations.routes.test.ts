import { compareLowStockUrgency, isVariantLowStock } from '@comptoir/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/client.ts';
import {
  companies,
  customers,
  deliveries,
  expenseCategoryMonths,
  expenses,
  orderLines,
  orders,
  paymentMethods,
  payments,
  products,
  productVariants,
  purchaseOrders,
  returnLines,
  returns,
  shops,
  shopWarehouses,
  stockBalances,
  supplierBills,
  supplierPayments,
  suppliers,
  treasuryAccounts,
  treasuryTransactions,
  warehouses,
} from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/uuid.ts';
import { dayOf, dayStart } from '../treasury/company-calendar.ts';

// The operations analytics (dashboard lists and per-model stats other than sales) over a generated
// data set, inserted straight into the tables. Every figure is checked against a computation in
// JavaScript over the generated rows (the oracle), in a company time zone with DST.

const TZ = 'America/New_York';
const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

let t: TestApp;
let admin: Account;
let other: Account;
let today: string;
let current: { from: string; to: string };
let past: { from: string; to: string };

let seed = 7;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const now = Date.now();
/** an instant in the last `days` days (never in the future) */
const ago = (days: number) => new Date(now - Math.floor(rand() * days * DAY_MS) - 60_000);

const api = (url: string, query?: Record<string, string>, token = admin.token) =>
  call(t.app, 'GET', `/api/v1/admin${url}`, { token, ...(query ? { query } : {}) });

const inWindow = (at: Date | null | undefined, w: { from: string; to: string }) => {
  if (!at) return false;
  const day = dayOf(at, TZ);
  return day >= w.from && day <= w.to;
};
const dayIn = (day: string, w: { from: string; to: string }) => day >= w.from && day <= w.to;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const round2 = (value: number) => Math.round(value * 100) / 100;
const change = (a: number, b: number) =>
  b === 0 ? null : Math.round(((a - b) / Math.abs(b)) * 10_000) / 100;

interface Data {
  shopIds: string[];
  warehouseIds: string[];
  orders: (typeof orders.$inferInsert & { id: string; created_at: Date })[];
  lines: (typeof orderLines.$inferInsert & { id: string })[];
  deliveries: (typeof deliveries.$inferInsert & { id: string; created_at: Date; updated_at: Date })[];
  returns: (typeof returns.$inferInsert & { id: string })[];
  returnLines: (typeof returnLines.$inferInsert)[];
  payments: (typeof payments.$inferInsert & { id: string; received_at: Date })[];
  methods: { id: string; name: string; kind: string }[];
  expenses: (typeof expenses.$inferInsert)[];
  accounts: { id: string; name: string; kind: string; opening_balance: number; opening_date: string }[];
  transactions: (typeof treasuryTransactions.$inferInsert & { id: string; occurred_at: Date })[];
  variants: { id: string; product_id: string; cost: number | null; reorder_point: number | null }[];
  balances: { warehouse_id: string; variant_id: string; quantity: number }[];
  suppliers: { id: string; created_at: Date }[];
  bills: (typeof supplierBills.$inferInsert)[];
  purchaseOrders: (typeof purchaseOrders.$inferInsert)[];
  supplierPayments: (typeof supplierPayments.$inferInsert)[];
}

const DISCOUNTS = [
  { discount_id: '01900000-0000-7000-8000-000000000001', code: 'PROMO10', label: 'Promo 10' },
  { discount_id: null, code: 'vip', label: 'VIP' },
  { discount_id: null, code: ' VIP ', label: 'Vip' },
  { discount_id: null, code: null, label: 'Geste  commercial' },
] as const;
const ORDER_STATUSES = ['draft', 'confirmed', 'completed', 'cancelled', 'confirmed', 'completed'] as const;
const PAYMENT_STATUSES = [
  'pending',
  'partially_paid',
  'paid',
  'paid',
  'partially_credited',
  'fully_credited',
] as const;
const DELIVERY_STATUSES = ['pending', 'taken_in_charge', 'delivered', 'delivered', 'cancelled'] as const;
const CATEGORIES = ['SUPPLIER', 'RAW_MATERIALS', 'PERSONNEL', 'OPERATING_EXPENSES', 'OTHER_CHARGES'] as const;

/** Generates and inserts one company's data; `scale` multiplies amounts (the other company's are huge). */
async function generate(account: Account, scale: number): Promise<Data> {
  const db = t.ctx.db;
  const companyId = account.companyId;
  await db.update(companies).set({ timezone: TZ }).where(eq(companies.id, companyId));
  const [mainShop] = await db.select().from(shops).where(eq(shops.company_id, companyId));
  const [mainWarehouse] = await db.select().from(warehouses).where(eq(warehouses.company_id, companyId));
  const shop2 = uuidv7();
  const warehouse2 = uuidv7();
  await db.insert(shops).values({ id: shop2, company_id: companyId, name: 'Annexe', slug: 'annexe' });
  await db
    .insert(warehouses)
    .values({ id: warehouse2, company_id: companyId, name: 'Dépôt annexe', code: 'ANX' });
  await db.insert(shopWarehouses).values({ company_id: companyId, shop_id: shop2, warehouse_id: warehouse2 });
  const shopIds = [mainShop!.id, shop2];
  const warehouseIds = [mainWarehouse!.id, warehouse2];

  const customerIds: string[] = [];
  for (const name of ['Fatou Ba', 'Moussa Sy', 'Aïcha Kane']) {
    const id = uuidv7();
    customerIds.push(id);
    await db.insert(customers).values({ id, company_id: companyId, name });
  }

  const variants: Data['variants'] = [];
  for (let p = 0; p < 3; p++) {
    const productId = uuidv7();
    await db
      .insert(products)
      .values({ id: productId, company_id: companyId, title: `Produit ${p}`, handle: `p-${p}` });
    for (let v = 0; v < 2; v++) {
      const row = {
        id: uuidv7(),
        product_id: productId,
        cost: rand() < 0.8 ? int(100, 900) * scale : null,
        reorder_point: rand() < 0.7 ? int(0, 8) : null,
      };
      variants.push(row);
      await db.insert(productVariants).values({ ...row, company_id: companyId, title: `V${v}`, position: v });
    }
  }
  const balances: Data['balances'] = [];
  for (const variant of variants) {
    for (const warehouse_id of warehouseIds) {
      if (rand() < 0.2) continue;
      const row = { warehouse_id, variant_id: variant.id, quantity: int(-2, 15) };
      balances.push(row);
    }
  }
  await db.insert(stockBalances).values(balances.map((b) => ({ ...b, company_id: companyId })));

  const methods: Data['methods'] = (
    await db
      .select({ id: paymentMethods.id, name: paymentMethods.name, kind: paymentMethods.kind })
      .from(paymentMethods)
      .where(eq(paymentMethods.company_id, companyId))
  ).map((m) => ({ ...m }));
  for (const [name, kind] of [
    ['Wave', 'mobile_money_operator'],
    ['Banque', 'bank'],
  ] as const) {
    const id = uuidv7();
    await db.insert(paymentMethods).values({ id, company_id: companyId, name, kind, accounting_code: '521' });
    methods.push({ id, name, kind });
  }

  const data: Data = {
    shopIds,
    warehouseIds,
    orders: [],
    lines: [],
    deliveries: [],
    returns: [],
    returnLines: [],
    payments: [],
    methods,
    expenses: [],
    accounts: [],
    transactions: [],
    variants,
    balances,
    suppliers: [],
    bills: [],
    purchaseOrders: [],
    supplierPayments: [],
  };

  for (let i = 0; i < 90; i++) {
    const id = uuidv7();
    const shopIndex = rand() < 0.6 ? 0 : 1;
    const created_at = ago(32);
    const applied = rand() < 0.45 ? [pick(DISCOUNTS), ...(rand() < 0.3 ? [pick(DISCOUNTS)] : [])] : [];
    const orderDiscounts = applied.map((d) => ({
      ...d,
      discount_type: 'fixed' as const,
      discount_value: '1',
      amount: int(1, 20) * 50 * scale,
    }));
    const lineDiscount = rand() < 0.3 ? int(1, 10) * 25 * scale : 0;
    const lines = Array.from({ length: int(1, 3) }, (_, position) => {
      const variant = pick(variants);
      const quantity = int(1, 4);
      const price = int(5, 50) * 100 * scale;
      return {
        id: uuidv7(),
        company_id: companyId,
        order_id: id,
        position,
        source: 'product' as const,
        variant_id: variant.id,
        product_id: variant.product_id,
        title: 'Article',
        price,
        quantity,
        subtotal: price * quantity,
        discount: 0,
        tax_total: 0,
        total: price * quantity,
      };
    });
    if (rand() < 0.3) {
      lines.push({
        id: uuidv7(),
        company_id: companyId,
        order_id: id,
        position: lines.length,
        source: 'shipping' as never,
        variant_id: null as never,
        product_id: null as never,
        title: 'Livraison',
        price: 1000 * scale,
        quantity: 1,
        subtotal: 1000 * scale,
        discount: 0,
        tax_total: 0,
        total: 1000 * scale,
      });
    }
    const subtotal = sum(lines.map((l) => l.subtotal));
    const discountTotal = sum(orderDiscounts.map((d) => d.amount)) + lineDiscount;
    const order = {
      id,
      company_id: companyId,
      number: i + 1,
      shop_id: shopIds[shopIndex]!,
      warehouse_id: warehouseIds[shopIndex]!,
      customer_id: rand() < 0.8 ? pick(customerIds) : null,
      status: pick(ORDER_STATUSES),
      payment_status: pick(PAYMENT_STATUSES),
      currency: 'XOF',
      subtotal,
      discount_total: discountTotal,
      tax_total: 0,
      total: subtotal - discountTotal,
      discounts: orderDiscounts,
      created_at,
      updated_at: created_at,
    };
    data.orders.push(order);
    data.lines.push(...lines);
  }
  await db.insert(orders).values(data.orders);
  await db.insert(orderLines).values(data.lines);

  const todayStart = dayStart(dayOf(new Date(now), TZ), TZ).getTime();
  for (const order of data.orders.filter(() => rand() < 0.55)) {
    const created_at = new Date(Math.min(order.created_at.getTime() + int(0, 5) * 3_600_000, now - 60_000));
    const status = pick(DELIVERY_STATUSES);
    const delivered_at =
      status === 'delivered' ? new Date(Math.min(created_at.getTime() + int(1, 3000) * 60_000, now)) : null;
    const touchedToday = rand() < 0.2 && now - 120_000 > todayStart;
    const updated_at = touchedToday
      ? new Date(todayStart + Math.floor(rand() * (now - todayStart)))
      : created_at;
    const scheduled_for =
      rand() < 0.15 ? new Date(todayStart + int(0, 23) * 3_600_000) : rand() < 0.3 ? ago(10) : null;
    data.deliveries.push({
      id: uuidv7(),
      company_id: order.company_id,
      order_id: order.id,
      status,
      address: { line1: 'Rue 1', city: pick(['Dakar', 'Thiès']) },
      cash_collected: rand() < 0.3 ? int(1, 50) * 100 * scale : 0,
      delivered_at,
      scheduled_for,
      created_at,
      updated_at,
    });
  }
  if (data.deliveries.length) await db.insert(deliveries).values(data.deliveries);

  let returnNumber = 0;
  for (const order of data.orders.filter((o) => o.status !== 'draft' && rand() < 0.25)) {
    const id = uuidv7();
    const status = pick(['approved', 'approved', 'requested', 'rejected'] as const);
    const picked = data.lines.filter((l) => l.order_id === order.id && l.source === 'product').slice(0, 2);
    const lines = picked.map((l) => ({
      company_id: order.company_id,
      return_id: id,
      order_line_id: l.id,
      variant_id: l.variant_id ?? null,
      quantity: int(1, l.quantity),
      amount: l.price,
    }));
    returnNumber += 1;
    data.returns.push({
      id,
      company_id: order.company_id,
      number: returnNumber,
      reference: `RET-${returnNumber}`,
      order_id: order.id,
      status,
      total: sum(lines.map((l) => l.amount * l.quantity)),
      decided_at: status === 'requested' ? null : ago(30),
    });
    data.returnLines.push(...lines);
  }
  if (data.returns.length) {
    await db.insert(returns).values(data.returns);
    await db.insert(returnLines).values(data.returnLines);
  }

  for (let i = 0; i < 80; i++) {
    const order = rand() < 0.9 ? pick(data.orders) : null;
    data.payments.push({
      id: uuidv7(),
      company_id: companyId,
      order_id: order?.id ?? null,
      payment_method_id: pick(methods).id,
      kind: rand() < 0.15 ? 'refund' : 'payment',
      amount: int(1, 100) * 100 * scale,
      currency: 'XOF',
      received_at: ago(32),
      voided_at: rand() < 0.1 ? new Date(now - 1000) : null,
    });
  }
  await db.insert(payments).values(data.payments);

  for (let i = 0; i < 50; i++) {
    const amount = int(1, 200) * 100 * scale;
    const status = rand() < 0.6 ? 'paid' : 'unpaid';
    data.expenses.push({
      company_id: companyId,
      category: pick(CATEGORIES),
      label: `Dépense ${i}`,
      currency: 'XOF',
      amount,
      net_amount: amount,
      date: dayOf(ago(32), TZ),
      status,
      deleted_at: rand() < 0.1 ? new Date(now - 1000) : null,
    });
  }
  await db.insert(expenses).values(data.expenses);

  // Treasury: the account registration made, plus one opened long ago and one opened 5 days ago.
  const existing = await db
    .select({
      id: treasuryAccounts.id,
      name: treasuryAccounts.name,
      kind: treasuryAccounts.kind,
      opening_balance: treasuryAccounts.opening_balance,
      opening_date: treasuryAccounts.opening_date,
    })
    .from(treasuryAccounts)
    .where(eq(treasuryAccounts.company_id, companyId));
  data.accounts.push(...existing);
  for (const [name, kind, opening_balance, opening_date] of [
    ['Banque Atlantique', 'bank', 500_000 * scale, shift(dayOf(new Date(now), TZ), -60)],
    ['Wave', 'mobile_money', 70_000 * scale, shift(dayOf(new Date(now), TZ), -5)],
  ] as const) {
    const id = uuidv7();
    await db.insert(treasuryAccounts).values({
      id,
      company_id: companyId,
      name,
      kind,
      accounting_code: kind === 'bank' ? '521' : '538',
      currency: 'XOF',
      opening_balance,
      opening_date,
    });
    data.accounts.push({ id, name, kind, opening_balance, opening_date });
  }
  await db.insert(treasuryAccounts).values({
    company_id: companyId,
    name: 'Archivé',
    kind: 'cash',
    accounting_code: '571',
    currency: 'XOF',
    opening_balance: 1,
    opening_date: '2020-01-01',
    is_archived: true,
  });
  for (let i = 0; i < 40; i++) {
    data.transactions.push({
      id: uuidv7(),
      company_id: companyId,
      account_id: pick(data.accounts).id,
      direction: rand() < 0.6 ? 'in' : 'out',
      amount: int(1, 300) * 100 * scale,
      occurred_at: ago(40),
      source: 'manual',
      deleted_at: rand() < 0.1 ? new Date(now - 1000) : null,
    });
  }
  await db.insert(treasuryTransactions).values(data.transactions);

  for (let i = 0; i < 4; i++) {
    const id = uuidv7();
    const created_at = ago(40);
    data.suppliers.push({ id, created_at });
    await db.insert(suppliers).values({ id, company_id: companyId, name: `Fournisseur ${i}`, created_at });
  }
  const billIds: { id: string; supplier_id: string }[] = [];
  for (let i = 0; i < 14; i++) {
    const supplier = pick(data.suppliers);
    const id = uuidv7();
    const total = int(1, 100) * 1000 * scale;
    data.bills.push({
      id,
      company_id: companyId,
      supplier_id: supplier.id,
      supplier_name: 'F',
      status: pick(['draft', 'open', 'partially_paid', 'paid', 'cancelled'] as const),
      bill_date: dayOf(ago(32), TZ),
      currency: 'XOF',
      subtotal: total,
      tax_total: 0,
      deductible_tax_total: 0,
      total,
    });
    billIds.push({ id, supplier_id: supplier.id });
  }
  await db.insert(supplierBills).values(data.bills);
  for (let i = 0; i < 8; i++) {
    const supplier = pick(data.suppliers);
    const approved = rand() < 0.8;
    data.purchaseOrders.push({
      company_id: companyId,
      supplier_id: supplier.id,
      supplier_name: 'F',
      warehouse_id: warehouseIds[0]!,
      status: approved ? pick(['approved', 'received', 'cancelled'] as const) : 'draft',
      approved_at: approved ? ago(32) : null,
      currency: 'XOF',
      subtotal: 1000,
      tax_total: 0,
      deductible_tax_total: 0,
      total: 1000,
      ordered_quantity: 3,
    });
  }
  await db.insert(purchaseOrders).values(data.purchaseOrders);
  for (let i = 0; i < 8; i++) {
    const bill = pick(billIds);
    data.supplierPayments.push({
      company_id: companyId,
      bill_id: bill.id,
      supplier_id: bill.supplier_id,
      payment_method_id: methods[0]!.id,
      amount: int(1, 50) * 1000 * scale,
      currency: 'XOF',
      paid_at: dayOf(ago(32), TZ),
    });
  }
  await db.insert(supplierPayments).values(data.supplierPayments);
  return data;
}

let mine: Data;
let theirs: Data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { name: 'Boutique Opérations', currency: 'XOF' });
  other = await registerCompany(t.app, { name: 'Autre Boutique', currency: 'XOF' });
  await upgradePlan(t.ctx, admin.companyId);
  mine = await generate(admin, 1);
  theirs = await generate(other, 1000);
  today = dayOf(new Date(), TZ);
  current = { from: shift(today, -13), to: today };
  past = { from: shift(today, -27), to: shift(today, -14) };
});
afterAll(() => t.close());

const period = () => ({ startDate: current.from, endDate: current.to });

type Json = Record<string, unknown>;
const dataOf = (response: { json<T>(): T }) => response.json<{ data: Json }>().data;
const results = (response: { json<T>(): T }) => dataOf(response).results as Json[];
const statsOf = (response: { json<T>(): T }) =>
  Object.fromEntries(
    (
      dataOf(response).stats as { item: string; value: number; past_value: number; change: number | null }[]
    ).map((s) => [s.item, s]),
  );

/** Every stat against [value now, value before]; change derived as the contract says. */
function expectStats(got: ReturnType<typeof statsOf>, expected: Record<string, [number, number]>) {
  expect(Object.keys(got)).toEqual(Object.keys(expected));
  // the generated data gives every figure something to add up, now or before
  for (const [item, [value, before]] of Object.entries(expected)) {
    expect(value !== 0 || before !== 0, `${item} has data`).toBe(true);
  }
  for (const [item, [value, before]] of Object.entries(expected)) {
    expect(got[item]!.value, item).toBeCloseTo(value, 2);
    expect(got[item]!.past_value, `${item} (past)`).toBeCloseTo(before, 2);
    expect(got[item]!.change, `${item} (change)`).toBe(change(got[item]!.value, got[item]!.past_value));
  }
}

describe('GET /analytics/{item}', () => {
  it('lists the 10 latest orders of the period, drafts left out, per shop', async () => {
    for (const shopId of [null, mine.shopIds[1]!]) {
      const response = await api('/analytics/recent-orders', {
        ...period(),
        ...(shopId ? { shop_id: shopId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const expected = mine.orders
        .filter(
          (o) => o.status !== 'draft' && inWindow(o.created_at, current) && (!shopId || o.shop_id === shopId),
        )
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (b.id < a.id ? -1 : 1))
        .slice(0, 10);
      const rows = results(response);
      expect(rows.map((r) => r.id)).toEqual(expected.map((o) => o.id));
      expect(rows.map((r) => r.total)).toEqual(expected.map((o) => o.total));
      expect(rows.map((r) => r.number)).toEqual(expected.map((o) => o.number));
      expect(dataOf(response).shop_id).toBe(shopId);
      const three = await api('/analytics/recent-orders', {
        ...period(),
        ...(shopId ? { shop_id: shopId } : {}),
        limit: '3',
      });
      expect(results(three).map((r) => r.id)).toEqual(expected.slice(0, 3).map((o) => o.id));
    }
  });

  it("lists today's deliveries: due today or moved today", async () => {
    const response = await api('/analytics/today-deliveries');
    expect(response.statusCode, response.body).toBe(200);
    const expected = mine.deliveries.filter(
      (d) => dayOf(d.updated_at, TZ) === today || (d.scheduled_for && dayOf(d.scheduled_for, TZ) === today),
    );
    const rows = results(response);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((d) => d.id).sort());
    for (const row of rows) {
      const delivery = expected.find((d) => d.id === row.id)!;
      expect(row.status).toBe(delivery.status);
      expect(row.city).toBe(delivery.address!.city);
      expect(row.order_number).toBe(mine.orders.find((o) => o.id === delivery.order_id)!.number);
    }
    expect(dataOf(response).period).toEqual({ start: today, end: today });
    // the earliest due first (undated last), then by creation; per shop, its orders' deliveries
    const time = (d?: Date | string | null) => (d ? new Date(d).getTime() : Number.POSITIVE_INFINITY);
    const ordered = (list: typeof expected) =>
      [...list]
        .sort(
          (a, b) =>
            time(a.scheduled_for) - time(b.scheduled_for) ||
            a.created_at.getTime() - b.created_at.getTime() ||
            (a.id < b.id ? -1 : 1),
        )
        .map((d) => d.id);
    expect(rows.map((r) => r.id)).toEqual(ordered(expected));
    const shopId = mine.shopIds[1]!;
    const inShop = expected.filter((d) => mine.orders.find((o) => o.id === d.order_id)!.shop_id === shopId);
    expect(inShop.length).toBeGreaterThan(0);
    expect(inShop.length).toBeLessThan(expected.length);
    const perShop = results(await api('/analytics/today-deliveries', { shop_id: shopId }));
    expect(perShop.map((r) => r.id)).toEqual(ordered(inShop));
  });

  it("cuts today's deliveries at the 100 first: overdue moved today, due today, then undated", async () => {
    const busy = await registerCompany(t.app);
    const db = t.ctx.db;
    await db.update(companies).set({ timezone: TZ }).where(eq(companies.id, busy.companyId));
    const [shop] = await db.select().from(shops).where(eq(shops.company_id, busy.companyId));
    const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.company_id, busy.companyId));
    const todayStart = dayStart(dayOf(new Date(now), TZ), TZ).getTime();
    const sinceMidnight = Math.max(1, now - 60_000 - todayStart);
    const hourToday = (i: number) => new Date(todayStart + ((i * 7_919) % 24) * 3_600_000);
    // 60 due today (some moved today too), 20 overdue and moved today, 25 undated and moved today (the cut falls among
    // them), 20 due tomorrow
    const kinds = [
      ...Array.from({ length: 60 }, (_, i) => ({ scheduled_for: hourToday(i), moved: i % 3 === 0 })),
      ...Array.from({ length: 20 }, (_, i) => ({
        scheduled_for: new Date(todayStart - (i + 1) * 3_600_000),
        moved: true,
      })),
      ...Array.from({ length: 25 }, () => ({ scheduled_for: null, moved: true })),
      ...Array.from({ length: 20 }, (_, i) => ({
        scheduled_for: new Date(todayStart + 86_400_000 + i * 60_000),
        moved: false,
      })),
    ];
    const created = (i: number) => new Date(todayStart - 3 * 86_400_000 + ((i * 104_729) % 86_400) * 1_000);
    const list = kinds.map((kind, i) => ({
      orderId: uuidv7(),
      id: uuidv7(),
      created_at: created(i),
      updated_at: kind.moved ? new Date(todayStart + ((i * 15_485_863) % sinceMidnight)) : created(i),
      scheduled_for: kind.scheduled_for,
    }));
    await db.insert(orders).values(
      list.map((d, i) => ({
        id: d.orderId,
        company_id: busy.companyId,
        number: i + 1,
        shop_id: shop!.id,
        warehouse_id: warehouse!.id,
        status: 'confirmed' as const,
        payment_status: 'paid' as const,
        currency: 'XOF',
        subtotal: 1000,
        discount_total: 0,
        tax_total: 0,
        total: 1000,
        created_at: d.created_at,
        updated_at: d.created_at,
      })),
    );
    await db.insert(deliveries).values(
      list.map((d) => ({
        id: d.id,
        company_id: busy.companyId,
        order_id: d.orderId,
        status: 'pending' as const,
        address: { line1: 'Rue 1', city: 'Dakar' },
        scheduled_for: d.scheduled_for,
        created_at: d.created_at,
        updated_at: d.updated_at,
      })),
    );
    const response = await api('/analytics/today-deliveries', {}, busy.token);
    expect(response.statusCode, response.body).toBe(200);
    const time = (d: Date | null) => (d ? d.getTime() : Number.POSITIVE_INFINITY);
    const expected = list
      .filter(
        (d) =>
          d.updated_at.getTime() >= todayStart ||
          (d.scheduled_for && dayOf(d.scheduled_for, TZ) === dayOf(new Date(now), TZ)),
      )
      .sort(
        (a, b) =>
          time(a.scheduled_for) - time(b.scheduled_for) ||
          a.created_at.getTime() - b.created_at.getTime() ||
          (a.id < b.id ? -1 : 1),
      );
    expect(expected.length).toBe(105);
    expect(results(response).map((r) => r.id)).toEqual(expected.slice(0, 100).map((d) => d.id));
    // the dashboard's card asks for the first ten
    const ten = await api('/analytics/today-deliveries', { limit: '10' }, busy.token);
    expect(results(ten).map((r) => r.id)).toEqual(expected.slice(0, 10).map((d) => d.id));
  });

  it('lists the low variants over every warehouse, most urgent first, whatever the shop', async () => {
    const db = t.ctx.db;
    // The generated balances do not move the variants' totals: give each its balances' sum.
    const totals = new Map(mine.variants.map((v) => [v.id, 0]));
    for (const b of mine.balances) totals.set(b.variant_id, (totals.get(b.variant_id) ?? 0) + b.quantity);
    for (const [id, quantity] of totals) {
      await db.update(productVariants).set({ quantity }).where(eq(productVariants.id, id));
    }
    try {
      const response = await api('/analytics/low-stock');
      expect(response.statusCode, response.body).toBe(200);
      const expected = mine.variants
        .filter((v) =>
          isVariantLowStock({
            trackInventory: true,
            reorderPoint: v.reorder_point,
            available: totals.get(v.id)!,
          }),
        )
        .map((v) => ({ id: v.id, quantity: totals.get(v.id)!, reorder_point: v.reorder_point! }));
      const rows = results(response);
      expect(rows.map((r) => r.variant_id).sort()).toEqual(expected.map((v) => v.id).sort());
      expect(rows.length).toBeGreaterThanOrEqual(2);
      // Most urgent first, by the stock pages' rule; one row per variant, its total.
      const figures = rows.map((r) => ({
        quantity: r.quantity as number,
        reorder_point: r.reorder_point as number,
      }));
      expect(figures).toEqual([...figures].sort(compareLowStockUrgency));
      for (const row of rows) {
        expect(row.quantity).toBe(totals.get(row.variant_id as string));
      }
      // A shop does not narrow it: the reorder point is the variant's, not a warehouse's.
      expect(results(await api('/analytics/low-stock', { shop_id: mine.shopIds[1]! }))).toEqual(rows);
      expect(results(await api('/analytics/low-stock', { limit: '1' }))).toEqual(rows.slice(0, 1));
    } finally {
      await db
        .update(productVariants)
        .set({ quantity: 0 })
        .where(eq(productVariants.company_id, admin.companyId));
    }
  });

  it('follows the variants’ totals and reorder points (the products’ low_stock flag its triggers keep)', async () => {
    const db = t.ctx.db;
    const { companyId } = admin;
    // The rule in SQL, straight from the variants.
    const lowNow = async () =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`select v.id from product_variants v join products p on p.id = v.product_id
            where v.company_id = ${companyId} and p.track_inventory and v.deleted_at is null
              and v.reorder_point is not null and v.quantity <= v.reorder_point`,
        )
      )
        .map((r) => r.id)
        .sort();
    const listed = async () =>
      results(await api('/analytics/low-stock'))
        .map((r) => r.variant_id as string)
        .sort();
    const unset = mine.variants.find((v) => v.reorder_point === null)!;
    const low = mine.variants.find((v) => v.reorder_point !== null)!;
    const dropped = mine.variants.find((v) => v.reorder_point !== null && v.id !== low.id)!;
    try {
      await db.update(productVariants).set({ reorder_point: 0 }).where(eq(productVariants.id, unset.id));
      await db
        .update(productVariants)
        .set({ quantity: low.reorder_point! + 5 })
        .where(eq(productVariants.id, low.id));
      await db.update(productVariants).set({ reorder_point: null }).where(eq(productVariants.id, dropped.id));
      const expected = await lowNow();
      expect(expected).toContain(unset.id);
      expect(expected).not.toContain(low.id);
      expect(expected).not.toContain(dropped.id);
      expect(await listed()).toEqual(expected);
    } finally {
      await db.update(productVariants).set({ reorder_point: null }).where(eq(productVariants.id, unset.id));
      await db.update(productVariants).set({ quantity: 0 }).where(eq(productVariants.id, low.id));
      await db
        .update(productVariants)
        .set({ reorder_point: dropped.reorder_point })
        .where(eq(productVariants.id, dropped.id));
    }
    expect(await listed()).toEqual(await lowNow());
  });

  it('values the stock at cost per warehouse', async () => {
    const response = await api('/analytics/stock-value');
    expect(response.statusCode, response.body).toBe(200);
    const rows = results(response);
    expect(rows.map((r) => r.warehouse_id).sort()).toEqual([...mine.warehouseIds].sort());
    for (const warehouseId of mine.warehouseIds) {
      const here = mine.balances.filter((b) => b.warehouse_id === warehouseId);
      const row = rows.find((r) => r.warehouse_id === warehouseId)!;
      expect(row.units).toBe(sum(here.map((b) => Math.max(b.quantity, 0))));
      expect(row.value).toBe(
        sum(
          here.map(
            (b) => Math.max(b.quantity, 0) * (mine.variants.find((v) => v.id === b.variant_id)!.cost ?? 0),
          ),
        ),
      );
    }
  });

  it('counts deliveries by status with the average delivery time, per shop', async () => {
    for (const shopId of [null, mine.shopIds[0]!]) {
      const response = await api('/analytics/deliveries', {
        ...period(),
        ...(shopId ? { shop_id: shopId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const shopOrders = new Set(mine.orders.filter((o) => !shopId || o.shop_id === shopId).map((o) => o.id));
      const here = mine.deliveries.filter(
        (d) => inWindow(d.created_at, current) && shopOrders.has(d.order_id),
      );
      const rows = results(response);
      for (const status of ['pending', 'taken_in_charge', 'delivered', 'cancelled', 'idle']) {
        expect(rows.find((r) => r.status === status)?.count, status).toBe(
          here.filter((d) => d.status === status).length,
        );
      }
      const delivered = here.filter((d) => d.status === 'delivered');
      const hours = delivered.length
        ? round2(
            sum(delivered.map((d) => (d.delivered_at!.getTime() - d.created_at.getTime()) / 1000)) /
              delivered.length /
              3600,
          )
        : null;
      expect(dataOf(response).average_delivery_hours).toBe(hours);
    }
  });

  it('adds expenses up by category against the past period, labels translated', async () => {
    const response = await api('/analytics/expenses-by-category', { ...period(), locale: 'fr' });
    expect(response.statusCode, response.body).toBe(200);
    const rows = results(response);
    const live = mine.expenses.filter((e) => !e.deleted_at);
    for (const category of CATEGORIES) {
      const amount = sum(
        live.filter((e) => e.category === category && dayIn(e.date, current)).map((e) => e.amount),
      );
      const pastAmount = sum(
        live.filter((e) => e.category === category && dayIn(e.date, past)).map((e) => e.amount),
      );
      const row = rows.find((r) => r.category === category);
      if (amount === 0 && pastAmount === 0) expect(row).toBeUndefined();
      else expect(row).toMatchObject({ amount, past_amount: pastAmount });
    }
    expect(rows.find((r) => r.category === 'PERSONNEL')?.label ?? 'Personnel').toBe('Personnel');
    const other = rows.find((r) => r.category === 'OPERATING_EXPENSES');
    if (other) expect(other.label).toBe('Frais de fonctionnement');
    const paid = results(await api('/analytics/expenses-by-category', { ...period(), paid_only: 'true' }));
    expect(sum(paid.map((r) => r.amount as number))).toBe(
      sum(live.filter((e) => e.status === 'paid' && dayIn(e.date, current)).map((e) => e.amount)),
    );
  });

  it('adds expenses by category over whole months and edge days, following every change (the month rollup)', async () => {
    const db = t.ctx.db;
    const busy = await registerCompany(t.app);
    const monthStart = (day: string) => `${day.slice(0, 8)}01`;
    const firstMonth = monthStart(shift(monthStart(today), -70));
    type Row = {
      id: string;
      category: string;
      amount: number;
      date: string;
      status: string;
      deleted: boolean;
    };
    const list: Row[] = Array.from({ length: 160 }, (_, i) => ({
      id: uuidv7(),
      category: CATEGORIES[i % CATEGORIES.length]!,
      amount: ((i * 7_919) % 300) * 100 + 100,
      date: shift(today, -((i * 104_729) % 200)),
      status: i % 3 === 0 ? 'unpaid' : 'paid',
      deleted: i % 17 === 0,
    }));
    await db.insert(expenses).values(
      list.map((e) => ({
        id: e.id,
        company_id: busy.companyId,
        category: e.category as (typeof CATEGORIES)[number],
        label: 'Dépense',
        currency: 'XOF',
        amount: e.amount,
        net_amount: e.amount,
        date: e.date,
        status: e.status as 'paid' | 'unpaid',
        deleted_at: e.deleted ? new Date() : null,
      })),
    );
    const change = async (e: Row, set: Partial<Omit<Row, 'id'>>) => {
      Object.assign(e, set);
      await db
        .update(expenses)
        .set({
          category: e.category as (typeof CATEGORIES)[number],
          amount: e.amount,
          net_amount: e.amount,
          date: e.date,
          status: e.status as 'paid' | 'unpaid',
          deleted_at: e.deleted ? new Date() : null,
        })
        .where(eq(expenses.id, e.id));
    };
    await change(list[1]!, { amount: list[1]!.amount + 12_300 });
    await change(list[2]!, {
      category: list[2]!.category === 'OTHER_CHARGES' ? 'SUPPLIER' : 'OTHER_CHARGES',
    });
    await change(list[4]!, { date: shift(list[4]!.date, -45) });
    await change(list[5]!, { status: 'unpaid' });
    await change(list[3]!, { status: 'paid' });
    await change(list[7]!, { deleted: true });
    await change(list[17]!, { deleted: false });
    await db.delete(expenses).where(eq(expenses.id, list[8]!.id));
    list.splice(8, 1);
    await change(list[10]!, { date: list[10]!.date });
    const windows = [
      { from: firstMonth, to: today },
      { from: shift(firstMonth, 9), to: shift(today, -3) },
      { from: shift(today, -30), to: today },
    ];
    for (const w of windows) {
      for (const paidOnly of [false, true]) {
        const response = await api(
          '/analytics/expenses-by-category',
          { startDate: w.from, endDate: w.to, ...(paidOnly ? { paid_only: 'true' } : {}) },
          busy.token,
        );
        expect(response.statusCode, response.body).toBe(200);
        const stats = dataOf(response);
        const pastWindow = stats.past_period as { start: string; end: string };
        const total = (from: string, to: string, category: string) =>
          sum(
            list
              .filter((e) => !e.deleted && e.category === category && e.date >= from && e.date <= to)
              .filter((e) => !paidOnly || e.status === 'paid')
              .map((e) => e.amount),
          );
        const expected = CATEGORIES.map((category) => ({
          category,
          amount: total(w.from, w.to, category),
          past_amount: total(pastWindow.start, pastWindow.end, category),
        })).filter((r) => r.amount !== 0 || r.past_amount !== 0);
        const got = results(response).map((r) => ({
          category: r.category,
          amount: r.amount,
          past_amount: r.past_amount,
        }));
        expect(got.sort((a, b) => String(a.category).localeCompare(String(b.category)))).toEqual(
          expected.sort((a, b) => a.category.localeCompare(b.category)),
        );
      }
    }
    // the month rows are what the expenses add up to, none left at zero
    const rollup = await db
      .select()
      .from(expenseCategoryMonths)
      .where(eq(expenseCategoryMonths.company_id, busy.companyId));
    const byKey = new Map<string, { amount: number; expenses: number }>();
    for (const e of list.filter((x) => !x.deleted)) {
      const key = `${monthStart(e.date)} ${e.category} ${e.status === 'paid'}`;
      const row = byKey.get(key) ?? { amount: 0, expenses: 0 };
      row.amount += e.amount;
      row.expenses += 1;
      byKey.set(key, row);
    }
    expect(
      Object.fromEntries(
        rollup.map((r) => [`${r.month} ${r.category} ${r.paid}`, { amount: r.amount, expenses: r.expenses }]),
      ),
    ).toEqual(Object.fromEntries(byKey));
  });

  it('gives each treasury account its balance at the end of the period', async () => {
    for (const end of [today, shift(today, -3), shift(today, -20)]) {
      const response = await api('/analytics/cash-position', { startDate: shift(end, -6), endDate: end });
      expect(response.statusCode, response.body).toBe(200);
      const until = dayStart(shift(end, 1), TZ).getTime();
      const rows = results(response);
      expect(rows.map((r) => r.id).sort()).toEqual(mine.accounts.map((a) => a.id).sort());
      for (const account of mine.accounts) {
        const moved = mine.transactions.filter(
          (x) => x.account_id === account.id && !x.deleted_at && x.occurred_at.getTime() < until,
        );
        const expected =
          (account.opening_date <= end ? account.opening_balance : 0) +
          sum(moved.map((x) => (x.direction === 'in' ? x.amount : -x.amount)));
        expect(rows.find((r) => r.id === account.id)!.balance, `${account.name} at ${end}`).toBe(expected);
      }
    }
  });

  it('follows movements changed, moved, deleted and removed (the daily treasury rollup)', async () => {
    const db = t.ctx.db;
    const live = mine.transactions.filter((x) => !x.deleted_at);
    const [changed, moved, softDeleted, removed] = [live[0]!, live[1]!, live[2]!, live[3]!];
    const dead = mine.transactions.find((x) => x.deleted_at)!;
    changed.amount = changed.amount! + 12_345;
    changed.direction = changed.direction === 'in' ? 'out' : 'in';
    await db
      .update(treasuryTransactions)
      .set({ amount: changed.amount, direction: changed.direction })
      .where(eq(treasuryTransactions.id, changed.id));
    moved.occurred_at = new Date(moved.occurred_at.getTime() - 9 * DAY_MS);
    moved.account_id = mine.accounts[0]!.id;
    await db
      .update(treasuryTransactions)
      .set({ occurred_at: moved.occurred_at, account_id: moved.account_id })
      .where(eq(treasuryTransactions.id, moved.id));
    softDeleted.deleted_at = new Date();
    await db
      .update(treasuryTransactions)
      .set({ deleted_at: softDeleted.deleted_at })
      .where(eq(treasuryTransactions.id, softDeleted.id));
    await db.delete(treasuryTransactions).where(eq(treasuryTransactions.id, removed.id));
    mine.transactions.splice(mine.transactions.indexOf(removed), 1);
    dead.deleted_at = null;
    await db
      .update(treasuryTransactions)
      .set({ deleted_at: null })
      .where(eq(treasuryTransactions.id, dead.id));
    for (const end of [today, shift(today, -9), shift(today, -25)]) {
      const rows = results(
        await api('/analytics/cash-position', { startDate: shift(end, -6), endDate: end }),
      );
      const until = dayStart(shift(end, 1), TZ).getTime();
      for (const account of mine.accounts) {
        const expected =
          (account.opening_date <= end ? account.opening_balance : 0) +
          sum(
            mine.transactions
              .filter((x) => x.account_id === account.id && !x.deleted_at && x.occurred_at.getTime() < until)
              .map((x) => (x.direction === 'in' ? x.amount! : -x.amount!)),
          );
        expect(rows.find((r) => r.id === account.id)!.balance, `${account.name} at ${end}`).toBe(expected);
      }
    }
  });

  it('adds payments up by method: received less refunded, voided left out, per shop', async () => {
    for (const shopId of [null, mine.shopIds[1]!]) {
      const response = await api('/analytics/payments-by-method', {
        ...period(),
        ...(shopId ? { shop_id: shopId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const shopOrders = new Set(mine.orders.filter((o) => o.shop_id === shopId).map((o) => o.id));
      const here = mine.payments.filter(
        (p) =>
          !p.voided_at && inWindow(p.received_at, current) && (!shopId || shopOrders.has(p.order_id ?? '')),
      );
      const rows = results(response);
      const expected = mine.methods
        .map((m) => {
          const of = here.filter((p) => p.payment_method_id === m.id);
          return {
            payment_method_id: m.id,
            name: m.name,
            kind: m.kind,
            amount: sum(of.map((p) => (p.kind === 'refund' ? -p.amount : p.amount))),
            count: of.length,
            n: of.length,
          };
        })
        .filter((m) => m.n > 0)
        .map(({ n: _n, ...m }) => m);
      expect(
        [...rows].sort((a, b) => String(a.payment_method_id).localeCompare(String(b.payment_method_id))),
      ).toEqual(expected.sort((a, b) => a.payment_method_id.localeCompare(b.payment_method_id)));
    }
  });
});

describe('GET /analytics/{model}/stats', () => {
  it('gives the deliveries figures against the past period', async () => {
    const response = await api('/analytics/deliveries/stats', period());
    expect(response.statusCode, response.body).toBe(200);
    const figures = (w: typeof current) => {
      const here = mine.deliveries.filter((d) => inWindow(d.created_at, w));
      const delivered = here.filter((d) => d.status === 'delivered');
      return [
        here.length,
        delivered.length,
        here.filter((d) => d.status === 'cancelled').length,
        delivered.length
          ? round2(
              sum(delivered.map((d) => (d.delivered_at!.getTime() - d.created_at.getTime()) / 1000)) /
                delivered.length /
                3600,
            )
          : 0,
        sum(here.map((d) => d.cash_collected ?? 0)),
      ];
    };
    const [now, before] = [figures(current), figures(past)];
    const items = ['deliveries', 'delivered', 'cancelled', 'average_delivery_hours', 'cash_collected'];
    expectStats(statsOf(response), Object.fromEntries(items.map((item, i) => [item, [now[i]!, before[i]!]])));
    expect(dataOf(response)).toMatchObject({
      model: 'deliveries',
      period: { start: current.from, end: current.to },
      past_period: { start: past.from, end: past.to },
      currency: 'XOF',
    });
  });

  it('gives the returns figures and the returns rate over units sold', async () => {
    const response = await api('/analytics/returns/stats', period());
    expect(response.statusCode, response.body).toBe(200);
    const figures = (w: typeof current) => {
      const approved = mine.returns.filter((r) => r.status === 'approved' && inWindow(r.decided_at, w));
      const ids = new Set(approved.map((r) => r.id));
      const units = sum(mine.returnLines.filter((l) => ids.has(l.return_id)).map((l) => l.quantity));
      const counted = new Set(
        mine.orders
          .filter((o) => (o.status === 'confirmed' || o.status === 'completed') && inWindow(o.created_at, w))
          .map((o) => o.id),
      );
      const soldLines = mine.lines.filter((l) => l.source === 'product' && counted.has(l.order_id));
      const sold = sum(soldLines.map((l) => l.quantity));
      // the rate: units of the window's sales that came back (approved returns, whenever decided)
      const soldIds = new Set(soldLines.map((l) => l.id));
      const allApproved = new Set(mine.returns.filter((r) => r.status === 'approved').map((r) => r.id));
      const back = sum(
        mine.returnLines
          .filter((l) => allApproved.has(l.return_id) && soldIds.has(l.order_line_id))
          .map((l) => l.quantity),
      );
      return {
        returns: approved.length,
        returned_units: units,
        returns_rate: sold ? round2((back / sold) * 100) : 0,
        credited: sum(approved.map((r) => r.total)),
      };
    };
    const [now, before] = [figures(current), figures(past)];
    expectStats(
      statsOf(response),
      Object.fromEntries(
        Object.keys(now).map((k) => [k, [now[k as keyof typeof now], before[k as keyof typeof now]]]),
      ),
    );
  });

  it('gives the expenses figures; paid_only (default true) keeps the paid ones', async () => {
    const live = mine.expenses.filter((e) => !e.deleted_at);
    const figures = (w: typeof current, paidOnly: boolean) => {
      const here = live.filter((e) => dayIn(e.date, w));
      const counted = paidOnly ? here.filter((e) => e.status === 'paid') : here;
      return {
        expenses: sum(counted.map((e) => e.amount)),
        expenses_count: counted.length,
        paid: sum(here.filter((e) => e.status === 'paid').map((e) => e.amount)),
        unpaid: sum(here.filter((e) => e.status === 'unpaid').map((e) => e.amount)),
      };
    };
    for (const paidOnly of [true, false]) {
      const response = await api('/analytics/expenses/stats', {
        ...period(),
        ...(paidOnly ? {} : { paid_only: 'false' }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(dataOf(response).paid_only).toBe(paidOnly);
      const [now, before] = [figures(current, paidOnly), figures(past, paidOnly)];
      expectStats(
        statsOf(response),
        Object.fromEntries(
          Object.keys(now).map((k) => [k, [now[k as keyof typeof now], before[k as keyof typeof now]]]),
        ),
      );
    }
  });

  it('gives the payments figures, per shop', async () => {
    for (const shopId of [null, mine.shopIds[0]!]) {
      const response = await api('/analytics/payments/stats', {
        ...period(),
        ...(shopId ? { shop_id: shopId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const shopOrders = new Set(mine.orders.filter((o) => o.shop_id === shopId).map((o) => o.id));
      const figures = (w: typeof current) => {
        const here = mine.payments.filter(
          (p) => !p.voided_at && inWindow(p.received_at, w) && (!shopId || shopOrders.has(p.order_id ?? '')),
        );
        const received = here.filter((p) => p.kind === 'payment');
        const refunds = sum(here.filter((p) => p.kind === 'refund').map((p) => p.amount));
        const total = sum(received.map((p) => p.amount));
        return { payments: total, refunds, net: total - refunds, payments_count: here.length };
      };
      const [now, before] = [figures(current), figures(past)];
      expectStats(
        statsOf(response),
        Object.fromEntries(
          Object.keys(now).map((k) => [k, [now[k as keyof typeof now], before[k as keyof typeof now]]]),
        ),
      );
    }
  });

  it('gives the suppliers figures', async () => {
    const figures = (w: typeof current, paidOnly: boolean) => {
      const billed = mine.bills.filter(
        (b) =>
          dayIn(b.bill_date, w) &&
          (paidOnly ? b.status === 'paid' : ['open', 'partially_paid', 'paid'].includes(b.status!)),
      );
      const ordered = mine.purchaseOrders.filter(
        (p) => p.status !== 'cancelled' && inWindow(p.approved_at, w),
      );
      return {
        purchases: sum(billed.map((b) => b.total)),
        purchase_orders: ordered.length,
        supplier_payments: sum(mine.supplierPayments.filter((p) => dayIn(p.paid_at, w)).map((p) => p.amount)),
        active_suppliers: new Set([...billed.map((b) => b.supplier_id), ...ordered.map((p) => p.supplier_id)])
          .size,
        new_suppliers: mine.suppliers.filter((s) => inWindow(s.created_at, w)).length,
      };
    };
    for (const paidOnly of [true, false]) {
      const response = await api('/analytics/suppliers/stats', { ...period(), paid_only: String(paidOnly) });
      expect(response.statusCode, response.body).toBe(200);
      const [now, before] = [figures(current, paidOnly), figures(past, paidOnly)];
      expectStats(
        statsOf(response),
        Object.fromEntries(
          Object.keys(now).map((k) => [k, [now[k as keyof typeof now], before[k as keyof typeof now]]]),
        ),
      );
    }
  });

  it('gives the discounts used and their cost, one row per discount code or label', async () => {
    const key = (d: (typeof DISCOUNTS)[number]) =>
      d.discount_id ??
      (d.code?.trim()
        ? `code:${d.code.trim().toUpperCase()}`
        : `label:${d.label.toLowerCase().replace(/\s+/g, ' ')}`);
    for (const [paidOnly, shopId] of [
      [true, null],
      [false, null],
      [true, mine.shopIds[1]!],
    ] as const) {
      const response = await api('/analytics/discounts/stats', {
        ...period(),
        paid_only: String(paidOnly),
        ...(shopId ? { shop_id: shopId } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      const sales = (w: typeof current) =>
        mine.orders.filter(
          (o) =>
            (o.status === 'confirmed' || o.status === 'completed') &&
            (!paidOnly || ['paid', 'partially_paid', 'partially_credited'].includes(o.payment_status!)) &&
            (!shopId || o.shop_id === shopId) &&
            inWindow(o.created_at, w) &&
            o.discount_total > 0,
        );
      const rowsOf = (w: typeof current) => {
        const rows = new Map<string, { uses: Set<string>; amount: number }>();
        const add = (k: string, orderId: string, amount: number) => {
          const row = rows.get(k) ?? { uses: new Set(), amount: 0 };
          row.uses.add(orderId);
          row.amount += amount;
          rows.set(k, row);
        };
        for (const o of sales(w)) {
          const applied = o.discounts as { amount: number }[] & (typeof DISCOUNTS)[number][];
          for (const d of applied) add(key(d), o.id, (d as unknown as { amount: number }).amount);
          const rest =
            o.discount_total - sum(applied.map((d) => (d as unknown as { amount: number }).amount));
          if (rest > 0) add('line', o.id, rest);
        }
        return rows;
      };
      const [now, before] = [sales(current), sales(past)];
      expectStats(statsOf(response), {
        discounted_orders: [now.length, before.length],
        discounts: [sum(now.map((o) => o.discount_total)), sum(before.map((o) => o.discount_total))],
      });
      const [rowsNow, rowsBefore] = [rowsOf(current), rowsOf(past)];
      const keys = new Set([...rowsNow.keys(), ...rowsBefore.keys()]);
      const got = dataOf(response).rows as Json[];
      expect(got.map((r) => r.key).sort()).toEqual([...keys].sort());
      for (const k of keys) {
        expect(
          got.find((r) => r.key === k),
          k,
        ).toMatchObject({
          uses: rowsNow.get(k)?.uses.size ?? 0,
          amount: rowsNow.get(k)?.amount ?? 0,
          past_uses: rowsBefore.get(k)?.uses.size ?? 0,
          past_amount: rowsBefore.get(k)?.amount ?? 0,
        });
      }
      const vip = got.find((r) => r.key === 'code:VIP');
      if (vip) expect(vip.code).toBeTruthy();
      const line = got.find((r) => r.key === 'line');
      if (line) expect(line.label).toBe('Line discounts');
    }
  });
});

describe('access, tenancy and input', () => {
  const ITEMS = [
    'recent-orders',
    'today-deliveries',
    'low-stock',
    'stock-value',
    'deliveries',
    'expenses-by-category',
    'cash-position',
    'payments-by-method',
  ];
  const MODELS = ['deliveries', 'returns', 'expenses', 'payments', 'suppliers', 'discounts'];

  it('needs stats.view for everything, and each item its own permission', async () => {
    const employee = await createStaff(t.app, admin, 'employee');
    const courier = await createStaff(t.app, admin, 'courrier');
    for (const who of [employee, courier]) {
      for (const item of ITEMS)
        expect((await api(`/analytics/${item}`, undefined, who.token)).statusCode).toBe(403);
      for (const model of MODELS) {
        expect((await api(`/analytics/${model}/stats`, undefined, who.token)).statusCode).toBe(403);
      }
    }
    // accountant: stats.*, stocks.view, no products.cost, no payments.view, no suppliers.stats
    const accountant = await createStaff(t.app, admin, 'accountant');
    const status = async (url: string) => (await api(url, undefined, accountant.token)).statusCode;
    expect(await status('/analytics/low-stock')).toBe(200);
    expect(await status('/analytics/stock-value')).toBe(403);
    expect(await status('/analytics/payments-by-method')).toBe(403);
    expect(await status('/analytics/cash-position')).toBe(200);
    expect(await status('/analytics/expenses-by-category')).toBe(200);
    expect(await status('/analytics/suppliers/stats')).toBe(403);
    expect(await status('/analytics/discounts/stats')).toBe(200);
    expect(await status('/analytics/returns/stats')).toBe(200);
    // manager: everything but payments (no payments.view)
    const manager = await createStaff(t.app, admin, 'manager');
    for (const item of ITEMS) {
      const response = await api(`/analytics/${item}`, undefined, manager.token);
      expect(response.statusCode, `${item}: ${response.body}`).toBe(
        item === 'payments-by-method' ? 403 : 200,
      );
    }
    for (const model of MODELS) {
      expect((await api(`/analytics/${model}/stats`, undefined, manager.token)).statusCode, model).toBe(200);
    }
  });

  it("never shows another company's data; another company's shop is a 404", async () => {
    // The other company's amounts are 1000 times larger: any leak breaks the figures checked above;
    // here its own figures are its own.
    const theirsResponse = await api('/analytics/payments/stats', period(), other.token);
    const theirTotal = sum(
      theirs.payments
        .filter((p) => !p.voided_at && p.kind === 'payment' && inWindow(p.received_at, current))
        .map((p) => p.amount),
    );
    expect(statsOf(theirsResponse).payments!.value).toBe(theirTotal);
    const recent = results(await api('/analytics/recent-orders', period()));
    const theirIds = new Set(theirs.orders.map((o) => o.id));
    expect(recent.some((r) => theirIds.has(r.id as string))).toBe(false);
    const cash = results(await api('/analytics/cash-position'));
    expect(cash.some((r) => theirs.accounts.some((a) => a.id === r.id))).toBe(false);
    for (const url of [
      '/analytics/recent-orders',
      '/analytics/deliveries/stats',
      '/analytics/discounts/stats',
    ]) {
      const response = await api(url, { shop_id: theirs.shopIds[0]! });
      expect(response.statusCode, url).toBe(404);
    }
    expect(
      (await api('/analytics/low-stock', { shop_id: '01900000-0000-7000-8000-0000000000ff' })).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a 400 invalid_parameter in the user language, and an unknown item with a 404', async () => {
    // CONTRACT §2: a bad or unknown query parameter is a 400 invalid_parameter (the app's query
    // validation answers so for every route; the schema's refusals also name the field in errors).
    const bad: [Record<string, string>, number][] = [
      [{ startDate: 'yesterday' }, 400],
      [{ startDate: '2026-13-01' }, 400],
      [{ startDate: today, endDate: shift(today, -3) }, 400],
      [{ period: 'fortnight' }, 400],
      [{ pastStartDate: 'soon', pastEndDate: today }, 400],
      [{ paid_only: 'maybe' }, 400],
      [{ shop_id: 'not-a-uuid' }, 400],
      [{ colour: 'blue' }, 400],
    ];
    for (const [query, code] of bad) {
      for (const url of ['/analytics/deliveries', '/analytics/returns/stats', '/analytics/discounts/stats']) {
        const response = await api(url, query);
        expect(response.statusCode, `${url} ${JSON.stringify(query)}: ${response.body}`).toBe(code);
      }
    }
    const french = await api('/analytics/low-stock', { colour: 'blue', locale: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.body).not.toContain('Unknown parameter');
    const dates = await api('/analytics/cash-position', { startDate: 'hier', locale: 'es' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json<{ code: string }>().code).toBe('invalid_parameter');
    expect(dates.body).not.toContain('Invalid value');
    for (const limit of ['0', '101', '2.5', 'ten']) {
      const response = await api('/analytics/low-stock', { limit });
      expect(response.statusCode, `limit ${limit}: ${response.body}`).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('invalid_parameter');
    }
    // limit belongs to the row lists only
    const aggregate = await api('/analytics/payments-by-method', { limit: '5' });
    expect(aggregate.statusCode).toBe(400);
    expect(aggregate.body).toContain('limit');
    const unknown = await api('/analytics/nonsense', period());
    expect(unknown.statusCode).toBe(404);
    expect((await api('/analytics/constructor')).statusCode).toBe(404);
  });
});
