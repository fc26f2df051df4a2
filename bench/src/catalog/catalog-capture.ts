/**
 * Records the SQL the real API sends for each URL of the catalogue bench (and of the orders list), with
 * when each query started and ended, so the replay server can run the same statements with the same
 * overlap.
 *
 *   BENCH_KIND=postgres|pglite node --import tsx bench/src/catalog/catalog-capture.ts <out.json> <url>…
 *
 * The database is the catalogue's unless BENCH_TARGET_URL / BENCH_TARGET_PGLITE_DIR name another
 * (bench/src/target.ts). Prints one JSON line: { ok, statuses }.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import { ADMIN_TOKEN, BENCH_DIR, POOL_SIZE } from '../config.ts';
import { TOUCH_SQL } from '../reference-sql.ts';
import { SqlRecorder } from '../sql-recorder.ts';
import { targetPgliteDir, targetUrl } from '../target.ts';
import { type CapturedRequest, toWaves } from './replay-plan.ts';

const [out, ...urls] = process.argv.slice(2);
if (!out || urls.length === 0) throw new Error('usage: catalog-capture.ts <out.json> <url>…');
const kind = process.env.BENCH_KIND === 'pglite' ? 'pglite' : 'postgres';
const recorder = new SqlRecorder(new Set([TOUCH_SQL]));

const url = targetUrl();
const config = loadConfig({
  ...(kind === 'postgres' ? { DATABASE_URL: url } : {}),
  DATA_DIR: path.join(BENCH_DIR, '.data', 'app-data'),
  LOG_LEVEL: 'silent',
});
if (kind === 'postgres') recorder.installPg();
const database =
  kind === 'postgres'
    ? await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: targetPgliteDir() });
if (database.pglite) recorder.installPglite(database.pglite);
const { app } = await buildApp({ config, database });
await app.ready();
const requests: Record<string, CapturedRequest> = {};
try {
  for (const target of urls) {
    // Once unrecorded (caches, prepared statements), then recorded.
    await app.inject({ method: 'GET', url: target, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    recorder.start();
    const response = await app.inject({
      method: 'GET',
      url: target,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const queries = recorder.stop();
    requests[target] = {
      status: response.statusCode,
      bytes: response.body.length,
      answer: response.body,
      waves: toWaves(queries),
    };
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
