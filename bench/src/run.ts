/**
 * `npm run bench`: the users list of the real app against a bare node:http + pg reference running the
 * same SQL, on PostgreSQL with 100,000 users in one company. See bench/README.md.
 *
 * Environment: BENCH_DATABASE_URL (maintenance URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DURATION (seconds per scenario, default 10), BENCH_ROUNDS (the duration is split over this many
 * interleaved rounds, default 5), BENCH_WARMUP (seconds per scenario, default 3), BENCH_APP_NODE_ARGS
 * (extra node flags for the app process, e.g. "--cpu-prof --cpu-prof-dir=bench/.data/profiles"),
 * BENCH_REFERENCE_NODE_ARGS (the same for the reference process),
 * BENCH_ONLY (comma-separated scenario names: app, reference, reference_no_total, app_search),
 * BENCH_WHATIF_INDEX=1 (measure with the users index proposed in bench/README.md added beside the
 * migrations' one; results go to bench/results/what-if-index.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { containsPattern, foldedContainsPattern } from '@comptoir/api/src/lib/text-search.ts';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import {
  ADMIN_TOKEN,
  ADMIN_TOKEN_HASH,
  BENCH_DB,
  BENCH_DIR,
  BIG_COMPANY_ID,
  benchDatabaseUrl,
  POOL_SIZE,
} from './config.ts';
import { ensureDataset } from './generate.ts';
import { toJson } from './json.ts';
import { cpuMs, procStat, TICK_MS } from './proc-cpu.ts';
import { children, firstJsonLine, type Server, spawnNode, startServer, stopChild } from './processes.ts';
import { COUNT_SQL, PAGE_SQL, STATEMENT_NAMES, TOKEN_SQL, TOUCH_SQL } from './reference-sql.ts';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 5));
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const CONNECTIONS = 8;
const PAGES = [1, 2, 3, 4, 5];
const SEARCH = 'martin';
const TARGET_APP_VS_REFERENCE = 0.8;
const TARGET_TOTAL_COST = 2;
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };
const WHATIF_INDEX = process.env.BENCH_WHATIF_INDEX === '1';
/**
 * The migrations' users_company_created_idx is (company_id, created_at DESC NULLS LAST, id DESC NULLS LAST)
 * while the list orders by `created_at DESC, id DESC` (NULLS FIRST): the index cannot give that order, so
 * every page is a scan of all the company's users plus a sort. An ascending index read backwards can.
 */
const WHATIF_INDEX_NAME = 'bench_whatif_users_company_created_idx';

const log = (line: string) => console.log(`[bench] ${line}`);

// ---------------------------------------------------------------------------------------------- checks

interface Captured {
  status: number;
  queries: { name: string | null; text: string; values: unknown[] }[];
}

/** The app's SQL for one list request must be the reference's, or the comparison means nothing. */
async function checkSql(): Promise<{ match: boolean; app: string[]; reference: string[] }> {
  const child = spawnNode('capture-sql.ts');
  child.stdin?.end();
  const captured = await firstJsonLine<Captured>(child, 'capture-sql', 120_000);
  await stopChild(child);
  const app = captured.queries
    .filter((q) => q.text !== TOUCH_SQL)
    .map((q) => `${q.name ?? '(unnamed)'}: ${q.text}`);
  const reference = [
    `${STATEMENT_NAMES.token}: ${TOKEN_SQL}`,
    `${STATEMENT_NAMES.page}: ${PAGE_SQL}`,
    `${STATEMENT_NAMES.count}: ${COUNT_SQL}`,
  ];
  const match = captured.status === 200 && isDeepStrictEqual(new Set(app), new Set(reference));
  return { match, app, reference };
}

async function getJson(port: number, pathAndQuery: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: AUTH });
  return { status: response.status, body: await response.json() };
}

// ---------------------------------------------------------------------------------------------- load

interface Scenario {
  name: string;
  label: string;
  server: Server;
  query: string;
}

