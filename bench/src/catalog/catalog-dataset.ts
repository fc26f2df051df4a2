/**
 * The catalogue data set of `npm run bench` (catalog part): 100,000 products × 3 variants in the big
 * company, with suppliers, tags, stock balances and opening movements, written with a few
 * `INSERT … SELECT generate_series` statements that run unchanged on PostgreSQL and on PGlite.
 *
 * On PostgreSQL it is added to the users bench's `comptoir_bench` database (same company and admin
 * token). On PGlite it goes into its own data dir under bench/.data, with a minimal company, shop,
 * warehouses and the same admin token, since PGlite cannot open the PostgreSQL database.
 */
import {
  defaultOnboarding,
  defaultVariables,
  defaultWebsite,
} from '@comptoir/api/src/modules/company/company.defaults.ts';
import { ADMIN_TOKEN_HASH, ADMIN_USER_ID, BIG_COMPANY_ID } from '../config.ts';
import { UUID_FN } from '../generate.ts';

export const CATALOG_PRODUCTS = 100_000;
export const VARIANTS_PER_PRODUCT = 3;
export const CATALOG_SUPPLIERS = 200;
/** A word the search scenario looks for: in about 1 % of titles. */
export const SEARCH_WORD = 'bissap';
/** Stored in the marker row so a changed generator rebuilds the catalogue. */
export const CATALOG_VERSION = `catalog v1: ${CATALOG_PRODUCTS}x${VARIANTS_PER_PRODUCT}`;

/** Runs one statement with positional parameters: pg.Client#query or PGlite#query. */
export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export const NOUNS = [
  'Savon noir',
  'Tissu wax',
  'Beurre de karité',
  'Jus de bissap',
  'Café Touba',
  'Thé vert',
  'Huile de palme',
  'Sac en raphia',
  'Sandales cuir',
  'Boubou brodé',
  'Chemise lin',
  'Robe pagne',
  'Panier tressé',
  'Parfum encens',
  'Miel de mangrove',
  'Arachides grillées',
  'Riz parfumé',
  'Mil décortiqué',
  'Bonnet laine',
  'Casquette coton',
  'Écouteurs',
  'Chargeur USB-C',
  'Coque téléphone',
  'Lampe solaire',
  'Bouilloire',
  'Théière émaillée',
  'Verres à thé',
  'Natte plastique',
  'Collier perles',
  'Bracelet bronze',
];
export const ADJECTIVES = [
  'artisanal',
  'bio',
  'premium',
  'classique',
  'traditionnel',
  'moderne',
  'léger',
  'naturel',
  'extra',
  'du marché',
  'familial',
  'de voyage',
];
const TAGS = [
  'nouveau',
  'promo',
  'local',
  'import',
  'bio',
  'fait-main',
  'best-seller',
  'saison',
  'cadeau',
  'vrac',
  'enfant',
  'femme',
  'homme',
  'maison',
  'beauté',
  'épicerie',
];

