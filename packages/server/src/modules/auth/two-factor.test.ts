import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { storedIds } from '../../test/stored-rows';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'correct horse battery';
const PASSWORD_REQUIRED = { message: 'Password confirmation required.' };

/** A TOTP code for a time step `offset` steps from now (30 s each). */
function codeAt(secret: string, offset = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

async function confirmPassword(client: TestClient) {
  const response = await client.post('/auth/user/confirm-password', { password: PASSWORD });
  expect(response.statusCode).toBe(200);
}

/** Turns two-factor on through the API, as the account settings page does. */
async function enableTwoFactor(client: TestClient) {
  await confirmPassword(client);
  expect((await client.post('/auth/user/two-factor-authentication')).statusCode).toBe(200);
  const qr = await client.get('/auth/user/two-factor/qr-code');
  const { secret } = qr.json<{ secret: string }>();
  const confirmed = await client.post('/auth/user/confirmed-two-factor-authentication', {
    code: await codeAt(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

describe('password confirmation', () => {
  const t = useTestApp();

  it('reports unconfirmed, then confirmed after the right password', async () => {
    const client = await loginAs(t, await buildUser(t));
    const before = await client.get('/auth/user/confirmed-password-status?seconds=9000');
    expect(before.json()).toEqual({ confirmed: false });
    const confirm = await client.post('/auth/user/confirm-password', { password: PASSWORD });
    expect(confirm.json()).toEqual({ confirmed: true });
    expect((await client.get('/auth/user/confirmed-password-status')).json()).toEqual({
      confirmed: true,
    });
    // A zero-second window has always passed.
    expect((await client.get('/auth/user/confirmed-password-status?seconds=0')).json()).toEqual({
      confirmed: false,
    });
  });

  it('refuses a wrong or missing password with 422 on password', async () => {
    const client = await loginAs(t, await buildUser(t));
    const wrong = await client.post('/auth/user/confirm-password', { password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { password: [AUTH_MESSAGES.wrongPassword] } });
    const missing = await client.post('/auth/user/confirm-password', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { password: [AUTH_MESSAGES.required] } });
  });

  it('keeps the confirmation to the session that gave it', async () => {
    const user = await buildUser(t);
    const first = await loginAs(t, user);
    const second = await loginAs(t, user);
    await confirmPassword(first);
    expect((await second.get('/auth/user/confirmed-password-status')).json()).toEqual({
      confirmed: false,
    });
  });

  it('is for logged-in users only', async () => {
    expect((await guestClient(t).get('/auth/user/confirmed-password-status')).statusCode).toBe(401);
    expect(
      (await guestClient(t).post('/auth/user/confirm-password', { password: 'x' })).statusCode,
    ).toBe(401);
  });
});

describe('two-factor setup', () => {
  const t = useTestApp();

  it('answers 423 to every sensitive call without a fresh password confirmation', async () => {
    const client = await loginAs(t, await buildUser(t));
    const calls = [
      client.post('/auth/user/two-factor-authentication'),
      client.request({ method: 'DELETE', url: '/auth/user/two-factor-authentication' }),
      client.get('/auth/user/two-factor/qr-code'),
      client.post('/auth/user/confirmed-two-factor-authentication', { code: '123456' }),
      client.post('/auth/user/two-factor-recovery-codes'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(423);
      expect(response.json()).toMatchObject(PASSWORD_REQUIRED);
    }
  });

  it('goes from state 0 to 1 to 2 and back to 0', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await confirmPassword(client);
    const me = async () =>
      (await client.get('/api/v1/bootstrap-data')).json<{ bootstrapData: BootstrapData }>()
        .bootstrapData.user!;
    expect(await me()).toMatchObject({
      two_factor_confirmed_at: null,
      two_factor_recovery_codes: [],
    });

    expect((await client.post('/auth/user/two-factor-authentication')).json()).toEqual({});
    const state1 = await me();
    expect(state1.two_factor_confirmed_at).toBeNull();
    expect(state1.two_factor_recovery_codes).toHaveLength(8);
    for (const code of state1.two_factor_recovery_codes!)
      expect(code).toMatch(/^[a-z0-9]{10}-[a-z0-9]{10}$/);

    const qr = await client.get('/auth/user/two-factor/qr-code');
    expect(qr.statusCode).toBe(200);
    const { svg, secret } = qr.json<{ svg: string; secret: string }>();
    expect(svg).toMatch(/^<svg/);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    const row = await t.services.users.findById(user.id);
    expect(row!.two_factor_secret).not.toContain(secret);
    expect(row!.two_factor_recovery_codes).not.toContain(state1.two_factor_recovery_codes![0]);

    const wrong = await client.post('/auth/user/confirmed-two-factor-authentication', {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      errors: { code: [AUTH_MESSAGES.invalidTwoFactorCode] },
    });
    const short = await client.post('/auth/user/confirmed-two-factor-authentication', {
      code: '123',
    });
    expect(short.json()).toMatchObject({ errors: { code: [AUTH_MESSAGES.twoFactorCodeLength] } });

    const confirmed = await client.post('/auth/user/confirmed-two-factor-authentication', {
      code: await codeAt(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ recovery_codes: string[] }>().recovery_codes).toEqual(
      state1.two_factor_recovery_codes,
    );
    expect((await me()).two_factor_confirmed_at).not.toBeNull();

    const regenerated = await client.post('/auth/user/two-factor-recovery-codes');
    const fresh = regenerated.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(fresh).toHaveLength(8);
    expect(fresh).not.toContain(state1.two_factor_recovery_codes![0]);
    expect((await me()).two_factor_recovery_codes).toEqual(fresh);

    const disabled = await client.request({
      method: 'DELETE',
      url: '/auth/user/two-factor-authentication',
    });
    expect(disabled.json()).toEqual({});
    expect(await me()).toMatchObject({
      two_factor_confirmed_at: null,
      two_factor_recovery_codes: [],
    });
    expect((await client.get('/auth/user/two-factor/qr-code')).statusCode).toBe(404);
  });

  it('works through method override as the web client sends DELETE', async () => {
    const client = await loginAs(t, await buildUser(t));
    await enableTwoFactor(client);
    const response = await client.post(
      '/auth/user/two-factor-authentication?_method=DELETE',
      undefined,
      { headers: { 'x-http-method-override': 'DELETE' } },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('login with two-factor', () => {
  const t = useTestApp();

  async function userWithTwoFactor() {
    const user = await buildUser(t);
    const setup = await enableTwoFactor(await loginAs(t, user));
    return { user, ...setup };
  }

  async function startLogin(email: string, remember = true) {
    const client = guestClient(t);
    const response = await client.post('/auth/login', { email, password: PASSWORD, remember });
    return { client, response };
  }

  it('answers {two_factor: true} without a session, then logs in with a code', async () => {
    const { user, secret } = await userWithTwoFactor();
    const { client, response } = await startLogin(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ two_factor: true });
    expect(client.cookies[COOKIES.session]).toBeUndefined();
    const sessionsBefore = await storedIds(t, 'sessions', { user_id: user.id });

    // The code of the setup step was used; the next step's code is new.
    const challenge = await client.post('/auth/two-factor-challenge', {
      code: await codeAt(secret, 1),
    });
    expect(challenge.statusCode).toBe(200);
    const body = challenge.json<{ status: string; bootstrapData: BootstrapData }>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user!.id).toBe(user.id);
    expect(client.cookies[COOKIES.session]).toBeTruthy();
    const sessionsAfter = await storedIds(t, 'sessions', { user_id: user.id });
    expect(sessionsAfter).toHaveLength(sessionsBefore.length + 1);
  });

  it('accepts a TOTP code only once', async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await codeAt(secret, 1);
    const first = await startLogin(user.email);
    expect((await first.client.post('/auth/two-factor-challenge', { code })).statusCode).toBe(200);
    const second = await startLogin(user.email);
    const replay = await second.client.post('/auth/two-factor-challenge', { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toMatchObject({
      errors: { code: [AUTH_MESSAGES.invalidTwoFactorCode] },
    });
  });

  it('accepts a recovery code once and removes it from the list', async () => {
    const { user, recoveryCodes } = await userWithTwoFactor();
    const [code] = recoveryCodes;
    const first = await startLogin(user.email);
    const ok = await first.client.post('/auth/two-factor-challenge', { recovery_code: code });
    expect(ok.statusCode).toBe(200);
    const remaining = ok.json<{ bootstrapData: BootstrapData }>().bootstrapData.user!
      .two_factor_recovery_codes;
    expect(remaining).toHaveLength(7);
    expect(remaining).not.toContain(code);

    const second = await startLogin(user.email);
    const again = await second.client.post('/auth/two-factor-challenge', { recovery_code: code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { recovery_code: [AUTH_MESSAGES.invalidRecoveryCode] },
    });
  });

  it('refuses codes of the wrong length on the field sent', async () => {
    const { user } = await userWithTwoFactor();
    const { client } = await startLogin(user.email);
    const code = await client.post('/auth/two-factor-challenge', { code: '12345' });
    expect(code.statusCode).toBe(422);
    expect(code.json()).toMatchObject({ errors: { code: [AUTH_MESSAGES.twoFactorCodeLength] } });
    const recovery = await client.post('/auth/two-factor-challenge', { recovery_code: 'abc' });
    expect(recovery.statusCode).toBe(422);
    expect(recovery.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(
      'recovery_code',
    );
  });

  it('refuses a challenge without a pending login', async () => {
    const response = await guestClient(t).post('/auth/two-factor-challenge', { code: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { code: [AUTH_MESSAGES.twoFactorExpired] } });
  });

  it('ends the pending login after 5 wrong codes', async () => {
    const { user, secret } = await userWithTwoFactor();
    const { client } = await startLogin(user.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post('/auth/two-factor-challenge', { code: '000000' });
      expect(wrong.json()).toMatchObject({
        errors: { code: [AUTH_MESSAGES.invalidTwoFactorCode] },
      });
    }
    const late = await client.post('/auth/two-factor-challenge', {
      code: await codeAt(secret, 1),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ errors: { code: [AUTH_MESSAGES.twoFactorExpired] } });
  });

  it('gives the remembered login a 30-day cookie and the other a browser-session cookie', async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    const remembered = await startLogin(user.email, true);
    const rememberedAnswer = await remembered.client.post('/auth/two-factor-challenge', {
      code: await codeAt(secret, 1),
    });
    const rememberedCookie = rememberedAnswer.cookies.find((c) => c.name === COOKIES.session);
    expect(rememberedCookie?.maxAge).toBe(30 * 24 * 60 * 60);

    const browserOnly = await startLogin(user.email, false);
    const browserAnswer = await browserOnly.client.post('/auth/two-factor-challenge', {
      recovery_code: recoveryCodes[0],
    });
    const browserCookie = browserAnswer.cookies.find((c) => c.name === COOKIES.session);
    expect(browserCookie?.value).toBeTruthy();
    expect(browserCookie?.maxAge).toBeUndefined();
  });
});
