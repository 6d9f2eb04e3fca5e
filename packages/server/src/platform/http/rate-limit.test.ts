import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { useWebApp } from '../../test/use-test-app';
import { useTestApp } from '../../test/use-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAMESPACE = 'tonearm-rate-limit:';

/**
 * A client address of its own per test (the app trusts X-Forwarded-For from its proxy), so
 * tests never share a budget, in memory or in Redis.
 */
function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function call(t: TestApp, url: string, ip: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
}

describe('rate limiting', () => {
  const t = useWebApp({ RATE_LIMIT_PER_MINUTE: '3' });

  it('answers the call after the limit with 429, Retry-After in whole seconds and a message', async () => {
    const ip = uniqueAddress();
    const allowed = [];
    for (let i = 0; i < 3; i++)
      allowed.push((await call(t, '/api/v1/bootstrap-data', ip)).statusCode);
    const limited = await call(t, '/api/v1/bootstrap-data', ip);
    expect(allowed).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    const retryAfter = limited.headers['retry-after'];
    expect(String(retryAfter)).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      message: `Too many requests. Please try again in ${Number(retryAfter)} seconds.`,
    });
  });

  it('counts every API prefix against the same budget', async () => {
    const ip = uniqueAddress();
    for (const url of ['/api/v1/bootstrap-data', '/auth/unknown', '/secure/unknown'])
      await call(t, url, ip);
    expect((await call(t, '/api/v1/bootstrap-data', ip)).statusCode).toBe(429);
  });

  it('keeps separate budgets for separate clients', async () => {
    const first = uniqueAddress();
    for (let i = 0; i < 4; i++) await call(t, '/api/v1/bootstrap-data', first);
    expect((await call(t, '/api/v1/bootstrap-data', uniqueAddress())).statusCode).toBe(200);
  });

  it('does not meter the health probe, with or without a query string', async () => {
    const ip = uniqueAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(t, `/api/v1/health?probe=${i}`, ip)).statusCode);
    for (let i = 0; i < 6; i++) statuses.push((await call(t, '/api/v1/health', ip)).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it('does not meter built files', async () => {
    const ip = uniqueAddress();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(t, '/assets/app.js', ip)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await call(t, '/api/v1/bootstrap-data', ip)).statusCode).toBe(200);
  });

  it('meters page renders, which look up the caller and build the bootstrap data', async () => {
    const ip = uniqueAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, '/artist/1', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limiting when the proxy is not trusted', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'false' });

  it('ignores X-Forwarded-For, so a client cannot pick a fresh address to dodge the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(t, '/api/v1/bootstrap-data', uniqueAddress())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limiting across instances through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  const addresses: string[] = [];
  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    first = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL });
    second = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL });
  });
  afterAll(async () => {
    if (addresses.length) await redis.del(...addresses.map((ip) => `${NAMESPACE}${ip}`));
    redis.disconnect();
    await first.close();
    await second.close();
  });

  it('shares one budget between two app instances', async () => {
    const ip = uniqueAddress();
    addresses.push(ip);
    const statuses = [
      (await call(first, '/api/v1/bootstrap-data', ip)).statusCode,
      (await call(second, '/api/v1/bootstrap-data', ip)).statusCode,
      (await call(first, '/api/v1/bootstrap-data', ip)).statusCode,
    ];
    const limited = await call(second, '/api/v1/bootstrap-data', ip);
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(String(limited.headers['retry-after'])).toMatch(/^\d+$/);
    expect(Number(await redis.get(`${NAMESPACE}${ip}`))).toBe(4);
  });
});
