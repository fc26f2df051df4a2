/**
 * The orders bench's data set, written with `INSERT … SELECT generate_series` statements that run
 * unchanged on PostgreSQL and on PGlite:
 *
 * - companies (jsonb defaults of sign-up, subscription), shops, one main warehouse each (every shop sells
 *   from it), sellers, one default 18 % tax, products with one variant each, their stock (balances and
 *   opening movements), customers (names, WhatsApp-style phones, some emails);
 * - orders over two years (more of them lately), numbered 1…n per company in date order, with 1–4 lines
 *   each (2.3 on average) priced from the products and taxed, in batches of ORDER_BATCH orders: one
 *   statement inserts a batch's orders and their lines (a data-modifying CTE), so the row_counts
 *   trigger runs once per batch;
 * - the `order` document sequence of each company set to its last number.
 *
 * - v2 (the dashboard bench): lines carry unit_cost; payments (what each order paid, refunds of what was
 *   credited) by four payment methods, deliveries of the delivery orders, three treasury accounts, expenses,
 *   reorder points; the analytics rollups are rebuilt once at the end (their row triggers are off meanwhile).
 *
 * Not generated: historical stock movements of sales, order timelines, events and returns.
 */
import {
  defaultOnboarding,
  defaultVariables,
  defaultWebsite,
} from '@comptoir/api/src/modules/company/company.defaults.ts';
import { ADJECTIVES, type Exec, NOUNS } from '../catalog/catalog-dataset.ts';
import { ADMIN_TOKEN_HASH, ADMIN_USER_ID, BIG_COMPANY_ID } from '../config.ts';
import { FIRST_NAMES, LAST_NAMES, sqlText, UUID_FN } from '../generate.ts';
import { type CompanySpec, ORDER_BATCH, ROLLUP_TABLES, SALE_STOCK, SALE_VARIANTS } from './orders-config.ts';

const FAKE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaGJlbmNo$0000000000000000000000000000000000000000000';
const DOMAINS = ['gmail.com', 'yahoo.fr', 'orange.sn', 'outlook.com', 'hotmail.fr'];
const STREETS = [
  'Rue 10',
  'Avenue Cheikh Anta Diop',
  'Rue Carnot',
  'Boulevard du Centenaire',
  'Rue 22 Medina',
];
const CITIES = ['Dakar', 'Thiès', 'Saint-Louis', 'Rufisque', 'Mbour', 'Touba'];

