import { COOKIES } from '@tonearm/shared/constants';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/security/tokens';
import { ECHO_PATH, echoRoutes, type EchoBody } from '../../test/echo-routes';
import { buildUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

describe('Bearer access tokens', () => {
  const t = useTestApp({}, echoRoutes);

  const findToken = (id: number) =>
    t.database.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** A new user with an access token of theirs named "Laptop". */
  const userWithToken = async () => {
    const user = await buildUser(t);
    return { user, ...(await t.services.auth.createAccessToken(user.id, 'Laptop')) };
  };

  /** Sends a request to the echo route with the token as its only credential. */
  const sendWithToken = (token: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url: ECHO_PATH,
      headers: bearer(token),
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('hands out a plain token shaped "<id>|<secret>"', async () => {
    const { user, id, plainTextToken } = await userWithToken();
    expect(plainTextToken).toMatch(new RegExp(`^${id}\\|[\\w-]{40}$`));
    expect(await findToken(id)).toMatchObject({
      user_id: user.id,
      name: 'Laptop',
      last_used_at: null,
    });
  });

  it('stores only the sha256 hash of the secret', async () => {
    const { id, plainTextToken } = await userWithToken();
    const secret = plainTextToken.split('|')[1]!;
    const row = await findToken(id);
    expect(row.token).not.toBe(secret);
    expect(row.token).not.toContain(secret);
    expect(row.token).toBe(sha256(secret));
  });

  it('authenticates a request with Authorization: Bearer', async () => {
    const { user, plainTextToken } = await userWithToken();
    const response = await sendWithToken(plainTextToken);
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>().userId).toBe(user.id);
  });

  it('records when the token was last used', async () => {
    const { id, plainTextToken } = await userWithToken();
    const before = Date.now();
    await sendWithToken(plainTextToken);
    const { last_used_at } = await findToken(id);
    expect(last_used_at).not.toBeNull();
    expect(Date.parse(last_used_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('lets a Bearer write through without an XSRF token', async () => {
    const { user, plainTextToken } = await userWithToken();
    const response = await sendWithToken(plainTextToken, 'POST');
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>()).toMatchObject({ method: 'POST', userId: user.id });
  });

  it('answers a wrong token with 401', async () => {
    const { id } = await userWithToken();
    const response = await sendWithToken(`${id}|not-the-secret`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers a wrong token with 401 even when a valid session cookie comes along', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await client.get(ECHO_PATH, { headers: bearer('1|wrong') });
    expect(response.statusCode).toBe(401);
  });

  it('answers an expired token with 401', async () => {
    const { id, plainTextToken } = await userWithToken();
    await t.database.db
      .updateTable('personal_access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const response = await sendWithToken(plainTextToken);
    expect(response.statusCode).toBe(401);
  });

  it('authenticates as the token owner, not as the session in the cookie', async () => {
    const owner = await buildUser(t);
    const { plainTextToken } = await t.services.auth.createAccessToken(owner.id, 'Laptop');
    const someoneElse = await loginAs(t, await buildUser(t));
    const response = await someoneElse.get(ECHO_PATH, { headers: bearer(plainTextToken) });
    expect(response.json<EchoBody>().userId).toBe(owner.id);
    expect(response.cookies.find((c) => c.name === COOKIES.xsrf)).toBeUndefined();
  });

  it('refuses a secret presented under another token id', async () => {
    const user = await buildUser(t);
    const first = await t.services.auth.createAccessToken(user.id, 'first');
    const second = await t.services.auth.createAccessToken(user.id, 'second');
    const secretOfFirst = first.plainTextToken.split('|')[1]!;
    const response = await sendWithToken(`${second.id}|${secretOfFirst}`);
    expect(response.statusCode).toBe(401);
  });
});
