import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertPaymentMethod, insertTax } from '../orders/orders.test-helpers.ts';
import {
  apiOf,
  createSupplier,
  type PurchaseOrderBody,
  purchasable,
  type SupplierBillBody,
} from './purchases.test-helpers.ts';

let t: TestApp;
let admin: Account;
let supplierId: string;
let cash: string;
let vat: string;
const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(t.app, () => admin)(...args);
const bill = (response: { json<T>(): T }) => response.json<{ data: SupplierBillBody }>().data;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  supplierId = await createSupplier(t.app, admin, { name: 'Brasseries du Cameroun', payment_terms_days: 30 });
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Caisse' });
  vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '19.25' });
});
afterAll(() => t.close());

/** An approved order of 10 crates at 8 000 with VAT, with `received` of them received. */
async function orderWithReceipt(received: number) {
  const crates = await purchasable(t.ctx.db, admin.companyId, { title: 'Casier 33 Export' });
  const created = await api('POST', 'purchase-orders', {
    supplier_id: supplierId,
    lines: [{ variant_id: crates, quantity: 10, unit_cost: 8_000, tax_ids: [vat] }],
  });
  const id = created.json<{ data: PurchaseOrderBody }>().data.id;
  const po = (await api('POST', `purchase-orders/${id}/approve`, {})).json<{ data: PurchaseOrderBody }>()
    .data;
  if (received > 0) {
    const response = await api('POST', `purchase-orders/${id}/receipts`, {
      lines: [{ line_id: po.lines[0]!.id, quantity: received }],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return po;
}

/** A standalone bill of `amount` (no taxes), entered (open). */
async function openBill(amount: number, supplier = supplierId, account = admin) {
  const created = await api(
    'POST',
    'supplier-bills',
    {
      supplier_id: supplier,
      bill_date: '2026-01-10',
      lines: [{ title: 'Transport Douala–Yaoundé', quantity: 1, unit_cost: amount }],
    },
    account,
  );
  expect(created.statusCode, created.body).toBe(201);
  const opened = await api('POST', `supplier-bills/${bill(created).id}/open`, {}, account);
  expect(opened.statusCode, opened.body).toBe(200);
  return bill(opened);
}

describe('bills from a purchase order', () => {
  it('bills the units received and not billed yet, at the order’s cost and taxes', async () => {
    const po = await orderWithReceipt(6);

    const response = await api('POST', `purchase-orders/${po.id}/bills`, {
      supplier_reference: 'FAC-BDC-8841',
      bill_date: '2026-03-01',
    });

    expect(response.statusCode, response.body).toBe(201);
    expect(bill(response)).toMatchObject({
      kind: 1,
      status: 'draft',
      reference: null,
      purchase_order_id: po.id,
      purchase_order_reference: po.reference,
      bill_date: '2026-03-01',
      // The supplier's 30-day terms.
      due_date: '2026-03-31',
      subtotal: 48_000,
      tax_total: 9_240,
      total: 57_240,
      lines: [{ quantity: 6, unit_cost: 8_000, purchase_order_line_id: po.lines[0]!.id, kind: 'goods' }],
    });
    const after = (await api('GET', `purchase-orders/${po.id}`)).json<{ data: PurchaseOrderBody }>().data;
    expect(after.lines[0]!.billed_quantity).toBe(6);
    expect(after.timeline.at(-1)).toMatchObject({ type: 'billed', to_value: 'received' });

    const again = await api('POST', `purchase-orders/${po.id}/bills`, {}, admin, 'fr');
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      basis: ['Il ne reste rien de reçu à facturer sur ce bon.'],
    });
    const ordered = await api('POST', `purchase-orders/${po.id}/bills`, { basis: 'ordered' });
    expect(bill(ordered).lines[0]!.quantity).toBe(4);
    expect((await api('POST', `purchase-orders/${po.id}/bills`, { basis: 'ordered' })).statusCode).toBe(422);

    // A cancelled bill gives its units back.
    await api('POST', `supplier-bills/${bill(ordered).id}/cancel`, {});
    expect(
      bill(await api('POST', `purchase-orders/${po.id}/bills`, { basis: 'ordered' })).lines[0]!.quantity,
    ).toBe(4);
  });

  it('refuses to bill an order that is not approved (409)', async () => {
    const item = await purchasable(t.ctx.db, admin.companyId);
    const draft = await api('POST', 'purchase-orders', {
      supplier_id: supplierId,
      lines: [{ variant_id: item, quantity: 1, unit_cost: 100 }],
    });
    const id = draft.json<{ data: PurchaseOrderBody }>().data.id;
    expect((await api('POST', `purchase-orders/${id}/bills`, { basis: 'ordered' })).statusCode).toBe(409);
  });
});

describe('entering and paying a bill', () => {
  it('numbers a bill when entered, takes partial payments, refuses over-payment, and is paid at the end', async () => {
    const po = await orderWithReceipt(10);
    const draft = bill(await api('POST', `purchase-orders/${po.id}/bills`, { bill_date: `${year}-02-01` }));
    const early = await api('POST', `supplier-bills/${draft.id}/payments`, {
      amount: 1_000,
      payment_method_id: cash,
    });
    expect(early.statusCode).toBe(409);

    const opened = bill(await api('POST', `supplier-bills/${draft.id}/open`, {}));
    expect(opened).toMatchObject({ status: 'open', total: 95_400, balance_due: 95_400 });
    expect(opened.reference).toMatch(new RegExp(`^BILL-${year}-\\d{4}$`));
    expect((await api('POST', `supplier-bills/${draft.id}/open`, {})).statusCode).toBe(409);
    expect((await api('PATCH', `supplier-bills/${draft.id}`, { notes: 'x' })).statusCode).toBe(409);

    const part = await api('POST', `supplier-bills/${draft.id}/payments`, {
      amount: 40_000,
      payment_method_id: cash,
      paid_at: `${year}-02-15`,
      reference: 'Reçu 0042',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(bill(part)).toMatchObject({
      status: 'partially_paid',
      paid_total: 40_000,
      balance_due: 55_400,
      payments: [{ amount: 40_000, payment_method_name: 'Caisse', paid_at: `${year}-02-15` }],
    });

    const over = await api('POST', `supplier-bills/${draft.id}/payments`, {
      amount: 55_401,
      payment_method_id: cash,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      amount: ['More than is still due on this bill.'],
    });
    const unknownMethod = await api('POST', `supplier-bills/${draft.id}/payments`, {
      amount: 1,
      payment_method_id: supplierId,
    });
    expect(Object.keys(unknownMethod.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      'payment_method_id',
    ]);
    expect((await api('POST', `supplier-bills/${draft.id}/cancel`, {})).statusCode).toBe(409);

    const rest = bill(
      await api('POST', `supplier-bills/${draft.id}/payments`, { amount: 55_400, payment_method_id: cash }),
    );
    expect(rest).toMatchObject({ status: 'paid', balance_due: 0 });
    expect(
      (await api('POST', `supplier-bills/${draft.id}/payments`, { amount: 1, payment_method_id: cash }))
        .statusCode,
    ).toBe(409);
  });

  it('enters a bill typed by hand, edits it while draft, and refuses a due date before the bill date', async () => {
    const item = await purchasable(t.ctx.db, admin.companyId, { title: 'Sacs kraft' });
    const created = await api('POST', 'supplier-bills', {
      supplier_id: supplierId,
      bill_date: '2026-04-02',
      due_date: '2026-04-30',
      lines: [
        { variant_id: item, quantity: 100, unit_cost: 150, tax_ids: [vat], kind: 'packaging' },
        { title: 'Livraison', quantity: 1, unit_cost: 5_000 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(bill(created)).toMatchObject({
      purchase_order_id: null,
      subtotal: 20_000,
      tax_total: 2_888,
      total: 22_888,
      due_date: '2026-04-30',
    });
    expect(bill(created).lines.map((l) => l.kind)).toEqual(['packaging', 'services']);

    const edited = await api('PUT', `supplier-bills/${bill(created).id}`, {
      supplier_reference: 'BL-77',
      lines: [{ title: 'Livraison', quantity: 2, unit_cost: 5_000 }],
    });
    expect(bill(edited)).toMatchObject({ total: 10_000, due_date: '2026-04-30' });

    const bad = await api(
      'PATCH',
      `supplier-bills/${bill(created).id}`,
      { due_date: '2026-04-01' },
      admin,
      'es',
    );
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      due_date: ['El vencimiento no puede ser anterior a la fecha de la factura.'],
    });
    const noTitle = await api('POST', 'supplier-bills', {
      supplier_id: supplierId,
      lines: [{ quantity: 1, unit_cost: 5 }],
    });
    expect(noTitle.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'lines.0.title': ['Choose a product, or give a title.'],
    });

    const po = await orderWithReceipt(2);
    const fromOrder = bill(await api('POST', `purchase-orders/${po.id}/bills`, {}));
    const locked = await api('PATCH', `supplier-bills/${fromOrder.id}`, {
      lines: [{ title: 'x', quantity: 1, unit_cost: 1 }],
    });
    expect(Object.keys(locked.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['lines']);
  });
});

describe('what we owe a supplier', () => {
  it('is bills entered minus payments, with the open bills by due date, overdue ones counted', async () => {
    const supplier = await createSupplier(t.app, admin, { name: 'Imprimerie Mbaye' });
    const old = await openBill(30_000, supplier);
    const recent = await api('POST', 'supplier-bills', {
      supplier_id: supplier,
      due_date: '2099-12-31',
      lines: [{ title: 'Étiquettes', quantity: 1, unit_cost: 12_000 }],
    });
    await api('POST', `supplier-bills/${bill(recent).id}/open`, {});
    await api('POST', `supplier-bills/${old.id}/payments`, { amount: 10_000, payment_method_id: cash });
    // A draft owes nothing.
    await api('POST', 'supplier-bills', {
      supplier_id: supplier,
      lines: [{ title: 'Brouillon', quantity: 1, unit_cost: 999 }],
    });

    const response = await api('GET', `suppliers/${supplier}/balance`);

    expect(response.statusCode, response.body).toBe(200);
    const balance = response.json<{
      data: {
        billed_total: number;
        paid_total: number;
        balance: number;
        overdue_total: number;
        open_bills: SupplierBillBody[];
      };
    }>().data;
    expect(balance).toMatchObject({
      billed_total: 42_000,
      paid_total: 10_000,
      balance: 32_000,
      overdue_total: 20_000,
    });
    expect(balance.open_bills.map((b) => [b.id, b.balance_due])).toEqual([
      [old.id, 20_000],
      [bill(recent).id, 12_000],
    ]);
    expect(balance.open_bills[0]!.days_overdue).toBeGreaterThan(0);
    expect(balance.open_bills[1]!.days_overdue).toBe(0);

    const stats = await api('GET', `suppliers/${supplier}/stats`);
    expect(stats.json<{ data: { open_balance: number } }>().data.open_balance).toBe(32_000);

    const open = await api(
      'GET',
      `supplier-bills?filter[status]=open,partially_paid&filter[supplier_id]=${supplier}&sort=due_date`,
    );
    expect(open.json<{ data: SupplierBillBody[] }>().data.map((b) => b.id)).toEqual([
      old.id,
      bill(recent).id,
    ]);
    const january = await api(
      'GET',
      `supplier-bills?filter[supplier_id]=${supplier}&filter[bill_from]=2026-01-01&filter[bill_to]=2026-02-01`,
    );
    expect(january.json<{ data: SupplierBillBody[] }>().data.map((b) => b.id)).toEqual([old.id]);
    const payments = await api('GET', `supplier-payments?filter[supplier_id]=${supplier}`);
    expect(payments.json<{ data: { amount: number; bill_reference: string }[] }>().data).toEqual([
      expect.objectContaining({ amount: 10_000, bill_reference: old.reference }),
    ]);

    const csv = await api('GET', `supplier-bills/export?filter[supplier_id]=${supplier}&sort=due_date`);
    const rows = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(
      'Reference,Status,Supplier,Supplier reference,Purchase order,Bill date,Due date,Total,Paid,Balance due,Days overdue',
    );
    expect(rows[1]).toMatch(
      new RegExp(
        `^${old.reference},Partially paid,Imprimerie Mbaye,,,2026-01-10,2026-01-10,30000,10000,20000,\\d+$`,
      ),
    );
    expect(rows).toHaveLength(4);
  });

  it('answers 404 for another company’s supplier', async () => {
    const other = await registerCompany(t.app);
    expect((await api('GET', `suppliers/${supplierId}/balance`, undefined, other)).statusCode).toBe(404);
  });
});

describe('permissions and tenancy', () => {
  it('a manager or accountant pays a bill, an employee does not; another company’s bill is a 404', async () => {
    const company = await registerCompany(t.app, { currency: 'XAF' });
    const supplier = await createSupplier(t.app, company);
    const method = await insertPaymentMethod(t.ctx.db, company.companyId, {
      name: 'Orange Money',
      kind: 'mobile_money_operator',
    });
    const employee = await createStaff(t.app, company, 'employee');
    const accountant = await createStaff(t.app, company, 'accountant');
    const open = await openBill(9_000, supplier, company);
    const pay = (account: Account, amount = 1_000) =>
      api('POST', `supplier-bills/${open.id}/payments`, { amount, payment_method_id: method }, account);

    expect((await pay(employee)).statusCode).toBe(403);
    expect((await pay(accountant)).statusCode).toBe(201);
    expect((await api('GET', `supplier-bills/${open.id}`, undefined, employee)).statusCode).toBe(200);
    expect((await api('POST', `supplier-bills/${open.id}/cancel`, {}, accountant)).statusCode).toBe(403);

    const other = await registerCompany(t.app);
    for (const [method_, path, body] of [
      ['GET', `supplier-bills/${open.id}`],
      ['PATCH', `supplier-bills/${open.id}`, { notes: 'x' }],
      ['POST', `supplier-bills/${open.id}/open`, {}],
      ['POST', `supplier-bills/${open.id}/cancel`, {}],
      ['POST', `supplier-bills/${open.id}/payments`, { amount: 1, payment_method_id: method }],
    ] as [Parameters<typeof api>[0], string, unknown?][]) {
      expect((await api(method_, path, body, other)).statusCode, `${method_} ${path}`).toBe(404);
    }
    expect(
      (await api('GET', 'supplier-bills', undefined, other)).json<{ meta: { total: number } }>().meta.total,
    ).toBe(0);
    expect(bill(await api('GET', `supplier-bills/${open.id}`, undefined, company))).toMatchObject({
      paid_total: 1_000,
    });
  });
});
