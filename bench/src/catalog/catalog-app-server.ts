/**
 * The real API on the catalogue bench's database of BENCH_KIND (postgres | pglite), for the load
 * generator in another process. Prints one line `{"ready":true,"port":N}` on stdout.
 */
// The server process's V8 settings, as main.ts applies them.
import '@comptoir/api/src/ops/v8-tuning.ts';
import path from 'node:path';
import { buildApp } from '@comptoir/api/src/app.ts';
import { loadConfig } from '@comptoir/api/src/config.ts';
import { openDatabase } from '@comptoir/api/src/db/client.ts';
import { BENCH_DIR, POOL_SIZE } from '../config.ts';
import { targetPgliteDir, targetUrl } from '../target.ts';
import { serveUntilParentLeaves } from './serve.ts';

const kind = process.env.BENCH_KIND === 'pglite' ? 'pglite' : 'postgres';
const url = targetUrl();
const config = loadConfig({
  ...(kind === 'postgres' ? { DATABASE_URL: url, DATABASE_POOL_SIZE: String(POOL_SIZE) } : {}),
  DATA_DIR: path.join(BENCH_DIR, '.data', 'app-data'),
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database =
  kind === 'postgres'
    ? await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: targetPgliteDir() });
const { app } = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
serveUntilParentLeaves(app.server, async () => {
  await app.close();
  await database.close();
});
