import { countCap, listMeta } from '@comptoir/core';
import type { Db } from '../../db/client.ts';
import { type RawStatement, rawRows } from '../../db/raw-rows.ts';
import { cappedTotal, type ListQuery } from '../../lib/list-query.ts';
import type { Page } from '../../lib/paginate.ts';
import { foldedContainsPattern } from '../../lib/text-search.ts';
import { type OrderRow, orderListSpec } from './orders.repo.ts';

/**
 * The order list's SQL, written by hand and built once per filter shape (docs/decisions.md, "The order
 * list's SQL"). Drizzle's query building and row mapping (a Date for each of five timestamps) cost the
 * list more CPU than PostgreSQL spent answering it; here a request only fills in the values.
 */

type Timestamps = 'confirmed_at' | 'completed_at' | 'cancelled_at' | 'created_at' | 'updated_at';

/** An order as the list reads it: timestamps as PostgreSQL's text, the customer's name and phone. */
export type OrderListRow = Omit<OrderRow, 'company_id' | Timestamps> & {
  confirmed_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  customer_name: string | null;
  customer_phone: string | null;
};

// In this order in the SELECT; toRow reads them by position.
const COLUMNS = [
  'o.id',
  'o.number',
  'o.shop_id',
  'o.warehouse_id',
  'o.customer_id',
  'o.seller_id',
  'o.status',
  'o.payment_status',
  'o.delivery_status',
  'o.delivery_mode',
  'o.channel',
  'o.currency',
  'o.subtotal',
  'o.discount_total',
  'o.tax_total',
  'o.shipping_total',
  'o.total',
  'o.paid_total',
  'o.credited_total',
  'o.discounts',
  'o.shipping_address',
  'o.notes',
  'o.confirmed_at::text',
  'o.completed_at::text',
  'o.cancelled_at::text',
  'o.created_by',
  'o.created_at::text',
  'o.updated_at::text',
  'c.name',
  'c.phone',
].join(', ');

/** Position of the list's total after the columns (the page statement's last column). */
const TOTAL = 30;

// int8 money: a number on PostgreSQL (client.ts), a bigint on PGlite.
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function toRow(r: unknown[]): OrderListRow {
  return {
    id: r[0] as string,
    number: r[1] as number,
    shop_id: r[2] as string,
    warehouse_id: r[3] as string,
    customer_id: r[4] as string | null,
    seller_id: r[5] as string | null,
    status: r[6] as OrderRow['status'],
    payment_status: r[7] as OrderRow['payment_status'],
    delivery_status: r[8] as OrderRow['delivery_status'],
    delivery_mode: r[9] as OrderRow['delivery_mode'],
    channel: r[10] as string,
    currency: r[11] as string,
    subtotal: num(r[12]),
    discount_total: num(r[13]),
    tax_total: num(r[14]),
    shipping_total: num(r[15]),
    total: num(r[16]),
    paid_total: num(r[17]),
    credited_total: num(r[18]),
    discounts: r[19] as OrderRow['discounts'],
    shipping_address: r[20] as OrderRow['shipping_address'],
    notes: r[21] as string | null,
    confirmed_at: r[22] as string | null,
    completed_at: r[23] as string | null,
    cancelled_at: r[24] as string | null,
    created_by: r[25] as string | null,
    created_at: r[26] as string,
    updated_at: r[27] as string,
    customer_name: r[28] as string | null,
    customer_phone: r[29] as string | null,
  };
}

// ---------- search ----------

/** Up to this many customers matching a number-like search are looked up first (see searchCondition). */
const SEARCHED_CUSTOMER_IDS = 1_000;

interface Where {
  /** conditions joined by `and`; `$1` is always the company */
  parts: string[];
  values: unknown[];
  /** no named statement: a search's plan depends on its pattern */
  searched: boolean;
}

const param = (where: Where, value: unknown) => `$${where.values.push(value)}`;

