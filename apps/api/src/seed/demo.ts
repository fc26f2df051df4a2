/**
 * `npm run seed:demo`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with the
 * demo merchant and prints its logins. Safe to run again. In embedded mode, stop `npm start` first:
 * only one process may open DATA_DIR.
 */
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, runMigrations } from '../db/client.ts';
import { MemoryRateLimiter } from '../lib/rate-limiter.ts';
import { ensurePlans } from '../modules/plans/plans.seed.ts';
import { acquireDataDirLock, DataDirLockedError } from '../ops/data-dir-lock.ts';
import { prepareEmbeddedDataDir } from '../ops/embedded-data-dir.ts';
import { seedDemo } from './demo-data.ts';

async function run() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const log = pino({ level: config.LOG_LEVEL });
  const lock = config.database === 'pglite' ? acquireDataDirLock(config.dataDir) : null;
  try {
    const database =
      config.database === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL!, poolSize: 4 })
        : await openDatabase({ kind: 'pglite', dataDir: await prepareEmbeddedDataDir(config.dataDir, log) });
    try {
      await runMigrations(database, config.DATABASE_URL);
      await ensurePlans(database.db);
      // A limiter of its own: the seed signs in many times from one address.
      const { app, ctx } = await buildApp({ config, database, limiter: new MemoryRateLimiter() });
      await app.ready();
      const logins = await seedDemo(app, ctx);
      await app.close();
      process.stdout.write('\nDemo data ready. Start the app with `npm start` and sign in with:\n\n');
      for (const login of logins) {
        const parts = [`  ${login.who}`];
        if (login.email) parts.push(`email ${login.email} / password ${login.password}`);
        if (login.companyCode && login.pin)
          parts.push(`or company code ${login.companyCode} + PIN ${login.pin}`);
        process.stdout.write(`${parts.join(' — ')}\n`);
      }
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

run().catch((error) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.lines.join('\n')}\n`);
  else if (error instanceof DataDirLockedError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`seed:demo failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
