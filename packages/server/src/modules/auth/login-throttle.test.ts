import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'correct horse battery';
const SLOWDOWN_MS = 400;

describe('login throttling', () => {
  const t = useTestApp({
    LOGIN_MAX_FAILURES_PER_IP: '20',
    LOGIN_SLOWDOWN_AFTER_FAILURES: '8',
    LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
  });

  /** Each test calls from addresses of its own, as injected requests may name one. */
  const login = (email: string, password: string, ip: string) =>
    guestClient(t).request({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('refuses an email from one address after 5 failures there, with Retry-After', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'wrong', '10.1.0.1')).statusCode).toBe(422);
    const blocked = await login(user.email, PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('does not lock the owner out of other addresses, nor other emails out of that address', async () => {
    const victim = await buildUser(t);
    const neighbour = await buildUser(t);
    for (let i = 0; i < 5; i++)
      expect((await login(victim.email, 'wrong', '10.2.0.1')).statusCode).toBe(422);
    expect((await login(victim.email, PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    // The owner from home, and a colleague behind the same office address, still get in.
    expect((await login(victim.email, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    expect((await login(neighbour.email, PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('refuses an address that sprays many emails (credential stuffing) beyond its ceiling', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 20; i++) {
      const response = await login(`nobody-${i}@example.com`, 'wrong', '10.3.0.1');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { email: [AUTH_MESSAGES.credentialsMismatch] },
      });
    }
    const blocked = await login(user.email, PASSWORD, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login(user.email, PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('slows an account guessed from many addresses down but never refuses its owner', async () => {
    const user = await buildUser(t);
    // 4 failures from each of 4 addresses: under every per-address limit, 16 for the account.
    for (let ip = 1; ip <= 4; ip++) {
      for (let i = 0; i < 4; i++)
        expect((await login(user.email, 'wrong', `10.4.0.${ip}`)).statusCode).toBe(422);
    }
    const started = Date.now();
    const owner = await login(user.email, PASSWORD, '10.4.1.1');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS - 20);
    // An account under its limit is not slowed.
    const fresh = await buildUser(t);
    const quick = Date.now();
    expect((await login(fresh.email, PASSWORD, '10.4.1.2')).statusCode).toBe(200);
    expect(Date.now() - quick).toBeLessThan(SLOWDOWN_MS);
  });

  it('forgets an address’s failures for an email after a successful login', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 4; i++) await login(user.email, 'wrong', '10.5.0.1');
    expect((await login(user.email, PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'wrong', '10.5.0.1')).statusCode).toBe(422);
  });

  it('counts parallel failures before checking them, so a burst cannot exceed the limit', async () => {
    const user = await buildUser(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(user.email, 'wrong', '10.6.0.1')),
    );
    const checked = answers.filter((response) => response.statusCode === 422);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
  });
});
