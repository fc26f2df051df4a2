/**
 * `npm run bench`: the users list of the real app against a bare node:http + pg reference running the
 * same SQL, on PostgreSQL with 100,000 users in one company. See bench/README.md.
 *
 * Environment: BENCH_DATABASE_URL (maintenance URL, default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DURATION (seconds per scenario, default 10), BENCH_ROUNDS (the duration is split over this many
 * interleaved rounds, default 2), BENCH_WARMUP (seconds per scenario, default 3), BENCH_APP_NODE_ARGS
 * (extra node flags for the app process, e.g. "--cpu-prof --cpu-prof-dir=bench/.data/profiles").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import {
  ADMIN_TOKEN,
  ADMIN_TOKEN_HASH,
  BENCH_DIR,
  BIG_COMPANY_ID,
  benchDatabaseUrl,
  POOL_SIZE,
  REPO_DIR,
} from './config.ts';
import { ensureDataset } from './generate.ts';
import { COUNT_SQL, PAGE_SQL, TOKEN_SQL, TOUCH_SQL } from './reference-sql.ts';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 2));
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const CONNECTIONS = 8;
const PAGES = [1, 2, 3, 4, 5];
const SEARCH = 'martin';
const TARGET_APP_VS_REFERENCE = 0.8;
const TARGET_TOTAL_COST = 2;
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };

const log = (line: string) => console.log(`[bench] ${line}`);

// ---------------------------------------------------------------------------------------------- processes

interface Server {
  name: string;
  port: number;
  child: ChildProcess;
}

const children = new Set<ChildProcess>();

function spawnNode(script: string, nodeArgs: string[] = []): ChildProcess {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(BENCH_DIR, 'src', script)],
    {
      cwd: REPO_DIR,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** First stdout line of a child that prints one JSON line (servers: when ready; capture: its result). */