/** CPU of the postmaster's exited children (cutime + cstime): parallel workers, closed sessions. */
function reapedMs(postmaster: number | null): number {
  const fields = postmaster === null ? null : procStat(postmaster);
  return fields ? (Number(fields[13]) + Number(fields[14])) * TICK_MS : 0;
}

/**
 * PostgreSQL CPU between two readings: the bench database's backends (those that appeared count in
 * full), plus what exited children of the postmaster used (parallel workers live for one query),
 * minus the CPU the backends that ended had already used at the first reading.
 */
function postgresSpent(
  before: { backends: Map<number, number>; reaped: number },
  after: { backends: Map<number, number>; reaped: number },
): number {
  let sum = after.reaped - before.reaped;
  for (const [pid, ms] of after.backends) sum += ms - (before.backends.get(pid) ?? 0);
  for (const [pid, ms] of before.backends) if (!after.backends.has(pid)) sum -= ms;
  return sum;
}

async function backendPids(monitor: pg.Client): Promise<number[]> {
  const { rows } = await monitor.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [BENCH_DB],
  );
  return rows.map((r) => r.pid);
}

/**
 * Waits until the bench database runs no query: a server keeps working on requests it has received
 * after autocannon stops (slow search pages take a second), which would otherwise weigh on the next run.
 */
