import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/security/tokens';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { loggedMailTo, waitForLoggedMail } from '../../test/outgoing-mail';
import { useTestApp } from '../../test/use-test-app';

const NEW_PASSWORD = 'a brand new passphrase';

function linkIn(body: string): { token: string; email: string } {
  const match = /\/password\/reset\/([\w-]+)\?email=([^\s]+)/.exec(body);
  if (!match) throw new Error(`No reset link in: ${body}`);
  return { token: match[1]!, email: decodeURIComponent(match[2]!) };
}

describe('forgot and reset password', () => {
  const t = useTestApp({ APP_URL: 'https://music.example.org' });

  async function requestLink(email: string) {
    const response = await guestClient(t).post('/auth/forgot-password', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const mail = await waitForLoggedMail(t, email);
    return linkIn(mail.at(-1)!.body);
  }

  it('mails a link to /password/reset/{token}?email= and stores only its hash', async () => {
    const user = await buildUser(t);
    const response = await guestClient(t).post('/auth/forgot-password', { email: user.email });
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const [mail] = await waitForLoggedMail(t, user.email);
    expect(mail!.subject).toBe('Reset your Tonearm password');
    expect(mail!.body).toContain(`https://music.example.org/password/reset/`);
    const { token, email } = linkIn(mail!.body);
    expect(email).toBe(user.email);
    const stored = await t.database.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.token).toBe(sha256(token));
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const response = await guestClient(t).post('/auth/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await loggedMailTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('refuses a missing or malformed email', async () => {
    for (const [email, message] of [
      ['', AUTH_MESSAGES.required],
      ['nope', AUTH_MESSAGES.invalidEmail],
    ] as const) {
      const response = await guestClient(t).post('/auth/forgot-password', { email });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { email: [message] } });
    }
  });

  it('resets the password once, ends every session and keeps the old password out', async () => {
    const user = await buildUser(t);
    const otherDevice = await loginAs(t, user);
    const { token, email } = await requestLink(user.email);
    const response = await guestClient(t).post('/auth/reset-password', {
      token,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordReset });
    expect((await otherDevice.get('/auth/user/confirmed-password-status')).statusCode).toBe(401);

    const oldLogin = await guestClient(t).post('/auth/login', {
      email,
      password: 'correct horse battery',
    });
    expect(oldLogin.statusCode).toBe(422);
    const newLogin = await guestClient(t).post('/auth/login', { email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);

    const again = await guestClient(t).post('/auth/reset-password', {
      token,
      email,
      password: 'yet another passphrase',
      password_confirmation: 'yet another passphrase',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { email: [AUTH_MESSAGES.invalidResetToken] } });
  });

  it('refuses an expired token', async () => {
    const user = await buildUser(t);
    const { token } = await requestLink(user.email);
    await t.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await guestClient(t).post('/auth/reset-password', {
      token,
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: [AUTH_MESSAGES.invalidResetToken] } });
  });

  it("refuses a token with another user's email, and a made-up token", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const { token } = await requestLink(owner.email);
    for (const body of [
      { token, email: other.email },
      { token: 'made-up-token', email: owner.email },
    ]) {
      const response = await guestClient(t).post('/auth/reset-password', {
        ...body,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
    }
  });

  it.each([
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      AUTH_MESSAGES.passwordTooShort,
    ],
    [
      { password: 'password123', password_confirmation: 'password123' },
      'password',
      AUTH_MESSAGES.passwordTooCommon,
    ],
    [
      { password_confirmation: 'different thing' },
      'password_confirmation',
      AUTH_MESSAGES.passwordConfirmationMismatch,
    ],
    [{ token: '' }, 'token', AUTH_MESSAGES.required],
    [{ email: 'bad' }, 'email', AUTH_MESSAGES.invalidEmail],
  ])('refuses bad input (%#) on %s', async (override, field, message) => {
    const user = await buildUser(t);
    const { token } = await requestLink(user.email);
    const response = await guestClient(t).post('/auth/reset-password', {
      token,
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...override,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
  });
});