function firstJsonLine<T>(child: ChildProcess, what: string, timeoutMs = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(buffer.slice(0, newline)) as T);
        } catch (error) {
          reject(new Error(`${what}: unreadable output ${buffer.slice(0, 200)} (${error})`));
        }
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what}: exited with code ${code} before answering`));
    });
  });
}

async function startServer(name: string, script: string, nodeArgs: string[] = []): Promise<Server> {
  const child = spawnNode(script, nodeArgs);
  const ready = await firstJsonLine<{ port: number }>(child, name);
  log(`${name} listening on 127.0.0.1:${ready.port} (pid ${child.pid})`);
  return { name, port: ready.port, child };
}

/** Ends one child we started: stdin closed and SIGTERM, SIGKILL after 10 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------------------------------------- checks

interface Captured {
  status: number;
  queries: { text: string; values: unknown[] }[];
}

/** The app's SQL for one list request must be the reference's, or the comparison means nothing. */
async function checkSql(): Promise<{ match: boolean; app: string[]; reference: string[] }> {
  const child = spawnNode('capture-sql.ts');
  child.stdin?.end();
  const captured = await firstJsonLine<Captured>(child, 'capture-sql', 120_000);
  await stopChild(child);
  const app = captured.queries.map((q) => q.text).filter((text) => text !== TOUCH_SQL);
  const reference = [TOKEN_SQL, PAGE_SQL, COUNT_SQL];
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
  rounds: { rps: number; p50: number; p99: number }[];
}

function summarize(scenario: Scenario, results: Result[]): Measured {
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
  Plans?: PlanNode[];
}

function planShape(node: PlanNode): string {
  const here = node['Index Name'] ? `${node['Node Type']} on ${node['Index Name']}` : node['Node Type'];
  const below = (node.Plans ?? []).map(planShape);
  return below.length ? `${here} ← ${below.join(', ')}` : here;
}

/** What the trigger-kept counter saves: count(*) over the company's 100,000 users, measured now. */
async function measureCounts() {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    const countAll = 'select count(*) from "users" where "company_id" = $1 and "deleted_at" is null';
    const [explained] = (
      await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${countAll}`, [BIG_COMPANY_ID])
    ).rows[0]['QUERY PLAN'] as { 'Execution Time': number; Plan: PlanNode }[];
    const pattern = `%${SEARCH}%`;
    const cappedSearch =
      'select count(*) from (select 1 from "users" where (("users"."company_id" = $1 and "users"."deleted_at" is null) and ("users"."name" ilike $2 or "users"."email" ilike $3 or "users"."phone" ilike $4)) limit $5) "capped"';
    const searchValues = [BIG_COMPANY_ID, pattern, pattern, pattern, 10_001];
    return {
      count_star_ms: await timeQuery(client, countAll, [BIG_COMPANY_ID], 20),
      count_star_explain_ms: explained!['Execution Time'],
      count_star_plan: planShape(explained!.Plan),
      row_counts_ms: await timeQuery(client, COUNT_SQL, [BIG_COMPANY_ID, 'users'], 200),
      page_query_ms: await timeQuery(client, PAGE_SQL, [BIG_COMPANY_ID, 10, 20], 100),
      token_query_ms: await timeQuery(client, TOKEN_SQL, [ADMIN_TOKEN_HASH, 1], 100),
      capped_search_count_ms: await timeQuery(client, cappedSearch, searchValues, 10),
      capped_search_matches: (await client.query(cappedSearch, searchValues)).rows[0].count as number,
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------- report

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

function printTable(rows: Measured[]) {
  const header = [
    pad('scenario', 46),
    pad('req/s', 8, true),
    pad('mean', 7, true),
    pad('p50', 5, true),
    pad('p99', 5, true),
    pad('errors', 7, true),
  ];
  console.log(`\n${header.join('  ')}   (latency in ms, ${CONNECTIONS} connections)`);
  console.log('-'.repeat(header.join('  ').length));
  for (const row of rows) {
    console.log(
      [
        pad(row.label, 46),
        pad(fmt(row.rps, 0), 8, true),
        pad(fmt(row.latency_mean_ms, 2), 7, true),
        pad(fmt(row.latency_p50_ms, 1), 5, true),
        pad(fmt(row.latency_p99_ms, 1), 5, true),
        pad(String(row.errors + row.non2xx), 7, true),
      ].join('  '),
    );
  }
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
  const reference = await startServer('reference', 'reference-server.ts');
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
    log(`warm-up: ${WARMUP} s per scenario`);
    for (const scenario of scenarios) await fire(scenario, WARMUP);

    const perRound = DURATION / ROUNDS;
    const results = new Map<string, Result[]>(scenarios.map((s) => [s.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const scenario of scenarios) {
        log(`round ${round}/${ROUNDS}: ${scenario.name} for ${perRound} s`);
        results.get(scenario.name)!.push(await fire(scenario, perRound));
      }
    }
    const measured = scenarios.map((s) => summarize(s, results.get(s.name)!));
    const by = (name: string) => measured.find((m) => m.scenario === name)!;
    const counts = await measureCounts();
    const loadAfter = os.loadavg();

    const throughputRatio = by('app').rps / by('reference').rps;
    const totalCost = by('reference_no_total').rps / by('reference').rps;
    const totalLatencyCost = by('reference').latency_mean_ms / by('reference_no_total').latency_mean_ms;

    printTable(measured);
    console.log('');
    console.log(
      `app / reference throughput:            ${fmt(throughputRatio, 2)}   (target ≥ ${TARGET_APP_VS_REFERENCE})  ${throughputRatio >= TARGET_APP_VS_REFERENCE ? 'MET' : 'MISSED'}`,
    );
    console.log(
      `cost with total / without (1/req/s):   ${fmt(totalCost, 2)}   (target ≤ ${TARGET_TOTAL_COST})  ${totalCost <= TARGET_TOTAL_COST ? 'MET' : 'MISSED'}   mean latency ratio ${fmt(totalLatencyCost, 2)}`,
    );
    console.log('');
    console.log(
      `count(*) over the company's ${dataset.counts.bigCompanyUsers} users: ${fmt(counts.count_star_ms, 2)} ms per query (median of 20; EXPLAIN ANALYZE ${fmt(counts.count_star_explain_ms, 2)} ms, ${counts.count_star_plan})`,
    );
    console.log(
      `  vs row_counts read ${fmt(counts.row_counts_ms, 3)} ms, page query ${fmt(counts.page_query_ms, 3)} ms, token lookup ${fmt(counts.token_query_ms, 3)} ms (client round trips, medians)`,
    );
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
      },
      dataset,
      sql: { match: sql.match, queries: sql.reference },
      scenarios: measured,
      ratios: {
        app_vs_reference_throughput: {
          value: throughputRatio,
          target: `>= ${TARGET_APP_VS_REFERENCE}`,
          met: throughputRatio >= TARGET_APP_VS_REFERENCE,
        },
        total_cost_throughput: {
          value: totalCost,
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
    mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
    writeFileSync(path.join(BENCH_DIR, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    log('written bench/results/latest.json');
  } finally {
    await Promise.all([stopChild(app.child), stopChild(reference.child)]);
  }
}

main().catch(async (error: unknown) => {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  await Promise.all([...children].map(stopChild));
  process.exitCode = 1;
});
