import {
  finishEntry,
  isPostable,
  type JournalEntryDraft,
  ledgerLabel,
  orderReference,
  type PaymentMethodKind,
  postableAccountFor,
  postCashDifference,
  postCostOfGoodsSold,
  postCreditNote,
  postCustomerPayment,
  postCustomerRefund,
  postSale,
  postStockReceipt,
  type RevenueKind,
  returnedValue,
  revenueKindForProductType,
  type SaleLinePosting,
  type SalePosting,
  SYSCOHADA_ACCOUNTS,
  signedLine,
  type TreasuryRef,
} from '@comptoir/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { execRows } from '../../db/raw-rows.ts';
import { paymentMethods, treasuryAccounts, treasuryTransactions } from '../../db/schema/index.ts';
import { findOrderLines, type OrderLineRow, type OrderRow } from '../orders/orders.repo.ts';
import { type CompanyChart, chartFor } from './chart.ts';
import {
  companyCalendar,
  dateIn,
  isPosted,
  lockedUntil,
  postEntries,
  reverseSource,
} from './ledger.service.ts';

// Automatic postings of the sales side, called by the orders, payments, invoices, returns and
// cash-session services inside their own transactions (docs/decisions.md, "When a sale is posted"):
// - an order is a sale when it is confirmed: its VT entry (411 / 70x / 4431) and, for variants with
//   a cost, its cost of goods sold (6031 / 31) are posted then, sourced to the order;
// - a cancelled sale is reversed; an invoice only documents a sale already in the books;
// - payments, refunds, credit notes and returns post against the sale, and only when the sale
//   itself is in the books (orders confirmed before the ledger existed stay out of it).

interface PaymentLike {
  id: string;
  kind: 'payment' | 'refund';
  amount: number;
  payment_method_id: string;
  reference: string | null;
  received_at: Date;
}

interface MovementLike {
  variantId: string;
  quantity: number;
}

const saleReference = (order: OrderRow) => orderReference(order.number);

/** The type of each of these products (the revenue kind of a line follows its product's type). */
async function productTypes(
  tx: Tx,
  companyId: string,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const productIds = [...new Set(ids.flatMap((id) => (id ? [id] : [])))];
  const types = new Map<string, string>();
  if (productIds.length > 0) {
    // Named, one text whatever the count: every sale posting asks (no drizzle building, planned once per connection).
    const rows = await execRows(tx, {
      name: 'sale_product_types',
      text: 'select id, type from products where company_id = $1 and id = any($2::uuid[])',
      values: [companyId, productIds],
    });
    for (const [id, type] of rows) types.set(id as string, type as string);
  }
  return types;
}

/** A line's revenue kind: its product's type; shipping lines 7071; custom lines goods. */
function lineKind(line: OrderLineRow, types: Map<string, string>): RevenueKind {
  if (line.source === 'shipping') return 'shipping';
  const type = line.product_id ? types.get(line.product_id) : undefined;
  return type ? revenueKindForProductType(type as never) : 'goods';
}

/** The revenue kind of each order line, by line id. */
async function lineKinds(
  tx: Tx,
  companyId: string,
  lines: OrderLineRow[],
): Promise<Map<string, RevenueKind>> {
  const types = await productTypes(
    tx,
    companyId,
    lines.map((l) => l.product_id),
  );
  return new Map(lines.map((line) => [line.id, lineKind(line, types)]));
}

function saleLine(
  line: OrderLineRow,
  kind: RevenueKind,
  share?: (amount: number) => number,
): SaleLinePosting {
  const part = share ?? ((amount: number) => amount);
  const taxes = line.taxes.map((tax) => ({ amount: part(tax.amount), is_withholding: tax.is_withholding }));
  const total = part(line.total);
  return { kind, net: total - taxes.reduce((sum, tax) => sum + tax.amount, 0), taxes };
}

async function saleOf(tx: Tx, order: OrderRow, lines: OrderLineRow[], date: string): Promise<SalePosting> {
  const kinds = await lineKinds(tx, order.company_id, lines);
  return {
    id: order.id,
    number: saleReference(order),
    date,
    customer_id: order.customer_id,
    lines: lines.map((line) => saleLine(line, kinds.get(line.id) ?? 'goods')),
    total: order.total,
  };
}

