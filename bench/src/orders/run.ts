/**
 * `npm run bench:orders` (and the last part of `npm run bench`): the order list with filters and
 * `meta.total` on 1,000,000 orders over 10 companies, and order creation (3 lines, stock taken, event)
 * on PostgreSQL and PGlite — the real app against bare node:http servers that replay its own SQL.
 * See bench/README.md, "Benchmark: orders".
 *
 * Environment: BENCH_ORDERS_KINDS (postgres,pglite), BENCH_ORDERS_DURATION (seconds per scenario and
 * server, default 6), BENCH_ORDERS_ROUNDS (default 3), BENCH_ORDERS_WARMUP (default 2),
 * BENCH_ORDERS_ONLY (scenario names, `create` for creation), BENCH_APP_NODE_ARGS (node flags of the app
 * servers, list and creation, e.g. `--cpu-prof --cpu-prof-dir=bench/.data/profiles`), BENCH_REPLAY_NODE_ARGS (the
 * same for the replay servers, to compare the two profiles).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import type { Result } from 'autocannon';
import pg from 'pg';
import type { Exec } from '../catalog/catalog-dataset.ts';
import { ADMIN_TOKEN, BENCH_DIR, BIG_COMPANY_ID } from '../config.ts';
import { toJson } from '../json.ts';
import {
  CONNECTIONS,
  type Figures,
  figures,
  interleavedRounds,
  type LoadScenario,
  type RoundOptions,
  roundRatio,
  rounds,
} from '../load.ts';
import { children, runJsonChild, type Server, startServer, stopChild } from '../processes.ts';
import { targetEnv } from '../target.ts';
import { type CreatePlanFile, ORDERS_PATH } from './create-plan.ts';
import {
  ORDERS_PGLITE_DIR,
  ordersDatabaseUrl,
  PGLITE_COMPANIES,
  POSTGRES_COMPANIES,
  SALE_STOCK,
  SALE_VARIANTS,
} from './orders-config.ts';
import { ensureOrders, type Kind } from './orders-db.ts';

const DURATION = Number(process.env.BENCH_ORDERS_DURATION || 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ORDERS_ROUNDS || 3));
const WARMUP = Number(process.env.BENCH_ORDERS_WARMUP || 2);
const KINDS = (process.env.BENCH_ORDERS_KINDS || 'postgres,pglite').split(',') as Kind[];
const ONLY = (process.env.BENCH_ORDERS_ONLY ?? '').split(',').filter(Boolean);
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };
const JSON_AUTH = { ...AUTH, 'content-type': 'application/json' };
const PAGE = `${ORDERS_PATH}?per_page=20`;
const TARGETS = { ratio: 0.8, p99: 20 };
const DB_URL = ordersDatabaseUrl();
const ENV = targetEnv(DB_URL, ORDERS_PGLITE_DIR);
const wanted = (name: string) => ONLY.length === 0 || ONLY.includes(name);

const log = (line: string) => console.log(`[orders] ${line}`);

interface Scenario extends LoadScenario {
  label: string;
}

interface Row {
  kind: Kind;
  scenario: string;
  label: string;
  app: Figures;
  /** the replay answering the app's JSON (lists) or the creation's returned rows */
  reference: Figures;
  ratio: number;
  /** lists: the replay answering its rows as arrays (the reference until 2026-12-01), and app / it */
  rows_reference?: Figures;
  rows_ratio?: number;
  /** p99 only for the list: concurrent creations queue on the company's order number (see README) */
  targets?: { ratio: boolean; p99?: boolean };
}

// ---------- databases ----------

/** Runs `work` with a connection to the bench database of `kind` (PGlite: only while no server has it open). */
async function withExec<T>(kind: Kind, work: (exec: Exec) => Promise<T>): Promise<T> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: DB_URL, options: '-c TimeZone=UTC' });
    await client.connect();
    try {
      return await work((text, params) => client.query(text, params as unknown[]));
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: ORDERS_PGLITE_DIR });
  try {
    const pglite = database.pglite!;
    return await work(async (text, params) => ({
      rows: (await pglite.query<Record<string, unknown>>(text, params as unknown[])).rows,
    }));
  } finally {
    await database.close();
  }
}

