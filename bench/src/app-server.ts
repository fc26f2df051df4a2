/**
 * The real API (buildApp) on the bench database, for the load generator in another process.
 * `node --import tsx bench/src/app-server.ts` → prints one line `{"ready":true,"port":N}` on stdout.
 */
// The server process's V8 settings, as main.ts applies them.
import '@comptoir/api/src/ops/v8-tuning.ts';
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import { BENCH_DIR, benchDatabaseUrl, POOL_SIZE } from './config.ts';

const url = process.env.BENCH_APP_DATABASE_URL || benchDatabaseUrl();
const config = loadConfig({
  DATABASE_URL: url,
  DATABASE_POOL_SIZE: String(POOL_SIZE),
  DATA_DIR: path.join(BENCH_DIR, '.data'),
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
const { app } = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ ready: true, port, pid: process.pid })}\n`);

let stopping = false;
async function stop() {
  // stdin closing and SIGTERM both arrive when the parent stops us: close once
  if (stopping) return;
  stopping = true;
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent closing our stdin (or dying) stops us too: no orphan servers.
process.stdin.on('end', stop);
process.stdin.resume();
