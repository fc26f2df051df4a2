/**
 * The benchmark data set on PostgreSQL: `node --import tsx bench/src/generate.ts [--force]`.
 *
 * Creates the database `comptoir_bench` once, migrates it with the API's own migrations, seeds the
 * plans, then loads everything with a handful of `INSERT … SELECT generate_series` statements in one
 * transaction (the row_counts triggers fire on those too), VACUUM ANALYZE, and finally marks the
 * database with DATASET_VERSION as its COMMENT. A marked database is reused as is (migrations are
 * still applied, so a new migration reaches it); an unmarked one is dropped and rebuilt.
 */
import { pathToFileURL } from 'node:url';
import { openDatabase, runMigrations } from '@comptoir/api/src/db/client.ts';
import {
  defaultOnboarding,
  defaultVariables,
  defaultWebsite,
} from '@comptoir/api/src/modules/company/company.defaults.ts';
import { ensurePlans } from '@comptoir/api/src/modules/plans/plans.seed.ts';
import pg from 'pg';
import {
  ADMIN_TOKEN_HASH,
  ADMIN_USER_ID,
  BENCH_DB,
  BIG_COMPANY_DELETED,
  BIG_COMPANY_ID,
  BIG_COMPANY_USERS,
  benchDatabaseUrl,
  DATASET_VERSION,
  MAINTENANCE_URL,
  SMALL_COMPANY_USERS,
} from './config.ts';

export interface Dataset {
  url: string;
  reused: boolean;
  seconds: number;
  counts: {
    companies: number;
    users: number;
    bigCompanyUsers: number;
    accessTokens: number;
    userShops: number;
  };
}

export const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Jade',
  'Louise',
  'Emma',
  'Alice',
  'Lucie',
  'Sarah',
  'Julie',
  'Lucas',
  'Hugo',
  'Louis',
  'Gabriel',
  'Arthur',
  'Jules',
  'Nathan',
  'Thomas',
  'Théo',
  'Paul',
  'Maxime',
  'Antoine',
  'Lucía',
  'Sofía',
  'Martina',
  'María',
  'Paula',
  'Valeria',
  'Carmen',
  'Elena',
  'Mateo',
  'Pablo',
  'Álvaro',
  'Diego',
  'Javier',
  'Sergio',
  'Adrián',
  'Carlos',
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Grace',
  'Noah',
  'Oliver',
  'George',
  'Harry',
  'Jack',
  'Leo',
  'Aminata',
  'Fatou',
  'Awa',
  'Moussa',
  'Ibrahima',
  'Yasmine',
  'Karim',
  'Nadia',
];
export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Díaz',
  'Hernández',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Evans',
  'Walker',
  'Wright',
  'Green',
  'Diallo',
  'Traoré',
  'Ndiaye',
  'Diop',
  'Koné',
  'Mensah',
  'Benali',
  'Haddad',
  'Nguyen',
  'Tran',
  'Okafor',
  'Silva',
];
const DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.fr',
  'orange.fr',
  'hotmail.es',
  'proton.me',
  'icloud.com',
];
const SMALL_COMPANY_NAMES = [
  'Boulangerie Dupain',
  'La Tienda de Lola',
  'Corner Books',
  'Épicerie du Marché',
  'Ferretería Central',
  'Green Leaf Café',
  'Atelier Couture',
  'Mercado Verde',
  'Pharmacie des Lilas',
];
// A syntactically valid argon2id hash that verifies no password: the bench never logs in.
const USER_BATCH = 2_000;
const FAKE_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaGJlbmNo$0000000000000000000000000000000000000000000';

export const sqlText = (values: readonly string[]) =>
  `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])`;

/** UUID version 7 from a timestamp, as lib/uuid.ts makes them (ids follow creation order). */
export const UUID_FN = `
CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(ts timestamptz) RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
    PLACING substring(int8send((extract(epoch FROM ts) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
$$`;

/**
 * Users `$3..$4` of one company: `$1` company id, `$2` visible count (users past it are soft-deleted),
 * `$5` anchor time, `$6` email tag.
 */
