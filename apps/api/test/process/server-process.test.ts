import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * The real server process, as `npm start` runs it: start-up, the DATA_DIR lock, bad
 * configuration, and a graceful SIGTERM that loses no acknowledged write.
 */
describe('server process', () => {
  const servers: ServerProcess[] = [];
  let dataDir: string;
  let server: ServerProcess;

  const start = async (env: Record<string, string | undefined>) => {
    const s = await startServer(env);
    servers.push(s);
    return s;
  };

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await start({ DATA_DIR: dataDir });
    await waitReady(server);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServer(s)));
    removeDir(dataDir);
  });

  it('serves health, readiness, the API docs and the OpenAPI 3.1 document', async () => {
    expect((await callJson(server, 'GET', '/health')).status).toBe(200);
    const ready = await callJson(server, 'GET', '/ready');
    expect(ready).toEqual({ status: 200, body: { status: 'ready', database: 'pglite' } });
    const docs = await fetch(`${server.baseUrl}/api/docs`);
    expect(docs.status).toBe(200);
    const openapi = await callJson(server, 'GET', '/api/v1/openapi.json');
    expect(openapi.status).toBe(200);
    expect(openapi.body).toMatchObject({ openapi: '3.1.0' });
  });

  it('holds the DATA_DIR lock with its pid', async () => {
    const { readFileSync } = await import('node:fs');
    const lock = readFileSync(path.join(dataDir, '.lock'), 'utf8');
    expect(lock.split('\n')[0]).toBe(String(server.pid));
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(true);
  });

  it('refuses a second process on the same DATA_DIR with one clear line', async () => {
    const second = await start({ DATA_DIR: dataDir });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    const lines = second.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Another Comptoir process (pid ${server.pid}) is using DATA_DIR`);
    expect(lines[0]).toContain('stop it or use another DATA_DIR');
    // The first one is unharmed.
    expect((await callJson(server, 'GET', '/ready')).status).toBe(200);
  });

  it('refuses a taken PORT with one line naming PORT', async () => {
    const other = tempDataDir();
    try {
      const clash = await start({ DATA_DIR: other, PORT: String(server.port) });
      const { code } = await clash.exited;
      expect(code).toBe(1);
      const lines = clash.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`PORT ${server.port}`);
      expect(lines[0]).toContain('already in use');
    } finally {
      removeDir(other);
    }
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://root@localhost/comptoir'],
    ['APP_KEY', 'short'],
  ])('bad %s=%s exits 1 with one line naming it, no stack trace', async (name, value) => {
    const other = tempDataDir();
    try {
      const bad = await start({ DATA_DIR: other, [name]: value });
      const { code } = await bad.exited;
      expect(code).toBe(1);
      const lines = bad.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(name);
      expect(bad.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      removeDir(other);
    }
  });

  it('an unreachable DATABASE_URL exits 1 with one line naming it, without the password', async () => {
    const other = tempDataDir();
    try {
      const bad = await start({
        DATA_DIR: other,
        DATABASE_URL: 'postgres://comptoir:s3cret@127.0.0.1:1/comptoir',
      });
      const { code } = await bad.exited;
      expect(code).toBe(1);
      const lines = bad.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('DATABASE_URL');
      expect(lines[0]).not.toContain('s3cret');
    } finally {
      removeDir(other);
    }
  });

  it('SIGTERM during a burst of writes exits 0, loses no acknowledged write, and frees the lock', {
    timeout: 180_000,
  }, async () => {
    let signalled = false;
    const burst = registrationBurst(server, {
      count: 40,
      concurrency: 5,
      tag: `term${Date.now().toString(36)}`,
      onAck: (acked) => {
        if (acked === 8 && !signalled) {
          signalled = true;
          server.child.kill('SIGTERM');
        }
      },
    });
    const [{ acknowledged, others }, exit] = await Promise.all([burst, server.exited]);
    expect(signalled).toBe(true);
    expect(exit, `stdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`).toEqual({
      code: 0,
      signal: null,
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(8);
    // After the signal: requests finish, late ones get 503 or find the port closed; never a 500.
    expect(Object.keys(others).filter((k) => /^5\d\d$/.test(k) && k !== '503')).toEqual([]);
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    server = await start({ DATA_DIR: dataDir });
    await waitReady(server);
    expect(server.stdout() + server.stderr()).not.toContain('took over the DATA_DIR lock');
    expect(await failedLogins(server, acknowledged)).toEqual([]);
  });
});
