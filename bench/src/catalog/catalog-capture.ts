/**
 * Records the SQL the real API sends for each URL of the catalogue bench, with when each query
 * started and ended, so the replay server can run the same statements with the same overlap.
 *
 *   BENCH_KIND=postgres|pglite node --import tsx bench/src/catalog/catalog-capture.ts <out.json> <url>…
 *
 * Prints one JSON line: { ok, statuses }.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import pg from 'pg';
import { ADMIN_TOKEN, BENCH_DIR, benchDatabaseUrl, POOL_SIZE } from '../config.ts';
import { TOUCH_SQL } from '../reference-sql.ts';
import { PGLITE_DIR } from './catalog-db.ts';
import { type CapturedRequest, type ReplayQuery, toWaves } from './replay-plan.ts';

interface Timed extends ReplayQuery {
  start: number;
  end: number;
}

const [out, ...urls] = process.argv.slice(2);
if (!out || urls.length === 0) throw new Error('usage: catalog-capture.ts <out.json> <url>…');
const kind = process.env.BENCH_KIND === 'pglite' ? 'pglite' : 'postgres';
let recording: Timed[] | null = null;

function record<T>(text: unknown, values: unknown, name: string | null, run: () => T): T {
  if (!recording || typeof text !== 'string' || text === TOUCH_SQL) return run();
  const entry: Timed = {
    name,
    text,
    values: Array.isArray(values) ? values.map((v) => (v instanceof Date ? v.toISOString() : v)) : [],
    start: performance.now(),
    end: Number.POSITIVE_INFINITY,
  };
  recording.push(entry);
  const result = run();
  // pg-pool calls client.query with a callback (no promise back): its end is timed by the caller's wrapper.
  if (result instanceof Promise) {
    return result.finally(() => {
      entry.end = performance.now();
    }) as T;
  }
  lastCallbackEntry = entry;
  return result;
}
let lastCallbackEntry: Timed | null = null;

const url = benchDatabaseUrl();
const config = loadConfig({
  ...(kind === 'postgres' ? { DATABASE_URL: url } : {}),
  DATA_DIR: path.join(BENCH_DIR, '.data', 'app-data'),
  LOG_LEVEL: 'silent',
});
if (kind === 'postgres') {
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; we only read its arguments
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : first?.text;
    const values = Array.isArray(second) ? second : first?.values;
    const name = typeof first === 'object' && typeof first?.name === 'string' ? first.name : null;
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // Time a callback-style query from the call to its callback.
      let entry: Timed | null = null;
      args[args.length - 1] = (...results: unknown[]) => {
        if (entry) entry.end = performance.now();
        return callback(...results);
      };
      // biome-ignore lint/suspicious/noExplicitAny: see above
      const result = record(text, values, name, () => (original as any).apply(this, args));
      entry = lastCallbackEntry;
      lastCallbackEntry = null;
      return result;
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return record(text, values, name, () => (original as any).apply(this, args));
  };
}
const database =
  kind === 'postgres'
    ? await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: PGLITE_DIR });
if (database.pglite) {
  const pglite = database.pglite;
  const original = pglite.query.bind(pglite);
  pglite.query = ((text: string, params?: unknown[], options?: unknown) =>
    record(text, params, null, () =>
      original(text, params, options as Parameters<typeof original>[2]),
    )) as typeof pglite.query;
}
const { app } = await buildApp({ config, database });
await app.ready();
const requests: Record<string, CapturedRequest> = {};
try {
  for (const target of urls) {
    // Once unrecorded (caches, prepared statements), then recorded.
    await app.inject({ method: 'GET', url: target, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    recording = [];
    const response = await app.inject({
      method: 'GET',
      url: target,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const queries = recording;
    recording = null;
    requests[target] = { status: response.statusCode, bytes: response.body.length, waves: toWaves(queries) };
  }
  writeFileSync(out, JSON.stringify({ kind, requests }));
  const statuses = Object.fromEntries(Object.entries(requests).map(([u, r]) => [u, r.status]));
  process.stdout.write(
    `${JSON.stringify({ ok: Object.values(statuses).every((s) => s === 200), statuses })}\n`,
  );
} finally {
  await app.close();
  await database.close();
}