export const INSERT_USERS = `
WITH g AS MATERIALIZED (
  SELECT i,
    ${sqlText(FIRST_NAMES)}[1 + floor(random() * ${FIRST_NAMES.length})::int] AS first,
    ${sqlText(LAST_NAMES)}[1 + floor(random() * ${LAST_NAMES.length})::int] AS last,
    ${sqlText(DOMAINS)}[1 + floor(random() * ${DOMAINS.length})::int] AS domain,
    $5::timestamptz - random() * interval '730 days' AS created_at,
    random() AS r_role, random() AS r_status, random() AS r_misc, random() AS r_login
  FROM generate_series($3::int, $4::int) AS i
), shaped AS (
  SELECT g.*,
    CASE WHEN r_role < 0.02 THEN 'admin' WHEN r_role < 0.10 THEN 'manager' WHEN r_role < 0.15 THEN 'accountant'
         WHEN r_role < 0.90 THEN 'employee' ELSE 'courrier' END AS role,
    CASE WHEN r_status < 0.85 THEN 'active' WHEN r_status < 0.93 THEN 'invited' ELSE 'deactivated' END AS status
  FROM g
)
INSERT INTO users (id, company_id, name, email, phone, password_hash, pin_hash, pin_lookup, role, status, locale,
  invitation_token_hash, invitation_expires_at, last_login_at, created_at, updated_at, deleted_at)
SELECT pg_temp.bench_uuid(created_at), $1::uuid, first || ' ' || last,
  lower(translate(first || '.' || last, 'áéíóúàèçñÁÉÍÓÚÀÈÇÑ ', 'aeiouaecnAEIOUAECN')) || '.' || i || '.' || $6 || '@' || domain,
  CASE WHEN r_misc < 0.6 THEN '+336' || lpad((i * 7919 % 100000000)::text, 8, '0') END,
  CASE WHEN status = 'invited' THEN NULL ELSE '${FAKE_HASH}' END,
  CASE WHEN role IN ('employee', 'courrier') AND r_misc < 0.3 THEN '${FAKE_HASH}' END,
  CASE WHEN role IN ('employee', 'courrier') AND r_misc < 0.3 THEN encode(sha256(convert_to($1 || ':' || $6 || ':pin:' || i, 'UTF8')), 'hex') END,
  role, status,
  (ARRAY['en', 'fr', 'es', NULL])[1 + floor(r_misc * 4)::int],
  CASE WHEN status = 'invited' THEN encode(sha256(convert_to($1 || ':' || $6 || ':invite:' || i, 'UTF8')), 'hex') END,
  CASE WHEN status = 'invited' THEN created_at + interval '7 days' END,
  CASE WHEN status = 'active' AND r_login < 0.9 THEN created_at + r_login * ($5::timestamptz - created_at) END,
  created_at, created_at + r_login * ($5::timestamptz - created_at) / 4,
  CASE WHEN i > $2::int THEN created_at + interval '30 days' END
FROM shaped`;