async function quiesce(monitor: pg.Client, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await monitor.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid() AND state NOT IN ('idle')`,
      [BENCH_DB],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The postmaster is the parent of our own backend (the server is local: we only target 127.0.0.1). */
async function postmasterPid(monitor: pg.Client): Promise<number | null> {
  const { rows } = await monitor.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const fields = procStat(rows[0]!.pid);
  return fields ? Number(fields[1]) : null;
}

/** The bench database's counters (flushed by backends when idle or at least every few seconds). */
async function databaseCounters(monitor: pg.Client): Promise<Record<string, number>> {
  const { rows } = await monitor.query(
    `SELECT xact_commit + xact_rollback AS transactions, tup_returned, tup_fetched, blks_hit + blks_read AS blocks
     FROM pg_stat_database WHERE datname = $1`,
    [BENCH_DB],
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

interface Round {
  result: Result;
  serverCpuMs: number;
  postgresCpuMs: number;
  generatorCpuMs: number;
  database: Record<string, number>;
}

/** One autocannon run, with the CPU spent meanwhile by the server, PostgreSQL and the load generator. */
async function measure(
  scenario: Scenario,
  seconds: number,
  monitor: pg.Client,
  postmaster: number | null,
): Promise<Round> {
  const server = [scenario.server.child.pid!];
  await quiesce(monitor);
  const countersBefore = await databaseCounters(monitor);
  const pgBefore = { backends: cpuMs(await backendPids(monitor)), reaped: reapedMs(postmaster) };
  const before = { server: cpuMs(server), generator: process.cpuUsage() };
  const result = await fire(scenario, seconds);
  const generator = process.cpuUsage(before.generator);
  const serverAfter = cpuMs(server);
  const pgAfter = { backends: cpuMs(await backendPids(monitor)), reaped: reapedMs(postmaster) };
  const countersAfter = await databaseCounters(monitor);
  return {
    database: Object.fromEntries(
      Object.entries(countersAfter).map(([k, v]) => [k, v - (countersBefore[k] ?? 0)]),
    ),
    result,
    serverCpuMs: (serverAfter.get(server[0]!) ?? 0) - (before.server.get(server[0]!) ?? 0),
    postgresCpuMs: postgresSpent(pgBefore, pgAfter),
    generatorCpuMs: (generator.user + generator.system) / 1000,
  };
}

function fire(scenario: Scenario, seconds: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${scenario.server.port}`,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        headers: AUTH,
        requests: PAGES.map((page) => ({
          method: 'GET',
          path: `/api/v1/admin/users?page=${page}${scenario.query}`,
        })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

interface Measured {
  scenario: string;
  label: string;
  requests: number;
  seconds: number;
  rps: number;
  latency_mean_ms: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  latency_max_ms: number;
  errors: number;
  non2xx: number;
  /** CPU per answered request: the server process, the bench database's backends, the load generator. */
  cpu_ms_per_request: { server: number; postgres: number; generator: number };
  /** pg_stat_database deltas per request (approximate: backends flush their counters with a delay) */
  database_per_request: Record<string, number>;
  rounds: { rps: number; p50: number; p99: number }[];
}

function summarize(scenario: Scenario, rounds: Round[]): Measured {
  const results = rounds.map((r) => r.result);
  const requests = results.reduce((n, r) => n + r['2xx'], 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const meanOf = (f: (r: Result) => number) =>
    results.reduce((n, r) => n + f(r) * r['2xx'], 0) / Math.max(1, requests);
  return {
    scenario: scenario.name,
    label: scenario.label,
    requests,
    seconds,
    rps: requests / seconds,
    latency_mean_ms: meanOf((r) => r.latency.average),
    // Percentiles of separate rounds cannot be merged exactly: weighted mean of the rounds' values.
    latency_p50_ms: meanOf((r) => r.latency.p50),
    latency_p99_ms: meanOf((r) => r.latency.p99),
    latency_max_ms: Math.max(...results.map((r) => r.latency.max)),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    cpu_ms_per_request: {
      server: rounds.reduce((n, r) => n + r.serverCpuMs, 0) / Math.max(1, requests),
      postgres: rounds.reduce((n, r) => n + r.postgresCpuMs, 0) / Math.max(1, requests),
      generator: rounds.reduce((n, r) => n + r.generatorCpuMs, 0) / Math.max(1, requests),
    },
    database_per_request: Object.fromEntries(
      Object.keys(rounds[0]?.database ?? {}).map((k) => [
        k,
        rounds.reduce((n, r) => n + (r.database[k] ?? 0), 0) / Math.max(1, requests),
      ]),
    ),
    rounds: results.map((r) => ({ rps: r['2xx'] / r.duration, p50: r.latency.p50, p99: r.latency.p99 })),
  };
}

// ---------------------------------------------------------------------------------------------- count cost

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timeQuery(client: pg.Client, text: string, values: unknown[], times: number): Promise<number> {
  await client.query(text, values);
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await client.query(text, values);
    samples.push(performance.now() - started);
  }
  return median(samples);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

function planShape(node: PlanNode): string {
  const type = node['Scan Direction'] === 'Backward' ? `${node['Node Type']} Backward` : node['Node Type'];
  const here = node['Index Name'] ? `${type} on ${node['Index Name']}` : type;
  const below = (node.Plans ?? []).map(planShape);
  return below.length ? `${here} ← ${below.join(', ')}` : here;
}

/** What the trigger-kept counter saves: count(*) over the company's 100,000 users, measured now. */
async function measureCounts() {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    const countAll = 'select count(*) from "users" where "company_id" = $1 and "deleted_at" is null';
    await quiesce(client);
    // EXPLAIN ANALYZE runs the query once: best of three, for the plan and the server-side time.
    type Explained = { 'Execution Time': number; Plan: PlanNode };
    let explained: Explained | undefined;
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, TIMING OFF, BUFFERS, FORMAT JSON) ${countAll}`, [
        BIG_COMPANY_ID,
      ]);
      const run = (rows[0]['QUERY PLAN'] as Explained[])[0]!;
      if (!explained || run['Execution Time'] < explained['Execution Time']) explained = run;
    }
    // The users list's search as the app writes it: the name folded (accents and case), email and phone as typed.
    const pattern = containsPattern(SEARCH);
    const cappedSearch =
      'select count(*) from (select 1 from "users" where (("users"."company_id" = $1 and "users"."deleted_at" is null) and (comptoir_fold("users"."name") like $2 or "users"."email" ilike $3 or "users"."phone" ilike $4)) limit $5) "capped"';
    const searchValues = [BIG_COMPANY_ID, foldedContainsPattern(SEARCH), pattern, pattern, 10_001];
    return {
      count_star_ms: await timeQuery(client, countAll, [BIG_COMPANY_ID], 20),
      count_star_explain_ms: explained!['Execution Time'],
      count_star_plan: planShape(explained!.Plan),
      row_counts_ms: await timeQuery(client, COUNT_SQL, [BIG_COMPANY_ID, 'users'], 200),
      page_query_ms: await timeQuery(client, PAGE_SQL, [BIG_COMPANY_ID, 10, 20], 100),
      page_query_plan: planShape(
        (await client.query(`EXPLAIN (FORMAT JSON) ${PAGE_SQL}`, [BIG_COMPANY_ID, 10, 20])).rows[0][
          'QUERY PLAN'
        ][0].Plan as PlanNode,
      ),
      token_query_ms: await timeQuery(client, TOKEN_SQL, [ADMIN_TOKEN_HASH, 1], 100),
      capped_search_count_ms: await timeQuery(client, cappedSearch, searchValues, 10),
      capped_search_matches: (await client.query(cappedSearch, searchValues)).rows[0].count as number,
    };
  } finally {
    await client.end();
  }
}

/** Adds the proposed index beside the migrations' one for a what-if run; a normal run removes it (real schema). */
async function applyWhatIf() {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    if (WHATIF_INDEX) {
      log(`WHAT-IF: adding ${WHATIF_INDEX_NAME} on users (company_id, created_at, id) for this run`);
      await client.query(
        `CREATE INDEX IF NOT EXISTS ${WHATIF_INDEX_NAME} ON users (company_id, created_at, id)`,
      );
    } else {
      await client.query(`DROP INDEX IF EXISTS ${WHATIF_INDEX_NAME}`);
    }
    await client.query('ANALYZE users');
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------- report

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const verdict = (met: boolean, value: number) => (Number.isNaN(value) ? 'n/a' : met ? 'MET' : 'MISSED');
const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

function printTable(rows: Measured[]) {
  const columns: [string, number, (row: Measured) => string][] = [
    ['scenario', -44, (r) => r.label],
    ['req/s', 7, (r) => fmt(r.rps, 0)],
    ['mean', 7, (r) => fmt(r.latency_mean_ms, 2)],
    ['p50', 6, (r) => fmt(r.latency_p50_ms, 1)],
    ['p99', 6, (r) => fmt(r.latency_p99_ms, 1)],
    ['srv CPU', 7, (r) => fmt(r.cpu_ms_per_request.server, 3)],
    ['pg CPU', 7, (r) => fmt(r.cpu_ms_per_request.postgres, 3)],
    ['errors', 6, (r) => String(r.errors + r.non2xx)],
  ];
  const line = (cells: string[]) =>
    cells.map((cell, i) =>
      columns[i]![1] < 0 ? pad(cell, -columns[i]![1]) : pad(cell, columns[i]![1], true),
    );
  const header = line(columns.map((c) => c[0])).join('  ');
  console.log(`\n${header}`);
  console.log('-'.repeat(header.length));
  for (const row of rows) console.log(line(columns.map((c) => c[2](row))).join('  '));
  console.log(
    `latency in ms (${CONNECTIONS} connections); CPU in ms per request: the server process, the database's backends`,
  );
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const maxSeconds = 300 + 4 * (DURATION + WARMUP) + 60;
  const watchdog = setTimeout(() => {
    console.error(`[bench] still running after ${maxSeconds} s: stopping`);
    for (const child of children) child.kill('SIGKILL');
    process.exit(2);
  }, maxSeconds * 1000);
  watchdog.unref();

  const loadBefore = os.loadavg();
  const dataset = await ensureDataset();
  await applyWhatIf();

  log('capturing the app’s SQL for GET /api/v1/admin/users?page=2');
  const sql = await checkSql();
  if (!sql.match) {
    console.error('[bench] the app no longer sends the reference’s SQL; update bench/src/reference-sql.ts:');
    for (const text of sql.app) console.error(`  app: ${text}`);
    throw new Error('SQL drift between the app and the reference');
  }
  log('the app and the reference send the same SQL (token lookup, page, row_counts)');

  const appArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = await startServer('app', 'app-server.ts', appArgs);
  const referenceArgs = (process.env.BENCH_REFERENCE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const reference = await startServer('reference', 'reference-server.ts', referenceArgs);
  try {
    const [fromApp, fromReference, noTotal] = await Promise.all([
      getJson(app.port, '/api/v1/admin/users?page=2'),
      getJson(reference.port, '/api/v1/admin/users?page=2'),
      getJson(reference.port, '/api/v1/admin/users?page=2&no_total=1'),
    ]);
    if (
      fromApp.status !== 200 ||
      !isDeepStrictEqual(fromApp.body, fromReference.body) ||
      noTotal.status !== 200
    ) {
      console.error(JSON.stringify({ fromApp, fromReference, noTotal }, null, 2).slice(0, 4000));
      throw new Error('the app and the reference do not answer the same body for page 2');
    }
    log('the app and the reference answer the same JSON for page 2');

    const scenarios: Scenario[] = [
      { name: 'app', label: '(a) app  GET /api/v1/admin/users?page=1..5', server: app, query: '' },
      { name: 'reference', label: '(b) reference, same SQL', server: reference, query: '' },
      {
        name: 'reference_no_total',
        label: '(c) reference without the total',
        server: reference,
        query: '&no_total=1',
      },
      {
        name: 'app_search',
        label: `(d) app  …&search=${SEARCH} (capped count)`,
        server: app,
        query: `&search=${SEARCH}`,
      },
    ];
    const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
    if (only.length) scenarios.splice(0, scenarios.length, ...scenarios.filter((s) => only.includes(s.name)));
    log(`warm-up: ${WARMUP} s per scenario`);
    for (const scenario of scenarios) await fire(scenario, WARMUP);

    const perRound = DURATION / ROUNDS;
    const results = new Map<string, Round[]>(scenarios.map((s) => [s.name, []]));
    const monitor = new pg.Client({ connectionString: benchDatabaseUrl() });
    await monitor.connect();
    const postmaster = await postmasterPid(monitor);
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const scenario of scenarios) {
          log(`round ${round}/${ROUNDS}: ${scenario.name} for ${perRound} s`);
          results.get(scenario.name)!.push(await measure(scenario, perRound, monitor, postmaster));
        }
      }
    } finally {
      await monitor.end();
    }
    const measured = scenarios.map((s) => summarize(s, results.get(s.name)!));
    const by = (name: string) =>
      measured.find((m) => m.scenario === name) ?? { rps: Number.NaN, latency_mean_ms: Number.NaN };
    const counts = await measureCounts();
    const loadAfter = os.loadavg();

    // Each round runs the scenarios back to back, so a ratio within a round compares like with like even
    // when other work on the machine comes and goes; the verdict uses the median of the rounds' ratios.
    const perRoundRatio = (top: string, bottom: string) => {
      const a = results.get(top);
      const b = results.get(bottom);
      if (!a || !b) return { median: Number.NaN, rounds: [] as number[] };
      const rounds = a.map(
        (r, i) => r.result['2xx'] / r.result.duration / (b[i]!.result['2xx'] / b[i]!.result.duration),
      );
      return { median: median(rounds), rounds };
    };
    const appVsReference = perRoundRatio('app', 'reference');
    const totalCostRounds = perRoundRatio('reference_no_total', 'reference');
    const throughputRatio = appVsReference.median;
    const totalCost = totalCostRounds.median;
    const aggregateThroughputRatio = by('app').rps / by('reference').rps;
    const aggregateTotalCost = by('reference_no_total').rps / by('reference').rps;
    const totalLatencyCost = by('reference').latency_mean_ms / by('reference_no_total').latency_mean_ms;
    const rounds = (values: number[]) => values.map((v) => fmt(v, 2)).join(' ');

    printTable(measured);
    console.log('');
    console.log(
      `app / reference throughput:            ${fmt(throughputRatio, 2)}   (target ≥ ${TARGET_APP_VS_REFERENCE})  ${verdict(throughputRatio >= TARGET_APP_VS_REFERENCE, throughputRatio)}`,
    );
    console.log(
      `  median of the rounds (${rounds(appVsReference.rounds)}); over the whole run ${fmt(aggregateThroughputRatio, 2)}`,
    );
    console.log(
      `cost with total / without (1/req/s):   ${fmt(totalCost, 2)}   (target ≤ ${TARGET_TOTAL_COST})  ${verdict(totalCost <= TARGET_TOTAL_COST, totalCost)}`,
    );
    console.log(
      `  median of the rounds (${rounds(totalCostRounds.rounds)}); over the whole run ${fmt(aggregateTotalCost, 2)}; mean latency ratio ${fmt(totalLatencyCost, 2)}`,
    );
    console.log('');
    console.log(
      `count(*) over the company's ${dataset.counts.bigCompanyUsers} users: ${fmt(counts.count_star_ms, 2)} ms per query (median of 20; EXPLAIN ANALYZE best of 3 ${fmt(counts.count_star_explain_ms, 2)} ms, ${counts.count_star_plan})`,
    );
    console.log(
      `  vs row_counts read ${fmt(counts.row_counts_ms, 3)} ms, page query ${fmt(counts.page_query_ms, 3)} ms, token lookup ${fmt(counts.token_query_ms, 3)} ms (client round trips, medians)`,
    );
    console.log(`  page query plan: ${counts.page_query_plan}`);
    console.log(
      `  capped search count (search=${SEARCH}, ${counts.capped_search_matches} matches): ${fmt(counts.capped_search_count_ms, 2)} ms`,
    );
    const cpus = os.cpus().length;
    console.log(
      `\nmachine: ${cpus} CPUs, load average ${loadBefore.map((n) => fmt(n, 1)).join('/')} before, ${loadAfter.map((n) => fmt(n, 1)).join('/')} after`,
    );
    if (Math.max(loadBefore[0]!, loadAfter[0]!) > cpus) {
      console.log(
        '  WARNING: other work was running (load > CPUs): absolute figures are noisy, ratios less so',
      );
    }

    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus,
        node: process.version,
        loadavg_before: loadBefore,
        loadavg_after: loadAfter,
      },
      config: {
        connections: CONNECTIONS,
        seconds_per_scenario: DURATION,
        rounds: ROUNDS,
        warmup_seconds: WARMUP,
        pages: PAGES,
        pool_size: POOL_SIZE,
        app_node_args: appArgs,
        only: only.length ? only : null,
        what_if_index: WHATIF_INDEX
          ? `${WHATIF_INDEX_NAME} (company_id, created_at, id) beside users_company_created_idx`
          : null,
      },
      dataset,
      sql: { match: sql.match, queries: sql.reference },
      scenarios: measured,
      ratios: {
        app_vs_reference_throughput: {
          value: throughputRatio,
          rounds: appVsReference.rounds,
          whole_run: aggregateThroughputRatio,
          target: `>= ${TARGET_APP_VS_REFERENCE}`,
          met: throughputRatio >= TARGET_APP_VS_REFERENCE,
        },
        total_cost_throughput: {
          value: totalCost,
          rounds: totalCostRounds.rounds,
          whole_run: aggregateTotalCost,
          target: `<= ${TARGET_TOTAL_COST}`,
          met: totalCost <= TARGET_TOTAL_COST,
        },
        total_cost_mean_latency: {
          value: totalLatencyCost,
          target: `<= ${TARGET_TOTAL_COST}`,
          met: totalLatencyCost <= TARGET_TOTAL_COST,
        },
      },
      count_cost: counts,
    };
    // Partial runs (BENCH_ONLY) go to the ignored bench/.data, full ones to bench/results.
    const file = only.length
      ? '.data/partial.json'
      : WHATIF_INDEX
        ? 'results/what-if-index.json'
        : 'results/latest.json';
    mkdirSync(path.dirname(path.join(BENCH_DIR, file)), { recursive: true });
    writeFileSync(path.join(BENCH_DIR, file), `${toJson(report)}\n`);
    log(`written bench/${file}`);
  } finally {
    await Promise.all([stopChild(app.child), stopChild(reference.child)]);
  }
}

main().catch(async (error: unknown) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  await Promise.all([...children].map(stopChild));
  process.exitCode = 1;
});
