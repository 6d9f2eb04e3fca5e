import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { randomToken, sha256 } from '../../platform/security/tokens';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { waitForLoggedMail } from '../../test/outgoing-mail';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { storedIds } from '../../test/stored-rows';

/** The password every factory user starts with. */
const PASSWORD = 'correct horse battery';

type ErrorBody = { errors: Record<string, string[]> };

/** What a new password must be, and what changing it takes away. */
describe('credentials (ASVS 5 V6.2, V7.4)', () => {
  const t = useTestApp({ APP_URL: 'https://music.example.org' });
  beforeEach(async () => {
    await t.services.settings.update({
      'branding.site_name': 'Tonearm',
      'registration.disable': false,
      'registration.policies': [],
      require_email_confirmation: false,
      'recaptcha.enable.register': false,
    });
  });

  async function tokenWorks(plainTextToken: string): Promise<number> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${plainTextToken}` },
    });
    return response.statusCode;
  }

  const isLoggedIn = async (client: TestClient) =>
    (await client.get('/api/v1/users/me')).statusCode === 200;

  /** A reset link's token, through forgot-password and its mail, as a person gets one. */
  async function mailedResetToken(user: UserRow): Promise<string> {
    const response = await guestClient(t).post('/auth/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    const [mail] = await waitForLoggedMail(t, user.email);
    const match = /\/password\/reset\/([\w-]+)\?/.exec(mail!.body);
    return match![1]!;
  }

  /**
   * A live reset token stored directly: the policy tests need many, and forgot-password's own
   * throttling is not what they test.
   */
  async function storedResetToken(user: UserRow): Promise<string> {
    const token = randomToken(32);
    await t.database.db
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token: sha256(token),
        expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    return token;
  }

  const changePassword = (client: TestClient, password: string) =>
    client.request({
      method: 'PUT',
      url: '/auth/user/password',
      payload: { current_password: PASSWORD, password, password_confirmation: password },
    });

  const resetPassword = (user: UserRow, token: string, password: string, client = guestClient(t)) =>
    client.post('/auth/reset-password', {
      token,
      email: user.email,
      password,
      password_confirmation: password,
    });

  describe('a new password revokes what the old one let in', () => {
    it('a password change revokes access tokens and other sessions, the current one goes on', async () => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      const otherDevice = await loginAs(t, user);
      const { plainTextToken } = await t.services.auth.createAccessToken(user.id, 'Script');
      expect(await tokenWorks(plainTextToken)).toBe(200);

      const response = await changePassword(client, 'a brand new passphrase');
      expect(response.statusCode).toBe(200);

      expect(await tokenWorks(plainTextToken)).toBe(401);
      expect(await isLoggedIn(otherDevice)).toBe(false);
      expect(await isLoggedIn(client)).toBe(true);
      const tokens = await storedIds(t, 'personal_access_tokens', { user_id: user.id });
      expect(tokens).toEqual([]);
    });

    it("a reset revokes access tokens and every session, and leaves other users' alone", async () => {
      const user = await buildUser(t);
      const otherDevice = await loginAs(t, user);
      const { plainTextToken } = await t.services.auth.createAccessToken(user.id, 'Script');
      const bystander = await buildUser(t);
      const bystanderClient = await loginAs(t, bystander);
      const bystanderToken = await t.services.auth.createAccessToken(bystander.id, 'Script');
      expect(await tokenWorks(plainTextToken)).toBe(200);

      const token = await mailedResetToken(user);
      const response = await resetPassword(user, token, 'a brand new passphrase');
      expect(response.statusCode).toBe(200);

      expect(await tokenWorks(plainTextToken)).toBe(401);
      expect(await isLoggedIn(otherDevice)).toBe(false);
      expect(await tokenWorks(bystanderToken.plainTextToken)).toBe(200);
      expect(await isLoggedIn(bystanderClient)).toBe(true);
    });

    it('a refused new password changes nothing and revokes nothing', async () => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      const otherDevice = await loginAs(t, user);
      const { plainTextToken } = await t.services.auth.createAccessToken(user.id, 'Script');
      expect((await changePassword(client, 'password1')).statusCode).toBe(422);
      const token = await mailedResetToken(user);
      expect((await resetPassword(user, token, '12345678')).statusCode).toBe(422);
      expect(await tokenWorks(plainTextToken)).toBe(200);
      expect(await isLoggedIn(otherDevice)).toBe(true);
    });
  });

  describe('the password policy, the same on register, reset and change', () => {
    const newEmail = () => `listener-${Math.random().toString(36).slice(2, 10)}@example.com`;

    /** Tries `password` on all three calls; answers their status codes and password errors. */
    async function tryEverywhere(password: string, email = newEmail()) {
      const registered = await guestClient(t).post('/auth/register', {
        email,
        password,
        password_confirmation: password,
      });
      // An account with the same local part, for reset and change.
      const user = await buildUser(t, { email: email.replace('@', '@accounts.') });
      const changed = await changePassword(await loginAs(t, user), password);
      const reset = await resetPassword(user, await storedResetToken(user), password);
      return [registered, reset, changed].map((response) => ({
        status: response.statusCode,
        password: response.statusCode === 422 ? response.json<ErrorBody>().errors.password : [],
      }));
    }

    const refusedEverywhere = (message: string) =>
      Array.from({ length: 3 }, () => ({ status: 422, password: [message] }));

    it.each([
      ['password1', 'near the top of the breached list'],
      ['expedition', 'ranked 95,002nd on the breached list'],
      ['EXCALIBUR', 'on the breached list, in another case'],
    ])('refuses %s (%s)', async (password) => {
      expect(await tryEverywhere(password)).toEqual(
        refusedEverywhere(AUTH_MESSAGES.passwordTooCommon),
      );
    });

    it.each(['aaaaaaaa', 'abababababab', '12345678', 'abcdefgh', 'qwertyui', '98765432'])(
      'refuses the repeat or sequence %s',
      async (password) => {
        expect(await tryEverywhere(password)).toEqual(
          refusedEverywhere(AUTH_MESSAGES.passwordPredictable),
        );
      },
    );

    it('refuses a password containing the local part of the email', async () => {
      const email = newEmail();
      const local = email.split('@')[0]!;
      expect(await tryEverywhere(`My ${local.toUpperCase()} tunes!`, email)).toEqual(
        refusedEverywhere(AUTH_MESSAGES.passwordPersonal),
      );
    });

    it('refuses a password containing the site name, whatever it is set to', async () => {
      expect(await tryEverywhere('listening on tonearm daily')).toEqual(
        refusedEverywhere(AUTH_MESSAGES.passwordPersonal),
      );
      await t.services.settings.update({ 'branding.site_name': 'Vinyl Vault' });
      expect(await tryEverywhere('my vinylvault collection')).toEqual(
        refusedEverywhere(AUTH_MESSAGES.passwordPersonal),
      );
    });

    it('accepts a 64-character passphrase of letters and spaces only', async () => {
      const passphrase = 'the quiet river carries maple leaves past our old wooden cabin s';
      expect(passphrase).toHaveLength(64);
      expect(await tryEverywhere(passphrase)).toEqual(
        Array.from({ length: 3 }, () => ({ status: 200, password: [] })),
      );
    });

    it('refuses 7 characters', async () => {
      expect(await tryEverywhere('Zq8#mLp')).toEqual(
        refusedEverywhere(AUTH_MESSAGES.passwordTooShort),
      );
    });
  });
});
