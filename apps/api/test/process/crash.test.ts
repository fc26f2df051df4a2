import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, databaseUrl } from '../helpers/pg-urls.ts';
import {
  callJson,
  failedLogins,
  registrationBurst,
  removeDir,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
  waitReady,
} from './server.ts';

/**
 * The crash test: SIGKILL the server in the middle of a burst of sign-ups, start it again on the
 * same data, and every sign-up that was acknowledged (201) must be able to log in.
 * Always on the embedded database (PGlite); also on PostgreSQL when DATABASE_URL is set.
 */
interface Target {
  name: 'PGlite' | 'PostgreSQL';
  /** Extra environment for the server, and how to clean up after. */
  prepare(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'PGlite',
    async prepare() {
      return { env: {}, cleanup: async () => undefined };
    },
  },
];

const postgresUrl = process.env.DATABASE_URL;
if (postgresUrl) {
  targets.push({
    name: 'PostgreSQL',
    async prepare() {
      const name = `comptoir_crash_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl(postgresUrl) });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return {
        env: { DATABASE_URL: databaseUrl(postgresUrl, name) },
        async cleanup() {
          const drop = new pg.Client({ connectionString: adminUrl(postgresUrl) });
          await drop.connect();
          try {
            await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await drop.end();
          }
        },
      };
    },
  });
}

describe.each(targets)('crash during writes ($name)', (target) => {
  const servers: ServerProcess[] = [];
  let dataDir: string;
  let env: Record<string, string>;
  let cleanup: (() => Promise<void>) | undefined;

  const start = async () => {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    servers.push(server);
    await waitReady(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = tempDataDir('comptoir-crash-');
    const prepared = await target.prepare();
    env = prepared.env;
    cleanup = prepared.cleanup;
  });

  afterAll(async () => {
    // Children first (also when a test failed), then their data.
    await Promise.all(servers.map((s) => stopServer(s)));
    await cleanup?.();
    removeDir(dataDir);
  });

  // A first start creates the embedded database (~15 s) and a restart opens it again: be generous.
  it('every sign-up acknowledged before SIGKILL can log in after restart', { timeout: 240_000 }, async () => {
    const first = await start();

    let killed = false;
    const { acknowledged, others } = await registrationBurst(first, {
      count: 30,
      concurrency: 5,
      tag: `crash${target.name.toLowerCase()}${Date.now().toString(36)}`,
      onAck: (acked) => {
        if (acked === 10 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      },
    });
    const exit = await first.exited;
    expect(killed).toBe(true);
    expect(exit.signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    // Requests cut off by the kill fail at the connection; none was answered with a 5xx.
    expect(Object.keys(others).filter((k) => /^5\d\d$/.test(k))).toEqual([]);

    const second = await start();
    if (target.name === 'PGlite') {
      // The dead process's lock was taken over, not a reason to refuse.
      expect(second.stdout()).toContain('took over the DATA_DIR lock');
    }
    expect(await failedLogins(second, acknowledged)).toEqual([]);

    // And the database still takes writes.
    const after = await callJson(second, 'POST', '/api/v1/auth/register', {
      user: {
        name: 'After',
        email: `after-${Date.now().toString(36)}@example.com`,
        password: 'after-crash-1',
      },
      company: { name: 'After the crash' },
    });
    expect(after.status).toBe(201);
  });
});
