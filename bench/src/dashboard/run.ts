/**
 * `npm run bench:dashboard` (and the last part of `npm run bench`): every call the dashboard makes
 * (issue 7) on the orders bench's 1,000,000 orders, for the big company (850,000 orders), for the last
 * 30 days and for this year with their past periods, at 8 connections on PostgreSQL — beside a raw-SQL
 * baseline measured in the same run (`date_trunc` + `sum` over the raw orders, bench/src/dashboard/raw-server.ts).
 * Then the whole dashboard (every card of one period fired at once from one client), ~50 times.
 * See bench/README.md, "Benchmark: dashboard".
 *
 * Environment: BENCH_DASHBOARD_DURATION (seconds of load per call and period, default 4),
 * BENCH_DASHBOARD_WARMUP (default 1), BENCH_DASHBOARD_ROUNDS (default 1), BENCH_DASHBOARD_REPS (whole
 * dashboard repetitions, default 50), BENCH_DASHBOARD_PERIODS (default last_30_days,this_year),
 * BENCH_DASHBOARD_SKIP_CHECK=1 skips the rollup check. BENCH_DASHBOARD_ONLY (call names, e.g. `stats,date`; results then go to bench/.data/dashboard-partial.json).
 * BENCH_APP_NODE_ARGS (node flags of the app process, e.g. `--cpu-prof --cpu-prof-dir=bench/.data/profiles`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ADMIN_TOKEN, BENCH_DIR, BIG_COMPANY_ID } from '../config.ts';
import { toJson } from '../json.ts';
import { CONNECTIONS, type Figures, figures, fire, type Measured, median } from '../load.ts';
import {
  ORDERS_PGLITE_DIR,
  ordersDatabaseUrl,
  POSTGRES_COMPANIES,
  ROLLUP_TABLES,
} from '../orders/orders-config.ts';
import { ensureOrders } from '../orders/orders-db.ts';
import { children, runJsonChild, type Server, startServer, stopChild } from '../processes.ts';
import { targetEnv } from '../target.ts';
import { RAW_DATE_SQL, RAW_PRODUCT_SQL } from './raw-server.ts';
import { checkRollups, type RollupCheck } from './rollup-check.ts';

const DURATION = Number(process.env.BENCH_DASHBOARD_DURATION || 4);
const WARMUP = Number(process.env.BENCH_DASHBOARD_WARMUP || 1);
const ROUNDS = Math.max(1, Number(process.env.BENCH_DASHBOARD_ROUNDS || 1));
const REPS = Math.max(5, Number(process.env.BENCH_DASHBOARD_REPS || 50));
const PERIODS = (process.env.BENCH_DASHBOARD_PERIODS || 'last_30_days,this_year').split(',');
const ONLY = (process.env.BENCH_DASHBOARD_ONLY ?? '').split(',').filter(Boolean);
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };
const TARGETS = { p99_ms: 20, whole_ms: 150 };
const DB_URL = ordersDatabaseUrl();
const API = '/api/v1/admin/analytics';

const log = (line: string) => console.log(`[dashboard] ${line}`);

/** The dashboard's cards (apps/web/src/features/dashboard/dashboard-page.tsx): one call each. */
const CALLS: { name: string; path: string; query: Record<string, string> }[] = [
  { name: 'stats', path: 'stats', query: {} },
  { name: 'date', path: 'stats/orders/group-by/', query: { field: 'date' } },
  { name: 'product', path: 'stats/orders/group-by/', query: { field: 'product', limit: '5' } },
  { name: 'customer', path: 'stats/orders/group-by/', query: { field: 'customer', limit: '5' } },
  { name: 'seller', path: 'stats/orders/group-by/', query: { field: 'seller', limit: '5' } },
  { name: 'shop', path: 'stats/orders/group-by/', query: { field: 'shop', limit: '5' } },
  // the list cards ask for the ten rows they show (CARD_ROWS)
  { name: 'recent-orders', path: 'recent-orders', query: { limit: '10' } },
  { name: 'today-deliveries', path: 'today-deliveries', query: { limit: '10' } },
  { name: 'low-stock', path: 'low-stock', query: { limit: '10' } },
  { name: 'payments-by-method', path: 'payments-by-method', query: {} },
  { name: 'expenses-by-category', path: 'expenses-by-category', query: {} },
  { name: 'cash-position', path: 'cash-position', query: {} },
];

