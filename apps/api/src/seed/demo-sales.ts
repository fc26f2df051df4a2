import { matchShippingFee, type ShippingFeeRule } from '@comptoir/core';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { deliveries, orderHistory, orders, payments, returns } from '../db/schema/index.ts';
import { companyTimezone, dateIn, redateSourceEntries } from '../modules/accounting/ledger.service.ts';
import type { DemoApi } from './demo-catalog.ts';
import { seedCashDrawer } from './demo-drawer.ts';

const A = '/api/v1/admin';

type ShippingFeeChoice = ShippingFeeRule & { id: string };
const DAY_MS = 86_400_000;
/** Timeline entries of a numbered document: dated as the document is (today). */
const DOCUMENT_ENTRIES = ['quotation', 'invoice', 'credit_note'] as const;

interface Ref {
  id: string;
}
interface Variant extends Ref {
  price: number;
  quantity: number;
  product?: { title: string; type?: string };
}
interface Order extends Ref {
  total: number;
  lines: { id: string; quantity: number }[];
}

/** A small deterministic generator: the demo looks the same on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * A year of sales for the demo boutique, through the API as the shop would make them: counter sales
 * paid in cash or mobile money (some split, some on credit), orders delivered by the courier with
 * cash collected at the door, quotations, invoices, a credit note, a return approved and one awaiting
 * approval, and today's cash drawer (demo-drawer.ts). Each order is then
 * dated back over the last twelve months (its payments and timeline with it), so the lists, the
 * customer history and the reports have a past to show. Idempotent: skipped once orders exist.
 */
