/**
 * `npm run bench:catalog` (and the second part of `npm run bench`): the product list with search and
 * filters on 100,000 products × 3 variants, the real app against a replay of its own SQL, on
 * PostgreSQL and on PGlite. See bench/README.md, "Catalogue".
 *
 * Environment: BENCH_CATALOG_KINDS (postgres,pglite), BENCH_CATALOG_DURATION (seconds per scenario and
 * server, default 6), BENCH_CATALOG_ROUNDS (default 3), BENCH_CATALOG_WARMUP (default 2),
 * BENCH_CATALOG_DISCARD (rounds run first and not counted, default 1), BENCH_CATALOG_ONLY (scenario names),
 * BENCH_APP_NODE_ARGS and BENCH_REPLAY_NODE_ARGS (node flags of the app and of its replay, e.g.
 * `--cpu-prof --cpu-prof-dir=bench/.data/profiles`, to compare the two profiles).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'autocannon';
import { ADMIN_TOKEN, BENCH_DIR } from '../config.ts';
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
import { CATALOG_PRODUCTS, SEARCH_WORD, VARIANTS_PER_PRODUCT } from './catalog-dataset.ts';
import { ensureCatalog, type Kind } from './catalog-db.ts';

const DURATION = Number(process.env.BENCH_CATALOG_DURATION || 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_CATALOG_ROUNDS || 3));
const WARMUP = Number(process.env.BENCH_CATALOG_WARMUP || 2);
/**
 * Rounds run before the counted ones, on both servers alike, and dropped: the warm-ups of the other
 * scenarios leave the app's code to re-optimise for the first scenario (its first round was its worst:
 * list 0.58 / 0.78 / 0.76 against the replay), so a warm-up of every scenario in turn is not enough.
 */
const DISCARD = Math.max(0, Number(process.env.BENCH_CATALOG_DISCARD ?? 1));
const KINDS = (process.env.BENCH_CATALOG_KINDS || 'postgres,pglite').split(',') as Kind[];
const ONLY = (process.env.BENCH_CATALOG_ONLY ?? '').split(',').filter(Boolean);
const AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };
const LIST = '/api/v1/admin/products';
const PAGE = 'per_page=20&include=variants';
const TARGETS = { ratio: 0.8, listP99: 20, searchP99: 50 };

const log = (line: string) => console.log(`[catalog] ${line}`);

interface Scenario extends LoadScenario {
  label: string;
  search: boolean;
  urls: string[];
}

const pages = [1, 2, 3, 4, 5];
// Product numbers spread over the catalogue: SKU `SKU-n-M`, barcode 2000000000000 + 3n + 1 (catalog-dataset.ts).
const sampleNumbers = [17, 24_680, 51_234, 77_777, 99_001];
const SCENARIOS = [
  {
    name: 'list',
    label: 'list, newest first, pages 1–5',
    search: false,
    urls: pages.map((p) => `${LIST}?${PAGE}&page=${p}`),
  },
  {
    // What the web app's product list asks (features/products/list/list-params.ts): the rows' figures, no includes.
    name: 'page',
    label: 'list as the web page asks (no include)',
    search: false,
    urls: pages.map((p) => `${LIST}?per_page=20&page=${p}`),
  },
  {
    name: 'filters',
    label: 'status=active, tag=promo, type=physical_goods',
    search: false,
    urls: pages.map(
      (p) =>
        `${LIST}?${PAGE}&page=${p}&filter%5Bstatus%5D=active&filter%5Btag%5D=promo&filter%5Btype%5D=physical_goods`,
    ),
  },
  {
    name: 'low_stock',
    label: 'stock_status=low_stock',
    search: false,
    urls: pages.map((p) => `${LIST}?${PAGE}&page=${p}&filter%5Bstock_status%5D=low_stock`),
  },
  {
    name: 'sort_title',
    label: 'sorted by title',
    search: false,
    urls: pages.map((p) => `${LIST}?${PAGE}&page=${p}&sort=title`),
  },
  {
    name: 'search_name',
    label: `search "${SEARCH_WORD}" (~1 % of titles)`,
    search: true,
    urls: pages.map((p) => `${LIST}?${PAGE}&page=${p}&search=${SEARCH_WORD}`),
  },
  {
    name: 'search_sku',
    label: 'search by SKU',
    search: true,
    urls: sampleNumbers.map((n) => `${LIST}?${PAGE}&search=SKU-${n}-M`),
  },
  {
    name: 'search_barcode',
    label: 'search by barcode',
    search: true,
    urls: sampleNumbers.map((n) => `${LIST}?${PAGE}&search=${2_000_000_000_000 + n * 3 + 1}`),
  },
]
  .filter((s) => ONLY.length === 0 || ONLY.includes(s.name))
  .map((s): Scenario => ({ ...s, requests: s.urls.map((url) => ({ method: 'GET', path: url })) }));