/**
 * What the list's search box finds: "#0042" or "42" is the order number; any text is looked for in
 * the customer's name and phone (a phone typed with spaces or "+" is searched as its digits).
 *
 * "number or customer in (subquery)" cannot be planned as two index reads: PostgreSQL walks every
 * order of the company (~110 ms for the page and again for the count on 850,000 orders). So for a
 * number the matching customers are read first; when there are at most SEARCHED_CUSTOMER_IDS of them
 * the condition names their ids, which the number and customer indexes serve (a BitmapOr, < 1 ms).
 * More of them (a few digits of many phones) keep the subquery: the newest orders then match soon.
 */
async function addSearch(db: Db, where: Where, raw: unknown): Promise<void> {
  if (typeof raw !== 'string' || raw.trim() === '') return;
  where.searched = true;
  const text = raw.trim().slice(0, 200);
  const digits = text.replace(/[\s+().-]/g, '');
  // the name without accents or case ("helene" finds "Hélène"): the stored fold customers.search_name and its trigram index
  const pattern = foldedContainsPattern(text);
  const byPhone = /^\d{3,}$/.test(digits);
  const customerFound = (w: Where) =>
    byPhone
      ? `c2.company_id = $1 and (c2.search_name like ${param(w, pattern)} or c2.phone like ${param(w, `%${digits}%`)})`
      : `c2.company_id = $1 and c2.search_name like ${param(w, pattern)}`;
  const customerMatch = (w: Where) =>
    `o.customer_id in (select c2.id from customers c2 where ${customerFound(w)})`;
  const number = /^#?(\d{1,9})$/.exec(text);
  if (!number) {
    where.parts.push(customerMatch(where));
    return;
  }
  const lookup: Where = { parts: [], values: [where.values[0]], searched: true };
  const found = await rawRows(db, {
    text: `select c2.id from customers c2 where ${customerFound(lookup)} limit ${SEARCHED_CUSTOMER_IDS + 1}`,
    values: lookup.values,
  });
  const byNumber = `o.number = ${param(where, Number(number[1]))}`;
  if (found.length > SEARCHED_CUSTOMER_IDS) where.parts.push(`(${byNumber} or ${customerMatch(where)})`);
  else if (found.length === 0) where.parts.push(byNumber);
  else
    where.parts.push(
      `(${byNumber} or o.customer_id = any(${param(
        where,
        found.map((r) => r[0]),
      )}::uuid[]))`,
    );
}

// ---------- filters and sort ----------

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The request's filters as SQL. Enum values are written into the text (they come from a fixed list):
 * the plan then knows them, so a named statement keeps using the partial indexes of the payment and
 * delivery statuses (a generic plan with `$n` could not prove `<> 'paid'`).
 */
function addFilters(where: Where, query: ListQuery): void {
  for (const { name, values } of query.filters) {
    const def = orderListSpec.filters[name]!;
    const column = `o.${def.column.name}`;
    switch (def.type) {
      case 'enum':
        where.parts.push(`${column} in (${values.map(quoted).join(', ')})`);
        break;
      case 'uuid':
      case 'text':
        where.parts.push(
          values.length === 1
            ? `${column} = ${param(where, values[0])}`
            : `${column} = any(${param(where, values)}::${def.type}[])`,
        );
        break;
      case 'boolean':
        where.parts.push(`${column} = ${param(where, values[0] === 'true' || values[0] === '1')}`);
        break;
      case 'date_from':
      case 'date_to':
        where.parts.push(
          `${column} ${def.type === 'date_from' ? '>=' : '<'} ${param(where, new Date(values[0]!).toISOString())}`,
        );
        break;
    }
  }
}

/** `sort` as parseListQuery accepted it, then the id in the direction of the last key. */
function orderBy(sort: string): string {
  const parts = sort.split(',').filter(Boolean);
  const keys = parts.map((part) => {
    const descending = part.startsWith('-');
    const column = orderListSpec.sorts[descending ? part.slice(1) : part]!;
    return `o.${column.name} ${descending ? 'desc' : 'asc'}`;
  });
  keys.push(`o.id ${parts.at(-1)?.startsWith('-') ? 'desc' : 'asc'}`);
  return keys.join(', ');
}