/** The orders the data set holds in the big company: anything numbered above was made by a bench run. */
const datasetOrders = (kind: Kind) =>
  (kind === 'postgres' ? POSTGRES_COMPANIES : PGLITE_COMPANIES)[0]!.orders;

/**
 * Deleting an order makes PostgreSQL check `payments.order_id` for it, a lookup by order id alone that
 * the `(company_id, order_id)` index cannot serve: each deleted order scanned the data set's ~900,000
 * payments (minutes for a reset). The app never deletes orders, so the bench skips that check instead
 * of adding an index: it looks, naming the company, for payments of the orders it removes (bench
 * creations take none) and fails if there are any, then turns the foreign key's delete trigger off
 * for the statements, inside the reset's transaction (a superuser's ALTER TABLE, undone on rollback).
 */
async function withoutPaymentsCheck(exec: Exec, base: number, work: () => Promise<void>): Promise<void> {
  const { rows: paid } = await exec(
    `SELECT count(*)::int AS n FROM payments WHERE company_id = $1 AND order_id IN
       (SELECT id FROM orders WHERE company_id = $1 AND number > $2)`,
    [BIG_COMPANY_ID, base],
  );
  if (Number(paid[0]!.n) > 0) throw new Error(`${paid[0]!.n} payments name orders of earlier bench runs`);
  const { rows: triggers } = await exec(
    `SELECT t.tgname AS name FROM pg_trigger t JOIN pg_constraint c ON c.oid = t.tgconstraint
      WHERE c.conname = 'payments_order_id_orders_id_fk' AND t.tgrelid = 'orders'::regclass`,
  );
  const names = triggers.map((t) => `"${String(t.name)}"`);
  for (const name of names) await exec(`ALTER TABLE orders DISABLE TRIGGER ${name}`);
  await work();
  for (const name of names) await exec(`ALTER TABLE orders ENABLE TRIGGER ${name}`);
}

/**
 * Deletes what earlier creation runs added — orders numbered above the data set's and everything they
 * wrote (events, ledger entries, stock movements, timeline, lines) — and restores the stock and the
 * order sequence. Returns how many orders it removed.
 */
