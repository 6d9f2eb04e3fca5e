import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import {
  SOCIAL_AUTH_MESSAGES,
  type SocialAuthMessage,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOAuthProvider, type FakeAccount } from '../../test/fake-oauth-provider';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { SOCIAL_COOKIES } from './social-auth.routes';
import { storedIds } from '../../test/stored-rows';

const PASSWORD = 'correct horse battery';
let counter = 0;

function account(overrides: Partial<FakeAccount> = {}): FakeAccount {
  counter += 1;
  return {
    id: `fb-${Date.now()}-${counter}`,
    name: `Social Listener ${counter}`,
    email: `social-${Date.now()}-${counter}@example.com`,
    picture: `https://cdn.example.com/avatar-${counter}.png`,
    ...overrides,
  };
}

/** The result the popup page posts to its opener. */
function popupMessage(response: LightMyRequestResponse): SocialAuthMessage {
  const match = /<script type="application\/json" id="social-auth-result">(.*?)<\/script>/s.exec(
    response.body,
  );
  if (!match) throw new Error(`No popup result in: ${response.body.slice(0, 200)}`);
  return JSON.parse(match[1]!) as SocialAuthMessage;
}

async function currentUserId(client: TestClient): Promise<number | null> {
  const response = await client.get('/api/v1/bootstrap-data');
  return response.json<{ bootstrapData: BootstrapData }>().bootstrapData.user?.id ?? null;
}