async function capture(kind: Kind): Promise<string> {
  const file = path.join(BENCH_DIR, '.data', `catalog-capture-${kind}.json`);
  const urls = SCENARIOS.flatMap((s) => s.urls);
  const result = await runJsonChild<{ ok: boolean; statuses: Record<string, number> }>(
    'catalog/catalog-capture.ts',
    { BENCH_KIND: kind },
    [file, ...urls],
    `capture ${kind}`,
  );
  if (!result.ok)
    throw new Error(`some bench URLs do not answer 200 on ${kind}: ${JSON.stringify(result.statuses)}`);
  return file;
}

interface Row {
  kind: Kind;
  scenario: string;
  label: string;
  app: Figures;
  /** the replay answering the app's JSON */
  reference: Figures;
  ratio: number;
  /** the replay answering its rows as arrays (the reference until 2026-12-01), and app / it */
  rows_reference: Figures;
  rows_ratio: number;
  targets: { ratio: boolean; p99: boolean };
}

async function benchKind(kind: Kind): Promise<Row[]> {
  await ensureCatalog(kind);
  log(`${kind}: capturing the app's SQL for ${SCENARIOS.reduce((n, s) => n + s.urls.length, 0)} URLs`);
  const captureFile = await capture(kind);
  const env = { BENCH_KIND: kind, BENCH_CAPTURE: captureFile };
  const options: RoundOptions = {
    rounds: ROUNDS + DISCARD,
    seconds: DURATION / ROUNDS,
    warmup: WARMUP,
    headers: AUTH,
    log: (line) => log(`${kind} ${line}`),
  };
  let results: Result[][][];
  const appArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const replayArgs = (process.env.BENCH_REPLAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const servers = [
    { name: `app (${kind})`, script: 'catalog/catalog-app-server.ts', args: appArgs, env },
    { name: `replay (${kind})`, script: 'catalog/replay-server.ts', args: replayArgs, env },
    {
      name: `replay, rows (${kind})`,
      script: 'catalog/replay-server.ts',
      args: replayArgs,
      env: { ...env, BENCH_REPLAY_ANSWER: 'rows' },
    },
  ];
  if (kind === 'postgres') {
    // All servers up at once; each round runs every scenario on the app then the references, back to back.
    const started: Server[] = [];
    try {
      for (const s of servers) started.push(await startServer(s.name, s.script, s.args, s.env));
      results = await interleavedRounds(started, SCENARIOS, options);
    } finally {
      await Promise.all(started.map((server) => stopChild(server.child)));
    }
  } else {
    // PGlite is one process per data dir: the app, then each replay, alone on it.
    results = [];
    for (const s of servers) {
      const server = await startServer(s.name, s.script, s.args, s.env);
      try {
        results.push(await rounds(server, SCENARIOS, options));
      } finally {
        await stopChild(server.child);
      }
    }
  }
  return SCENARIOS.map((s, i) => {
    // Errors of the dropped rounds still show.
    const [a, r, rr] = results.map((server) => ({
      ...figures(server[i]!.slice(DISCARD)),
      errors: figures(server[i]!).errors,
    })) as [Figures, Figures, Figures];
    const ratioOf = (reference: Figures) =>
      kind === 'postgres' ? roundRatio(a, reference) : a.rps / reference.rps;
    const ratio = ratioOf(r);
    return {
      kind,
      scenario: s.name,
      label: s.label,
      app: a,
      reference: r,
      ratio,
      rows_reference: rr,
      rows_ratio: ratioOf(rr),
      targets: {
        ratio: ratio >= TARGETS.ratio,
        p99: a.p99 < (s.search ? TARGETS.searchP99 : TARGETS.listP99),
      },
    };
  });
}

function print(rows: Row[]) {
  const f = (n: number, d = 1) => n.toFixed(d);
  console.log(
    `\n${'database'.padEnd(9)}${'scenario'.padEnd(44)}${'app req/s'.padStart(10)}${'p50'.padStart(6)}${'p99'.padStart(6)}   ${'ref req/s'.padStart(9)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'app/ref'.padStart(9)}${'app/rows'.padStart(9)}  errors`,
  );
  for (const r of rows) {
    console.log(
      `${r.kind.padEnd(9)}${r.label.padEnd(44)}${f(r.app.rps, 0).padStart(10)}${f(r.app.p50).padStart(6)}${f(r.app.p99).padStart(6)}   ${f(r.reference.rps, 0).padStart(9)}${f(r.reference.p50).padStart(6)}${f(r.reference.p99).padStart(6)}${f(r.ratio, 2).padStart(9)}${f(r.rows_ratio, 2).padStart(9)}  ${r.app.errors + r.reference.errors + r.rows_reference.errors}`,
    );
  }
  console.log(
    `latency in ms at ${CONNECTIONS} connections; app/ref = throughput ratio (PostgreSQL: median of rounds) against the replay answering the app's JSON; app/rows = against the replay answering its rows as arrays`,
  );
  for (const r of rows.filter((row) => row.kind === 'postgres')) {
    const p99Target = SCENARIOS.find((s) => s.name === r.scenario)?.search
      ? TARGETS.searchP99
      : TARGETS.listP99;
    console.log(
      `  postgres ${r.scenario.padEnd(15)} ratio ${f(r.ratio, 2)} (≥ ${TARGETS.ratio}) ${r.targets.ratio ? 'MET' : 'MISSED'}; p99 ${f(r.app.p99)} ms (< ${p99Target}) ${r.targets.p99 ? 'MET' : 'MISSED'}`,
    );
  }
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error('[catalog] still running after 30 minutes: stopping');
    for (const child of children) child.kill('SIGKILL');
    process.exit(2);
  }, 30 * 60_000);
  watchdog.unref();
  const loadBefore = os.loadavg();
  const rows: Row[] = [];
  for (const kind of KINDS) rows.push(...(await benchKind(kind)));
  print(rows);
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
      rounds: ROUNDS,
      discarded_rounds: DISCARD,
      warmup: WARMUP,
      kinds: KINDS,
    },
    dataset: { products: CATALOG_PRODUCTS, variants: CATALOG_PRODUCTS * VARIANTS_PER_PRODUCT },
    targets: TARGETS,
    rows,
  };
  const file = ONLY.length ? '.data/catalog-partial.json' : 'results/catalog-latest.json';
  mkdirSync(path.dirname(path.join(BENCH_DIR, file)), { recursive: true });
  writeFileSync(path.join(BENCH_DIR, file), `${toJson(report)}\n`);
  log(`written bench/${file}`);
}

main().catch(async (error: unknown) => {
  console.error('[catalog] failed:', error instanceof Error ? error.message : error);
  await Promise.all([...children].map(stopChild));
  process.exitCode = 1;
});