async function resetCreations(exec: Exec, kind: Kind): Promise<number> {
  const base = datasetOrders(kind);
  const added = `(SELECT id FROM orders WHERE company_id = $1 AND number > $2)`;
  const entries = `(SELECT id FROM journal_entries WHERE company_id = $1 AND source_id IN ${added})`;
  const statements = [
    `DELETE FROM events WHERE company_id = $1 AND subject_type = 'order'
       AND subject_id IN (SELECT id::text FROM orders WHERE company_id = $1 AND number > $2)`,
    `DELETE FROM stock_movements WHERE company_id = $1 AND reference_id IN ${added}`,
    `DELETE FROM order_history WHERE company_id = $1 AND order_id IN ${added}`,
    `DELETE FROM order_lines WHERE company_id = $1 AND order_id IN ${added}`,
    `DELETE FROM orders WHERE company_id = $1 AND number > $2`,
    `UPDATE document_sequences SET last_number = $2 WHERE company_id = $1 AND kind = 'order' AND year = 0`,
  ];
  const sale = `(SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
    WHERE p.company_id = $1 AND p.handle = ANY($2::text[]))`;
  const handles = Array.from({ length: SALE_VARIANTS }, (_, i) => `p-${i + 1}`);
  await exec('BEGIN');
  try {
    const { rows } = await exec(
      `SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND number > $2`,
      [BIG_COMPANY_ID, base],
    );
    // Ledger entries the sales posted: removed when the ledger lets them go (a savepoint keeps a refusal
    // from undoing the rest); they name the order only by id, so leaving them breaks nothing here.
    await exec('SAVEPOINT ledger');
    try {
      await exec(`DELETE FROM journal_lines WHERE company_id = $1 AND entry_id IN ${entries}`, [
        BIG_COMPANY_ID,
        base,
      ]);
      await exec(`DELETE FROM journal_entries WHERE company_id = $1 AND source_id IN ${added}`, [
        BIG_COMPANY_ID,
        base,
      ]);
      await exec('RELEASE SAVEPOINT ledger');
    } catch (error) {
      await exec('ROLLBACK TO SAVEPOINT ledger');
      log(
        `${kind}: ledger entries of earlier bench orders kept (${error instanceof Error ? error.message : error})`,
      );
    }
    await withoutPaymentsCheck(exec, base, () =>
      (async () => {
        for (const statement of statements) await exec(statement, [BIG_COMPANY_ID, base]);
      })(),
    );
    await exec(`UPDATE stock_balances SET quantity = $3 WHERE company_id = $1 AND variant_id IN ${sale}`, [
      BIG_COMPANY_ID,
      handles,
      SALE_STOCK,
    ]);
    await exec(`UPDATE product_variants SET quantity = $3 WHERE company_id = $1 AND id IN ${sale}`, [
      BIG_COMPANY_ID,
      handles,
      SALE_STOCK,
    ]);
    await exec('COMMIT');
    return rows[0]!.n as number;
  } catch (error) {
    await exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

// ---------- the order list (PostgreSQL) ----------

interface Fixtures {
  variants: string[];
  customers: string[];
  newest: Date;
}

async function fixtures(exec: Exec): Promise<Fixtures> {
  const variants = await exec(
    `SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE p.company_id = $1 AND p.handle = ANY($2::text[]) ORDER BY substring(p.handle FROM 3)::int`,
    [BIG_COMPANY_ID, Array.from({ length: SALE_VARIANTS }, (_, i) => `p-${i + 1}`)],
  );
  // Customers with a history: the ones behind recent orders (frequent buyers are the likeliest).
  const customers = await exec(
    `SELECT customer_id AS id FROM (
       SELECT customer_id, max(created_at) AS last FROM (
         SELECT customer_id, created_at FROM orders WHERE company_id = $1 AND customer_id IS NOT NULL
         ORDER BY created_at DESC LIMIT 200) r GROUP BY customer_id) c
     ORDER BY last DESC LIMIT 5`,
    [BIG_COMPANY_ID],
  );
  const newest = await exec(`SELECT max(created_at) AS t FROM orders WHERE company_id = $1`, [
    BIG_COMPANY_ID,
  ]);
  return {
    variants: variants.rows.map((r) => r.id as string),
    customers: customers.rows.map((r) => r.id as string),
    newest: new Date(newest.rows[0]!.t as string),
  };
}

const enc = (name: string) => `filter%5B${name}%5D`;
const day = (d: Date) => d.toISOString().slice(0, 10);
const pages = [1, 2, 3, 4, 5];
const get = (urls: string[]) => urls.map((url) => ({ method: 'GET', path: url }));

function listScenarios(f: Fixtures): Scenario[] {
  const monthEnd = new Date(f.newest.getTime() - 60 * 86_400_000);
  const monthStart = new Date(monthEnd.getTime() - 30 * 86_400_000);
  const numbers = [42, 123_456, 400_001, 777_777, 849_990];
  const scenarios: Scenario[] = [
    {
      name: 'list',
      label: 'all orders, newest first, pages 1–5',
      requests: get(pages.map((p) => `${PAGE}&page=${p}`)),
    },
    {
      name: 'status',
      label: 'status=confirmed, pages 1–5',
      requests: get(pages.map((p) => `${PAGE}&page=${p}&${enc('status')}=confirmed`)),
    },
    {
      name: 'payment_status',
      label: 'payment_status=partially_paid, pages 1–5',
      requests: get(pages.map((p) => `${PAGE}&page=${p}&${enc('payment_status')}=partially_paid`)),
    },
    {
      name: 'delivery_status',
      label: 'delivery_status=pending, pages 1–5',
      requests: get(pages.map((p) => `${PAGE}&page=${p}&${enc('delivery_status')}=pending`)),
    },
    {
      name: 'date_range',
      label: 'created in a 30-day window, pages 1–5',
      requests: get(
        pages.map(
          (p) =>
            `${PAGE}&page=${p}&${enc('created_from')}=${day(monthStart)}&${enc('created_to')}=${day(monthEnd)}`,
        ),
      ),
    },
    {
      name: 'customer',
      label: 'one customer (5 customers)',
      requests: get(f.customers.map((id) => `${PAGE}&${enc('customer_id')}=${id}`)),
    },
    {
      name: 'search_number',
      label: 'search by reference "#n" (5 numbers)',
      requests: get(numbers.map((n) => `${PAGE}&search=%23${n}`)),
    },
    {
      name: 'search_name',
      label: 'search a customer name (5 surnames)',
      requests: get(['Diallo', 'Martin', 'Nguyen', 'Okafor', 'Haddad'].map((w) => `${PAGE}&search=${w}`)),
    },
  ];
  return scenarios.filter((s) => wanted(s.name));
}

interface SqlTiming {
  scenario: string;
  url: string;
  /** median ms of each statement of the request run alone, in order (token lookup, page, total…) */
  statements: { sql: string; ms: number }[];
}

/** What each statement of a scenario's first URL costs alone: median of 7 sequential runs. */
async function sqlTimings(captureFile: string, scenarios: Scenario[]): Promise<SqlTiming[]> {
  const capture = JSON.parse(readFileSync(captureFile, 'utf8')) as {
    requests: Record<string, { waves: { text: string; values: unknown[] }[][] }>;
  };
  return withExec('postgres', async (exec) => {
    const timings: SqlTiming[] = [];
    for (const s of scenarios) {
      const url = s.requests[0]!.path!;
      const statements = [];
      for (const q of capture.requests[url]!.waves.flat()) {
        const runs: number[] = [];
        for (let i = 0; i < 7; i++) {
          const started = performance.now();
          await exec(q.text, q.values);
          runs.push(performance.now() - started);
        }
        statements.push({ sql: q.text.slice(0, 120), ms: runs.sort((a, b) => a - b)[3]! });
      }
      timings.push({ scenario: s.name, url, statements });
    }
    return timings;
  });
}

async function benchList(options: RoundOptions): Promise<{ rows: Row[]; sql: SqlTiming[] }> {
  const f = await withExec('postgres', fixtures);
  const scenarios = listScenarios(f);
  if (scenarios.length === 0) return { rows: [], sql: [] };
  const urls = scenarios.flatMap((s) => s.requests.map((r) => r.path!));
  log(`postgres: capturing the app's SQL for ${urls.length} list URLs`);
  const captureFile = path.join(BENCH_DIR, '.data', 'orders-list-capture-postgres.json');
  const captured = await runJsonChild<{ ok: boolean; statuses: Record<string, number> }>(
    'catalog/catalog-capture.ts',
    { ...ENV, BENCH_KIND: 'postgres' },
    [captureFile, ...urls],
    'capture the order list',
  );
  if (!captured.ok) throw new Error(`some list URLs do not answer 200: ${JSON.stringify(captured.statuses)}`);
  const sql = await sqlTimings(captureFile, scenarios);
  const env = { ...ENV, BENCH_KIND: 'postgres', BENCH_CAPTURE: captureFile };
  const appArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = await startServer('app (postgres)', 'catalog/catalog-app-server.ts', appArgs, env);
  const replayArgs = (process.env.BENCH_REPLAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const reference = await startServer('list replay (postgres)', 'catalog/replay-server.ts', replayArgs, env);
  const rowsReference = await startServer(
    'list replay, rows (postgres)',
    'catalog/replay-server.ts',
    replayArgs,
    {
      ...env,
      BENCH_REPLAY_ANSWER: 'rows',
    },
  );
  let results: Result[][][];
  try {
    results = await interleavedRounds([app, reference, rowsReference], scenarios, {
      ...options,
      headers: AUTH,
    });
  } finally {
    await Promise.all([app, reference, rowsReference].map((server) => stopChild(server.child)));
  }
  const rows = scenarios.map((s, i): Row => {
    const [a, r, rr] = results.map((server) => figures(server[i]!)) as [Figures, Figures, Figures];
    const ratio = roundRatio(a, r);
    return {
      kind: 'postgres',
      scenario: s.name,
      label: s.label,
      app: a,
      reference: r,
      ratio,
      rows_reference: rr,
      rows_ratio: roundRatio(a, rr),
      targets: { ratio: ratio >= TARGETS.ratio, p99: a.p99 < TARGETS.p99 },
    };
  });
  return { rows, sql };
}

// ---------- order creation ----------

interface Snapshot {
  lastNumber: number;
  stock: Record<string, { variant: number; balance: number }>;
}

async function snapshot(exec: Exec, variants: string[]): Promise<Snapshot> {
  const seq = await exec(
    `SELECT last_number FROM document_sequences WHERE company_id = $1 AND kind = 'order' AND year = 0`,
    [BIG_COMPANY_ID],
  );
  const stock = await exec(
    `SELECT v.id, v.quantity AS variant, b.quantity AS balance FROM product_variants v
     JOIN stock_balances b ON b.variant_id = v.id WHERE v.id = ANY($1::uuid[])`,
    [variants],
  );
  return {
    lastNumber: Number(seq.rows[0]!.last_number),
    stock: Object.fromEntries(
      stock.rows.map((r) => [r.id as string, { variant: Number(r.variant), balance: Number(r.balance) }]),
    ),
  };
}

interface Verification {
  orders: number;
  answered: number;
  units: number;
  movements: number;
  events: number;
  /** statements one creation sends (token lookup, transaction with begin and commit) */
  statements?: number;
  /** per variant: units taken from the stock = units on the new orders' lines */
  stock: Record<string, { sold: number; taken: number; balanceTaken: number }>;
}

/**
 * After a creation run: every order answered (and the few still in flight when a load run stopped) is
 * in the database, numbered without gaps, with 3 lines, one movement per line and one event; the stock
 * of every variant fell by exactly the units on the new lines. Throws on any difference.
 */
async function verify(
  exec: Exec,
  before: Snapshot,
  answered: number,
  inFlight: number,
): Promise<Verification> {
  const problems: string[] = [];
  const news = `(SELECT id FROM orders WHERE company_id = $1 AND number > $2)`;
  const args = [BIG_COMPANY_ID, before.lastNumber];
  const o = await exec(
    `SELECT count(*)::int AS n, coalesce(min(number), 0) AS lo, coalesce(max(number), 0) AS hi,
       count(*) FILTER (WHERE status <> 'confirmed')::int AS not_confirmed
     FROM orders WHERE company_id = $1 AND number > $2`,
    args,
  );
  const { n, lo, hi, not_confirmed } = o.rows[0] as {
    n: number;
    lo: number;
    hi: number;
    not_confirmed: number;
  };
  if (n > 0 && (Number(lo) !== before.lastNumber + 1 || Number(hi) !== before.lastNumber + n))
    problems.push(`order numbers ${lo}…${hi} for ${n} orders after ${before.lastNumber}`);
  if (not_confirmed > 0) problems.push(`${not_confirmed} new orders are not confirmed`);
  if (n < answered || n > answered + inFlight)
    problems.push(`${n} orders in the database for ${answered} answered (+ at most ${inFlight} in flight)`);
  const lines = await exec(
    `SELECT count(*)::int AS orders_without_3 FROM (
       SELECT o.id FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id
       WHERE o.company_id = $1 AND o.number > $2 GROUP BY o.id HAVING count(l.id) <> 3) x`,
    args,
  );
  if (lines.rows[0]!.orders_without_3 !== 0)
    problems.push(`${lines.rows[0]!.orders_without_3} new orders do not have 3 lines`);
  const sold = await exec(
    `SELECT variant_id, sum(quantity)::int AS units FROM order_lines
     WHERE company_id = $1 AND order_id IN ${news} GROUP BY variant_id`,
    args,
  );
  const movements = await exec(
    `SELECT count(*)::int AS n, coalesce(sum(quantity), 0)::int AS units FROM stock_movements
     WHERE company_id = $1 AND reason = 'sale' AND direction = 'outbound' AND reference_id IN ${news}`,
    args,
  );
  const events = await exec(
    `SELECT count(*)::int AS n FROM events WHERE company_id = $1 AND type = 'order.created'
       AND subject_id IN (SELECT id::text FROM orders WHERE company_id = $1 AND number > $2)`,
    args,
  );
  const after = await snapshot(exec, Object.keys(before.stock));
  const soldBy = new Map(sold.rows.map((r) => [r.variant_id as string, Number(r.units)]));
  const units = [...soldBy.values()].reduce((a, b) => a + b, 0);
  const stock: Verification['stock'] = {};
  for (const [variant, was] of Object.entries(before.stock)) {
    const now = after.stock[variant]!;
    const entry = {
      sold: soldBy.get(variant) ?? 0,
      taken: was.variant - now.variant,
      balanceTaken: was.balance - now.balance,
    };
    stock[variant] = entry;
    if (entry.taken !== entry.sold || entry.balanceTaken !== entry.sold)
      problems.push(
        `variant ${variant}: ${entry.sold} units sold, stock down by ${entry.taken} / ${entry.balanceTaken}`,
      );
  }
  for (const variant of soldBy.keys())
    if (!(variant in before.stock)) problems.push(`units sold of an unexpected variant ${variant}`);
  if (movements.rows[0]!.n !== n * 3 || movements.rows[0]!.units !== units)
    problems.push(
      `${movements.rows[0]!.n} sale movements of ${movements.rows[0]!.units} units for ${n} orders of ${units}`,
    );
  if (events.rows[0]!.n !== n) problems.push(`${events.rows[0]!.n} order.created events for ${n} orders`);
  if (after.lastNumber !== before.lastNumber + n)
    problems.push(`the order sequence moved by ${after.lastNumber - before.lastNumber} for ${n} orders`);
  if (problems.length > 0) throw new Error(`creation run verification failed:\n  ${problems.join('\n  ')}`);
  return {
    orders: n,
    answered,
    units,
    movements: movements.rows[0]!.n as number,
    events: events.rows[0]!.n as number,
    stock,
  };
}

async function benchCreate(
  kind: Kind,
  options: RoundOptions,
): Promise<{ row: Row; verification: Verification }> {
  const { f, leftovers } = await withExec(kind, async (exec) => ({
    leftovers: await resetCreations(exec, kind),
    f: await fixtures(exec),
  }));
  if (leftovers > 0) log(`${kind}: removed ${leftovers} orders left by an earlier run`);
  if (f.variants.length !== SALE_VARIANTS || f.customers.length < 5)
    throw new Error(`${kind}: the data set lacks the sale variants or customers`);
  // Five bodies with three lines each on distinct variants (4 units an order), a customer, at the counter.
  const bodies = Array.from({ length: 5 }, (_, b) =>
    JSON.stringify({
      customer_id: f.customers[b],
      channel: 'pos',
      lines: [0, 1, 2].map((j) => ({ variant_id: f.variants[b * 3 + j], quantity: j === 1 ? 2 : 1 })),
    }),
  );
  const scenario: Scenario = {
    name: 'create',
    label: 'POST /orders, 3 lines, confirmed',
    requests: bodies.map((body) => ({ method: 'POST', path: ORDERS_PATH, body })),
  };
  const before = await withExec(kind, (exec) => snapshot(exec, f.variants));
  const dataDir = path.join(BENCH_DIR, '.data');
  mkdirSync(dataDir, { recursive: true });
  const bodiesFile = path.join(dataDir, `orders-create-bodies-${kind}.json`);
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const planFile = path.join(dataDir, `orders-create-plans-${kind}.json`);
  log(`${kind}: capturing the app's SQL for order creation`);
  const captured = await runJsonChild<{ ok: boolean; statuses: number[]; orders: number }>(
    'orders/create-capture.ts',
    { ...ENV, BENCH_KIND: kind },
    [planFile, bodiesFile],
    `capture order creation (${kind})`,
  );
  if (!captured.ok)
    throw new Error(`POST /orders did not answer 201 on ${kind}: ${captured.statuses.join(', ')}`);
  const plans = JSON.parse(readFileSync(planFile, 'utf8')) as CreatePlanFile;
  const statements = Object.values(plans.plans)[0]!.statements.length;
  log(`${kind}: one creation sends ${statements} statements`);
  const env = { ...ENV, BENCH_KIND: kind, BENCH_CAPTURE: planFile };
  const warmups: Result[] = [];
  const opts: RoundOptions = {
    ...options,
    headers: JSON_AUTH,
    log: (line) => log(`${kind} ${line}`),
    onWarmup: (result) => warmups.push(result),
  };
  let app: Result[];
  let reference: Result[];
  // BENCH_APP_NODE_ARGS / BENCH_REPLAY_NODE_ARGS reach the creation's servers too (e.g. a CPU profile of each)
  const nodeArgs = (variable: string) => (process.env[variable] ?? '').split(' ').filter(Boolean);
  const start = (name: string, script: string): Promise<Server> =>
    startServer(
      name,
      script,
      nodeArgs(name.startsWith('app') ? 'BENCH_APP_NODE_ARGS' : 'BENCH_REPLAY_NODE_ARGS'),
      env,
    );
  if (kind === 'postgres') {
    const appServer = await start('app (postgres)', 'catalog/catalog-app-server.ts');
    const refServer = await start('creation replay (postgres)', 'orders/create-replay-server.ts');
    try {
      const [appResults, refResults] = await interleavedRounds([appServer, refServer], [scenario], opts);
      app = appResults![0]!;
      reference = refResults![0]!;
    } finally {
      await Promise.all([stopChild(appServer.child), stopChild(refServer.child)]);
    }
  } else {
    const alone = async (name: string, script: string) => {
      const server = await start(name, script);
      try {
        return (await rounds(server, [scenario], opts))[0]!;
      } finally {
        await stopChild(server.child);
      }
    };
    app = await alone('app (pglite)', 'catalog/catalog-app-server.ts');
    reference = await alone('creation replay (pglite)', 'orders/create-replay-server.ts');
  }
  const a = figures(app);
  const r = figures(reference);
  const w = figures(warmups);
  // Each load run may stop with one request per connection unanswered but committed.
  const loadRuns = app.length + reference.length + warmups.length;
  const verification = await withExec(kind, async (exec) => {
    const result = await verify(exec, before, captured.orders + w.ok + a.ok + r.ok, loadRuns * CONNECTIONS);
    result.statements = statements;
    await resetCreations(exec, kind);
    if (kind === 'postgres')
      await exec('VACUUM ANALYZE orders, order_lines, stock_movements, events, order_history');
    return result;
  });
  if (a.errors + r.errors + w.errors > 0)
    throw new Error(
      `order creation on ${kind}: ${a.errors} errors on the app, ${r.errors} on the replay, ${w.errors} in warm-ups`,
    );
  log(
    `${kind}: verified ${verification.orders} new orders, ${verification.units} units taken from the stock exactly, ${verification.events} events`,
  );
  const ratio = kind === 'postgres' ? roundRatio(a, r) : a.rps / r.rps;
  return {
    row: {
      kind,
      scenario: 'create',
      label: scenario.label,
      app: a,
      reference: r,
      ratio,
      ...(kind === 'postgres' ? { targets: { ratio: ratio >= TARGETS.ratio } } : {}),
    },
    verification,
  };
}

// ---------- report ----------

function print(rows: Row[]) {
  const f = (n: number, d = 1) => n.toFixed(d);
  const side = (x: Figures) =>
    `${f(x.rps, 0).padStart(9)}${f(x.p50).padStart(6)}${f(x.p99).padStart(7)}${f(x.cpu, 2).padStart(7)}`;
  console.log(
    `\n${'database'.padEnd(9)}${'scenario'.padEnd(42)}${'app req/s'.padStart(9)}${'p50'.padStart(6)}${'p99'.padStart(7)}${'cpu'.padStart(7)}   ${'ref req/s'.padStart(9)}${'p50'.padStart(6)}${'p99'.padStart(7)}${'cpu'.padStart(7)}${'app/ref'.padStart(9)}${'app/rows'.padStart(9)}  errors`,
  );
  for (const r of rows) {
    const rowsRatio = r.rows_ratio === undefined ? '' : f(r.rows_ratio, 2);
    console.log(
      `${r.kind.padEnd(9)}${r.label.padEnd(42)}${side(r.app)}   ${side(r.reference)}${f(r.ratio, 2).padStart(9)}${rowsRatio.padStart(9)}  ${r.app.errors + r.reference.errors + (r.rows_reference?.errors ?? 0)}`,
    );
  }
  console.log(
    `latency in ms at ${CONNECTIONS} connections; cpu = ms of the server process's CPU per answered request; app/ref = throughput ratio (PostgreSQL: median of rounds) against the replay answering the app's JSON (lists) or the creation's rows; app/rows = against the list replay answering its rows as arrays`,
  );
  for (const r of rows.filter((row) => row.targets)) {
    console.log(
      `  ${r.kind} ${r.scenario.padEnd(15)} ratio ${f(r.ratio, 2)} (≥ ${TARGETS.ratio}) ${r.targets!.ratio ? 'MET' : 'MISSED'}; p99 ${f(r.app.p99)} ms${r.targets!.p99 === undefined ? ' (no p99 target)' : ` (< ${TARGETS.p99}) ${r.targets!.p99 ? 'MET' : 'MISSED'}`}`,
    );
  }
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[orders] still running after 40 minutes: stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(2);
  }, 40 * 60_000);
  watchdog.unref();
  const loadBefore = os.loadavg();
  const options: RoundOptions = {
    rounds: ROUNDS,
    seconds: DURATION / ROUNDS,
    warmup: WARMUP,
    headers: AUTH,
    log: (line) => log(`postgres ${line}`),
  };
  const rows: Row[] = [];
  let sql: SqlTiming[] = [];
  const verifications: Record<string, Verification> = {};
  for (const kind of KINDS) {
    await ensureOrders(kind);
    if (kind === 'postgres') {
      const list = await benchList(options);
      rows.push(...list.rows);
      sql = list.sql;
    }
    if (wanted('create')) {
      const created = await benchCreate(kind, options);
      rows.push(created.row);
      verifications[kind] = created.verification;
    }
  }
  print(rows);
  const errors = rows.reduce(
    (n, r) => n + r.app.errors + r.reference.errors + (r.rows_reference?.errors ?? 0),
    0,
  );
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadavg_before: loadBefore,
      loadavg_after: os.loadavg(),
    },
    config: { connections: CONNECTIONS, seconds: DURATION, rounds: ROUNDS, warmup: WARMUP, kinds: KINDS },
    dataset: {
      postgres: POSTGRES_COMPANIES.map((c) => ({ name: c.name, orders: c.orders, customers: c.customers })),
      pglite: PGLITE_COMPANIES.map((c) => ({ name: c.name, orders: c.orders, customers: c.customers })),
    },
    targets: TARGETS,
    rows,
    sql_alone_ms: sql,
    creation_checks: Object.fromEntries(
      Object.entries(verifications).map(([k, v]) => [
        k,
        {
          orders: v.orders,
          answered: v.answered,
          units: v.units,
          movements: v.movements,
          events: v.events,
          statements: v.statements,
        },
      ]),
    ),
  };
  const file = ONLY.length ? '.data/orders-partial.json' : 'results/orders-latest.json';
  mkdirSync(path.dirname(path.join(BENCH_DIR, file)), { recursive: true });
  writeFileSync(path.join(BENCH_DIR, file), `${toJson(report)}\n`);
  log(`written bench/${file}`);
  if (errors > 0) throw new Error(`${errors} requests failed (errors, timeouts or answers other than 2xx)`);
}

main().catch(async (error: unknown) => {
  console.error('[orders] failed:', error instanceof Error ? error.message : error);
  await Promise.all([...children].map(stopChild));
  process.exitCode = 1;
});