/** A bench database is reused only when its COMMENT is the data set's version (written when the load finished). */
export async function databaseState(
  client: pg.Client,
  name = BENCH_DB,
  version = DATASET_VERSION,
): Promise<'missing' | 'ready' | 'stale'> {
  const { rows } = await client.query<{ comment: string | null }>(
    `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
    [name],
  );
  if (rows.length === 0) return 'missing';
  return rows[0]!.comment === version ? 'ready' : 'stale';
}

async function load(url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.2024)');
    await client.query(UUID_FN);
    await client.query('BEGIN');
    const anchor = new Date();
    const anchorIso = anchor.toISOString();
    const plans = Object.fromEntries(
      (await client.query<{ id: string; lookup_key: string }>('SELECT id, lookup_key FROM plans')).rows.map(
        (r) => [r.lookup_key, r.id],
      ),
    );

    // Companies: the big one (fixed id) and nine small ones, with the jsonb defaults of sign-up.
    const companies = [
      { id: BIG_COMPANY_ID, name: 'Comptoir Wholesale', plan: 'enterprise', users: BIG_COMPANY_USERS - 1 },
      ...SMALL_COMPANY_NAMES.map((name, i) => ({
        id: null,
        name,
        plan: ['free', 'starter', 'business'][i % 3]!,
        users: SMALL_COMPANY_USERS[i]!,
      })),
    ];
    const ids: string[] = [];
    for (const [i, company] of companies.entries()) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO companies (id, name, company_code, email, phone, city, country, currency, timezone, locale,
           variables, website, onboarding, created_at, updated_at)
         VALUES (coalesce($1::uuid, pg_temp.bench_uuid($8::timestamptz)), $2, $3, $4, '+33 1 84 80 00 00', 'Paris',
           'FR', 'EUR', 'Europe/Paris', 'fr', $5, $6, $7, $8::timestamptz, $8::timestamptz)
         RETURNING id`,
        [
          company.id,
          company.name,
          `BENCH${'ABCDEFGHJK'[i]}`,
          `contact+${i}@bench.comptoir.test`,
          JSON.stringify(defaultVariables()),
          JSON.stringify(defaultWebsite(company.name)),
          JSON.stringify(defaultOnboarding()),
          new Date(anchor.getTime() - (800 - i) * 86_400_000).toISOString(),
        ],
      );
      ids.push(rows[0]!.id);
      await client.query(
        `INSERT INTO subscriptions (id, company_id, plan_id, plan_lookup_key, status, current_period_end)
         VALUES (gen_random_uuid(), $1, $2, $3, 'active', $4::timestamptz + interval '30 days')`,
        [rows[0]!.id, plans[company.plan], company.plan, anchorIso],
      );
    }
    log(`companies: ${ids.length}`);

    // Shops (12 in the big company, 1 elsewhere), warehouses (3 / 1), each shop selling from the main warehouse.
    await client.query(
      `INSERT INTO shops (id, company_id, name, slug, city, country, is_default, created_at, updated_at)
       SELECT pg_temp.bench_uuid(c.created_at + n * interval '1 day'), c.id,
         CASE WHEN n = 1 THEN c.name ELSE c.name || ' #' || n END, CASE WHEN n = 1 THEN 'main' ELSE 'shop-' || n END,
         'Paris', 'FR', n = 1, c.created_at + n * interval '1 day', c.created_at + n * interval '1 day'
       FROM companies c, generate_series(1, CASE WHEN c.id = $1::uuid THEN 12 ELSE 1 END) AS n`,
      [BIG_COMPANY_ID],
    );
    await client.query(
      `INSERT INTO warehouses (id, company_id, name, code, is_default, created_at, updated_at)
       SELECT pg_temp.bench_uuid(c.created_at + n * interval '1 day'), c.id,
         CASE WHEN n = 1 THEN 'Main warehouse' ELSE 'Warehouse ' || n END, CASE WHEN n = 1 THEN 'MAIN' ELSE 'WH' || n END,
         n = 1, c.created_at + n * interval '1 day', c.created_at + n * interval '1 day'
       FROM companies c, generate_series(1, CASE WHEN c.id = $1::uuid THEN 3 ELSE 1 END) AS n`,
      [BIG_COMPANY_ID],
    );
    await client.query(
      `INSERT INTO shop_warehouses (company_id, shop_id, warehouse_id)
       SELECT s.company_id, s.id, w.id FROM shops s JOIN warehouses w ON w.company_id = s.company_id AND w.code = 'MAIN'`,
    );

    // The known admin of the big company, newest user, with the bench token (expires far ahead).
    await client.query(
      `INSERT INTO users (id, company_id, name, email, password_hash, role, status, locale, last_login_at, created_at, updated_at)
       VALUES ($1, $2, 'Bench Admin', 'admin@bench.comptoir.test', $3, 'admin', 'active', 'en', $4, $4, $4)`,
      [ADMIN_USER_ID, BIG_COMPANY_ID, FAKE_HASH, anchorIso],
    );
    await client.query(
      `INSERT INTO access_tokens (id, company_id, user_id, token_hash, name, expires_at, last_used_at, created_at, updated_at)
       VALUES (pg_temp.bench_uuid($4::timestamptz), $1, $2, $3, 'bench', '2100-01-01T00:00:00Z', NULL, $4, $4)`,
      [BIG_COMPANY_ID, ADMIN_USER_ID, ADMIN_TOKEN_HASH, anchorIso],
    );

    await client.query('COMMIT');

    // Users: INSERT … SELECT generate_series, committed every USER_BATCH rows with a VACUUM of row_counts
    // in between. The row_counts trigger upserts the same counter row once per inserted row; inside one
    // transaction none of those row versions can be pruned, so each upsert walks all the previous ones:
    // one 100,000-row statement took ~70 s (quadratic), batches take a few seconds.
    for (const [i, company] of companies.entries()) {
      const started = Date.now();
      const deleted = i === 0 ? BIG_COMPANY_DELETED : Math.ceil(company.users / 50);
      for (let from = 1; from <= company.users + deleted; from += USER_BATCH) {
        const to = Math.min(from + USER_BATCH - 1, company.users + deleted);
        await client.query(INSERT_USERS, [ids[i], company.users, from, to, anchorIso, `c${i}`]);
        await client.query('VACUUM row_counts');
      }
      if (i === 0)
        log(
          `users of the big company: ${company.users + 1} + ${deleted} deleted (${Date.now() - started} ms)`,
        );
    }

    await client.query('BEGIN');
    // Non-admin staff work in one shop each (admins see the whole company).
    await client.query(
      `INSERT INTO user_shops (company_id, user_id, shop_id)
       SELECT u.company_id, u.id, s.id
       FROM (SELECT id, company_id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS k
             FROM users WHERE role <> 'admin' AND deleted_at IS NULL) u
       JOIN (SELECT id, company_id, row_number() OVER (PARTITION BY company_id ORDER BY created_at) AS k,
                    count(*) OVER (PARTITION BY company_id) AS n
             FROM shops) s ON s.company_id = u.company_id AND s.k = 1 + u.k % s.n`,
    );

    // Other sessions, so the token index has a realistic size: live, expired and revoked ones.
    await client.query(
      `WITH t AS MATERIALIZED (
         SELECT u.id AS user_id, u.company_id, $1::timestamptz - random() * interval '60 days' AS created_at, random() AS r
         FROM users u
         WHERE u.status = 'active' AND u.deleted_at IS NULL AND u.id <> $2::uuid AND u.last_login_at IS NOT NULL
           AND get_byte(uuid_send(u.id), 15) < 64
       )
       INSERT INTO access_tokens (id, company_id, user_id, token_hash, name, expires_at, revoked_at, last_used_at,
         created_at, updated_at)
       SELECT pg_temp.bench_uuid(created_at), company_id, user_id,
         encode(sha256(convert_to('bench-session:' || user_id, 'UTF8')), 'hex'), 'web', created_at + interval '30 days',
         CASE WHEN r < 0.1 THEN created_at + interval '1 day' END, created_at, created_at, created_at
       FROM t`,
      [anchorIso, ADMIN_USER_ID],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** row_counts must equal what count(*) says, for every counted table and company. */
async function verify(client: pg.Client): Promise<Dataset['counts']> {
  for (const table of ['users', 'shops', 'warehouses']) {
    const { rows } = await client.query(
      `SELECT c.company_id, c.n, rc.count FROM
         (SELECT company_id, count(*)::int AS n FROM ${table} WHERE deleted_at IS NULL GROUP BY company_id) c
       FULL JOIN (SELECT company_id, count::int FROM row_counts WHERE table_name = $1) rc USING (company_id)
       WHERE c.n IS DISTINCT FROM rc.count`,
      [table],
    );
    if (rows.length > 0)
      throw new Error(`row_counts disagrees with count(*) on ${table}: ${JSON.stringify(rows)}`);
  }
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM companies) AS companies,
            (SELECT count(*)::int FROM users) AS users,
            (SELECT count::int FROM row_counts WHERE company_id = $1 AND table_name = 'users') AS big,
            (SELECT count(*)::int FROM access_tokens) AS tokens,
            (SELECT count(*)::int FROM user_shops) AS user_shops,
            (SELECT count(*)::int FROM access_tokens WHERE token_hash = $2 AND revoked_at IS NULL AND expires_at > now()) AS admin_token`,
    [BIG_COMPANY_ID, ADMIN_TOKEN_HASH],
  );
  const r = rows[0];
  if (r.big !== BIG_COMPANY_USERS)
    throw new Error(`big company has ${r.big} users, expected ${BIG_COMPANY_USERS}`);
  if (r.admin_token !== 1) throw new Error('the admin token is missing or expired');
  return {
    companies: r.companies,
    users: r.users,
    bigCompanyUsers: r.big,
    accessTokens: r.tokens,
    userShops: r.user_shops,
  };
}

/** Makes sure `comptoir_bench` holds the current data set; fast when it already does. */
export async function ensureDataset(
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<Dataset> {
  const log = options.log ?? ((line: string) => console.log(`[generate] ${line}`));
  const started = Date.now();
  const url = benchDatabaseUrl();
  const maintenance = new pg.Client({ connectionString: MAINTENANCE_URL });
  await maintenance.connect();
  try {
    let state = await databaseState(maintenance);
    if (state !== 'missing' && (state === 'stale' || options.force)) {
      log(`dropping ${state === 'stale' ? 'an incomplete or outdated' : 'the'} ${BENCH_DB}`);
      await maintenance.query(`DROP DATABASE ${BENCH_DB} WITH (FORCE)`);
      state = 'missing';
    }
    if (state === 'missing') await maintenance.query(`CREATE DATABASE ${BENCH_DB}`);

    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      await runMigrations(database, url);
      await ensurePlans(database.db);
    } finally {
      await database.close();
    }

    if (state === 'missing') {
      log('loading the data set');
      await load(url, log);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('VACUUM ANALYZE');
      } finally {
        await client.end();
      }
      await maintenance.query(`COMMENT ON DATABASE ${BENCH_DB} IS '${DATASET_VERSION.replace(/'/g, "''")}'`);
    }

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const counts = await verify(client);
      const seconds = (Date.now() - started) / 1000;
      log(
        `${state === 'ready' ? 'reused' : 'generated'} ${BENCH_DB} in ${seconds.toFixed(1)} s: ${JSON.stringify(counts)}`,
      );
      return { url, reused: state === 'ready', seconds, counts };
    } finally {
      await client.end();
    }
  } finally {
    await maintenance.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureDataset({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
