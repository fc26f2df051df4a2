import { describe, expect, it } from 'vitest';
import type { Page } from '../../lib/paginate.ts';
import { toOrderDto } from './orders.dto.ts';
import type { OrderListRow } from './orders.list.ts';
import { orderListJson } from './orders.list-json.ts';
import type { OrderLineRow } from './orders.repo.ts';

const uuid = (n: number) => `0192a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

function row(n: number, changes: Partial<OrderListRow> = {}): OrderListRow {
  return {
    id: uuid(n),
    number: n,
    shop_id: uuid(100),
    warehouse_id: uuid(200),
    customer_id: uuid(300 + n),
    seller_id: uuid(400),
    status: 'confirmed',
    payment_status: 'partially_paid',
    delivery_status: 'pending',
    delivery_mode: 'delivery',
    channel: 'pos',
    currency: 'XOF',
    subtotal: 10_000,
    discount_total: 500,
    tax_total: 1_710,
    shipping_total: 1_000,
    total: 12_210,
    paid_total: 5_000,
    credited_total: 0,
    discounts: [],
    shipping_address: null,
    notes: null,
    confirmed_at: '2026-11-22 03:41:22.123456+00',
    completed_at: null,
    cancelled_at: null,
    created_by: uuid(400),
    created_at: '2026-11-22 03:41:22.1+00',
    updated_at: '2026-11-22 03:41:22+00',
    customer_name: 'Awa Traoré',
    customer_phone: '22507080910',
    ...changes,
  };
}

function line(orderId: string, position: number, changes: Partial<OrderLineRow> = {}): OrderLineRow {
  return {
    id: uuid(900 + position),
    company_id: uuid(1),
    order_id: orderId,
    position,
    source: 'product',
    variant_id: uuid(500),
    product_id: uuid(600),
    title: 'Tissu "wax" 6 yards',
    variant_title: null,
    sku: 'WAX-6',
    price: 4_000,
    unit_cost: 2_500,
    quantity: 2,
    discounts: [],
    taxes: [{ id: uuid(700), code: 'TVA', label: 'TVA 18 %', rate: 18, fixed_amount: null, amount: 1_440 }],
    subtotal: 8_000,
    discount: 0,
    tax_total: 1_440,
    total: 9_440,
    ...changes,
  } as OrderLineRow;
}

// What the route answered before the JSON was written by hand: the DTOs through JSON.stringify.
function viaDtos(page: Page<OrderListRow>, lines?: OrderLineRow[]): string {
  return JSON.stringify({
    data: page.rows.map((r) =>
      toOrderDto(r, {
        customer:
          r.customer_id && r.customer_name !== null
            ? { id: r.customer_id, name: r.customer_name, phone: r.customer_phone }
            : null,
        ...(lines ? { lines: lines.filter((l) => l.order_id === r.id) } : {}),
      }),
    ),
    meta: page.meta,
  });
}

const meta = {
  current_page: 2,
  per_page: 3,
  total: 1_001,
  last_page: 334,
  from: 4,
  to: 6,
  total_exact: false,
};

const rows = [
  row(7),
  // no customer; a quotation; every timestamp and a text full of what JSON must escape
  row(42, {
    customer_id: null,
    customer_name: null,
    customer_phone: null,
    status: 'quotation',
    payment_status: 'pending',
    notes: 'Livrer "avant" 9h\\porte 2\nétage\t3 \u2028 \u0001 😀',
    completed_at: '2026-11-23 10:00:00.000001+00',
    cancelled_at: '2026-11-24 00:00:00.99+00',
    shipping_address: { line1: 'Rue 12', city: 'Abidjan' },
    discounts: [
      { code: 'TABASKI', label: 'Tabaski −10 %', kind: 'percentage', value: 10, amount: 1_000 },
    ] as never,
  } as Partial<OrderListRow>),
  // a customer who lost their name (left join), paid more than due, a full address, no seller
  row(1_234_567, {
    customer_name: null,
    customer_phone: null,
    seller_id: null,
    created_by: null,
    paid_total: 20_000,
    credited_total: 1_000,
    total: 9_007_199_254_740,
    shipping_address: {
      recipient_name: 'Moussa',
      phone: '+225 07 08 09 10',
      line1: 'Cocody, Rue des Jardins',
      line2: 'Immeuble "Le Palmier"',
      district: 'Deux-Plateaux',
      city: 'Abidjan',
      region: 'Lagunes',
      postal_code: null,
      country: 'CI',
    },
  } as Partial<OrderListRow>),
  row(3, { customer_phone: null, customer_name: 'N\'Guessan "Kouassi"' }),
];

describe('orderListJson', () => {
  it('writes the same text as the order DTOs through JSON.stringify, key order included', () => {
    const page = { rows, meta };
    expect(orderListJson(page)).toBe(viaDtos(page));
    expect(JSON.parse(orderListJson(page))).toEqual(JSON.parse(viaDtos(page)));
  });

  it('adds each order its own lines, in order, and an empty list to an order without lines', () => {
    const page = { rows, meta };
    const lines = [
      line(uuid(42), 1),
      line(uuid(7), 1, { discounts: [{ label: 'Remise', kind: 'fixed', value: 500, amount: 500 }] as never }),
      line(uuid(42), 2, { title: 'Fil', variant_title: 'Rouge', sku: null, taxes: [] }),
    ];
    expect(orderListJson(page, lines)).toBe(viaDtos(page, lines));
    const parsed = JSON.parse(orderListJson(page, lines)) as { data: { lines: { title: string }[] }[] };
    expect(parsed.data.map((o) => o.lines.map((l) => l.title))).toEqual([
      ['Tissu "wax" 6 yards'],
      ['Tissu "wax" 6 yards', 'Fil'],
      [],
      [],
    ]);
  });

  it('writes an empty page', () => {
    const page = { rows: [], meta: { ...meta, from: null, to: null, total_exact: true } };
    expect(orderListJson(page as never)).toBe(viaDtos(page as never));
  });
});
