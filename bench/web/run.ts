/**
 * `npm run bench:web`: what the web app costs a visitor of /login and /dashboard.
 *
 * Builds apps/web for production, starts the real server (node --import tsx apps/api/src/main.ts) on a
 * temporary DATA_DIR and a free port on 127.0.0.1, and loads each page in Debian's Chromium: every JS and
 * CSS response the page receives is counted with its transferred size and its gzip size computed here
 * (zlib level 9 over the body, so the figure does not depend on the server compressing); the load timing
 * is the median of BENCH_WEB_RUNS cold loads, each in a fresh browser context with the cache disabled.
 * Writes bench/web/results/latest.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Response } from 'playwright-core';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(REPO_ROOT, 'bench/web/results/latest.json');
const CHROMIUM = '/usr/bin/chromium';
/** The flags of e2e/src/helpers/browser.ts. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
/** The whole run stops (and cleans up) after this long. */
const TIME_LIMIT_MS = Number(process.env.BENCH_WEB_TIME_LIMIT_MS ?? 6 * 60_000);
const VIEWPORT = { width: 1280, height: 800 };
const TARGETS_KB: Record<string, number> = { '/login': 150, '/dashboard': 250 };

interface Asset {
  url: string;
  type: 'js' | 'css';
  status: number;
  /** Bytes on the wire (headers + body as sent), from Chromium. */
  transferredBytes: number;
  /** The decoded body. */
  bytes: number;
  /** The body gzipped here with zlib level 9. */
  gzipBytes: number;
}

interface Load {
  finalPath: string;
  fcpMs: number | null;
  loadMs: number;
  requests: number;
  assets: Asset[];
}

interface PageResult {
  page: string;
  finalPath: string;
  requests: number;
  js: { files: number; bytes: number; gzipBytes: number; transferredBytes: number };
  css: { files: number; bytes: number; gzipBytes: number; transferredBytes: number };
  fcpMs: number | null;
  loadMs: number;
  runs: { fcpMs: number | null; loadMs: number; requests: number }[];
  assets: Asset[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** Stops the server being started, if any: the time limit and signals may come before it is ready. */
let stopStarting: (() => Promise<void>) | undefined;

async function startServer(): Promise<Server> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'comptoir-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  stopStarting = stop;
  const deadline = Date.now() + 90_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log}`,
        );
      }
      try {
        const response = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return { url, stop };
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The server was not ready within 90 s:\n${log}`);
  } catch (error) {
    await stop();
    throw error;
  }
}

function assetType(response: Response): Asset['type'] | null {
  const request = response.request();
  const resourceType = request.resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  const pathname = new URL(response.url()).pathname;
  if (resourceType === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (resourceType === 'stylesheet' || /text\/css/.test(contentType) || /\.css$/.test(pathname)) return 'css';
  return null;
}

async function measureAsset(response: Response, type: Asset['type']): Promise<Asset> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    type,
    status: response.status(),
    transferredBytes: sizes.responseHeadersSize + sizes.responseBodySize,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
  };
}

