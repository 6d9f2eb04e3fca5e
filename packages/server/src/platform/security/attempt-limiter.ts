import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** What a limiter knows about one key. */
export interface AttemptState {
  /** False when this attempt went over the limit (or the key is blocked). */
  allowed: boolean;
  /** Points counted in the current window, this attempt included. */
  consumed: number;
  /** Milliseconds until the window (or the block) ends; 0 when the key holds nothing. */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in a fixed window (login throttling, code guesses, resends; ASVS
 * V2.2.1). Modules use this interface only; `rate-limiter-flexible` stays behind it.
 */
export interface AttemptLimiter {
  /** The limit this limiter enforces: `points` per window. */
  readonly points: number;
  /** Counts `points` attempts; resolves either way (never rejects for being over the limit). */
  consume(key: string, points?: number): Promise<AttemptState>;
  /** Gives back attempts counted earlier (an attempt that turned out fine). */
  reward(key: string, points?: number): Promise<void>;
  /** The current count, without counting anything. */
  get(key: string): Promise<AttemptState>;
  /** Refuses the key for `durationMs`, whatever its count. */
  block(key: string, durationMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface AttemptLimit {
  /** Names the counter; with Redis, keys are `tonearm:<name>:<key>`. */
  name: string;
  points: number;
  durationMs: number;
}

function seconds(ms: number): number {
  // Zero would mean "never expires" to the library: every key must expire.
  return Math.max(1, Math.ceil(ms / 1000));
}

class FlexibleAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly points: number,
  ) {}

  private state(result: RateLimiterRes | null, allowed?: boolean): AttemptState {
    if (!result) return { allowed: true, consumed: 0, retryAfterMs: 0 };
    return {
      allowed: allowed ?? result.consumedPoints <= this.points,
      consumed: result.consumedPoints,
      retryAfterMs: Math.max(0, result.msBeforeNext),
    };
  }

  async consume(key: string, points = 1): Promise<AttemptState> {
    try {
      return this.state(await this.limiter.consume(key, points), true);
    } catch (rejection) {
      // Over the limit the library rejects with its result; anything else is a store failure.
      if (rejection instanceof RateLimiterRes) return this.state(rejection, false);
      throw rejection;
    }
  }

  async reward(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  async get(key: string): Promise<AttemptState> {
    return this.state(await this.limiter.get(key));
  }

  async block(key: string, durationMs: number): Promise<void> {
    await this.limiter.block(key, seconds(durationMs));
  }

  async delete(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * On Redis (shared by every instance) the count and its expiry are set by one Lua script, so
 * no key is ever left without a TTL; a per-process memory limiter stands in while Redis is
 * unreachable. Without Redis, the memory limiter expires each key on its own.
 */
export function createAttemptLimiter(limit: AttemptLimit, redis?: Redis | null): AttemptLimiter {
  const options = {
    keyPrefix: `tonearm:${limit.name}`,
    points: limit.points,
    duration: seconds(limit.durationMs),
  };
  const memory = new RateLimiterMemory(options);
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
    : memory;
  return new FlexibleAttemptLimiter(limiter, limit.points);
}
