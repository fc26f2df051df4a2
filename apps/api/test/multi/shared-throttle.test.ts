import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { RedisRateLimiter } from '../../src/lib/rate-limiter.ts';
import { registerCompany } from '../helpers/factories.ts';
import { call } from '../helpers/test-app.ts';
import { freshDatabase } from '../helpers/test-db.ts';

const REDIS_URL = process.env.REDIS_URL;

/**
 * Two app instances (as two processes behind a load balancer would be) on one database, sharing
 * only Redis: a brute-force budget spent on one is spent on the other. Runs when REDIS_URL is set
 * (CI sets it); without Redis the embedded single-process install keeps its limits in memory.
 */
describe.skipIf(!REDIS_URL)('rate limits shared through Redis (REDIS_URL)', () => {
  let database: Database;
  const apps: Awaited<ReturnType<typeof buildApp>>['app'][] = [];
  const prefix = `comptoir-test:${randomUUID()}:`;

  beforeAll(async () => {
    database = await freshDatabase();
    for (let i = 0; i < 2; i++) {
      const limiter = new RedisRateLimiter(new Redis(REDIS_URL!, { maxRetriesPerRequest: 2 }), prefix);
      const { app } = await buildApp({ config: testConfig(), database, limiter });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    for (const app of apps) await app.close();
    await database.close();
  });

  it('throttles the 6th wrong PIN even when the attempts alternate between two processes', async () => {
    const account = await registerCompany(apps[0]!);
    for (let i = 0; i < 5; i++) {
      const wrong = await call(apps[i % 2]!, 'POST', '/api/v1/auth/login-with-pin', {
        body: { company_code: account.companyCode, pin: `${6000 + i}` },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const sixth = await call(apps[1]!, 'POST', '/api/v1/auth/login-with-pin', {
      body: { company_code: account.companyCode, pin: '6005' },
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('sees a token revoked by one process as revoked by the other', async () => {
    const account = await registerCompany(apps[0]!);
    expect((await call(apps[1]!, 'GET', '/api/v1/user', { token: account.token })).statusCode).toBe(200);
    await call(apps[0]!, 'POST', '/api/v1/auth/logout', { token: account.token });
    expect((await call(apps[1]!, 'GET', '/api/v1/user', { token: account.token })).statusCode).toBe(401);
  });
});