/** One cold load of `pagePath` in a fresh context with the cache disabled. */
async function coldLoad(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  storage: Record<string, string>,
) {
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'en-US',
    timezoneId: 'Africa/Douala',
    storageState: {
      cookies: [],
      origins: [
        { origin: baseUrl, localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
  try {
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    let requests = 0;
    const pending: Promise<Asset | null>[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests += 1;
    });
    page.on('response', (response) => {
      const type = assetType(response);
      if (type && response.status() < 400) pending.push(measureAsset(response, type).catch(() => null));
    });

    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load' });
    // Lazy chunks and the page's API calls come after `load`: let the network settle before counting.
    await page.waitForLoadState('networkidle');
    // A string, not a function: tsx would wrap named functions in a `__name` helper the page lacks.
    const timing = (await page.evaluate(`(async () => {
      const fcp = () => performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime;
      for (let waited = 0; fcp() === undefined && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        fcpMs: fcp() ?? null,
        loadMs: navigation ? navigation.loadEventEnd - navigation.startTime : -1,
        path: location.pathname,
      };
    })()`)) as { fcpMs: number | null; loadMs: number; path: string };
    const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== null);
    return {
      finalPath: timing.path,
      fcpMs: timing.fcpMs === null ? null : Math.round(timing.fcpMs),
      loadMs: Math.round(timing.loadMs),
      requests,
      assets,
    } satisfies Load;
  } finally {
    await context.close();
  }
}

function summarise(pagePath: string, loads: Load[]): PageResult {
  const total = (assets: Asset[], type: Asset['type']) => {
    const of = assets.filter((a) => a.type === type);
    return {
      files: of.length,
      bytes: of.reduce((sum, a) => sum + a.bytes, 0),
      gzipBytes: of.reduce((sum, a) => sum + a.gzipBytes, 0),
      transferredBytes: of.reduce((sum, a) => sum + a.transferredBytes, 0),
    };
  };
  // The bytes are the same on every cold load; report the load with the median JS total.
  const byJs = [...loads].sort((a, b) => total(a.assets, 'js').gzipBytes - total(b.assets, 'js').gzipBytes);
  const typical = byJs[Math.floor(byJs.length / 2)]!;
  const fcps = loads.map((l) => l.fcpMs).filter((v): v is number => v !== null);
  return {
    page: pagePath,
    finalPath: typical.finalPath,
    requests: median(loads.map((l) => l.requests)),
    js: total(typical.assets, 'js'),
    css: total(typical.assets, 'css'),
    fcpMs: fcps.length ? median(fcps) : null,
    loadMs: median(loads.map((l) => l.loadMs)),
    runs: loads.map(({ fcpMs, loadMs, requests }) => ({ fcpMs, loadMs, requests })),
    assets: typical.assets.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}

function table(results: PageResult[]): string {
  const rows = [
    ['page', 'JS gzip KB', 'CSS gzip KB', 'requests', 'FCP ms', 'load ms'],
    ...results.map((r) => [
      r.page,
      kb(r.js.gzipBytes).toFixed(1),
      kb(r.css.gzipBytes).toFixed(1),
      String(r.requests),
      r.fcpMs === null ? 'n/a' : String(r.fcpMs),
      String(r.loadMs),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(rows[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

async function signUp(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      user: {
        name: 'Bench Owner',
        email: `bench.${Date.now()}@example.com`,
        password: 'correct horse battery',
      },
      company: { name: 'Bench Boutique', currency: 'XAF', timezone: 'Africa/Douala', locale: 'en' },
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201)
    throw new Error(`Sign-up answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as { accessToken: string; companyId: string; company_code: string };
  // The keys apps/web/src/lib/session.ts saveSession() writes.
  return {
    token: answer.accessToken,
    companyId: answer.companyId,
    company_code: answer.company_code,
    locale: 'en',
  };
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
    console.info('Building apps/web for production…');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 180_000,
    });
  }

  let server: Server | undefined;
  let browser: Browser | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => {});
    browser = undefined;
    await (server?.stop ?? stopStarting)?.().catch(() => {});
    server = undefined;
    stopStarting = undefined;
  };
  const limit = setTimeout(() => {
    console.error(`bench:web: over the ${TIME_LIMIT_MS / 1000} s limit, stopping.`);
    void cleanup().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    console.info('Starting the server…');
    server = await startServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    const session = await signUp(server.url);

    const pages: [string, Record<string, string>][] = [
      ['/login', {}],
      ['/dashboard', session],
    ];
    const results: PageResult[] = [];
    for (const [pagePath, storage] of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1)
        loads.push(await coldLoad(browser, server.url, pagePath, storage));
      const result = summarise(pagePath, loads);
      if (result.finalPath !== pagePath) {
        throw new Error(`${pagePath} ended on ${result.finalPath}: the page was not measured.`);
      }
      results.push(result);
    }

    const targets = results.map((r) => {
      const limitKb = TARGETS_KB[r.page]!;
      const jsKb = kb(r.js.gzipBytes);
      return { page: r.page, metric: 'JS gzipped', limitKb, valueKb: jsKb, met: jsKb <= limitKb };
    });

    console.info(
      `\nWeb app, production build, Chromium ${browser.version()}, ${RUNS} cold loads per page, ${VIEWPORT.width}×${VIEWPORT.height}, 127.0.0.1, no throttling`,
    );
    console.info(
      `(sizes: every JS/CSS response of the page, gzipped locally with zlib level 9; timings: medians)\n`,
    );
    console.info(table(results));
    console.info('\nTargets:');
    for (const t of targets) {
      console.info(
        `  ${t.page} ${t.metric} ≤ ${t.limitKb} KB: ${t.valueKb.toFixed(1)} KB — ${t.met ? 'MET' : 'MISSED'}`,
      );
    }
    for (const r of results) {
      console.info(`\n${r.page} assets (gzip KB / raw KB):`);
      for (const a of r.assets)
        console.info(
          `  ${kb(a.gzipBytes).toFixed(1).padStart(7)} / ${kb(a.bytes).toFixed(1).padStart(7)}  ${a.url}`,
        );
    }

    await mkdir(path.dirname(RESULTS), { recursive: true });
    await writeFile(
      RESULTS,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          chromium: browser.version(),
          node: process.version,
          runs: RUNS,
          viewport: VIEWPORT,
          method:
            'fresh browser context per load, cache disabled (CDP Network.setCacheDisabled); sizes over JS/CSS responses received by the page until network idle, gzip = zlib level 9 of the body computed locally; fcpMs = paint entry first-contentful-paint; loadMs = navigation loadEventEnd; medians',
          pages: results,
          targets,
        },
        null,
        2,
      )}\n`,
    );
    console.info(`\nWrote ${path.relative(REPO_ROOT, RESULTS)}`);
    if (targets.some((t) => !t.met)) process.exitCode = 1;
  } finally {
    clearTimeout(limit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
