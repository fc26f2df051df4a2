import type { PurchaseOrder, PurchasingSetup, SupplierBill } from '@comptoir/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { purchaseOrderHistory, purchaseOrders } from '../db/schema/index.ts';
import type { DemoApi } from './demo-catalog.ts';

const A = '/api/v1/admin';
const DAY_MS = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const instant = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();

interface Line {
  sku: string;
  quantity: number;
  unit_cost: number;
  vat?: boolean;
}

/**
 * The demo boutique's purchasing: a shea butter and soap order received and paid two months ago, a
 * drinks order only partly delivered whose bill is overdue and paid in part, a wax order waiting for
 * approval, a draft, and a transport bill typed in by hand — so the purchase orders, bills, supplier
 * balances and the variants' weighted average costs all have something to show. Through the API, with
 * the orders' dates moved back afterwards (the API dates what it records now). Idempotent: skipped
 * once the company has purchase orders.
 */
export async function seedDemoPurchases(call: DemoApi, ctx: AppContext, companyId: string): Promise<void> {
  const already = await call<{ meta: { total: number } }>('GET', `${A}/purchase-orders?per_page=1`);
  if (already.meta.total > 0) return;

  const setup = (await call<{ data: PurchasingSetup }>('GET', `${A}/purchase-orders/setup`)).data;
  const supplier = (name: string) => setup.suppliers.find((s) => s.name === name)?.id;
  const vat = setup.taxes.find((tax) => tax.code === 'TVA')?.id;
  const depot = setup.warehouses.find((w) => w.name === 'Dépôt Akwa')?.id;
  const cash = setup.payment_methods.find((m) => m.kind === 'cash')?.id;
  const bank = setup.payment_methods.find((m) => m.kind === 'bank')?.id ?? cash;
  const beauty = supplier('Karité Sahel Coopérative');
  const drinks = supplier('Boissons Naturelles Ndiaye');
  const wax = supplier('Textiles du Wouri');
  if (!beauty || !drinks || !wax || !cash || !bank) return;

  const variantIds = new Map<string, string | null>();
  const variantOf = async (sku: string) => {
    if (!variantIds.has(sku)) {
      const found = await call<{ data: { id: string; sku: string | null }[] }>(
        'GET',
        `${A}/product-variants?search=${encodeURIComponent(sku)}&per_page=20`,
      );
      variantIds.set(sku, found.data.find((v) => v.sku === sku)?.id ?? null);
    }
    return variantIds.get(sku) ?? null;
  };
  /** The lines whose product the demo catalogue has, found by SKU. */
  const lines = async (items: Line[]) => {
    const resolved = [];
    for (const item of items) {
      const variantId = await variantOf(item.sku);
      if (!variantId) continue;
      resolved.push({
        variant_id: variantId,
        quantity: item.quantity,
        unit_cost: item.unit_cost,
        ...(item.vat && vat ? { tax_ids: [vat] } : {}),
      });
    }
    return resolved;
  };
  const order = async (body: Record<string, unknown>, items: Line[]) =>
    (
      await call<{ data: PurchaseOrder }>('POST', `${A}/purchase-orders`, {
        ...body,
        lines: await lines(items),
      })
    ).data;
  const step = async (id: string, action: 'submit' | 'approve') =>
    (await call<{ data: PurchaseOrder }>('POST', `${A}/purchase-orders/${id}/${action}`, {})).data;
  const enter = async (billId: string) =>
    (await call<{ data: SupplierBill }>('POST', `${A}/supplier-bills/${billId}/open`, {})).data;
  const pay = (billId: string, amount: number, daysAgo: number, method: string, reference: string) =>
    call('POST', `${A}/supplier-bills/${billId}/payments`, {
      amount,
      payment_method_id: method,
      paid_at: day(daysAgo),
      reference,
    });

  // 1. Shea butter and black soap for the depot, delivered in full, billed and paid by transfer.
  const karite = await order(
    {
      supplier_id: beauty,
      ...(depot ? { warehouse_id: depot } : {}),
      expected_at: day(62),
      notes: 'Livraison au dépôt Akwa, cartons de 20.',
    },
    [
      { sku: 'KAR-250', quantity: 100, unit_cost: 1_650, vat: true },
      { sku: 'SAV-NOIR', quantity: 200, unit_cost: 620, vat: true },
    ],
  );
  await step(karite.id, 'approve');
  await call('POST', `${A}/purchase-orders/${karite.id}/receipts`, {
    received_at: instant(60),
    note: 'BL 2291 — complet',
  });
  const kariteBill = (
    await call<{ data: SupplierBill }>('POST', `${A}/purchase-orders/${karite.id}/bills`, {
      supplier_reference: 'CKL-2026-114',
      bill_date: day(59),
    })
  ).data;
  const kariteEntered = await enter(kariteBill.id);
  await pay(kariteBill.id, kariteEntered.total, 40, bank, 'VIR-ATB-0412');

  // 2. Drinks: the bissap came, the ginger juice did not yet; the bill of what came is overdue, paid in part.
  const boissons = await order({ supplier_id: drinks, expected_at: day(40) }, [
    { sku: 'BIS-1L', quantity: 120, unit_cost: 470, vat: true },
    { sku: 'GIN-1L', quantity: 96, unit_cost: 520, vat: true },
  ]);
  await step(boissons.id, 'submit');
  const approved = await step(boissons.id, 'approve');
  const bissapLine = approved.lines?.find((line) => line.sku === 'BIS-1L');
  if (bissapLine) {
    await call('POST', `${A}/purchase-orders/${boissons.id}/receipts`, {
      received_at: instant(38),
      note: 'Gingembre en rupture chez le fournisseur',
      lines: [{ line_id: bissapLine.id, quantity: 120 }],
    });
    const drinksBill = (
      await call<{ data: SupplierBill }>('POST', `${A}/purchase-orders/${boissons.id}/bills`, {
        supplier_reference: 'BDL/F/7781',
        bill_date: day(37),
        due_date: day(7),
      })
    ).data;
    await enter(drinksBill.id);
    await pay(drinksBill.id, 30_000, 20, cash, 'Reçu 0098');
  }

  // 3. Raffia bags and silk scarves for the coming season, waiting for a manager's approval; 4. a draft.
  const robes = await order({ supplier_id: wax, expected_at: day(-21), notes: 'Collection Tabaski.' }, [
    { sku: 'SAC-RAPH', quantity: 12, unit_cost: 5_300 },
    { sku: 'FOU-SOIE', quantity: 20, unit_cost: 4_200 },
  ]);
  await step(robes.id, 'submit');
  await order({ supplier_id: wax }, [{ sku: 'FOU-SOIE', quantity: 10, unit_cost: 4_100 }]);

  // 5. The transport of the drinks, billed apart and still to pay.
  const transport = (
    await call<{ data: SupplierBill }>('POST', `${A}/supplier-bills`, {
      supplier_id: drinks,
      supplier_reference: 'BDL/T/0233',
      bill_date: day(36),
      due_date: day(-14),
      lines: [{ title: 'Transport Bonabéri → Akwa', quantity: 1, unit_cost: 15_000, kind: 'services' }],
    })
  ).data;
  await enter(transport.id);

  // The orders were written before they were delivered: their creation and approval move back too.
  const backdate: [string, number][] = [
    [karite.id, 68],
    [boissons.id, 45],
    [robes.id, 3],
  ];
  for (const [id, daysAgo] of backdate) {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await ctx.db
      .update(purchaseOrders)
      .set({ created_at: at, submitted_at: at, approved_at: at })
      .where(
        and(
          eq(purchaseOrders.company_id, companyId),
          eq(purchaseOrders.id, id),
          inArray(purchaseOrders.status, ['approved', 'partially_received', 'received']),
        ),
      );
    await ctx.db
      .update(purchaseOrderHistory)
      .set({ created_at: at })
      .where(
        and(
          eq(purchaseOrderHistory.company_id, companyId),
          eq(purchaseOrderHistory.purchase_order_id, id),
          inArray(purchaseOrderHistory.type, ['created', 'submitted', 'approved']),
        ),
      );
  }
}
