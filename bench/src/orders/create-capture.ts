/**
 * Records what the real API sends for `POST /orders` with each of the bench's bodies — once
 * unrecorded, then twice recorded — and derives the replay plan of each body (create-plan.ts).
 *
 *   BENCH_KIND=postgres|pglite BENCH_TARGET_URL=… BENCH_TARGET_PGLITE_DIR=… \
 *     node --import tsx bench/src/orders/create-capture.ts <out.json> <bodies.json>
 *
 * Each POST creates a real order (three per body). Prints one JSON line: { ok, statuses, orders }.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import { ADMIN_TOKEN, BENCH_DIR, POOL_SIZE } from '../config.ts';
import { TOUCH_SQL } from '../reference-sql.ts';
import { SqlRecorder } from '../sql-recorder.ts';
import { targetPgliteDir, targetUrl } from '../target.ts';
import { type CreatePlan, type CreatePlanFile, derivePlan, ORDERS_PATH } from './create-plan.ts';

const [out, bodiesFile] = process.argv.slice(2);
if (!out || !bodiesFile) throw new Error('usage: create-capture.ts <out.json> <bodies.json>');
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8')) as string[];
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
const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: ORDERS_PATH,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    payload,
  });
try {
  const plans: Record<string, CreatePlan> = {};
  const statuses: number[] = [];
  for (const body of bodies) {
    const warm = await post(body);
    statuses.push(warm.statusCode);
    const recordings = [];
    for (let i = 0; i < 2; i++) {
      recorder.start();
      const response = await post(body);
      recordings.push(recorder.stop());
      statuses.push(response.statusCode);
    }
    if (statuses.some((s) => s !== 201)) break;
    plans[body] = derivePlan(recordings[0]!, recordings[1]!);
  }
  const file: CreatePlanFile = { kind, plans };
  writeFileSync(out, JSON.stringify(file));
  process.stdout.write(
    `${JSON.stringify({ ok: statuses.every((s) => s === 201), statuses, orders: statuses.filter((s) => s === 201).length })}\n`,
  );
} finally {
  await app.close();
  await database.close();
}
