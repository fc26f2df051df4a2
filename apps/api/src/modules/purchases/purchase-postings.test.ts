import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, registerCompany } from '../../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { companies, journalEntries, journalLines, treasuryTransactions } from '../../db/schema/index.ts';
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
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerCompany(t.app, { currency: 'XAF' });
  // French books: the entries' labels below are the French ones (ledgerLabel).
  await t.ctx.db.update(companies).set({ locale: 'fr' }).where(eq(companies.id, admin.companyId));
  supplierId = await createSupplier(t.app, admin, { name: 'SOTRAC' });
  cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Caisse' });
  vat = await insertTax(t.ctx.db, admin.companyId, { code: 'TVA', rate: '18' });
});
afterAll(() => t.close());

/** Each entry of a source as its journal and its lines "account debit/credit". */
async function entriesOf(sourceKind: string, sourceId: string) {
  const entries = await t.ctx.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.source_kind, sourceKind), eq(journalEntries.source_id, sourceId)));
  if (entries.length === 0) return [];
  const lines = await t.ctx.db
    .select()
    .from(journalLines)
    .where(
      inArray(
        journalLines.entry_id,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(journalLines.position));
  return entries.map((entry) => ({
    journal: entry.journal,
    reference: entry.reference,
    lines: lines.filter((l) => l.entry_id === entry.id).map((l) => `${l.account} ${l.debit}/${l.credit}`),
  }));
}

async function receivedOrder() {
  const goods = await purchasable(t.ctx.db, admin.companyId, { title: 'Pneus' });
  const created = await api('POST', 'purchase-orders', {
    supplier_id: supplierId,
    lines: [{ variant_id: goods, quantity: 4, unit_cost: 25_000, tax_ids: [vat] }],
  });
  const id = created.json<{ data: PurchaseOrderBody }>().data.id;
  const po = (await api('POST', `purchase-orders/${id}/approve`, {})).json<{ data: PurchaseOrderBody }>()
    .data;
  const receipt = await api('POST', `purchase-orders/${id}/receipts`, {});
  expect(receipt.statusCode, receipt.body).toBe(201);
  return { po, receiptId: receipt.json<{ data: { id: string } }>().data.id };
}

describe('purchasing in the books', () => {
  it('a receipt puts the goods in stock at cost (31 / 6031)', async () => {
    const { receiptId, po } = await receivedOrder();
    expect(await entriesOf('stock_receipt', receiptId)).toEqual([
      { journal: 'OD', reference: po.reference, lines: ['31 100000/0', '6031 0/100000'] },
    ]);
  });

  it('an entered bill posts purchases and deductible VAT against 401; a payment settles it and leaves the cash account', async () => {
    const { po } = await receivedOrder();
    const draft = (await api('POST', `purchase-orders/${po.id}/bills`, { bill_date: `${year}-01-15` })).json<{
      data: SupplierBillBody;
    }>().data;
    // A draft is not in the books.
    expect(await entriesOf('purchase_bill', draft.id)).toEqual([]);

    const opened = (await api('POST', `supplier-bills/${draft.id}/open`, {})).json<{
      data: SupplierBillBody;
    }>().data;

    expect(await entriesOf('purchase_bill', draft.id)).toEqual([
      { journal: 'AC', reference: opened.reference, lines: ['601 100000/0', '4452 18000/0', '401 0/118000'] },
    ]);

    const paid = await api('POST', `supplier-bills/${draft.id}/payments`, {
      amount: 50_000,
      payment_method_id: cash,
      paid_at: `${year}-01-20`,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = (await api('GET', `supplier-payments?filter[bill_id]=${draft.id}`)).json<{
      data: { id: string }[];
    }>().data[0]!.id;
    expect(await entriesOf('supplier_payment', paymentId)).toEqual([
      { journal: 'CA', reference: opened.reference, lines: ['401 50000/0', '571 0/50000'] },
    ]);
    const [outflow] = await t.ctx.db
      .select()
      .from(treasuryTransactions)
      .where(
        and(
          eq(treasuryTransactions.source, 'supplier_payment'),
          eq(treasuryTransactions.source_id, paymentId),
        ),
      );
    expect(outflow).toMatchObject({
      direction: 'out',
      amount: 50_000,
      label: `SOTRAC — ${opened.reference}`,
    });
  });

  it('a cancelled bill is reversed', async () => {
    const created = await api('POST', 'supplier-bills', {
      supplier_id: supplierId,
      lines: [{ title: 'Gardiennage', quantity: 1, unit_cost: 30_000 }],
    });
    const id = created.json<{ data: SupplierBillBody }>().data.id;
    await api('POST', `supplier-bills/${id}/open`, {});
    await api('POST', `supplier-bills/${id}/cancel`, {});
    const [entry] = await entriesOf('purchase_bill', id);
    expect(entry!.lines).toEqual(['605 30000/0', '401 0/30000']);
    const reversals = await t.ctx.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.company_id, admin.companyId),
          eq(journalEntries.label, `Annulation Facture fournisseur ${entry!.reference} — SOTRAC`),
        ),
      );
    expect(reversals).toHaveLength(1);
  });

  it('a bill dated in a closed period is refused (409) and stays a draft', async () => {
    const lock = await api('PUT', 'accounting/lock', { locked_until: `${year - 1}-12-31` });
    expect(lock.statusCode, lock.body).toBe(200);
    const created = await api('POST', 'supplier-bills', {
      supplier_id: supplierId,
      bill_date: `${year - 1}-11-30`,
      lines: [{ title: 'Loyer entrepôt', quantity: 1, unit_cost: 80_000 }],
    });
    const id = created.json<{ data: SupplierBillBody }>().data.id;

    const refused = await api('POST', `supplier-bills/${id}/open`, {});

    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('period_locked');
    expect((await api('GET', `supplier-bills/${id}`)).json<{ data: SupplierBillBody }>().data).toMatchObject({
      status: 'draft',
      reference: null,
    });
  });
});
