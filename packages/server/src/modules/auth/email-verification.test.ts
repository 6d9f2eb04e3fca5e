import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { codeIn, loggedMailTo } from '../../test/outgoing-mail';
import { useTestApp } from '../../test/use-test-app';

describe('email verification', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await t.services.settings.update({ require_email_confirmation: true });
  });

  async function unverifiedUser() {
    const user = await buildUser(t, { email_verified_at: null });
    const client = await loginAs(t, user);
    await t.services.emailVerification.sendCode(user.id);
    const mail = await loggedMailTo(t, user.email);
    return { user, client, code: codeIn(mail.at(-1)!.body) };
  }

  it('verifies the email with the mailed code and lifts the server gate', async () => {
    const { user, client, code } = await unverifiedUser();
    expect((await client.get('/auth/user/confirmed-password-status')).statusCode).toBe(403);
    const response = await client.post('/api/v1/validate-email-verification-otp', { code });
    expect(response.statusCode).toBe(200);
    const row = await t.services.users.findById(user.id);
    expect(row!.email_verified_at).not.toBeNull();
    expect((await client.get('/auth/user/confirmed-password-status')).statusCode).toBe(200);
  });

  it('refuses other calls of an unverified user with a clear 403, but not the gate calls', async () => {
    const { client } = await unverifiedUser();
    const refused = await client.post('/auth/user/confirm-password', { password: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.verifyEmailFirst });
    expect((await client.get('/api/v1/bootstrap-data')).statusCode).toBe(200);
    expect((await client.post('/auth/logout')).statusCode).toBe(200);
  });

  it('lets an unverified user through when the setting is off', async () => {
    await t.services.settings.update({ require_email_confirmation: false });
    try {
      const client = await loginAs(t, await buildUser(t, { email_verified_at: null }));
      expect((await client.get('/auth/user/confirmed-password-status')).statusCode).toBe(200);
    } finally {
      await t.services.settings.update({ require_email_confirmation: true });
    }
  });

  it('refuses a wrong code, then after 5 wrong tries asks for a new code', async () => {
    const { client, code } = await unverifiedUser();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const response = await client.post('/api/v1/validate-email-verification-otp', {
        code: wrong,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { code: [AUTH_MESSAGES.invalidVerificationCode] },
      });
    }
    const fifth = await client.post('/api/v1/validate-email-verification-otp', { code: wrong });
    expect(fifth.json()).toMatchObject({ errors: { code: [AUTH_MESSAGES.verificationCodeTries] } });
    const right = await client.post('/api/v1/validate-email-verification-otp', { code });
    expect(right.statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const { user, client, code } = await unverifiedUser();
    await t.database.db
      .updateTable('email_verification_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await client.post('/api/v1/validate-email-verification-otp', { code });
    expect(response.json()).toMatchObject({
      errors: { code: [AUTH_MESSAGES.verificationCodeExpired] },
    });
  });

  it('sets a code that lives 10 minutes', async () => {
    const { user } = await unverifiedUser();
    const row = await t.database.db
      .selectFrom('email_verification_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const ttl = Date.parse(row.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it.each([
    ['', AUTH_MESSAGES.required],
    ['12ab', AUTH_MESSAGES.codeNumeric],
    ['1234567', 'Code must be at most 6 characters.'],
  ])('refuses the code %j', async (code, message) => {
    const { client } = await unverifiedUser();
    const response = await client.post('/api/v1/validate-email-verification-otp', { code });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.code).toContain(message);
  });

  it('resends a new code to the own address, and the old one stops working', async () => {
    const { user, client, code } = await unverifiedUser();
    const response = await client.post('/api/v1/resend-email-verification', {
      email: user.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.emailSent });
    const mail = await loggedMailTo(t, user.email);
    expect(mail).toHaveLength(2);
    const fresh = codeIn(mail[1]!.body);
    if (fresh !== code) {
      const old = await client.post('/api/v1/validate-email-verification-otp', { code });
      expect(old.statusCode).toBe(422);
    }
    expect(
      (await client.post('/api/v1/validate-email-verification-otp', { code: fresh })).statusCode,
    ).toBe(200);
  });

  it('sends nothing for an address that is not the caller’s, answering the same', async () => {
    const { client } = await unverifiedUser();
    const victim = await buildUser(t, { email_verified_at: null });
    const response = await client.post('/api/v1/resend-email-verification', {
      email: victim.email,
    });
    expect(response.statusCode).toBe(200);
    expect(await loggedMailTo(t, victim.email)).toEqual([]);
  });

  it('is for logged-in users only', async () => {
    const { guestClient } = await import('../../test/factories');
    const guest = guestClient(t);
    expect(
      (await guest.post('/api/v1/validate-email-verification-otp', { code: '123456' })).statusCode,
    ).toBe(401);
    expect(
      (await guest.post('/api/v1/resend-email-verification', { email: 'a@b.co' })).statusCode,
    ).toBe(401);
  });
});

describe('suspended users', () => {
  const t = useTestApp();

  it('may load bootstrap data and log out, and nothing else', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await t.services.users.update(user.id, { banned_at: new Date().toISOString() });
    const refused = await client.get('/auth/user/confirmed-password-status');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Your account is suspended. Contact the Admin to re-activate your account.',
    });
    const bootstrap = await client.get('/api/v1/bootstrap-data');
    expect(bootstrap.statusCode).toBe(200);
    expect(bootstrap.json()).toMatchObject({ bootstrapData: { user: { id: user.id } } });
    expect((await client.post('/auth/logout')).statusCode).toBe(200);
  });

  it('loses every session at once through endAllSessions', async () => {
    const user = await buildUser(t);
    const phone = await loginAs(t, user);
    const laptop = await loginAs(t, user);
    await t.services.auth.endAllSessions(user.id);
    for (const client of [phone, laptop]) {
      const response = await client.get('/api/v1/bootstrap-data');
      expect(response.json()).toMatchObject({ bootstrapData: { user: null } });
    }
  });
});