const textArray = (values: readonly string[]) =>
  `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

/** Minimal tenant for PGlite: the big company, its subscription, a shop, three warehouses, the admin and token. */
export async function createBaseTenant(exec: Exec): Promise<void> {
  const now = new Date().toISOString();
  const plan = await exec(`SELECT id FROM plans WHERE lookup_key = 'enterprise'`);
  await exec(UUID_FN);
  await exec(
    `INSERT INTO companies (id, name, company_code, currency, timezone, locale, variables, website, onboarding, created_at, updated_at)
     VALUES ($1, 'Comptoir Wholesale', 'BENCHA', 'EUR', 'Europe/Paris', 'fr', $2, $3, $4, $5, $5)`,
    [
      BIG_COMPANY_ID,
      JSON.stringify(defaultVariables()),
      JSON.stringify(defaultWebsite('Comptoir Wholesale')),
      JSON.stringify(defaultOnboarding()),
      now,
    ],
  );
  await exec(
    `INSERT INTO subscriptions (id, company_id, plan_id, plan_lookup_key, status, current_period_end)
     VALUES (gen_random_uuid(), $1, $2, 'enterprise', 'active', '2100-01-01T00:00:00Z')`,
    [BIG_COMPANY_ID, plan.rows[0]!.id],
  );
  await exec(
    `INSERT INTO shops (id, company_id, name, slug, is_default) VALUES (gen_random_uuid(), $1, 'Main shop', 'main', true)`,
    [BIG_COMPANY_ID],
  );
  await exec(
    `INSERT INTO warehouses (id, company_id, name, code, is_default)
     SELECT gen_random_uuid(), $1, CASE WHEN n = 1 THEN 'Main warehouse' ELSE 'Warehouse ' || n END,
       CASE WHEN n = 1 THEN 'MAIN' ELSE 'WH' || n END, n = 1
     FROM generate_series(1, 3) AS n`,
    [BIG_COMPANY_ID],
  );
  await exec(
    `INSERT INTO users (id, company_id, name, email, password_hash, role, status, locale, created_at, updated_at)
     VALUES ($1, $2, 'Bench Admin', 'admin@bench.comptoir.test', 'x', 'admin', 'active', 'en', $3, $3)`,
    [ADMIN_USER_ID, BIG_COMPANY_ID, now],
  );
  await exec(
    `INSERT INTO access_tokens (id, company_id, user_id, token_hash, name, expires_at, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, 'bench', '2100-01-01T00:00:00Z', $4, $4)`,
    [BIG_COMPANY_ID, ADMIN_USER_ID, ADMIN_TOKEN_HASH, now],
  );
}

/** Has the big company already got this catalogue? (a marker supplier carries the version) */
export async function hasCatalog(exec: Exec): Promise<boolean> {
  const { rows } = await exec(`SELECT 1 FROM suppliers WHERE company_id = $1 AND notes = $2 LIMIT 1`, [
    BIG_COMPANY_ID,
    CATALOG_VERSION,
  ]);
  return rows.length > 0;
}

/** Loads suppliers, products, options, variants, balances and opening movements of the big company. */
export async function loadCatalog(exec: Exec, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await exec('SELECT setseed(0.4242)');
  // CREATE OR REPLACE: a failed statement would abort the surrounding transaction (PGlite builds in one).
  await exec(UUID_FN);
  const anchor = new Date().toISOString();
  await exec(
    `INSERT INTO suppliers (id, company_id, name, phone, city, country, notes, created_at, updated_at)
     SELECT pg_temp.bench_uuid($2::timestamptz - (n || ' days')::interval), $1,
       'Fournisseur ' || n, '22177' || lpad(n::text, 7, '0'), 'Dakar', 'SN',
       CASE WHEN n = 1 THEN $3 END, $2::timestamptz - (n || ' days')::interval, $2::timestamptz
     FROM generate_series(1, ${CATALOG_SUPPLIERS}) AS n`,
    [BIG_COMPANY_ID, anchor, CATALOG_VERSION],
  );
  // Products: titles from a noun, an adjective and a size word; ~1 % carry SEARCH_WORD; ids follow created_at.
  await exec(
    `WITH g AS MATERIALIZED (
       SELECT i, $2::timestamptz - random() * interval '730 days' AS created_at, random() AS r_type, random() AS r_status,
         ${textArray(NOUNS)}[1 + floor(random() * ${NOUNS.length})::int] AS noun,
         ${textArray(ADJECTIVES)}[1 + floor(random() * ${ADJECTIVES.length})::int] AS adjective,
         ${textArray(TAGS)}[1 + floor(random() * ${TAGS.length})::int] AS tag1,
         ${textArray(TAGS)}[1 + floor(random() * ${TAGS.length})::int] AS tag2,
         1 + floor(random() * ${CATALOG_SUPPLIERS})::int AS supplier_n
       FROM generate_series(1, ${CATALOG_PRODUCTS}) AS i
     )
     INSERT INTO products (id, company_id, type, status, title, handle, tags, supplier_id, track_inventory, created_at, updated_at)
     SELECT pg_temp.bench_uuid(created_at), $1,
       CASE WHEN r_type < 0.90 THEN 'physical_goods' WHEN r_type < 0.94 THEN 'services' WHEN r_type < 0.97 THEN 'digital_goods'
            ELSE 'physical_goods' END,
       CASE WHEN r_status < 0.85 THEN 'active' WHEN r_status < 0.95 THEN 'draft' ELSE 'archived' END,
       CASE WHEN i % 100 = 7 THEN 'Jus de ${SEARCH_WORD} ' || adjective ELSE noun || ' ' || adjective END || ' ' || (i % 97 + 1),
       'p-' || i,
       CASE WHEN tag1 = tag2 THEN ARRAY[tag1] ELSE ARRAY[tag1, tag2] END,
       (SELECT s.id FROM suppliers s WHERE s.company_id = $1 AND s.name = 'Fournisseur ' || supplier_n),
       r_type < 0.90 OR r_type >= 0.97,
       created_at, created_at
     FROM g`,
    [BIG_COMPANY_ID, anchor],
  );
  log(`products: ${CATALOG_PRODUCTS} (${Date.now() - started} ms)`);
  await exec(
    `INSERT INTO product_options (id, company_id, product_id, name, position, "values")
     SELECT gen_random_uuid(), company_id, id, 'Taille', 1, ARRAY['S', 'M', 'L'] FROM products WHERE company_id = $1`,
    [BIG_COMPANY_ID],
  );
  // Variants: SKU and a unique 13-digit barcode from the product's number; prices in cents.
  await exec(
    `WITH p AS MATERIALIZED (
       SELECT id, created_at, substring(handle FROM 3)::int AS n, random() AS r_price, track_inventory
       FROM products WHERE company_id = $1
     )
     INSERT INTO product_variants (id, company_id, product_id, title, option1, position, sku, barcode, price, cost,
       quantity, reorder_point, created_at, updated_at)
     SELECT pg_temp.bench_uuid(p.created_at), $1, p.id, s.size, s.size, s.k,
       'SKU-' || p.n || '-' || s.size, (2000000000000 + p.n * 3 + s.k)::text,
       (500 + floor(p.r_price * 20000)::int + s.k * 100) * 10, (300 + floor(p.r_price * 12000)::int) * 10,
       CASE WHEN p.track_inventory THEN floor(random() * 60)::int ELSE 0 END,
       CASE WHEN random() < 0.3 THEN 10 END, p.created_at, p.created_at
     FROM p, (VALUES (0, 'S'), (1, 'M'), (2, 'L')) AS s(k, size)`,
    [BIG_COMPANY_ID],
  );
  log(`variants: ${CATALOG_PRODUCTS * VARIANTS_PER_PRODUCT} (${Date.now() - started} ms)`);
  await exec(
    `INSERT INTO stock_balances (company_id, warehouse_id, variant_id, quantity)
     SELECT v.company_id, w.id, v.id, v.quantity
     FROM product_variants v JOIN warehouses w ON w.company_id = v.company_id AND w.code = 'MAIN'
     WHERE v.company_id = $1 AND v.quantity > 0`,
    [BIG_COMPANY_ID],
  );
  await exec(
    `INSERT INTO stock_movements (id, company_id, warehouse_id, variant_id, direction, quantity, reason, balance_after, user_id, created_at)
     SELECT pg_temp.bench_uuid(v.created_at), b.company_id, b.warehouse_id, b.variant_id, 'inbound', b.quantity, 'opening',
       b.quantity, $2, v.created_at
     FROM stock_balances b JOIN product_variants v ON v.id = b.variant_id WHERE b.company_id = $1`,
    [BIG_COMPANY_ID, ADMIN_USER_ID],
  );
  log(`stock balances and opening movements (${Date.now() - started} ms)`);
}
