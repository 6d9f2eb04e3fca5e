import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window (login throttling, ASVS V2.2.1). Shared through
 * Redis when the app runs as several processes, else kept in this process.
 */
export interface AttemptLimiter {
  /** Milliseconds until the key may try again, or 0 when it is below the limit. */
  retryAfterMs(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  retryAfterMs(key: string): Promise<number> {
    const entry = this.current(key);
    return Promise.resolve(entry && entry.count >= this.max ? entry.resetAt - Date.now() : 0);
  }

  recordFailure(key: string): Promise<void> {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else {
      // Keep the map from growing without bound under a spray of addresses.
      if (this.windows.size > 100_000) this.windows.clear();
      this.windows.set(key, { count: 1, resetAt: Date.now() + this.windowMs });
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }
}

export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly prefix: string,
  ) {}

  async retryAfterMs(key: string): Promise<number> {
    const [count, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return Number(count ?? 0) >= this.max ? Math.max(ttl, 1) : 0;
  }

  async recordFailure(key: string): Promise<void> {
    const name = this.prefix + key;
    const count = await this.redis.incr(name);
    if (count === 1) await this.redis.pexpire(name, this.windowMs);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