/** Cost of what left the stock: each variant's cost (weighted average) × units; 0 without costs. */
async function stockValue(tx: Tx, companyId: string, movements: readonly MovementLike[]): Promise<number> {
  const ids = [...new Set(movements.map((m) => m.variantId))];
  if (ids.length === 0) return 0;
  const rows = await execRows(tx, {
    name: 'sale_variant_costs',
    text: 'select id, cost from product_variants where company_id = $1 and id = any($2::uuid[])',
    values: [companyId, ids],
  });
  // cost is int8: a number or a bigint depending on the driver
  const costs = new Map(rows.map(([id, cost]) => [id as string, Number(cost ?? 0)]));
  return movements.reduce((sum, m) => sum + (costs.get(m.variantId) ?? 0) * m.quantity, 0);
}

/**
 * What an order's sale posting reads: the company's time zone, its products' types and the cost of
 * the goods that left the stock. Order creation reads them before it takes the order number, which
 * holds every other creation of the company until commit (docs/decisions.md).
 */
export interface SaleFacts {
  timezone: string;
  /** the company's language, for the entries' labels */
  locale: string;
  productTypes: Map<string, string>;
  cost: number;
  /** the period lock, read with a share lock (postEntries) */
  locked: string | null;
  /** the order was created in this transaction: none of its entries can be in the books yet */
  created?: boolean;
}

export async function saleFacts(
  tx: Tx,
  companyId: string,
  productIds: readonly (string | null)[],
  movements: readonly MovementLike[],
): Promise<SaleFacts> {
  const { timezone, locale } = await companyCalendar(tx, companyId);
  const types = await productTypes(tx, companyId, productIds);
  const cost = await stockValue(tx, companyId, movements);
  const locked = await lockedUntil(tx, companyId, true);
  return { timezone, locale, productTypes: types, cost, locked };
}

/** The order was confirmed: its sale and the cost of the goods that left the stock. */
export async function postOrderSale(
  tx: Tx,
  order: OrderRow,
  lines: OrderLineRow[],
  movements: readonly MovementLike[],
  actorId: string | null,
  known?: SaleFacts,
): Promise<void> {
  const facts =
    known ??
    (await saleFacts(
      tx,
      order.company_id,
      lines.map((l) => l.product_id),
      movements,
    ));
  const date = dateIn(facts.timezone, order.confirmed_at ?? new Date());
  const sale: SalePosting = {
    id: order.id,
    number: saleReference(order),
    date,
    customer_id: order.customer_id,
    lines: lines.map((line) => saleLine(line, lineKind(line, facts.productTypes))),
    total: order.total,
  };
  const drafts: JournalEntryDraft[] = postSale(sale).map((entry) => ({
    ...entry,
    label: ledgerLabel(facts.locale, 'sale', { reference: saleReference(order) }),
  }));
  if (facts.cost > 0) {
    drafts.push(
      ...postCostOfGoodsSold({
        id: order.id,
        date,
        kind: 'goods',
        value: facts.cost,
        label: ledgerLabel(facts.locale, 'cost_of_sales', { reference: saleReference(order) }),
        reference: saleReference(order),
      }),
    );
  }
  await postEntries(tx, order.company_id, drafts, actorId, {
    locked: facts.locked,
    newSources: facts.created === true,
  });
}

/** The confirmed order was cancelled: its sale and cost of goods sold are reversed today. */
export async function reverseOrderSale(tx: Tx, order: OrderRow, actorId: string | null): Promise<void> {
  const { timezone, locale } = await companyCalendar(tx, order.company_id);
  const date = dateIn(timezone, new Date());
  for (const kind of ['sale', 'cost_of_goods_sold'] as const) {
    await reverseSource(tx, order.company_id, kind, order.id, { date, locale, actorId });
  }
}

/** Where each payment method's money sits, and the chart that was checked for it. */
async function treasuryRefs(
  tx: Tx,
  companyId: string,
  methodIds: string[],
): Promise<{ refs: Map<string, TreasuryRef>; chart: CompanyChart }> {
  const rows = methodIds.length
    ? await tx
        .select({
          id: paymentMethods.id,
          kind: paymentMethods.kind,
          // The treasury account the method's money lands in, when linked, says where it sits.
          code: sql<string>`coalesce(${treasuryAccounts.accounting_code}, ${paymentMethods.accounting_code})`,
        })
        .from(paymentMethods)
        .leftJoin(
          treasuryAccounts,
          and(
            eq(treasuryAccounts.id, paymentMethods.treasury_account_id),
            eq(treasuryAccounts.company_id, companyId),
          ),
        )
        .where(and(eq(paymentMethods.company_id, companyId), inArray(paymentMethods.id, methodIds)))
    : [];
  const chart = await chartFor(
    tx,
    companyId,
    rows.map((row) => postableAccountFor(row.code, SYSCOHADA_ACCOUNTS)),
  );
  const refs = new Map(
    rows.map((row) => {
      // A method's code the chart does not take (a typo, a heading without detail) falls back to its kind's.
      const code = postableAccountFor(row.code, chart.accounts);
      const account = isPostable(code, chart.accounts) ? code : null;
      return [row.id, { account, kind: row.kind as PaymentMethodKind }] as const;
    }),
  );
  return { refs, chart };
}