const callUrl = (call: (typeof CALLS)[number], period: string) =>
  `${API}/${call.path}?${new URLSearchParams({ ...call.query, period })}`;

interface Probe {
  call: string;
  url: string;
  status: number;
  bytes: number;
  /** rows, results or stats in the answer: the card has content */
  items: number | null;
}

interface PeriodInfo {
  period: string;
  days: { start: string; end: string };
  past: { start: string; end: string };
  bucket: string;
  /** instants: the past period's start, the period's end (exclusive) */
  from: string;
  to: string;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

async function get(server: Server, url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, { headers: AUTH });
  return { status: response.status, body: await response.text() };
}

function countItems(body: string): number | null {
  try {
    const data = (JSON.parse(body) as { data?: Record<string, unknown> }).data ?? {};
    for (const key of ['rows', 'results', 'stats']) if (Array.isArray(data[key])) return data[key].length;
  } catch {}
  return null;
}

async function resolvePeriod(app: Server, period: string): Promise<PeriodInfo> {
  const stats = await get(app, `${API}/stats?period=${period}`);
  const series = await get(app, `${API}/stats/orders/group-by/?field=date&period=${period}`);
  if (stats.status !== 200 || series.status !== 200)
    throw new Error(
      `period ${period}: stats ${stats.status}, group-by date ${series.status}: ${stats.body.slice(0, 300)}`,
    );
  const s = JSON.parse(stats.body).data as { period: PeriodInfo['days']; past_period: PeriodInfo['past'] };
  const bucket = (JSON.parse(series.body).data as { bucket: string }).bucket;
  return {
    period,
    days: s.period,
    past: s.past_period,
    bucket,
    from: `${s.past_period.start}T00:00:00.000Z`,
    to: nextDay(s.period.end),
  };
}

// ---------- statements alone ----------

interface Statement {
  sql: string;
  ms: number;
  plan?: string;
}

/** Each statement of each call, alone (median of 5); the plan of any over `explainOver` ms. */
async function statementsAlone(
  client: pg.Client,
  captureFile: string,
  urls: string[],
  explainOver: number,
): Promise<Record<string, Statement[]>> {
  const capture = JSON.parse(readFileSync(captureFile, 'utf8')) as {
    requests: Record<string, { waves: { text: string; values: unknown[] }[][] }>;
  };
  const out: Record<string, Statement[]> = {};
  for (const url of urls) {
    const statements: Statement[] = [];
    for (const q of capture.requests[url]?.waves.flat() ?? []) {
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        await client.query(q.text, q.values);
        runs.push(performance.now() - started);
      }
      const statement: Statement = { sql: q.text.replace(/\s+/g, ' ').slice(0, 200), ms: median(runs) };
      if (statement.ms > explainOver && /^\s*(select|with)/i.test(q.text)) {
        const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
        statement.plan = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      }
      statements.push(statement);
    }
    out[url] = statements;
  }
  return out;
}

async function rawAlone(client: pg.Client, info: PeriodInfo) {
  const time = async (text: string, values: unknown[]) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await client.query(text, values);
      runs.push(performance.now() - started);
    }
    return median(runs);
  };
  return {
    date_ms: await time(RAW_DATE_SQL, [BIG_COMPANY_ID, info.from, info.to, info.bucket]),
    product_ms: await time(RAW_PRODUCT_SQL, [BIG_COMPANY_ID, `${info.days.start}T00:00:00.000Z`, info.to]),
  };
}

// ---------- whole dashboard ----------

interface Whole {
  median_ms: number;
  p95_ms: number;
  min_ms: number;
  max_ms: number;
  reps: number;
  calls: number;
}