// ---------- statements per shape ----------

interface Shape {
  /** the page with the list's total as its last column (an uncorrelated subquery, computed once) */
  page: { name?: string; text: string };
  /** the total alone, for a page past the end (no row to carry it) */
  count: RawStatement;
}

/** Shapes seen, by their WHERE and ORDER BY text. Bounded: past it, new shapes are built every time. */
const shapes = new Map<string, Shape>();
const MAX_SHAPES = 500;
/** Named statements live on every pooled connection: only the first shapes seen get names. */
const MAX_NAMED = 60;
let named = 0;

const ROW_COUNT = `select count from row_counts where company_id = $1 and table_name = 'orders'`;

/**
 * `params`: how many values the conditions take; the page's limit and offset follow them. `fromCounter`:
 * the total is the company's row counter, else a count of the matching orders up to `cap` + 1 (a few values
 * per list: core's countCap goes by blocks of ten pages).
 */
function shapeOf(
  conditions: string,
  params: number,
  sort: string,
  searched: boolean,
  fromCounter: boolean,
  cap: number,
): Shape {
  const key = `${conditions}|${sort}|${fromCounter ? 'counter' : cap}`;
  let shape = shapes.get(key);
  if (shape) return shape;
  const nameIt = !searched && named < MAX_NAMED;
  const n = nameIt ? ++named : 0;
  const total = fromCounter
    ? ROW_COUNT
    : `select count(*)::int from (select 1 from orders o where ${conditions} limit ${cap + 1}) capped`;
  shape = {
    page: {
      ...(nameIt ? { name: `orders_list_${n}` } : {}),
      text: `select ${COLUMNS}, (${total}) from orders o left join customers c on c.id = o.customer_id where ${conditions} order by ${sort} limit $${params + 1} offset $${params + 2}`,
    },
    count: { ...(nameIt ? { name: `orders_count_${n}` } : {}), text: total, values: [] },
  };
  if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
  return shape;
}

/**
 * A page of orders with the customer's name and phone, and meta.total: the company's row counter when
 * nothing narrows the list, else a count capped by core's countCap (CONTRACT.md §2), both read by the page
 * statement itself. A shop-bound user sees their shop's orders.
 */
export async function listOrderPage(
  db: Db,
  companyId: string,
  shopId: string | null,
  query: ListQuery,
  search: unknown,
): Promise<Page<OrderListRow>> {
  const where: Where = { parts: ['o.company_id = $1'], values: [companyId], searched: false };
  if (shopId) where.parts.push(`o.shop_id = ${param(where, shopId)}`);
  addFilters(where, query);
  await addSearch(db, where, search);
  const conditions = where.parts.join(' and ');
  const fromCounter = !shopId && !where.searched && !query.narrowed;
  // A shop's whole list is counted like an unfiltered list without a counter; a search narrows like a filter.
  const cap = countCap(query.page, query.perPage, query.narrowed || where.searched);
  const shape = shapeOf(
    conditions,
    where.values.length,
    orderBy(query.sort),
    where.searched,
    fromCounter,
    cap,
  );
  // One round trip: the total rides on the page's rows (the count was a second statement).
  const rows = await rawRows(db, {
    ...shape.page,
    values: [...where.values, query.perPage, (query.page - 1) * query.perPage],
  });
  const total =
    rows.length > 0 ? rows[0]![TOTAL] : (await rawRows(db, { ...shape.count, values: where.values }))[0]?.[0];
  const counted = num(total ?? 0);
  const { total: shown, exact } = fromCounter ? { total: counted, exact: true } : cappedTotal(counted, cap);
  return {
    rows: rows.map(toRow),
    meta: { ...listMeta(query.page, query.perPage, shown, rows.length), total_exact: exact },
  };
}
