/**
 * The server process: `npm start` (scripts/start.mjs) runs `node --import tsx apps/api/src/main.ts`.
 *
 * configuration → DATA_DIR lock (embedded mode) → database → migrations → plans → app → listen,
 * then scheduled backups (embedded mode) and graceful shutdown on SIGTERM/SIGINT.
 * Every start-up failure a user can fix ends with one line on stderr and exit code 1.
 */
import './ops/v8-tuning.ts';
import { createServer } from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import { acquireDataDirLock, DataDirLockedError } from './ops/data-dir-lock.ts';
import { installCrashHandlers, installShutdown } from './ops/shutdown.ts';

/** Prints a user-fixable start-up problem as one line (no stack) and exits 1. */
function refuse(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** postgres://user:secret@host:5432/db → postgres://user@host:5432/db */
function withoutPassword(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  const e = error as { code?: string; message?: string } | null;
  const message = e?.message || e?.code || String(error);
  return e?.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

/** Fails fast, with the variable named, when DATABASE_URL cannot be reached or is refused. */
async function checkPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    refuse(
      `Invalid configuration: DATABASE_URL cannot be used (${withoutPassword(url)}): ${describe(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

function listenProblem(error: unknown, host: string, port: number): string | null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return `Invalid configuration: PORT ${port} is already in use on ${host}; stop the other program or set another PORT`;
  }
  if (code === 'EACCES')
    return `Invalid configuration: PORT ${port} needs more privileges; use a port above 1023`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `Invalid configuration: HOST ${host} is not an address of this machine`;
  }
  return null;
}

/** Binds HOST:PORT for a moment; the reason it cannot be used, or null. */
function checkPort(host: string, port: number): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(listenProblem(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

function displayUrl(config: Config, port: number): string {
  const host = ['0.0.0.0', '::', '0:0:0:0:0:0:0:0'].includes(config.HOST) ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.lines.join('\n'));
    throw error;
  }

  const log = pino({ level: config.LOG_LEVEL });
  const shutdown = installShutdown({ log });
  installCrashHandlers(log, shutdown);

  // 1. One process per embedded database.
  if (config.database === 'pglite') {
    try {
      const lock = acquireDataDirLock(config.dataDir);
      if (lock.tookOverFrom) {
        log.warn(
          { previousPid: lock.tookOverFrom },
          'took over the DATA_DIR lock of a process that did not stop cleanly',
        );
      }
      shutdown.add({ name: 'release DATA_DIR lock', run: () => lock.release() });
    } catch (error) {
      if (error instanceof DataDirLockedError) refuse(error.message);
      throw error;
    }
  }

  // 1b. A port already taken is found now, not after the database start-up (up to 15 s).
  const portProblem = await checkPort(config.HOST, config.PORT);
  if (portProblem) refuse(portProblem);
  // 1c. So is a PostgreSQL server that cannot be reached or refuses the credentials.
  if (config.database === 'postgres') await checkPostgres(config.DATABASE_URL!);

  // The app and the database drivers load only now: a mistake above is told in a second or two, not
  // after loading every module (6–7 s here).
  const [
    { buildApp },
    { openDatabase, runMigrations },
    { RedisRateLimiter },
    { ensureRecurringExpensesTick },
    { ensureMediaCleanupTick },
    { ensurePlans },
    { scheduleBackups },
    { prepareEmbeddedDataDir },
    { Redis },
  ] = await Promise.all([
    import('./app.ts'),
    import('./db/client.ts'),
    import('./lib/rate-limiter.ts'),
    import('./modules/expenses/recurring-expenses.job.ts'),
    import('./modules/media/media-cleanup.job.ts'),
    import('./modules/plans/plans.seed.ts'),
    import('./ops/backups.ts'),
    import('./ops/embedded-data-dir.ts'),
    import('ioredis'),
  ]);

  // 2. Database and schema. A signal during these steps stops at once (what is done is either
  // committed or rolled back by the database when it opens next).
  let database: Database;
  let where: string;
  if (config.database === 'postgres') {
    const url = config.DATABASE_URL!;
    database = await openDatabase({ kind: 'postgres', url, poolSize: config.DATABASE_POOL_SIZE });
    where = `PostgreSQL ${withoutPassword(url)}`;
  } else {
    const pgdata = await prepareEmbeddedDataDir(config.dataDir, log);
    database = await openDatabase({
      kind: 'pglite',
      dataDir: pgdata,
      sharedBuffers: `${config.EMBEDDED_DB_CACHE_MB}MB`,
    });
    where = `PGlite in ${pgdata}`;
  }
  await runMigrations(database, config.DATABASE_URL);
  await ensurePlans(database.db);

  // 3. The app.
  let limiter: RateLimiter | undefined;
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
    let down = false;
    redis.on('error', (error) => {
      if (!down) log.warn({ err: error }, 'Redis (REDIS_URL) is unreachable; retrying');
      down = true;
    });
    redis.on('ready', () => {
      if (down) log.info({}, 'Redis (REDIS_URL) is reachable again');
      down = false;
    });
    limiter = new RedisRateLimiter(redis);
  }
  const { app, ctx } = await buildApp({ config, database, serveWeb: true, ...(limiter ? { limiter } : {}) });
  ctx.jobs.start();
  await ensureRecurringExpensesTick(ctx);
  await ensureMediaCleanupTick(ctx);

  const backups =
    database.pglite && config.BACKUP_INTERVAL_HOURS > 0
      ? scheduleBackups({
          pglite: database.pglite,
          dataDir: config.dataDir,
          intervalHours: config.BACKUP_INTERVAL_HOURS,
          keep: config.BACKUP_KEEP,
          log,
        })
      : null;

  // Teardown order: backups, HTTP (in-flight requests finish), database, then the lock added above.
  shutdown.prepend([
    { name: 'stop backups', run: () => backups?.stop() },
    {
      name: 'close HTTP server',
      run: async () => {
        // app.close() stops accepting and waits for in-flight requests; a keep-alive connection
        // would then stay open until it times out (72 s), so idle ones are closed as they appear.
        const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(reaper);
        }
      },
    },
    { name: 'close database', run: () => database.close() },
  ]);

  // Fastify logs one line per network interface on listen; the single summary line below replaces them.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    const line = listenProblem(error, config.HOST, config.PORT);
    if (!line) throw error;
    process.stderr.write(`${line}\n`);
    await shutdown.run('listen failed', 1);
    return;
  } finally {
    app.log.level = level;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = displayUrl(config, port);
  log.info(
    { url, database: database.kind, docs: `${url}/api/docs` },
    `Comptoir is running at ${url} (database: ${where}); API docs at ${url}/api/docs`,
  );
}

main().catch((error) => {
  process.stderr.write(`Comptoir failed to start: ${describe(error)}\n`);
  if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
