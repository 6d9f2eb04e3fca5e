import { performance } from 'node:perf_hooks';
import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES, XSRF_HEADER } from '@tonearm/shared/constants';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/security/tokens';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestApp, type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'correct horse battery';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
const CREDENTIALS_MISMATCH = {
  message: AUTH_MESSAGES.credentialsMismatch,
  errors: { email: [AUTH_MESSAGES.credentialsMismatch] },
};

type LoginBody = { status: 'success'; bootstrapData: BootstrapData };

function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === COOKIES.session);
}

async function currentUserId(client: TestClient): Promise<number | null> {
  const response = await client.get('/api/v1/bootstrap-data');
  return response.json<{ bootstrapData: BootstrapData }>().bootstrapData.user?.id ?? null;
}

/** A separate client that presents only the given session cookie, like a replayed one. */
function replaying(t: TestApp, sessionToken: string): TestClient {
  const client = guestClient(t);
  client.cookies[COOKIES.session] = sessionToken;
  return client;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('POST /auth/login', () => {
  const t = useTestApp();

  const sessionsOf = (userId: number) =>
    t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

  it('logs a user in and answers with status success and their bootstrap data', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginBody>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.bootstrapData.i18n.language).toBe('en');
  });

  it('stores a session row and authenticates later calls with the new cookie', async () => {
    const user = await buildUser(t);
    const client = guestClient(t);
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    await client.post(
      '/auth/login',
      { email: user.email, password: PASSWORD },
      { headers: { 'user-agent': iPhone } },
    );
    const [row, ...others] = await sessionsOf(user.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: sha256(client.cookies[COOKIES.session]!),
      device_type: 'mobile',
      platform: 'iOS',
      remember: 1,
    });
    expect(await currentUserId(client)).toBe(user.id);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site that lasts 30 days', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: THIRTY_DAYS_SECONDS,
    });
    expect(cookie!.secure).toBeFalsy();
    expect(String(response.headers['set-cookie'])).toMatch(
      /tonearm_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });

  it('keeps the user signed in for a month by default', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(sessionCookie(response)!.maxAge).toBe(THIRTY_DAYS_SECONDS);
  });

  it('gives a browser-session cookie and a short session when remember is false', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
      remember: false,
    });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response)!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    const [row] = await sessionsOf(user.id);
    expect(row!.remember).toBe(0);
    expect(Date.parse(row!.expires_at) - Date.now()).toBeLessThanOrEqual(12 * 3_600_000);
  });

  it('matches the email whatever its letter case', async () => {
    const user = await buildUser(t, { email: 'mixed.case@example.com' });
    const response = await guestClient(t).post('/auth/login', {
      email: 'Mixed.Case@EXAMPLE.com',
      password: PASSWORD,
    });
    expect(response.json<LoginBody>().bootstrapData.user?.id).toBe(user.id);
  });

  it('refuses a wrong password with 422 on the email field and starts no session', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: 'wrong password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(CREDENTIALS_MISMATCH);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await guestClient(t).post('/auth/login', {
      email: 'nobody-here@example.com',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(CREDENTIALS_MISMATCH);
  });

  it('answers an account without a password (social login only) like a wrong password', async () => {
    const user = await t.services.users.create({
      email: 'social-only@example.com',
      password: null,
    });
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(CREDENTIALS_MISMATCH);
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const user = await buildUser(t);
    const client = guestClient(t);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await client.post('/auth/login', { email, password: 'wrong password' });
      expect(response.statusCode).toBe(422);
      return performance.now() - started;
    };
    // The first unknown email also builds the throwaway hash; measure after it.
    await timed('warm-up@example.com');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await timed(`missing-${i}@example.com`));
      wrong.push(await timed(user.email));
    }
    // Without the throwaway verification an unknown email answers several times faster.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  async function suspendedUser() {
    const user = await buildUser(t);
    await t.database.db
      .updateTable('users')
      .set({ banned_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  it('refuses a suspended user with a clear message once the password is right', async () => {
    const user = await suspendedUser();
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: AUTH_MESSAGES.suspended,
      errors: { email: [AUTH_MESSAGES.suspended] },
    });
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('does not reveal a suspension to someone without the password', async () => {
    const user = await suspendedUser();
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: 'guess',
    });
    expect(response.json()).toEqual(CREDENTIALS_MISMATCH);
  });

  it('answers missing fields with 422 per field', async () => {
    const response = await guestClient(t).post('/auth/login', {});
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      email: [AUTH_MESSAGES.required],
      password: [AUTH_MESSAGES.required],
    });
  });

  it('answers an empty body with 422, not 500', async () => {
    const response = await guestClient(t).request({ method: 'POST', url: '/auth/login' });
    expect(response.statusCode).toBe(422);
  });

  it('refuses a login without the XSRF token with 419', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post(
      '/auth/login',
      { email: user.email, password: PASSWORD },
      { csrf: false },
    );
    expect(response.statusCode).toBe(419);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('ends the previous session of the client, so its old token stops working', async () => {
    const first = await buildUser(t);
    const second = await buildUser(t);
    const client = await loginAs(t, first);
    const oldToken = client.cookies[COOKIES.session]!;

    const response = await client.post('/auth/login', { email: second.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(client.cookies[COOKIES.session]).not.toBe(oldToken);
    expect(await sessionsOf(first.id)).toEqual([]);
    expect(await currentUserId(replaying(t, oldToken))).toBeNull();
    expect(await currentUserId(client)).toBe(second.id);
  });

  it('gives a new session id even when the same user logs in again', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const oldToken = client.cookies[COOKIES.session]!;
    await client.post('/auth/login', { email: user.email, password: PASSWORD });
    const rows = await sessionsOf(user.id);
    expect(rows.map((row) => row.id)).toEqual([sha256(client.cookies[COOKIES.session]!)]);
    expect(rows[0]!.id).not.toBe(sha256(oldToken));
  });

  it('refuses the XSRF token from before login and accepts the one it hands out', async () => {
    const user = await buildUser(t);
    const client = guestClient(t);
    await client.get('/api/v1/health');
    const guestToken = client.cookies[COOKIES.xsrf]!;

    const login = await client.post('/auth/login', { email: user.email, password: PASSWORD });
    const rotated = login.cookies.find((cookie) => cookie.name === COOKIES.xsrf);
    expect(rotated?.value).toBeDefined();
    expect(rotated!.value).not.toBe(guestToken);

    const stale = await client.post('/auth/logout', {}, { headers: { [XSRF_HEADER]: guestToken } });
    expect(stale.statusCode).toBe(419);
    const fresh = await client.post('/auth/logout', {});
    expect(fresh.statusCode).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  const t = useTestApp();

  it("ends the current session row and answers with a guest's bootstrap data", async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const sessionId = sha256(client.cookies[COOKIES.session]!);
    const response = await client.post('/auth/logout', {});
    expect(response.statusCode).toBe(200);
    const body = response.json<{ bootstrapData: BootstrapData }>();
    expect(Object.keys(body)).toEqual(['bootstrapData']);
    expect(body.bootstrapData.user).toBeNull();
    expect(body.bootstrapData.guest_role?.name).toBe('guests');
    const row = await t.database.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('clears the session cookie', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await client.post('/auth/logout', {});
    const cleared = sessionCookie(response)!;
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/');
    expect(cleared.httpOnly).toBe(true);
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('leaves the old session cookie worthless even if it is replayed', async () => {
    const client = await loginAs(t, await buildUser(t));
    const token = client.cookies[COOKIES.session]!;
    await client.post('/auth/logout', {});
    expect(await currentUserId(replaying(t, token))).toBeNull();
  });

  it("rotates the XSRF token so the session's token no longer works", async () => {
    const client = await loginAs(t, await buildUser(t));
    const sessionToken = client.cookies[COOKIES.xsrf]!;
    const response = await client.post('/auth/logout', {});
    const rotated = response.cookies.find((cookie) => cookie.name === COOKIES.xsrf)!;
    expect(rotated.value).not.toBe(sessionToken);
    expect(
      (await client.post('/auth/logout', {}, { headers: { [XSRF_HEADER]: sessionToken } }))
        .statusCode,
    ).toBe(419);
    expect((await client.post('/auth/logout', {})).statusCode).toBe(200);
  });

  it("answers a guest with 200 and a guest's bootstrap data", async () => {
    const response = await guestClient(t).post('/auth/logout', {});
    expect(response.statusCode).toBe(200);
    expect(response.json<{ bootstrapData: BootstrapData }>().bootstrapData.user).toBeNull();
  });

  it('refuses a logout without the XSRF token with 419 and keeps the session', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.post('/auth/logout', {}, { csrf: false });
    expect(response.statusCode).toBe(419);
    expect(await currentUserId(client)).toBe(user.id);
  });

  it('only ends the session it was called with', async () => {
    const user = await buildUser(t);
    const laptop = await loginAs(t, user);
    const phone = await loginAs(t, user);
    await laptop.post('/auth/logout', {});
    expect(await currentUserId(phone)).toBe(user.id);
  });
});

describe('POST /auth/login behind https', () => {
  const t = useTestApp({ APP_URL: 'https://music.example.com' });

  it('marks the session cookie Secure', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });
});
