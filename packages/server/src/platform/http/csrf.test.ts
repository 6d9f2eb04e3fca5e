import { describe, expect, it } from 'vitest';
import { COOKIES, XSRF_HEADER } from '@tonearm/shared/constants';
import { ECHO_PATH, echoRoutes, type EchoBody } from '../../test/echo-routes';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { hmac, sha256 } from '../security/tokens';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('CSRF protection', () => {
  const t = useTestApp({}, echoRoutes);

  it('sets a readable XSRF-TOKEN cookie on a first GET', async () => {
    const response = await guestClient(t).get('/api/v1/health');
    const cookie = response.cookies.find((c) => c.name === COOKIES.xsrf);
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie!.httpOnly).toBeFalsy();
    expect(cookie!.path).toBe('/');
    expect(cookie!.sameSite).toBe('Lax');
  });

  it('does not hand out a new XSRF token while the current one is still valid', async () => {
    const client = guestClient(t);
    await client.get('/api/v1/health');
    const second = await client.get('/api/v1/health');
    expect(second.cookies.find((c) => c.name === COOKIES.xsrf)).toBeUndefined();
  });

  it.each(WRITES)(
    'refuses a cookie-authenticated %s without X-XSRF-TOKEN with 419',
    async (method) => {
      const client = await loginAs(t, await buildUser(t));
      const response = await client.request({ method, url: ECHO_PATH, payload: {}, csrf: false });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual({
        message: 'Page expired. Please refresh the page and try again.',
      });
    },
  );

  it('refuses a write whose X-XSRF-TOKEN differs from the issued one', async () => {
    const client = await loginAs(t, await buildUser(t));
    const issued = client.cookies[COOKIES.xsrf]!;
    const [nonce] = issued.split('.');
    const response = await client.post(
      ECHO_PATH,
      {},
      { headers: { [XSRF_HEADER]: `${nonce}.not-the-signature` } },
    );
    expect(response.statusCode).toBe(419);
  });

  it('refuses a forged token signed with another key', async () => {
    const client = await loginAs(t, await buildUser(t));
    // Signed over the right session binding, only not with the app key.
    const sessionId = sha256(client.cookies[COOKIES.session]!);
    const forged = `abc.${hmac('a key the attacker guessed', `${sessionId}.abc`)}`;
    const response = await client.post(
      ECHO_PATH,
      {},
      { headers: { [XSRF_HEADER]: forged }, cookies: { [COOKIES.xsrf]: forged } },
    );
    expect(response.statusCode).toBe(419);
  });

  it('refuses a token with no signature part', async () => {
    const client = guestClient(t);
    const response = await client.post(
      ECHO_PATH,
      {},
      { headers: { [XSRF_HEADER]: 'just-a-nonce' } },
    );
    expect(response.statusCode).toBe(419);
  });

  it.each(WRITES)('lets a cookie-authenticated %s with the right token through', async (method) => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.request({ method, url: ECHO_PATH, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>()).toMatchObject({ method, userId: user.id });
  });

  it('refuses a token issued for one session when sent with another session', async () => {
    const alice = await loginAs(t, await buildUser(t));
    const bob = await loginAs(t, await buildUser(t));
    const alicesToken = alice.cookies[COOKIES.xsrf]!;
    const response = await bob.post(
      ECHO_PATH,
      {},
      { headers: { [XSRF_HEADER]: alicesToken }, cookies: { [COOKIES.xsrf]: alicesToken } },
    );
    expect(response.statusCode).toBe(419);
  });

  it('refuses a valid token in the header that is not the one in the cookie', async () => {
    const client = await loginAs(t, await buildUser(t));
    const issued = client.cookies[COOKIES.xsrf]!;
    // Another token signed for this very session, as a second tab might hold.
    const sessionId = sha256(client.cookies[COOKIES.session]!);
    const secondToken = t.app.csrf.issue({ auth: { session: { id: sessionId } } } as never);
    expect(secondToken).not.toBe(issued);
    const mismatched = await client.post(
      ECHO_PATH,
      {},
      { headers: { [XSRF_HEADER]: secondToken } },
    );
    expect(mismatched.statusCode).toBe(419);
    const missingCookie = await client.request({
      method: 'POST',
      url: ECHO_PATH,
      headers: { [XSRF_HEADER]: issued },
      cookies: { [COOKIES.xsrf]: '' },
      csrf: false,
    });
    expect(missingCookie.statusCode).toBe(419);
  });

  it("refuses a guest's token once the request carries a session", async () => {
    const guestToken = (await guestClient(t).get('/api/v1/health')).cookies.find(
      (c) => c.name === COOKIES.xsrf,
    )!.value;
    const client = await loginAs(t, await buildUser(t));
    const response = await client.post(ECHO_PATH, {}, { headers: { [XSRF_HEADER]: guestToken } });
    expect(response.statusCode).toBe(419);
  });

  it('exempts writes authenticated with a Bearer access token', async () => {
    const user = await buildUser(t);
    const { plainTextToken } = await t.services.auth.createAccessToken(user.id, 'cli');
    const response = await t.app.inject({
      method: 'DELETE',
      url: ECHO_PATH,
      headers: { authorization: `Bearer ${plainTextToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<EchoBody>().userId).toBe(user.id);
    expect(response.cookies.find((c) => c.name === COOKIES.xsrf)).toBeUndefined();
  });

  it('never needs a token on GET', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await client.get(ECHO_PATH, { headers: { [XSRF_HEADER]: 'garbage' } });
    expect(response.statusCode).toBe(200);
  });

  it('protects guest writes too', async () => {
    const client = guestClient(t);
    const without = await client.post(ECHO_PATH, {}, { csrf: false });
    const withToken = await client.post(ECHO_PATH, {});
    expect(without.statusCode).toBe(419);
    expect(withToken.statusCode).toBe(200);
  });
});
