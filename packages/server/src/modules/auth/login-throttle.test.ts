import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PASSWORD = 'correct horse battery';

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '5' });
  });
  afterAll(() => t.close());

  /** Each test calls from its own address, as injected requests may name one. */
  const from = (ip: string) => ({ remoteAddress: ip });

  it('answers 429 with Retry-After after 5 failures for one email, even with the right password', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 5; i++) {
      const response = await guestClient(t).request({
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password: 'wrong' },
        ...from(`10.0.0.${i + 1}`),
      });
      expect(response.statusCode).toBe(422);
    }
    const blocked = await guestClient(t).request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
      ...from('10.0.1.1'),
    });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('answers 429 after 5 failures from one address across emails, unknown ones included', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 5; i++) {
      const response = await guestClient(t).request({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `nobody-${i}@example.com`, password: 'wrong' },
        ...from('10.0.2.1'),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { email: [AUTH_MESSAGES.credentialsMismatch] },
      });
    }
    const blocked = await guestClient(t).request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
      ...from('10.0.2.1'),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const elsewhere = await guestClient(t).request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
      ...from('10.0.3.1'),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('forgets the email failures after a successful login', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 4; i++) {
      await guestClient(t).request({
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password: 'wrong' },
        ...from(`10.0.4.${i + 1}`),
      });
    }
    const ok = await guestClient(t).request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
      ...from('10.0.5.1'),
    });
    expect(ok.statusCode).toBe(200);
    const wrongAgain = await guestClient(t).request({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: 'wrong' },
      ...from('10.0.5.2'),
    });
    expect(wrongAgain.statusCode).toBe(422);
  });
});