/**
 * The order changed customer: what it still owes (total − paid − credited; negative when overpaid)
 * moves on 411 from the old customer to the new one, so each customer's receivable stays right.
 */
export async function moveSaleToCustomer(
  tx: Tx,
  order: OrderRow,
  customerId: string | null,
  actorId: string | null,
): Promise<void> {
  const owed = order.total - order.paid_total - order.credited_total;
  if (owed === 0 || !(await isPosted(tx, order.company_id, 'sale', order.id))) return;
  const partner = (id: string | null) => (id ? { kind: 'customer' as const, id } : null);
  const { timezone, locale } = await companyCalendar(tx, order.company_id);
  const drafts = finishEntry(
    {
      journal: 'OD',
      date: dateIn(timezone, new Date()),
      label: ledgerLabel(locale, 'customer_change', { reference: saleReference(order) }),
      reference: saleReference(order),
      source: null,
    },
    [
      signedLine('411', owed, { partner: partner(customerId) }),
      signedLine('411', -owed, { partner: partner(order.customer_id) }),
    ],
  );
  await postEntries(tx, order.company_id, drafts, actorId);
}

/** Payments and refunds of an order (at the counter, later, online, at the door, for a return). */
export async function postOrderPayments(
  tx: Tx,
  order: OrderRow,
  payments: readonly PaymentLike[],
  actorId: string | null,
): Promise<void> {
  if (payments.length === 0 || !(await isPosted(tx, order.company_id, 'sale', order.id))) return;
  const drafts = await paymentDrafts(tx, order, payments);
  await postEntries(tx, order.company_id, drafts.drafts, actorId, { chart: drafts.chart });
}

async function paymentDrafts(tx: Tx, order: OrderRow, payments: readonly PaymentLike[]) {
  const { timezone, locale } = await companyCalendar(tx, order.company_id);
  const { refs, chart } = await treasuryRefs(tx, order.company_id, [
    ...new Set(payments.map((p) => p.payment_method_id)),
  ]);
  const drafts = payments.flatMap((payment) => {
    const posting = {
      id: payment.id,
      date: dateIn(timezone, payment.received_at),
      amount: payment.amount,
      customer_id: order.customer_id,
      treasury: refs.get(payment.payment_method_id) ?? { kind: 'cash' as const },
      reference: payment.reference ?? saleReference(order),
    };
    const options = { chart: chart.accounts };
    const refund = payment.kind === 'refund';
    const entries = refund ? postCustomerRefund(posting, options) : postCustomerPayment(posting, options);
    const label = ledgerLabel(locale, refund ? 'customer_refund' : 'customer_payment', {
      reference: saleReference(order),
    });
    return entries.map((entry) => ({ ...entry, label }));
  });
  return { drafts, chart };
}

/** A payment (or refund) recorded by mistake and voided: its entry is reversed today. */
export async function reversePayment(
  tx: Tx,
  companyId: string,
  payment: Pick<PaymentLike, 'id' | 'kind'>,
  actorId: string | null,
): Promise<void> {
  const { timezone, locale } = await companyCalendar(tx, companyId);
  const date = dateIn(timezone, new Date());
  await reverseSource(tx, companyId, payment.kind, payment.id, { date, locale, actorId });
}

/** An invoice credited in full: the sale's revenue and VAT go back out, 411 goes down. */
export async function postInvoiceCredit(
  tx: Tx,
  order: OrderRow | null,
  lines: OrderLineRow[],
  creditNote: { id: string; reference: string; issued_at: Date; total: number },
  actorId: string | null,
): Promise<void> {
  if (!order || !(await isPosted(tx, order.company_id, 'sale', order.id))) return;
  const { timezone, locale } = await companyCalendar(tx, order.company_id);
  const date = dateIn(timezone, creditNote.issued_at);
  const sale = await saleOf(tx, order, lines, date);
  const label = ledgerLabel(locale, 'credit_note', { reference: creditNote.reference });
  const drafts = postCreditNote({
    ...sale,
    id: creditNote.id,
    number: creditNote.reference,
    total: creditNote.total,
  }).map((entry) => ({ ...entry, label }));
  await postEntries(tx, order.company_id, drafts, actorId);
}

