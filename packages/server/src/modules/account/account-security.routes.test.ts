import { COOKIES } from '@tonearm/shared/constants';
import type { UserSession } from '@tonearm/shared/account/account.schemas';
import { describe, expect, it } from 'vitest';
import type { UserWithTokens } from './account.service';
import { sha256 } from '../../platform/security/tokens';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestApp, type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { storedIds } from '../../test/stored-rows';

const PASSWORD = 'correct horse battery';

type ErrorBody = { message: string; errors: Record<string, string[]> };
type CreatedBody = {
  token: { id: number; name: string; last_used_at: string | null };
  plainTextToken: string;
};

const changePassword = (client: TestClient, payload: Record<string, unknown>) =>
  client.request({ method: 'PUT', url: '/auth/user/password', payload });

/** A session that confirmed its password, as the web app does before creating a token. */
async function confirmedClient(t: TestApp, user: Awaited<ReturnType<typeof buildUser>>) {
  const client = await loginAs(t, user);
  const response = await client.post('/auth/user/confirm-password', { password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return client;
}

async function isLoggedIn(client: TestClient): Promise<boolean> {
  return (await client.get('/api/v1/users/me')).statusCode === 200;
}

describe('password: PUT auth/user/password', () => {
  const t = useTestApp();

  it('changes the password, ends every other session and rotates the current one', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const other = await loginAs(t, user);
    const oldCookie = client.cookies[COOKIES.session]!;
    const response = await changePassword(client, {
      current_password: PASSWORD,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(response.statusCode).toBe(200);
    expect(client.cookies[COOKIES.session]).not.toBe(oldCookie);
    expect(await isLoggedIn(client)).toBe(true);
    expect(await isLoggedIn(other)).toBe(false);
    const rows = await storedIds(t, 'sessions', { user_id: user.id });
    expect(rows.map((r) => r.id)).toEqual([sha256(client.cookies[COOKIES.session]!)]);
    // The new password logs in, the old one does not.
    const fresh = guestClient(t);
    expect(
      (await fresh.post('/auth/login', { email: user.email, password: 'a brand new secret' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await guestClient(t).post('/auth/login', { email: user.email, password: PASSWORD }))
        .statusCode,
    ).toBe(422);
    // Writes keep working with the re-issued XSRF token.
    expect(
      (
        await client.request({
          method: 'PUT',
          url: '/api/v1/users/me',
          payload: { first_name: 'A' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const other = await loginAs(t, user);
    const response = await changePassword(client, {
      current_password: 'not it at all',
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({
      current_password: ['The password is incorrect.'],
    });
    expect(await isLoggedIn(other)).toBe(true);
  });

  it('requires all three fields, a matching confirmation and at least 8 characters', async () => {
    const client = await loginAs(t, await buildUser(t));
    const empty = await changePassword(client, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json<ErrorBody>().errors).sort()).toEqual([
      'current_password',
      'password',
      'password_confirmation',
    ]);
    const mismatch = await changePassword(client, {
      current_password: PASSWORD,
      password: 'a brand new secret',
      password_confirmation: 'something else',
    });
    expect(mismatch.json<ErrorBody>().errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    /** The field errors for a new password sent with a matching confirmation. */
    const passwordErrors = async (password: string) => {
      const response = await changePassword(client, {
        current_password: PASSWORD,
        password,
        password_confirmation: password,
      });
      return response.json<ErrorBody>().errors.password;
    };
    expect(await passwordErrors('short')).toEqual(['The password must be at least 8 characters.']);
    expect(await passwordErrors('password123')).toEqual([
      'This password is too common. Choose a less predictable one.',
    ]);
    expect(await passwordErrors('x'.repeat(1025))).toEqual([
      'The password may not be longer than 1024 characters.',
    ]);
  });

  it('asks a guest to log in', async () => {
    const response = await changePassword(guestClient(t), {
      current_password: PASSWORD,
      password: 'a brand new secret',
      password_confirmation: 'a brand new secret',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('sessions: user-sessions', () => {
  const t = useTestApp();

  it("lists the caller's sessions with device details and marks the current one", async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await t.services.auth.createSession(
      user.id,
      {
        ip: '81.2.69.142',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      false,
    );
    await loginAs(t, await buildUser(t)); // someone else's session is not listed
    const response = await client.get('/api/v1/user-sessions');
    expect(response.statusCode).toBe(200);
    const sessions = response.json<{ sessions: UserSession[] }>().sessions;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.is_current_device)!;
    expect(current).toMatchObject({ ip_address: '127.0.0.1', city: null, country: null });
    const phone = sessions.find((s) => !s.is_current_device)!;
    expect(phone).toMatchObject({
      device_type: 'mobile',
      platform: 'iOS',
      browser: 'Mobile Safari',
      city: 'St Albans',
      country: 'GB',
      ip_address: '81.2.69.142',
    });
    expect(Object.keys(phone).sort()).toEqual(
      [
        'browser',
        'city',
        'country',
        'device_type',
        'id',
        'ip_address',
        'is_current_device',
        'last_active',
        'platform',
        'token',
      ].sort(),
    );
    // Neither the cookie nor its hash (the row id) is ever shown.
    const hash = sha256(client.cookies[COOKIES.session]!);
    expect(response.body).not.toContain(hash);
    expect(response.body).not.toContain(client.cookies[COOKIES.session]!);
  });

  it('names each session by a `token` that is neither the cookie nor its stored hash', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const cookie = client.cookies[COOKIES.session]!;
    const response = await client.get('/api/v1/user-sessions');
    const [session] = response.json<{ sessions: UserSession[] }>().sessions;
    expect(session!.token).toMatch(/^[0-9a-f]{16,}$/);
    expect(session!.token).not.toBe(cookie);
    expect(sha256(cookie)).not.toContain(session!.token);
    expect(cookie).not.toContain(session!.token);
    // It names the session: the same one the admin pages end a session by.
    expect(session!.token).toBe(session!.id);
  });

  it('logs out the other sessions after checking the password', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const other = await loginAs(t, user);
    const wrong = await client.post('/api/v1/user-sessions/logout-other', {
      password: 'nope nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().errors).toEqual({ password: ['The password is incorrect.'] });
    expect(await isLoggedIn(other)).toBe(true);

    const missing = await client.post('/api/v1/user-sessions/logout-other', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors.password).toBeDefined();

    const right = await client.post('/api/v1/user-sessions/logout-other', { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(client)).toBe(true);
    const listed = (await client.get('/api/v1/user-sessions')).json<{ sessions: UserSession[] }>();
    expect(listed.sessions).toHaveLength(1);
    expect(listed.sessions[0]!.is_current_device).toBe(true);
  });

  it('asks a guest to log in', async () => {
    expect((await guestClient(t).get('/api/v1/user-sessions')).statusCode).toBe(401);
  });
});

describe('access tokens (developers panel)', () => {
  const t = useTestApp();

  it('creates a token once shown in plain text that authenticates the API as its owner', async () => {
    const user = await buildUser(t);
    const client = await confirmedClient(t, user);
    const response = await client.post('/api/v1/access-tokens', { tokenName: 'My script' });
    expect(response.statusCode).toBe(200);
    const { token, plainTextToken } = response.json<CreatedBody>();
    expect(token).toEqual({ id: token.id, name: 'My script', last_used_at: null });
    expect(token.id).toBeGreaterThan(0);
    expect(plainTextToken).toMatch(new RegExp(`^${token.id}\\|`));

    const viaApi = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me?with=tokens',
      headers: { authorization: `Bearer ${plainTextToken}` },
    });
    expect(viaApi.statusCode).toBe(200);
    const me = viaApi.json<{ user: UserWithTokens }>().user;
    expect(me.id).toBe(user.id);
    expect(me.tokens?.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: token.id, name: 'My script' },
    ]);
    expect(me.tokens?.[0]?.last_used_at).toBeTruthy();
    expect(viaApi.body).not.toContain(plainTextToken.split('|')[1]);
  });

  it('lists tokens only when asked with=tokens', async () => {
    const user = await buildUser(t);
    const client = await confirmedClient(t, user);
    await client.post('/api/v1/access-tokens', { tokenName: 'one' });
    expect(
      (await client.get('/api/v1/users/me')).json<{ user: UserWithTokens }>().user.tokens,
    ).toBeUndefined();
    expect(
      (await client.get('/api/v1/users/me?with=tokens')).json<{ user: UserWithTokens }>().user
        .tokens,
    ).toHaveLength(1);
  });

  it('requires a token name of at most 100 characters', async () => {
    const client = await loginAs(t, await buildUser(t));
    for (const payload of [{}, { tokenName: '   ' }, { tokenName: 'x'.repeat(101) }]) {
      const response = await client.post('/api/v1/access-tokens', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors.tokenName).toHaveLength(1);
    }
  });

  it('deletes an own token, after which it no longer authenticates', async () => {
    const user = await buildUser(t);
    const client = await confirmedClient(t, user);
    const { token, plainTextToken } = (
      await client.post('/api/v1/access-tokens', { tokenName: 'temp' })
    ).json<CreatedBody>();
    const response = await client.request({
      method: 'DELETE',
      url: `/api/v1/access-tokens/${token.id}`,
    });
    expect(response.statusCode).toBe(200);
    const viaApi = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${plainTextToken}` },
    });
    expect(viaApi.statusCode).toBe(401);
  });

  it("cannot delete someone else's token", async () => {
    const owner = await buildUser(t);
    const { id } = await t.services.auth.createAccessToken(owner.id, 'mine');
    const intruder = await loginAs(t, await buildUser(t));
    const response = await intruder.request({
      method: 'DELETE',
      url: `/api/v1/access-tokens/${id}`,
    });
    expect(response.statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('personal_access_tokens')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('asks for a recent password confirmation (423) and creates nothing without one', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.post('/api/v1/access-tokens', { tokenName: 'unconfirmed' });
    expect(response.statusCode).toBe(423);
    const rows = await storedIds(t, 'personal_access_tokens', { user_id: user.id });
    expect(rows).toEqual([]);
    await client.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(
      (await client.post('/api/v1/access-tokens', { tokenName: 'confirmed' })).statusCode,
    ).toBe(200);
  });

  it('needs api.access', async () => {
    const user = await buildUser(t, { roleNames: [] });
    const client = await loginAs(t, user);
    const response = await client.post('/api/v1/access-tokens', { tokenName: 'nope' });
    expect(response.statusCode).toBe(403);
  });

  it('refuses new tokens while the API is not integrated', async () => {
    await t.services.settings.update({ 'api.integrated': false });
    try {
      const client = await confirmedClient(t, await buildUser(t));
      const response = await client.post('/api/v1/access-tokens', { tokenName: 'x' });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toBe('The API is not enabled on this site.');
    } finally {
      await t.services.settings.update({ 'api.integrated': true });
    }
  });
});
