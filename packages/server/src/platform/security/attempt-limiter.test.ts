import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';
import { has } from '../../test/capabilities';

const redisUrl = has('attempt limiter on Redis', 'redis') ? process.env.TEST_REDIS_URL : undefined;

describe('attempt limiter in memory', () => {
  it('allows the limit, then refuses with the time left in the window', async () => {
    const limiter = createAttemptLimiter({ name: 'test', points: 3, durationMs: 60_000 });
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await limiter.consume('key'));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states[3]!.retryAfterMs).toBeGreaterThan(59_000);
    expect(states[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('gives attempts back, blocks and deletes', async () => {
    const limiter = createAttemptLimiter({ name: 'test', points: 2, durationMs: 60_000 });
    await limiter.consume('key');
    await limiter.consume('key');
    await limiter.reward('key');
    expect((await limiter.consume('key')).allowed).toBe(true);
    await limiter.block('key', 5 * 60_000);
    const blocked = await limiter.consume('key');
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterMs).toBeGreaterThan(4 * 60_000);
    await limiter.delete('key');
    expect(await limiter.get('key')).toEqual({ allowed: true, consumed: 0, retryAfterMs: 0 });
  });

  it('keeps counting a key while many other keys come and go (no clear-all at 100,000)', async () => {
    const limiter = createAttemptLimiter({ name: 'test', points: 1, durationMs: 60_000 });
    await limiter.consume('victim');
    for (let i = 0; i < 100_050; i++) await limiter.consume(`spray-${i}`);
    expect((await limiter.consume('victim')).allowed).toBe(false);
  });
});

describe.skipIf(!redisUrl)('attempt limiter on Redis', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
  const name = `test-${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const keys = await redis.keys(`tonearm:${name}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const ttlOf = (key: string) => redis.pttl(`tonearm:${name}:${key}`);

  it('gives every key it writes an expiry, under parallel attempts and after block or reward', async () => {
    const limiter = createAttemptLimiter({ name, points: 5, durationMs: 60_000 }, redis);
    const states = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('burst')));
    expect(states.filter((s) => s.allowed)).toHaveLength(5);
    expect(await ttlOf('burst')).toBeGreaterThan(0);
    await limiter.reward('fresh');
    expect(await ttlOf('fresh')).toBeGreaterThan(0);
    await limiter.block('blocked', 120_000);
    expect(await ttlOf('blocked')).toBeGreaterThan(60_000);
    expect((await limiter.get('blocked')).allowed).toBe(false);
  });

  it('cannot leave a count without its expiry when the connection fails between the two', async () => {
    // The count and the expiry are one script: a client that fails every separate expiry
    // command (as a dropped connection after INCR would) changes nothing.
    const failingExpiry = new Proxy(redis, {
      get(target, property, receiver) {
        if (property === 'pexpire' || property === 'expire')
          return () => Promise.reject(new Error('connection lost'));
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    const limiter = createAttemptLimiter({ name, points: 5, durationMs: 60_000 }, failingExpiry);
    await limiter.consume('dropped').catch(() => undefined);
    const ttl = await ttlOf('dropped');
    // -2: nothing written; otherwise it must expire. -1 (no expiry) is the bug.
    expect(ttl === -2 || ttl > 0).toBe(true);
  });

  it('shares counts between instances of the app', async () => {
    const first = createAttemptLimiter({ name, points: 2, durationMs: 60_000 }, redis);
    const second = createAttemptLimiter({ name, points: 2, durationMs: 60_000 }, redis);
    await first.consume('shared');
    await second.consume('shared');
    expect((await first.consume('shared')).allowed).toBe(false);
  });
});
