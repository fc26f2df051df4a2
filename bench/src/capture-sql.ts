/**
 * Records the SQL the real API sends for one request, by wrapping pg.Client#query (every pool client
 * is a pg.Client) around an in-process buildApp + app.inject. This is how the reference server's SQL
 * was copied, and run.ts calls it before every benchmark to check the two still send the same SQL.
 *
 *   node --import tsx bench/src/capture-sql.ts [path]   (default /api/v1/admin/users?page=2)
 *
 * Prints one JSON line: { status, queries: [{ text, values }], body }.
 */
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import pg from 'pg';
import { ADMIN_TOKEN, BENCH_DIR, benchDatabaseUrl, POOL_SIZE } from './config.ts';

export interface CapturedQuery {
  name: string | null;
  text: string;
  values: unknown[];
}

const captured: CapturedQuery[] = [];
let recording = false;
const original = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; we only read its arguments
(pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
  if (recording) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : first?.text;
    const values = Array.isArray(second) ? second : (first?.values ?? []);
    const name = typeof first === 'object' && typeof first?.name === 'string' ? first.name : null;
    if (typeof text === 'string') captured.push({ name, text, values });
  }
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return (original as any).apply(this, args);
};

const url = benchDatabaseUrl();
const target = process.argv[2] ?? '/api/v1/admin/users?page=2';
const config = loadConfig({
  DATABASE_URL: url,
  DATA_DIR: path.join(BENCH_DIR, '.data'),
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
const { app } = await buildApp({ config, database });
await app.ready();
try {
  recording = true;
  const response = await app.inject({
    method: 'GET',
    url: target,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  recording = false;
  process.stdout.write(
    `${JSON.stringify({ status: response.statusCode, queries: captured, body: response.json() })}\n`,
  );
} finally {
  await app.close();
  await database.close();
}