/** One order batch: orders `$2..$3` of `$4` for company `$1` (see loadOrders for the other parameters). */
const INSERT_ORDERS = `
WITH x AS (
  SELECT i, $5::timestamptz - interval '730 days' * (1 - power((i - random()) / $4::float8, 0.7)) AS created_at,
    random() AS r_status, random() AS r_pay, random() AS r_channel, random() AS r_mode, random() AS r_customer
  FROM generate_series($2::int, $3::int) AS i
), g AS MATERIALIZED (
  SELECT i, created_at, pg_temp.bench_uuid(created_at) AS id, r_pay, r_mode,
    CASE WHEN $5::timestamptz - created_at < interval '14 days' THEN
      CASE WHEN r_status < 0.55 THEN 'confirmed' WHEN r_status < 0.85 THEN 'completed' WHEN r_status < 0.90 THEN 'cancelled'
           WHEN r_status < 0.96 THEN 'quotation' ELSE 'draft' END
    ELSE
      CASE WHEN r_status < 0.86 THEN 'completed' WHEN r_status < 0.93 THEN 'cancelled' WHEN r_status < 0.95 THEN 'confirmed'
           WHEN r_status < 0.98 THEN 'quotation' ELSE 'draft' END
    END AS status,
    CASE WHEN r_channel < 0.55 THEN 'pos' WHEN r_channel < 0.85 THEN 'admin' ELSE 'online' END AS channel,
    CASE WHEN r_channel < 0.55 THEN 'pickup'
         WHEN r_channel < 0.85 THEN CASE WHEN r_mode < 0.5 THEN 'delivery' ELSE 'pickup' END
         ELSE CASE WHEN r_mode < 0.7 THEN 'delivery' ELSE 'online' END END AS delivery_mode,
    1 + floor($8::int * power(random(), 1.5))::int AS shop_k,
    CASE WHEN r_customer < 0.8 THEN 1 + floor($6::int * power(random(), 2))::int END AS customer_k,
    1 + floor($9::int * random())::int AS seller_k,
    (ARRAY[1, 1, 1, 2, 2, 2, 2, 3, 3, 4])[1 + floor(random() * 10)::int] AS lines
  FROM x
), l0 AS MATERIALIZED (
  SELECT g.i, s.pos, 1 + floor($7::int * power(random(), 1.6))::int AS product_k,
    (ARRAY[1, 1, 1, 1, 1, 1, 1, 2, 2, 3])[1 + floor(random() * 10)::int] AS quantity
  FROM g, generate_series(1, g.lines) AS s(pos)
), l AS MATERIALIZED (
  SELECT l0.i, l0.pos, l0.quantity, p.variant_id, p.product_id, p.title, p.sku, p.price, p.cost,
    p.price * l0.quantity AS subtotal, round(p.price * l0.quantity * 0.18)::bigint AS tax
  FROM l0 JOIN pg_temp.bench_products p ON p.company_id = $1::uuid AND p.k = l0.product_k
), t AS (
  SELECT i, sum(subtotal)::bigint AS subtotal, sum(tax)::bigint AS tax FROM l GROUP BY i
), o AS (
  INSERT INTO orders (id, company_id, number, shop_id, warehouse_id, customer_id, seller_id, status, payment_status,
    delivery_status, delivery_mode, channel, currency, subtotal, discount_total, tax_total, shipping_total, total,
    paid_total, credited_total, shipping_address, confirmed_at, completed_at, cancelled_at, created_by, created_at,
    updated_at)
  SELECT g.id, $1::uuid, g.i, s.id, $10::uuid, c.id, u.id, g.status, p.payment_status,
    CASE WHEN g.delivery_mode <> 'delivery' THEN 'idle'
         WHEN g.status = 'completed' THEN 'delivered'
         WHEN g.status = 'cancelled' THEN 'cancelled'
         WHEN g.status = 'confirmed' THEN CASE WHEN g.r_mode < 0.25 THEN 'taken_in_charge' ELSE 'pending' END
         ELSE 'idle' END,
    g.delivery_mode, g.channel, 'EUR', t.subtotal, 0, t.tax, 0, t.subtotal + t.tax,
    CASE p.payment_status WHEN 'paid' THEN t.subtotal + t.tax WHEN 'partially_paid' THEN (t.subtotal + t.tax) / 2
         WHEN 'partially_credited' THEN t.subtotal + t.tax WHEN 'fully_credited' THEN t.subtotal + t.tax ELSE 0 END,
    CASE p.payment_status WHEN 'partially_credited' THEN (t.subtotal + t.tax) / 3
         WHEN 'fully_credited' THEN t.subtotal + t.tax ELSE 0 END,
    CASE WHEN g.delivery_mode = 'delivery' THEN jsonb_build_object(
      'line1', ${sqlText(STREETS)}[1 + g.i % ${STREETS.length}] || ', ' || (1 + g.i % 180),
      'city', ${sqlText(CITIES)}[1 + g.i % ${CITIES.length}], 'country', 'SN') END,
    CASE WHEN g.status IN ('confirmed', 'completed') THEN g.created_at END,
    CASE WHEN g.status = 'completed' THEN least(g.created_at + g.r_pay * interval '3 days', $5::timestamptz) END,
    CASE WHEN g.status = 'cancelled' THEN g.created_at + interval '1 hour' END,
    u.id, g.created_at,
    CASE WHEN g.status = 'completed' THEN least(g.created_at + g.r_pay * interval '3 days', $5::timestamptz)
         WHEN g.status = 'cancelled' THEN g.created_at + interval '1 hour' ELSE g.created_at END
  FROM g
  JOIN t USING (i)
  CROSS JOIN LATERAL (SELECT CASE
    WHEN g.status = 'cancelled' THEN 'cancelled'
    WHEN g.status IN ('draft', 'quotation') THEN 'pending'
    WHEN g.status = 'completed' THEN
      CASE WHEN g.r_pay < 0.90 THEN 'paid' WHEN g.r_pay < 0.94 THEN 'partially_paid'
           WHEN g.r_pay < 0.97 THEN 'partially_credited' ELSE 'fully_credited' END
    ELSE CASE WHEN g.r_pay < 0.45 THEN 'pending' WHEN g.r_pay < 0.65 THEN 'partially_paid' ELSE 'paid' END
  END AS payment_status) p
  JOIN pg_temp.bench_shops s ON s.company_id = $1::uuid AND s.k = g.shop_k
  JOIN pg_temp.bench_sellers u ON u.company_id = $1::uuid AND u.k = g.seller_k
  LEFT JOIN pg_temp.bench_customers c ON c.company_id = $1::uuid AND c.k = g.customer_k
  RETURNING 1
)
INSERT INTO order_lines (id, company_id, order_id, position, source, variant_id, product_id, title, variant_title, sku,
  price, quantity, discounts, taxes, subtotal, discount, tax_total, total, unit_cost)
SELECT pg_temp.bench_uuid(g.created_at), $1::uuid, g.id, l.pos, 'product', l.variant_id, l.product_id, l.title, NULL,
  l.sku, l.price, l.quantity, '[]'::jsonb, jsonb_build_array($11::jsonb || jsonb_build_object('amount', l.tax)),
  l.subtotal, 0, l.tax, l.subtotal + l.tax, l.cost
FROM l JOIN g USING (i)`;

