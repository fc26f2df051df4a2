import type { Redis } from 'ioredis';

export interface LimitRule {
  /** failures allowed within the window; the next attempt is refused */
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Seconds to wait when the key is over its limit, else 0. */
  retryAfter(key: string, rule: LimitRule): Promise<number>;
  /** Counts one failure against the key. */
  hit(key: string, rule: LimitRule): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Fixed-window counters in this process: right for the single-process (embedded) install. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  async retryAfter(key: string, rule: LimitRule) {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= Date.now() || entry.count < rule.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000));
  }

  async hit(key: string, rule: LimitRule) {
    const now = Date.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + rule.windowMs });
    else entry.count += 1;
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/** The same counters in Redis, shared by every process (REDIS_URL). */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'comptoir:rl:',
  ) {}

  async retryAfter(key: string, rule: LimitRule) {
    const [count, ttl] = await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then((r) => [Number(r?.[0]?.[1] ?? 0), Number(r?.[1]?.[1] ?? -1)]);
    if ((count ?? 0) < rule.max) return 0;
    return Math.max(1, Math.ceil((ttl ?? 1000) / 1000));
  }

  async hit(key: string, rule: LimitRule) {
    const k = this.prefix + key;
    // The window starts at the first failure: set the expiry only when the key is new.
    await this.redis.multi().incr(k).pexpire(k, rule.windowMs, 'NX').exec();
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}