describe('social login', () => {
  const provider = new FakeOAuthProvider();
  beforeAll(() => provider.start());
  afterAll(() => provider.stop());
  // The fake provider listens on 127.0.0.1 over http: only the test allowance reaches it.
  const t = useTestApp({
    APP_URL: 'http://tonearm.test',
    TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: 'true',
  });
  beforeAll(async () => {
    await t.services.settings.update(provider.settings('facebook'));
  });

  const profilesIn = (serviceId: string) =>
    t.database.db
      .selectFrom('social_profiles')
      .selectAll()
      .where('user_service_id', '=', serviceId)
      .execute();

  /** Opens the popup, approves at the provider and follows the redirect back. */
  async function viaPopup(
    client: TestClient,
    who: FakeAccount,
    flow: 'login' | 'connect' = 'login',
  ): Promise<{ response: LightMyRequestResponse; message: SocialAuthMessage }> {
    const start = await client.get(`/secure/auth/social/facebook/${flow}`);
    expect(start.statusCode).toBe(302);
    const { code, state, redirectUri } = provider.approve(start.headers.location!, who);
    expect(redirectUri).toBe('http://tonearm.test/secure/auth/social/facebook/callback');
    const response = await client.get(
      `/secure/auth/social/facebook/callback?code=${code}&state=${state}`,
    );
    return { response, message: popupMessage(response) };
  }

  it('sends the popup to the provider with state, PKCE and a signed short-lived state cookie', async () => {
    const response = await guestClient(t).get('/secure/auth/social/facebook/login');
    expect(response.statusCode).toBe(302);
    const target = new URL(response.headers.location!);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.url}/authorize`);
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('scope')).toBe('email public_profile');
    const cookie = response.cookies.find((c) => c.name === SOCIAL_COOKIES.state)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/secure/auth/social' });
    expect(cookie.maxAge).toBe(600);
    // The verifier travels sealed, never in the URL.
    expect(response.headers.location).not.toContain('code_verifier');
  });

  it('creates a verified user from a new profile, logs them in and posts SUCCESS', async () => {
    const client = guestClient(t);
    const who = account();
    const { response, message } = await viaPopup(client, who);
    expect(response.statusCode).toBe(200);
    expect(message.type).toBe('social-auth');
    expect(message.status).toBe('SUCCESS');
    expect(provider.lastTokenAuth).toBe('post');
    const user = message.callbackData.bootstrapData!.user!;
    expect(user).toMatchObject({
      email: who.email,
      name: who.name,
      image: who.picture,
      social_profiles: [{ service_name: 'facebook', username: who.name }],
    });
    expect(user.email_verified_at).not.toBeNull();
    expect(await currentUserId(client)).toBe(user.id);
    // The state is single-use.
    expect(response.cookies.find((c) => c.name === SOCIAL_COOKIES.state)?.value).toBe('');
  });

  it('renders a CSP-safe popup page: the one inline script carries the response nonce', async () => {
    const { response } = await viaPopup(guestClient(t), account());
    const csp = String(response.headers['content-security-policy']);
    const nonce = /<script nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(response.body).toContain('window.opener.postMessage(data, window.location.origin)');
    expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('logs a returning profile into the same user and rotates the session', async () => {
    const who = account();
    const first = await viaPopup(guestClient(t), who);
    const userId = first.message.callbackData.bootstrapData!.user!.id;
    const client = guestClient(t);
    const { response, message } = await viaPopup(client, who);
    expect(message.status).toBe('SUCCESS');
    expect(message.callbackData.bootstrapData!.user!.id).toBe(userId);
    expect(response.cookies.find((c) => c.name === COOKIES.session)?.value).toBeTruthy();
    const users = await storedIds(t, 'users', { email: who.email!.toLowerCase() });
    expect(users).toHaveLength(1);
  });

  it('does not let a provider stand in for two-factor authentication', async () => {
    const who = account();
    const first = await viaPopup(guestClient(t), who);
    const userId = first.message.callbackData.bootstrapData!.user!.id;
    await t.database.db
      .updateTable('users')
      .set({ two_factor_confirmed_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    const { response, message } = await viaPopup(guestClient(t), who);
    expect(message.status).toBe('ERROR');
    expect(message.callbackData.errorMessage).toBe(SOCIAL_AUTH_MESSAGES.twoFactor);
    expect(response.cookies.find((c) => c.name === COOKIES.session)?.value).toBeFalsy();
  });

  it('answers ERROR and logs nobody in when the state does not match', async () => {
    const client = guestClient(t);
    const who = account();
    const start = await client.get('/secure/auth/social/facebook/login');
    const { code } = provider.approve(start.headers.location!, who);
    const response = await client.get(
      `/secure/auth/social/facebook/callback?code=${code}&state=forged-state`,
    );
    const message = popupMessage(response);
    expect(message.status).toBe('ERROR');
    expect(message.callbackData.errorMessage).toBe(SOCIAL_AUTH_MESSAGES.generic);
    expect(response.cookies.find((c) => c.name === COOKIES.session)).toBeUndefined();
    expect(await currentUserId(client)).toBeNull();
    expect(await profilesIn(who.id)).toEqual([]);
  });

  it('answers ERROR when the callback arrives without the state cookie of its start', async () => {
    const starter = guestClient(t);
    const who = account();
    const start = await starter.get('/secure/auth/social/facebook/login');
    const { code, state } = provider.approve(start.headers.location!, who);
    // Another browser replays the provider's answer.
    const response = await guestClient(t).get(
      `/secure/auth/social/facebook/callback?code=${code}&state=${state}`,
    );
    expect(popupMessage(response)).toMatchObject({
      status: 'ERROR',
      callbackData: { errorMessage: SOCIAL_AUTH_MESSAGES.expired },
    });
    expect(await profilesIn(who.id)).toEqual([]);
  });

  it('refuses a tampered state cookie', async () => {
    const client = guestClient(t);
    const who = account();
    const start = await client.get('/secure/auth/social/facebook/login');
    const { code, state } = provider.approve(start.headers.location!, who);
    const [body] = client.cookies[SOCIAL_COOKIES.state]!.split('.');
    client.cookies[SOCIAL_COOKIES.state] = `${body}.forged-signature`;
    const response = await client.get(
      `/secure/auth/social/facebook/callback?code=${code}&state=${state}`,
    );
    expect(popupMessage(response).status).toBe('ERROR');
    expect(await profilesIn(who.id)).toEqual([]);
  });

  it('answers ERROR with 404 for a disabled or unknown provider', async () => {
    const login = await guestClient(t).get('/secure/auth/social/google/login');
    expect(login.statusCode).toBe(404);
    expect(popupMessage(login)).toMatchObject({
      status: 'ERROR',
      callbackData: { errorMessage: SOCIAL_AUTH_MESSAGES.disabled },
    });
    const callback = await guestClient(t).get(
      '/secure/auth/social/twitter/callback?code=x&state=y',
    );
    expect(callback.statusCode).toBe(404);
    expect(popupMessage(callback).status).toBe('ERROR');
    const unknown = await guestClient(t).get('/secure/auth/social/myspace/login');
    expect(unknown.statusCode).toBe(404);
    expect(popupMessage(unknown).status).toBe('ERROR');
  });

  it('answers ERROR when the provider shares no email address', async () => {
    const { message } = await viaPopup(guestClient(t), account({ email: undefined }));
    expect(message).toMatchObject({
      status: 'ERROR',
      callbackData: {
        errorMessage: SOCIAL_AUTH_MESSAGES.noEmail.replace(':service', 'Facebook'),
      },
    });
  });

  it('logs in with X, whose token endpoint takes HTTP Basic client credentials', async () => {
    await t.services.settings.update(provider.settings('twitter'));
    const client = guestClient(t);
    const who = account({ name: 'Bird Watcher' });
    const start = await client.get('/secure/auth/social/twitter/login');
    expect(start.headers.location).toContain('scope=users.read+tweet.read+users.email');
    const { code, state } = provider.approve(start.headers.location!, who);
    const response = await client.get(
      `/secure/auth/social/twitter/callback?code=${code}&state=${state}`,
    );
    const message = popupMessage(response);
    expect(message.status).toBe('SUCCESS');
    expect(provider.lastTokenAuth).toBe('basic');
    expect(message.callbackData.bootstrapData!.user).toMatchObject({
      email: who.email,
      social_profiles: [{ service_name: 'twitter', username: 'bird_watcher' }],
    });
  });

  describe('an account with the same email exists', () => {
    it('asks for the password, then links and logs in with the right one', async () => {
      const existing = await buildUser(t);
      const who = account({ email: existing.email });
      const client = guestClient(t);
      const { response, message } = await viaPopup(client, who);
      expect(message).toEqual({
        type: 'social-auth',
        status: 'REQUEST_PASSWORD',
        callbackData: {},
      });
      expect(response.cookies.find((c) => c.name === COOKIES.session)).toBeUndefined();
      const pending = response.cookies.find((c) => c.name === SOCIAL_COOKIES.pending)!;
      expect(pending).toMatchObject({ httpOnly: true, path: '/secure/auth/social' });
      expect(await profilesIn(who.id)).toEqual([]);

      const wrong = await client.post('/secure/auth/social/connect', { password: 'not it' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({
        message: AUTH_MESSAGES.credentialsMismatch,
        errors: { password: [AUTH_MESSAGES.credentialsMismatch] },
      });
      expect(await currentUserId(client)).toBeNull();
      expect(await profilesIn(who.id)).toEqual([]);

      const right = await client.post('/secure/auth/social/connect', { password: PASSWORD });
      expect(right.statusCode).toBe(200);
      const body = right.json<{ bootstrapData: BootstrapData }>();
      expect(body.bootstrapData.user).toMatchObject({
        id: existing.id,
        social_profiles: [{ service_name: 'facebook', username: who.name }],
      });
      expect(await currentUserId(client)).toBe(existing.id);
      expect(await profilesIn(who.id)).toMatchObject([{ user_id: existing.id }]);

      // The pending profile is used up; the next login with it goes straight in.
      const again = await client.post('/secure/auth/social/connect', { password: PASSWORD });
      expect(again.statusCode).toBe(422);
      const next = await viaPopup(guestClient(t), who);
      expect(next.message.status).toBe('SUCCESS');
      expect(next.message.callbackData.bootstrapData!.user!.id).toBe(existing.id);
    });

    it('drops the pending link after five wrong passwords', async () => {
      const existing = await buildUser(t);
      const who = account({ email: existing.email });
      const client = guestClient(t);
      expect((await viaPopup(client, who)).message.status).toBe('REQUEST_PASSWORD');
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await client.post('/secure/auth/social/connect', {
          password: `guess ${attempt}`,
        });
        expect(wrong.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
          AUTH_MESSAGES.credentialsMismatch,
        ]);
      }
      const right = await client.post('/secure/auth/social/connect', { password: PASSWORD });
      expect(right.statusCode).toBe(422);
      expect(right.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
        SOCIAL_AUTH_MESSAGES.expired,
      ]);
      expect(await currentUserId(client)).toBeNull();
      expect(await profilesIn(who.id)).toEqual([]);
    });

    it('refuses to connect without a pending profile or with bad input', async () => {
      const client = guestClient(t);
      const none = await client.post('/secure/auth/social/connect', { password: PASSWORD });
      expect(none.statusCode).toBe(422);
      expect(none.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
        SOCIAL_AUTH_MESSAGES.expired,
      ]);
      const empty = await client.post('/secure/auth/social/connect', {});
      expect(empty.statusCode).toBe(422);
      expect(empty.json<{ errors: Record<string, string[]> }>().errors.password).toEqual([
        AUTH_MESSAGES.required,
      ]);
      const forged = guestClient(t);
      forged.cookies[SOCIAL_COOKIES.pending] = 'made-up-token';
      expect(
        (await forged.post('/secure/auth/social/connect', { password: PASSWORD })).statusCode,
      ).toBe(422);
    });

    it('needs the XSRF token like every write', async () => {
      const response = await guestClient(t).post(
        '/secure/auth/social/connect',
        { password: PASSWORD },
        { csrf: false },
      );
      expect(response.statusCode).toBe(419);
    });
  });

  describe('connecting from account settings', () => {
    it('links the profile to the logged-in user and posts ALREADY_LOGGED_IN', async () => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      const who = account();
      const { message } = await viaPopup(client, who, 'connect');
      expect(message.status).toBe('ALREADY_LOGGED_IN');
      expect(message.callbackData.bootstrapData!.user).toMatchObject({
        id: user.id,
        social_profiles: [{ service_name: 'facebook', username: who.name }],
      });
      expect(await profilesIn(who.id)).toMatchObject([{ user_id: user.id }]);
      expect(await currentUserId(client)).toBe(user.id);
    });

    it('refuses a guest and a profile that belongs to someone else', async () => {
      const guest = await guestClient(t).get('/secure/auth/social/facebook/connect');
      expect(guest.statusCode).toBe(401);
      expect(popupMessage(guest).status).toBe('ERROR');

      const owner = await buildUser(t);
      const who = account();
      await viaPopup(await loginAs(t, owner), who, 'connect');
      const other = await buildUser(t);
      const { message } = await viaPopup(await loginAs(t, other), who, 'connect');
      expect(message).toMatchObject({
        status: 'ERROR',
        callbackData: {
          errorMessage: SOCIAL_AUTH_MESSAGES.takenByOther.replace(':service', 'Facebook'),
        },
      });
      expect(await profilesIn(who.id)).toMatchObject([{ user_id: owner.id }]);
    });
  });

  describe('POST secure/auth/social/{service}/disconnect', () => {
    it('removes only the caller’s own link', async () => {
      const alice = await buildUser(t);
      const bob = await buildUser(t);
      const aliceAccount = account();
      const bobAccount = account();
      const aliceClient = await loginAs(t, alice);
      const bobClient = await loginAs(t, bob);
      await viaPopup(aliceClient, aliceAccount, 'connect');
      await viaPopup(bobClient, bobAccount, 'connect');

      const response = await aliceClient.post('/secure/auth/social/facebook/disconnect');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ social_profiles: [] });
      expect(await profilesIn(aliceAccount.id)).toEqual([]);
      expect(await profilesIn(bobAccount.id)).toMatchObject([{ user_id: bob.id }]);

      const twice = await aliceClient.post('/secure/auth/social/facebook/disconnect');
      expect(twice.statusCode).toBe(422);
      expect(twice.json<{ errors: Record<string, string[]> }>().errors.service).toEqual([
        SOCIAL_AUTH_MESSAGES.notConnected.replace(':service', 'Facebook'),
      ]);
    });

    it('keeps the only sign-in method of an account without a password', async () => {
      const client = guestClient(t);
      const who = account();
      const { message } = await viaPopup(client, who);
      expect(message.status).toBe('SUCCESS');
      const response = await client.post('/secure/auth/social/facebook/disconnect');
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors.service).toEqual([
        SOCIAL_AUTH_MESSAGES.lastMethod,
      ]);
      expect(await profilesIn(who.id)).toHaveLength(1);
    });

    it('needs a logged-in user and a known provider', async () => {
      expect(
        (await guestClient(t).post('/secure/auth/social/facebook/disconnect')).statusCode,
      ).toBe(401);
      const client = await loginAs(t, await buildUser(t));
      expect((await client.post('/secure/auth/social/myspace/disconnect')).statusCode).toBe(404);
    });
  });
});