/**
 * Payments and deliveries of orders `$2..$3` of company `$1`: what was paid (paid_total, one payment on the
 * order's day by a method picked from the order's id: cash 50 %, Wave 25 %, Orange Money 15 %, card 10 %),
 * a refund of what was credited a day after, and a delivery for each counted or cancelled delivery order.
 */
const INSERT_PAYMENTS = `
WITH o AS MATERIALIZED (
  SELECT o.*, ('x' || substr(md5(o.id::text), 1, 8))::bit(32)::int::float8 / 4294967296 + 0.5 AS h
  FROM orders o WHERE o.company_id = $1::uuid AND o.number BETWEEN $2::int AND $3::int
), m AS (
  SELECT id, position FROM payment_methods WHERE company_id = $1::uuid
), pay AS (
  INSERT INTO payments (id, company_id, order_id, customer_id, payment_method_id, kind, amount, currency, received_at,
    created_by, created_at, updated_at)
  SELECT pg_temp.bench_uuid(x.at), $1::uuid, x.id, x.customer_id, m.id, x.kind, x.amount, 'EUR', x.at, x.seller_id, x.at,
    x.at
  FROM (
    SELECT o.id, o.customer_id, o.seller_id, 'payment' AS kind, o.paid_total AS amount,
      o.created_at + interval '5 minutes' AS at, o.h FROM o WHERE o.paid_total > 0
    UNION ALL
    SELECT o.id, o.customer_id, o.seller_id, 'refund', o.credited_total, least(o.created_at + interval '1 day', $4::timestamptz),
      o.h FROM o WHERE o.credited_total > 0
  ) x
  JOIN m ON m.position = CASE WHEN x.h < 0.5 THEN 0 WHEN x.h < 0.75 THEN 1 WHEN x.h < 0.9 THEN 2 ELSE 3 END
  RETURNING 1
)
INSERT INTO deliveries (id, company_id, order_id, courier_id, status, address, contact_phone, scheduled_for, taken_at,
  delivered_at, created_by, created_at, updated_at)
SELECT pg_temp.bench_uuid(o.created_at), $1::uuid, o.id, o.seller_id,
  CASE WHEN o.delivery_status = 'idle' THEN 'pending' ELSE o.delivery_status END, o.shipping_address,
  '+221 77 000 00 00', o.created_at + interval '1 day' * (1 + floor(o.h * 3)),
  CASE WHEN o.delivery_status IN ('taken_in_charge', 'delivered') THEN o.created_at + interval '2 hours' END,
  CASE WHEN o.delivery_status = 'delivered' THEN o.completed_at END, o.seller_id, o.created_at,
  coalesce(o.completed_at, o.cancelled_at, o.created_at)
FROM o WHERE o.delivery_mode = 'delivery' AND o.status IN ('confirmed', 'completed', 'cancelled')`;