/** Every card's call of one period at once from one client (keep-alive connections), REPS times. */
async function wholeDashboard(app: Server, urls: string[]): Promise<Whole> {
  const once = async () => {
    const started = performance.now();
    const answers = await Promise.all(urls.map((url) => get(app, url)));
    const elapsed = performance.now() - started;
    const bad = answers.find((a) => a.status !== 200);
    if (bad) throw new Error(`whole dashboard: a card answered ${bad.status}`);
    return elapsed;
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REPS; i++) times.push(await once());
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median_ms: median(times),
    p95_ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!,
    min_ms: sorted[0]!,
    max_ms: sorted.at(-1)!,
    reps: REPS,
    calls: urls.length,
  };
}

// ---------- report ----------

interface Row {
  period: string;
  call: string;
  url: string;
  app: Figures;
  /** the slowest statement of the call alone, ms */
  slowest_sql_ms: number | null;
  met: boolean;
}

function print(
  rows: Row[],
  baselines: Record<string, Figures>,
  raw: Record<string, { date_ms: number; product_ms: number }>,
  whole: Record<string, Whole>,
) {
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  const head = `${'period'.padEnd(14)}${'call'.padEnd(22)}${'req/s'.padStart(7)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'cpu'.padStart(7)}${'sql'.padStart(7)}  target`;
  console.log(`\n${head}`);
  for (const period of PERIODS) {
    const b = baselines[period];
    if (b)
      console.log(
        `${period.padEnd(14)}${'RAW date_trunc+sum'.padEnd(22)}${f(b.rps, 0).padStart(7)}${f(b.p50).padStart(7)}${f(b.p99).padStart(7)}${f(b.cpu, 2).padStart(7)}${f(raw[period]?.date_ms ?? Number.NaN).padStart(7)}  (baseline)`,
      );
    for (const r of rows.filter((x) => x.period === period))
      console.log(
        `${period.padEnd(14)}${r.call.padEnd(22)}${f(r.app.rps, 0).padStart(7)}${f(r.app.p50).padStart(7)}${f(r.app.p99).padStart(7)}${f(r.app.cpu, 2).padStart(7)}${f(r.slowest_sql_ms ?? Number.NaN).padStart(7)}  ${r.met ? 'met' : 'MISSED'}${r.app.ok === 0 ? ' (no answer within the run)' : ''}${r.app.errors ? ` (${r.app.errors} errors)` : ''}`,
      );
    const w = whole[period];
    if (w)
      console.log(
        `${period.padEnd(14)}${`whole (${w.calls} cards)`.padEnd(22)}  median ${f(w.median_ms)} ms, p95 ${f(w.p95_ms)} ms (< ${TARGETS.whole_ms}: ${w.p95_ms < TARGETS.whole_ms ? 'met' : 'MISSED'}); raw top products alone ${f(raw[period]?.product_ms ?? Number.NaN)} ms`,
      );
  }
  console.log(
    `latency in ms at ${CONNECTIONS} connections; cpu = ms of the server process's CPU per answered request; sql = the call's slowest statement alone (median of 5), for RAW the baseline query alone`,
  );
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[dashboard] still running after 30 minutes: stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(2);
  }, 30 * 60_000);
  watchdog.unref();
  const loadBefore = os.loadavg();
  await ensureOrders('postgres');

  const client = new pg.Client({ connectionString: DB_URL, options: '-c TimeZone=UTC' });
  await client.connect();
  let check: RollupCheck[];
  try {
    // Visibility maps and statistics of the rollups as autovacuum would leave them: a migration that just
    // rebuilt a table (0034 does) would otherwise be planned from no statistics at all.
    log('VACUUM ANALYZE of the rollup tables');
    for (const table of ROLLUP_TABLES)
      if ((await client.query('SELECT to_regclass($1) IS NOT NULL AS ok', [table])).rows[0]?.ok)
        await client.query(`VACUUM ANALYZE ${table}`);
    // BENCH_DASHBOARD_SKIP_CHECK=1: measure while someone's rollup work in progress leaves the bench DB off
    if (process.env.BENCH_DASHBOARD_SKIP_CHECK === '1')
      log('rollup check skipped (BENCH_DASHBOARD_SKIP_CHECK=1)');
    else log('checking the rollups against a raw recomputation');
    check = process.env.BENCH_DASHBOARD_SKIP_CHECK === '1' ? [] : await checkRollups(client);
    for (const c of check)
      log(`  ${c.company}: ${c.what}: ${c.compared} rows compared, ${c.mismatches} differ`);
  } finally {
    await client.end();
  }
  if (check.some((c) => c.mismatches > 0)) throw new Error('the rollups differ from the raw rows');

  const env = { ...targetEnv(DB_URL, ORDERS_PGLITE_DIR), BENCH_APP_DATABASE_URL: DB_URL };
  const appArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = await startServer('app', 'app-server.ts', appArgs, env);
  const raw = await startServer('raw', 'dashboard/raw-server.ts', [], env);
  try {
    const calls = CALLS.filter((c) => ONLY.length === 0 || ONLY.includes(c.name));
    const infos: PeriodInfo[] = [];
    const probes: Probe[] = [];
    for (const period of PERIODS) {
      const info = await resolvePeriod(app, period);
      infos.push(info);
      log(
        `${period}: ${info.days.start} … ${info.days.end} against ${info.past.start} … ${info.past.end}, bucket ${info.bucket}`,
      );
      for (const call of CALLS) {
        const url = callUrl(call, period);
        const answer = await get(app, url);
        probes.push({
          call: call.name,
          url,
          status: answer.status,
          bytes: answer.body.length,
          items: countItems(answer.body),
        });
      }
    }
    for (const p of probes.filter((x) => x.status !== 200))
      log(`  left out: ${p.call} answers ${p.status} (${p.url})`);
    const answering = (period: string) =>
      calls.filter((c) => probes.find((p) => p.url === callUrl(c, period))?.status === 200);

    // The app's SQL, each statement alone, plans of the slow ones.
    const urls = PERIODS.flatMap((period) => answering(period).map((c) => callUrl(c, period)));
    const captureFile = path.join(BENCH_DIR, '.data', 'dashboard-capture.json');
    mkdirSync(path.dirname(captureFile), { recursive: true });
    log(`capturing the app's SQL for ${urls.length} URLs`);
    await runJsonChild(
      'catalog/catalog-capture.ts',
      { ...env, BENCH_KIND: 'postgres' },
      [captureFile, ...urls],
      'capture',
    );
    const sqlClient = new pg.Client({ connectionString: DB_URL, options: '-c TimeZone=UTC' });
    await sqlClient.connect();
    let statements: Record<string, Statement[]>;
    const rawAloneMs: Record<string, { date_ms: number; product_ms: number }> = {};
    try {
      statements = await statementsAlone(sqlClient, captureFile, urls, 5);
      for (const info of infos) rawAloneMs[info.period] = await rawAlone(sqlClient, info);
    } finally {
      await sqlClient.end();
    }

    // Load: the baseline, then every call, per period; ROUNDS times.
    const baselineUrl = (info: PeriodInfo) =>
      `/raw/date?${new URLSearchParams({ from: info.from, to: info.to, bucket: info.bucket })}`;
    const measured: Record<string, Measured[]> = {};
    const add = (key: string, m: Measured) => {
      measured[key] = [...(measured[key] ?? []), m];
    };
    for (const info of infos) {
      await fire(raw, { name: 'warm', requests: [{ method: 'GET', path: baselineUrl(info) }] }, WARMUP, AUTH);
      for (const call of answering(info.period))
        await fire(
          app,
          { name: 'warm', requests: [{ method: 'GET', path: callUrl(call, info.period) }] },
          WARMUP,
          AUTH,
        );
    }
    // A call slower than the run leaves up to 8 requests running in the server and PostgreSQL after autocannon
    // stops: wait for the database to be idle (at most 60 s) so the next call is measured alone.
    const idle = new pg.Client({ connectionString: DB_URL });
    await idle.connect();
    const settle = async () => {
      for (let i = 0; i < 600; i++) {
        const { rows } = await idle.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND state = 'active' AND backend_type = 'client backend'
             AND pid <> pg_backend_pid()`,
        );
        if (rows[0]?.n === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const measure = async (server: Server, name: string, url: string) => {
      await settle();
      return fire(server, { name, requests: [{ method: 'GET', path: url }] }, DURATION, AUTH);
    };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const info of infos) {
        log(`round ${round}/${ROUNDS}: ${info.period}`);
        add(`${info.period} raw`, await measure(raw, 'raw', baselineUrl(info)));
        for (const call of answering(info.period))
          add(`${info.period} ${call.name}`, await measure(app, call.name, callUrl(call, info.period)));
      }
    }
    await settle();
    await idle.end();
    const baselines: Record<string, Figures> = {};
    const rows: Row[] = [];
    for (const info of infos) {
      baselines[info.period] = figures(measured[`${info.period} raw`]!);
      for (const call of answering(info.period)) {
        const fig = figures(measured[`${info.period} ${call.name}`]!);
        const url = callUrl(call, info.period);
        const sqlMs = statements[url]?.length ? Math.max(...statements[url]!.map((s) => s.ms)) : null;
        rows.push({
          period: info.period,
          call: call.name,
          url,
          app: fig,
          slowest_sql_ms: sqlMs,
          // a call that answered nothing within the run (slower than its duration) missed too
          met: fig.ok > 0 && fig.p99 < TARGETS.p99_ms && fig.errors === 0,
        });
      }
    }

    // The whole dashboard, one period at a time.
    const whole: Record<string, Whole> = {};
    if (ONLY.length === 0)
      for (const info of infos) {
        log(`whole dashboard: ${info.period}, ${REPS} times`);
        whole[info.period] = await wholeDashboard(
          app,
          answering(info.period).map((c) => callUrl(c, info.period)),
        );
      }

    print(rows, baselines, rawAloneMs, whole);
    const missed = rows.filter((r) => !r.met);
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadavg_before: loadBefore,
        loadavg_after: os.loadavg(),
      },
      config: {
        connections: CONNECTIONS,
        seconds: DURATION,
        warmup: WARMUP,
        rounds: ROUNDS,
        whole_reps: REPS,
        periods: PERIODS,
      },
      dataset: {
        company: POSTGRES_COMPANIES[0]!.name,
        orders: POSTGRES_COMPANIES[0]!.orders,
        all_orders: POSTGRES_COMPANIES.reduce((n, c) => n + c.orders, 0),
        companies: POSTGRES_COMPANIES.length,
      },
      targets: TARGETS,
      rollup_check: check,
      periods: infos,
      probes,
      baseline: {
        sql: RAW_DATE_SQL,
        load: baselines,
        alone_ms: rawAloneMs,
        top_products_sql: RAW_PRODUCT_SQL,
      },
      rows,
      whole_dashboard: whole,
      statements,
      verdict: {
        calls_met: rows.length - missed.length,
        calls_missed: missed.map((r) => `${r.period} ${r.call}`),
        whole_met: Object.fromEntries(
          Object.entries(whole).map(([k, w]) => [k, w.p95_ms < TARGETS.whole_ms]),
        ),
      },
    };
    const file = ONLY.length ? '.data/dashboard-partial.json' : 'results/dashboard-latest.json';
    mkdirSync(path.dirname(path.join(BENCH_DIR, file)), { recursive: true });
    writeFileSync(path.join(BENCH_DIR, file), `${toJson(report)}\n`);
    log(`written bench/${file}`);
    const errors =
      rows.reduce((n, r) => n + r.app.errors, 0) + Object.values(baselines).reduce((n, b) => n + b.errors, 0);
    if (errors > 0) throw new Error(`${errors} requests failed (errors, timeouts or answers other than 2xx)`);
  } finally {
    await Promise.all([stopChild(app.child), stopChild(raw.child)]);
  }
}

main().catch(async (error: unknown) => {
  console.error('[dashboard] failed:', error instanceof Error ? error.message : error);
  await Promise.all([...children].map(stopChild));
  process.exitCode = 1;
});