export async function seedDemoSales(
  call: DemoApi,
  ctx: AppContext,
  companyId: string,
  courierToken: DemoApi,
): Promise<void> {
  const existing = await call<{ meta: { total: number } }>('GET', `${A}/orders?per_page=1`);
  if (existing.meta.total > 0) return;

  const setup = await call<{ data: { payment_methods: { id: string; kind: string }[] } }>(
    'GET',
    `${A}/pos/setup`,
  );
  const methods = setup.data.payment_methods;
  const cash = methods.find((m) => m.kind === 'cash') ?? methods[0];
  const mobile = methods.find((m) => m.kind === 'mobile_money_operator') ?? cash;
  if (!cash) return;
  const variants = (
    await call<{ data: Variant[] }>(
      'GET',
      `${A}/product-variants?per_page=100&include=product&sort=-quantity`,
    )
  ).data.filter((v) => v.price > 0 && v.quantity > 0 && v.product?.type !== 'bundle');
  const customers = (await call<{ data: Ref[] }>('GET', `${A}/customers?per_page=50`)).data;
  if (variants.length === 0) return;
  // Deliveries pay the fee of their district, as the office order screen suggests it.
  const fees = (await call<{ data: ShippingFeeChoice[] }>('GET', `${A}/shipping-fees?per_page=100`)).data;

  const next = random(20_261_124);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // Sales leave from the default warehouse: count what it holds (the variants' quantity is every warehouse's).
  const warehouses = await call<{ data: { id: string; is_default: boolean }[] }>('GET', `${A}/warehouses`);
  const selling = warehouses.data.find((w) => w.is_default) ?? warehouses.data[0];
  const held = await call<{ data: { variant_id: string; quantity: number }[] }>(
    'GET',
    `${A}/stock-balances?per_page=100&filter[warehouse_id]=${selling?.id ?? ''}`,
  );
  const stockLeft = new Map(held.data.map((row) => [row.variant_id, row.quantity]));
  const made: { id: string; daysAgo: number }[] = [];
  let awaitingReturn = false;

  for (let i = 0; i < 90; i += 1) {
    const daysAgo = Math.floor((1 - i / 90) * 360) + Math.floor(next() * 4);
    const lines: { variant_id: string; quantity: number }[] = [];
    for (let n = 1 + Math.floor(next() * 3); n > 0; n -= 1) {
      const variant = pick(variants);
      const quantity = 1 + Math.floor(next() * 2);
      if ((stockLeft.get(variant.id) ?? 0) < quantity || lines.some((l) => l.variant_id === variant.id))
        continue;
      stockLeft.set(variant.id, (stockLeft.get(variant.id) ?? 0) - quantity);
      lines.push({ variant_id: variant.id, quantity });
    }
    if (lines.length === 0) continue;
    const kind = next();
    const customer = (kind < 0.7 || kind > 0.8) && customers.length > 0 ? pick(customers).id : undefined;
    const delivery = kind > 0.8 && customer !== undefined;
    const district = delivery ? pick(['Akwa', 'Bonapriso', 'Makepe', 'Bonamoussadi']) : '';
    const fee = delivery
      ? matchShippingFee(fees, {
          shopId: null,
          deliveryMode: 'delivery',
          city: 'Douala',
          zone: district,
          subtotal: 0,
        })
      : null;
    const body: Record<string, unknown> = {
      channel: delivery ? 'admin' : 'pos',
      delivery_mode: delivery ? 'delivery' : 'pickup',
      lines,
      ...(customer ? { customer_id: customer } : {}),
      ...(delivery
        ? {
            shipping_address: { line1: 'Rue de la Joie', district, city: 'Douala' },
            ...(fee ? { shipping: { shipping_fee_id: fee.id } } : {}),
          }
        : {}),
      ...(i % 9 === 0
        ? { discounts: [{ discount_type: 'percentage', discount_value: 10, label: 'Fidélité' }] }
        : {}),
    };
    const order = await call<{ data: Order }>('POST', `${A}/orders`, body).then(
      (created) => created.data,
      (error: Error) => {
        // A warehouse short of a product refuses the sale (409): the demo skips it, as a cashier would.
        if (error.message.includes('→ 409')) return null;
        throw error;
      },
    );
    if (!order) continue;
    made.push({ id: order.id, daysAgo });
    if (delivery) {
      // Delivered by the courier, who collects the cash at the door.
      const found = await courierToken<{ data: Ref[] }>(
        'GET',
        `${A}/deliveries?filter[order_id]=${order.id}`,
      );
      const id = found.data[0]?.id;
      if (id) {
        await courierToken('POST', `${A}/deliveries/${id}/status`, { status: 'taken_in_charge' });
        await courierToken('POST', `${A}/deliveries/${id}/status`, {
          status: 'delivered',
          cash_collected: order.total,
        });
      }
    } else if (customer !== undefined && (kind < 0.08 || i % 15 === 13 || i >= 84)) {
      // Sold on credit: half now, the rest is owed (overdue after 30 days: the credit ledger has both).
      await call('POST', `${A}/payments`, {
        order_id: order.id,
        payment_method_id: cash.id,
        amount: Math.floor(order.total / 2),
      });
    } else if (kind < 0.45 && mobile && mobile.id !== cash.id) {
      await call('POST', `${A}/payments`, {
        order_id: order.id,
        payment_method_id: mobile.id,
        amount: order.total,
        reference: `MP${240000 + i}`,
      });
    } else {
      await call('POST', `${A}/payments`, {
        order_id: order.id,
        payment_method_id: cash.id,
        amount: order.total,
      });
    }
    if (i % 6 === 0) await call('POST', `${A}/orders/${order.id}/invoice`, { due_in_days: 30 });
    if (i % 5 === 1 && !delivery)
      await call('POST', `${A}/orders/${order.id}/status`, { status: 'completed' });
    if (i === 40) {
      const invoice = await call<{ data: Ref }>('POST', `${A}/orders/${order.id}/invoice`, {}).catch(
        () => null,
      );
      if (invoice) await call('POST', `${A}/invoices/${invoice.data.id}/credit-note`);
    }
    if (i === 60) {
      const line = order.lines[0]!;
      const requested = await call<{ data: Ref }>('POST', `${A}/returns`, {
        order_id: order.id,
        reason: 'Taille trop petite',
        lines: [{ order_line_id: line.id, quantity: 1 }],
      });
      await call('POST', `${A}/returns/${requested.data.id}/approve`, { resolution: 'credit_note' });
    }
    if (i >= 86 && !awaitingReturn) {
      // Asked back and not decided yet: the returns screen has one awaiting approval.
      awaitingReturn = true;
      await call('POST', `${A}/returns`, {
        order_id: order.id,
        reason: 'Couleur différente de la photo',
        lines: [{ order_line_id: order.lines[0]!.id, quantity: 1 }],
      });
    }
  }
  // Two quotations waiting for an answer.
  for (const variant of variants.slice(0, 2)) {
    await call('POST', `${A}/orders`, {
      status: 'quotation',
      lines: [{ variant_id: variant.id, quantity: 10 }],
      ...(customers[0] ? { customer_id: customers[0].id } : {}),
    });
  }

  await seedCashDrawer(
    call,
    cash.id,
    variants.map((v) => v.id),
  );

  // Spread the year: each order, its payments, timeline, delivery and returns move back together (invoices
  // keep today's date: their numbers belong to this year's sequence; so do their timeline entries).
  const now = Date.now();
  const timezone = await companyTimezone(ctx.db, companyId);
  for (const { id, daysAgo } of made) {
    const at = new Date(now - daysAgo * DAY_MS - Math.floor(next() * 8) * 3_600_000);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ created_at: at, updated_at: at, confirmed_at: at })
        .where(and(eq(orders.company_id, companyId), eq(orders.id, id)));
      await tx.update(payments).set({ created_at: at, received_at: at }).where(eq(payments.order_id, id));
      // the history's document entries stay with their documents, dated today (an invoice "issued in July" above
      // an invoice dated today read as a contradiction)
      await tx
        .update(orderHistory)
        .set({ created_at: at })
        .where(and(eq(orderHistory.order_id, id), notInArray(orderHistory.type, [...DOCUMENT_ENTRIES])));
      await tx
        .update(deliveries)
        .set({ created_at: at, updated_at: at, taken_at: at, delivered_at: at })
        .where(eq(deliveries.order_id, id));
      await tx.update(returns).set({ created_at: at }).where(eq(returns.order_id, id));
      await tx
        .update(returns)
        .set({ decided_at: at })
        .where(and(eq(returns.order_id, id), isNotNull(returns.decided_at)));
      // The sale's entries (sale, cost, payments, returns) move back with it; credit notes keep today.
      const sources = [
        id,
        ...(await tx.select({ id: payments.id }).from(payments).where(eq(payments.order_id, id))).map(
          (p) => p.id,
        ),
        ...(await tx.select({ id: returns.id }).from(returns).where(eq(returns.order_id, id))).map(
          (r) => r.id,
        ),
      ];
      await redateSourceEntries(tx, companyId, sources, dateIn(timezone, at));
    });
  }
}