/**
 * An approved return: the goods' share of the sale credited (with the credit note's number when
 * one was issued), the goods back in stock at cost, and the refund when the money went back.
 */
export async function postReturn(
  tx: Tx,
  order: OrderRow,
  approved: {
    id: string;
    reference: string;
    total: number;
    lines: { order_line_id: string; quantity: number; amount: number }[];
    creditNote: { id: string; reference: string } | null;
    refund: PaymentLike | null;
    restocked: readonly MovementLike[];
  },
  actorId: string | null,
): Promise<void> {
  if (!(await isPosted(tx, order.company_id, 'sale', order.id))) return;
  const orderLines = await findOrderLines(tx, order.company_id, [order.id]);
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  const kinds = await lineKinds(tx, order.company_id, orderLines);
  const { timezone, locale } = await companyCalendar(tx, order.company_id);
  const date = dateIn(timezone, new Date());
  const credit: SalePosting = {
    id: approved.creditNote?.id ?? approved.id,
    number: approved.creditNote?.reference ?? approved.reference,
    date,
    customer_id: order.customer_id,
    lines: approved.lines.map((line) => {
      const source = byId.get(line.order_line_id)!;
      // The same shares as the return's credit note: each amount × units returned ÷ units sold.
      const share = (amount: number) => returnedValue(amount, source.quantity, 0, line.quantity);
      const taxes = source.taxes.map((tax) => ({
        amount: share(tax.amount),
        is_withholding: tax.is_withholding,
      }));
      return {
        kind: kinds.get(source.id) ?? 'goods',
        net: line.amount - taxes.reduce((sum, tax) => sum + tax.amount, 0),
        taxes,
      };
    }),
    total: approved.total,
  };
  const creditLabel = approved.creditNote
    ? ledgerLabel(locale, 'credit_note', { reference: approved.creditNote.reference })
    : ledgerLabel(locale, 'sale_return', { reference: approved.reference });
  const drafts: JournalEntryDraft[] = postCreditNote(credit).map((entry) => ({
    ...entry,
    label: creditLabel,
  }));
  const value = await stockValue(tx, order.company_id, approved.restocked);
  if (value > 0) {
    drafts.push(
      ...postStockReceipt({
        id: approved.id,
        date,
        kind: 'goods',
        value,
        label: ledgerLabel(locale, 'return_restock', { reference: approved.reference }),
        reference: approved.reference,
      }),
    );
  }
  if (approved.refund) drafts.push(...(await paymentDrafts(tx, order, [approved.refund])).drafts);
  await postEntries(tx, order.company_id, drafts, actorId);
}

/**
 * A drawer closed with more or less cash than expected: the cash account set to what was counted —
 * the account of the treasury cash account the difference was recorded in, else 571.
 */
export async function postDrawerDifference(
  tx: Tx,
  session: { id: string; company_id: string; difference: number | null; closed_at: Date | null },
  actorId: string | null,
): Promise<void> {
  if (!session.difference) return;
  const { timezone, locale } = await companyCalendar(tx, session.company_id);
  const date = dateIn(timezone, session.closed_at ?? new Date());
  const [recorded] = await tx
    .select({ code: treasuryAccounts.accounting_code })
    .from(treasuryTransactions)
    .innerJoin(treasuryAccounts, eq(treasuryAccounts.id, treasuryTransactions.account_id))
    .where(
      and(
        eq(treasuryTransactions.company_id, session.company_id),
        eq(treasuryTransactions.source, 'cash_difference'),
        eq(treasuryTransactions.source_id, session.id),
      ),
    )
    .limit(1);
  const chart = await chartFor(tx, session.company_id, recorded ? [recorded.code] : []);
  const account = recorded && isPostable(recorded.code, chart.accounts) ? recorded.code : null;
  const drafts = postCashDifference({
    id: session.id,
    date,
    difference: session.difference,
    treasury: { account, kind: 'cash' },
  }).map((entry) => ({
    ...entry,
    label: ledgerLabel(locale, session.difference! > 0 ? 'cash_over' : 'cash_short'),
  }));
  await postEntries(tx, session.company_id, drafts, actorId, { chart });
}