/** Companies, shops, warehouse, staff, tax, products with stock, customers: everything orders point at. */
async function loadTenants(
  exec: Exec,
  companies: CompanySpec[],
  anchor: string,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  const plans = Object.fromEntries(
    (await exec('SELECT id, lookup_key FROM plans')).rows.map((r) => [r.lookup_key as string, r.id]),
  );
  await exec(
    `CREATE TEMP TABLE bench_co (n int, id uuid, orders int, customers int, products int, shops int, sellers int)`,
  );
  for (const [n, company] of companies.entries()) {
    const createdAt = new Date(Date.parse(anchor) - (800 - n) * 86_400_000).toISOString();
    const { rows } = await exec(
      `INSERT INTO companies (id, name, company_code, email, phone, city, country, currency, timezone, locale,
         variables, website, onboarding, created_at, updated_at)
       VALUES (coalesce($1::uuid, pg_temp.bench_uuid($8::timestamptz)), $2, $3, $4, '+221 33 800 00 00', 'Dakar',
         'SN', 'EUR', 'Africa/Dakar', 'fr', $5, $6, $7, $8::timestamptz, $8::timestamptz)
       RETURNING id`,
      [
        company.id,
        company.name,
        `ORDERS${'ABCDEFGHJK'[n]}`,
        `orders+${n}@bench.comptoir.test`,
        JSON.stringify(defaultVariables()),
        JSON.stringify(defaultWebsite(company.name)),
        JSON.stringify(defaultOnboarding()),
        createdAt,
      ],
    );
    const id = rows[0]!.id as string;
    await exec(
      `INSERT INTO subscriptions (id, company_id, plan_id, plan_lookup_key, status, current_period_end)
       VALUES (gen_random_uuid(), $1, $2, $3, 'active', '2100-01-01T00:00:00Z')`,
      [id, plans[company.plan], company.plan],
    );
    await exec(`INSERT INTO bench_co VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      n,
      id,
      company.orders,
      company.customers,
      company.products,
      company.shops,
      company.sellers,
    ]);
  }
  await exec(
    `INSERT INTO shops (id, company_id, name, slug, city, country, is_default, created_at, updated_at)
     SELECT pg_temp.bench_uuid(c.created_at + s * interval '1 day'), c.id,
       CASE WHEN s = 1 THEN c.name ELSE c.name || ' #' || s END, CASE WHEN s = 1 THEN 'main' ELSE 'shop-' || s END,
       ${sqlText(CITIES)}[1 + s % ${CITIES.length}], 'SN', s = 1, c.created_at + s * interval '1 day',
       c.created_at + s * interval '1 day'
     FROM bench_co b JOIN companies c ON c.id = b.id, generate_series(1, b.shops) AS s`,
  );
  await exec(
    `INSERT INTO warehouses (id, company_id, name, code, is_default, created_at, updated_at)
     SELECT pg_temp.bench_uuid(c.created_at), c.id, 'Main warehouse', 'MAIN', true, c.created_at, c.created_at
     FROM bench_co b JOIN companies c ON c.id = b.id`,
  );
  await exec(
    `INSERT INTO shop_warehouses (company_id, shop_id, warehouse_id)
     SELECT s.company_id, s.id, w.id FROM shops s JOIN warehouses w ON w.company_id = s.company_id AND w.code = 'MAIN'
     WHERE s.company_id IN (SELECT id FROM bench_co)`,
  );
  // The bench admin (all-company mode) and its token, then sellers in every company.
  await exec(
    `INSERT INTO users (id, company_id, name, email, password_hash, role, status, locale, created_at, updated_at)
     VALUES ($1, $2, 'Bench Admin', 'admin@bench.comptoir.test', $3, 'admin', 'active', 'en', $4, $4)`,
    [ADMIN_USER_ID, BIG_COMPANY_ID, FAKE_HASH, anchor],
  );
  await exec(
    `INSERT INTO access_tokens (id, company_id, user_id, token_hash, name, expires_at, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, 'bench', '2100-01-01T00:00:00Z', $4, $4)`,
    [BIG_COMPANY_ID, ADMIN_USER_ID, ADMIN_TOKEN_HASH, anchor],
  );
  await exec(
    `INSERT INTO users (id, company_id, name, email, password_hash, role, status, locale, created_at, updated_at)
     SELECT pg_temp.bench_uuid(c.created_at + k * interval '1 hour'), c.id,
       ${sqlText(FIRST_NAMES)}[1 + (k * 7 + b.n) % ${FIRST_NAMES.length}] || ' ' || ${sqlText(LAST_NAMES)}[1 + (k * 13 + b.n) % ${LAST_NAMES.length}],
       'seller' || k || '.c' || b.n || '@bench.comptoir.test', '${FAKE_HASH}', 'employee', 'active', 'fr',
       c.created_at + k * interval '1 hour', c.created_at + k * interval '1 hour'
     FROM bench_co b JOIN companies c ON c.id = b.id, generate_series(1, b.sellers) AS k`,
  );
  await exec(
    `INSERT INTO taxes (id, company_id, code, label, rate, tax_order, is_default, created_at, updated_at)
     SELECT pg_temp.bench_uuid(c.created_at), c.id, 'TVA', 'TVA 18 %', 18, 0, true, c.created_at, c.created_at
     FROM bench_co b JOIN companies c ON c.id = b.id`,
  );
  // Products with one variant each; the big company's first SALE_VARIANTS hold a stock that cannot run out.
  await exec(
    `INSERT INTO products (id, company_id, type, status, title, handle, tags, track_inventory, created_at, updated_at)
     SELECT pg_temp.bench_uuid(created_at), company_id, 'physical_goods', 'active',
       ${sqlText(NOUNS)}[1 + (k * 7) % ${NOUNS.length}] || ' ' || ${sqlText(ADJECTIVES)}[1 + (k * 11) % ${ADJECTIVES.length}] || ' ' || k,
       'p-' || k, '{}', true, created_at, created_at
     FROM (SELECT c.id AS company_id, k, c.created_at + random() * ($1::timestamptz - c.created_at) / 2 AS created_at
           FROM bench_co b JOIN companies c ON c.id = b.id, generate_series(1, b.products) AS k) p`,
    [anchor],
  );
  await exec(
    `INSERT INTO product_variants (id, company_id, product_id, title, position, sku, price, cost, quantity, created_at,
       updated_at)
     SELECT pg_temp.bench_uuid(p.created_at), p.company_id, p.id, 'Default Title', 0, 'SKU-' || substring(p.handle FROM 3),
       price, price * 6 / 10, CASE WHEN p.company_id = $1::uuid AND substring(p.handle FROM 3)::int <= ${SALE_VARIANTS}
         THEN ${SALE_STOCK} ELSE 200 + floor(random() * 800)::int END,
       p.created_at, p.created_at
     FROM (SELECT *, (50 + floor(random() * 2000)::int) * 100 AS price FROM products
           WHERE company_id IN (SELECT id FROM bench_co)) p`,
    [BIG_COMPANY_ID],
  );
  await exec(
    `INSERT INTO stock_balances (company_id, warehouse_id, variant_id, quantity)
     SELECT v.company_id, w.id, v.id, v.quantity
     FROM product_variants v JOIN warehouses w ON w.company_id = v.company_id AND w.code = 'MAIN'
     WHERE v.company_id IN (SELECT id FROM bench_co)`,
  );
  await exec(
    `INSERT INTO stock_movements (id, company_id, warehouse_id, variant_id, direction, quantity, reason, balance_after,
       created_at)
     SELECT pg_temp.bench_uuid(v.created_at), b.company_id, b.warehouse_id, b.variant_id, 'inbound', b.quantity,
       'opening', b.quantity, v.created_at
     FROM stock_balances b JOIN product_variants v ON v.id = b.variant_id WHERE b.company_id IN (SELECT id FROM bench_co)`,
  );
  await exec(
    `INSERT INTO customers (id, company_id, type, first_name, last_name, company_name, name, phone, email,
       marketing_consent, created_at, updated_at)
     SELECT pg_temp.bench_uuid(created_at), company_id, CASE WHEN r < 0.1 THEN 'company' ELSE 'individual' END,
       CASE WHEN r >= 0.1 THEN first END, CASE WHEN r >= 0.1 THEN last END,
       CASE WHEN r < 0.1 THEN 'Établissements ' || last END,
       CASE WHEN r < 0.1 THEN 'Établissements ' || last ELSE first || ' ' || last END,
       '2217' || lpad((n * 10000000 + k)::text, 8, '0'),
       CASE WHEN r < 0.6 THEN lower(translate(first || '.' || last, 'áéíóúàèçñïëÁÉÍÓÚÀÈÇÑ ', 'aeiouaecnieAEIOUAECN')) || '.' || k || '@' || domain END,
       r < 0.4, created_at, created_at
     FROM (SELECT b.n, c.id AS company_id, k, random() AS r,
             ${sqlText(FIRST_NAMES)}[1 + floor(random() * ${FIRST_NAMES.length})::int] AS first,
             ${sqlText(LAST_NAMES)}[1 + floor(random() * ${LAST_NAMES.length})::int] AS last,
             ${sqlText(DOMAINS)}[1 + floor(random() * ${DOMAINS.length})::int] AS domain,
             c.created_at + random() * ($1::timestamptz - c.created_at) AS created_at
           FROM bench_co b JOIN companies c ON c.id = b.id, generate_series(1, b.customers) AS k) x`,
    [anchor],
  );
  // Money: three treasury accounts, four payment methods (positions 0–3, picked by INSERT_PAYMENTS), expenses
  // over two years (a few a day in the big company), and a reorder point on one variant in ten (some are below).
  await exec(
    `INSERT INTO treasury_accounts (id, company_id, name, kind, accounting_code, currency, opening_balance, opening_date,
       created_at, updated_at)
     SELECT pg_temp.bench_uuid(c.created_at), c.id, a.name, a.kind, a.code, 'EUR', a.opening, c.created_at::date,
       c.created_at, c.created_at
     FROM bench_co b JOIN companies c ON c.id = b.id,
       (VALUES ('Caisse', 'cash', '571', 50000), ('Banque', 'bank', '521', 2500000), ('Wave', 'mobile_money', '538', 0))
         AS a(name, kind, code, opening)`,
  );
  await exec(
    `INSERT INTO payment_methods (id, company_id, name, kind, accounting_code, treasury_account_id, is_default, position,
       created_at, updated_at)
     SELECT pg_temp.bench_uuid(c.created_at), c.id, m.name, m.kind, m.code,
       (SELECT t.id FROM treasury_accounts t WHERE t.company_id = c.id AND t.name = m.account), m.pos = 0, m.pos,
       c.created_at, c.created_at
     FROM bench_co b JOIN companies c ON c.id = b.id,
       (VALUES (0, 'Espèces', 'cash', '571', 'Caisse'), (1, 'Wave', 'mobile_money_operator', '538', 'Wave'),
         (2, 'Orange Money', 'mobile_money_operator', '538', 'Wave'), (3, 'Carte bancaire', 'bank', '521', 'Banque'))
         AS m(pos, name, kind, code, account)`,
  );
  await exec(
    `INSERT INTO expenses (id, company_id, category, label, currency, amount, net_amount, date, status, paid_on,
       created_at, updated_at)
     SELECT pg_temp.bench_uuid(d), company_id, cat, 'Dépense ' || k, 'EUR', amount, amount, d::date,
       CASE WHEN random() < 0.85 THEN 'paid' ELSE 'unpaid' END, d::date, d, d
     FROM (SELECT c.id AS company_id, k,
             $1::timestamptz - random() * interval '730 days' AS d,
             (ARRAY['SUPPLIER', 'RAW_MATERIALS', 'PERSONNEL', 'OPERATING_EXPENSES', 'OTHER_CHARGES'])[1 + floor(random() * 5)::int] AS cat,
             (10 + floor(random() * 5000)::int) * 100 AS amount
           FROM bench_co b JOIN companies c ON c.id = b.id, generate_series(1, greatest(200, b.orders / 200)) AS k) x`,
    [anchor],
  );
  await exec(
    `UPDATE product_variants SET reorder_point = 250
     WHERE company_id IN (SELECT id FROM bench_co) AND quantity < 1000000 AND random() < 0.1`,
  );
  // What the order batches pick from, numbered 1…n per company.
  await exec(
    `CREATE TEMP TABLE bench_products AS
     SELECT p.company_id, substring(p.handle FROM 3)::int AS k, p.id AS product_id, v.id AS variant_id, p.title, v.sku,
       v.price, v.cost
     FROM products p JOIN product_variants v ON v.product_id = p.id WHERE p.company_id IN (SELECT id FROM bench_co)`,
  );
  await exec(
    `CREATE TEMP TABLE bench_customers AS
     SELECT company_id, row_number() OVER (PARTITION BY company_id ORDER BY id)::int AS k, id
     FROM customers WHERE company_id IN (SELECT id FROM bench_co)`,
  );
  await exec(
    `CREATE TEMP TABLE bench_shops AS
     SELECT company_id, row_number() OVER (PARTITION BY company_id ORDER BY is_default DESC, created_at)::int AS k, id
     FROM shops WHERE company_id IN (SELECT id FROM bench_co)`,
  );
  await exec(
    `CREATE TEMP TABLE bench_sellers AS
     SELECT company_id, row_number() OVER (PARTITION BY company_id ORDER BY id)::int AS k, id
     FROM users WHERE role = 'employee' AND company_id IN (SELECT id FROM bench_co)`,
  );
  for (const table of ['bench_products', 'bench_customers', 'bench_shops', 'bench_sellers']) {
    await exec(`CREATE INDEX ON ${table} (company_id, k)`);
    await exec(`ANALYZE ${table}`);
  }
  log(`companies, shops, staff, products, stock and customers (${Date.now() - started} ms)`);
}

/** Loads the whole data set; commits after the tenants and after every order batch. */
export async function loadOrdersDataset(
  exec: Exec,
  companies: CompanySpec[],
  log: (line: string) => void,
): Promise<void> {
  const anchor = new Date().toISOString();
  await exec('SELECT setseed(0.5151)');
  await exec(UUID_FN);
  await exec('BEGIN');
  await loadTenants(exec, companies, anchor, log);
  await exec('COMMIT');

  const ids = (await exec('SELECT n, id FROM bench_co ORDER BY n')).rows.map((r) => r.id as string);
  // The analytics rollups are computed once at the end (analytics_rebuild): row triggers on 3,000,000 rows
  // would take far longer. Lines carry their unit cost already.
  for (const [table, trigger] of ANALYTICS_TRIGGERS)
    await exec(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  let done = 0;
  const total = companies.reduce((n, c) => n + c.orders, 0);
  const started = Date.now();
  for (const [n, company] of companies.entries()) {
    const id = ids[n]!;
    const refs = await exec(
      `SELECT (SELECT id FROM warehouses WHERE company_id = $1 AND code = 'MAIN') AS warehouse,
              (SELECT jsonb_build_object('id', id, 'code', code, 'label', label, 'rate', rate::text, 'fixed_amount', NULL,
                 'tax_order', tax_order, 'is_withholding', false, 'include_in_base_for_subsequent_taxes', false)
               FROM taxes WHERE company_id = $1) AS tax`,
      [id],
    );
    const { warehouse, tax } = refs.rows[0]!;
    for (let from = 1; from <= company.orders; from += ORDER_BATCH) {
      const to = Math.min(from + ORDER_BATCH - 1, company.orders);
      await exec('BEGIN');
      await exec(INSERT_ORDERS, [
        id,
        from,
        to,
        company.orders,
        anchor,
        company.customers,
        company.products,
        company.shops,
        company.sellers,
        warehouse,
        JSON.stringify(tax),
      ]);
      await exec(INSERT_PAYMENTS, [id, from, to, anchor]);
      await exec('COMMIT');
      done += to - from + 1;
      if (n === 0 || to === company.orders)
        log(
          `orders: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} (${Date.now() - started} ms)`,
        );
    }
  }
  await exec(
    `INSERT INTO document_sequences (company_id, kind, year, last_number)
     SELECT company_id, 'order', 0, max(number) FROM orders WHERE company_id IN (SELECT id FROM bench_co)
     GROUP BY company_id`,
  );
  for (const table of ['bench_products', 'bench_customers', 'bench_shops', 'bench_sellers', 'bench_co'])
    await exec(`DROP TABLE ${table}`);
  for (const [table, trigger] of ANALYTICS_TRIGGERS)
    await exec(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  const rebuilt = Date.now();
  for (const id of ids) await exec('SELECT analytics_rebuild($1::uuid)', [id]);
  log(`analytics rollups rebuilt for ${ids.length} companies (${Date.now() - rebuilt} ms)`);
  await clusterRollups(exec, log);
}

/**
 * The rollup tables in primary key order, as two years of orders arriving day by day leave them: one
 * analytics_rebuild fills them from hash aggregates, a day's rows then lie on as many pages as rows (the
 * migrations 0049 and 0055 clustered the old bench database by hand; a fresh build needs it too).
 */
export async function clusterRollups(
  exec: (sql: string) => Promise<unknown>,
  log: (line: string) => void,
): Promise<void> {
  const started = Date.now();
  for (const table of ROLLUP_TABLES) await exec(`CLUSTER ${table} USING ${table}_pk`);
  log(`rollup tables clustered on their primary keys (${Date.now() - started} ms)`);
}

/** Row triggers of the analytics rollups (migration 0027), off while loading. */
const ANALYTICS_TRIGGERS = [
  ['orders', 'orders_analytics'],
  ['order_lines', 'order_lines_analytics'],
  ['order_lines', 'order_lines_unit_cost'],
  ['payments', 'payments_analytics'],
] as const;

/** Order and customer counts kept by the triggers must equal count(*): the list's meta.total reads them. */
export async function verifyOrdersDataset(exec: Exec, companies: CompanySpec[]): Promise<void> {
  const { rows } = await exec(
    `SELECT t.table_name, c.company_id, c.n, rc.count
     FROM (VALUES ('orders'), ('customers')) AS t(table_name)
     CROSS JOIN LATERAL (
       SELECT company_id, count(*)::int AS n FROM orders WHERE t.table_name = 'orders' GROUP BY company_id
       UNION ALL
       SELECT company_id, count(*)::int FROM customers WHERE t.table_name = 'customers' AND deleted_at IS NULL
       GROUP BY company_id) c
     LEFT JOIN row_counts rc ON rc.company_id = c.company_id AND rc.table_name = t.table_name
     WHERE rc.count IS DISTINCT FROM c.n`,
  );
  if (rows.length > 0) throw new Error(`row_counts disagrees with count(*): ${JSON.stringify(rows)}`);
  // Orders a creation run added (numbered after the data set's) are removed by the next run.
  const big = await exec(`SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND number <= $2`, [
    BIG_COMPANY_ID,
    companies[0]!.orders,
  ]);
  if (big.rows[0]?.n !== companies[0]!.orders)
    throw new Error(`the big company has ${big.rows[0]?.n} orders numbered 1…${companies[0]!.orders}`);
}
