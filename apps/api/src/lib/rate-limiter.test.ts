import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limiter.ts';

const rule = { max: 3, windowMs: 60_000 };

function behavesLikeALimiter(name: string, make: () => RateLimiter) {
  describe(name, () => {
    const limiter = make();
    afterAll(() => limiter.close());

    it('lets attempts through until the budget is spent, then asks to wait about the window', async () => {
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < 3; i++) {
        expect(await limiter.retryAfter(key, rule)).toBe(0);
        await limiter.hit(key, rule);
      }
      const wait = await limiter.retryAfter(key, rule);
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
    });

    it('forgets a key on reset and keeps keys apart', async () => {
      const key = `k-${randomUUID()}`;
      for (let i = 0; i < 3; i++) await limiter.hit(key, rule);
      expect(await limiter.retryAfter(`${key}-other`, rule)).toBe(0);
      await limiter.reset(key);
      expect(await limiter.retryAfter(key, rule)).toBe(0);
    });

    it('opens again once the window has passed', async () => {
      const key = `k-${randomUUID()}`;
      const short = { max: 1, windowMs: 50 };
      await limiter.hit(key, short);
      expect(await limiter.retryAfter(key, short)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await limiter.retryAfter(key, short)).toBe(0);
    });
  });
}

behavesLikeALimiter('memory rate limiter', () => new MemoryRateLimiter());
if (process.env.REDIS_URL) {
  behavesLikeALimiter(
    'Redis rate limiter',
    () => new RedisRateLimiter(new Redis(process.env.REDIS_URL!), `comptoir-test:${randomUUID()}:`),
  );
}
