import { AUTH_MESSAGES, type RegisterResponse } from '@tonearm/shared/auth/auth.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser, guestClient } from '../../test/factories';
import { expectMailQueuedOnly, loggedMailTo } from '../../test/outgoing-mail';
import { useTestApp } from '../../test/use-test-app';
import { storedIds } from '../../test/stored-rows';

const PASSWORD = 'a long unusual passphrase';

function newEmail() {
  return `reg-${Math.random().toString(36).slice(2)}@example.com`;
}

describe('POST /auth/register', () => {
  const t = useTestApp();
  beforeEach(async () => {
    await t.services.settings.update({
      'registration.disable': false,
      'registration.policies': [],
      require_email_confirmation: false,
      'recaptcha.enable.register': false,
    });
  });

  const register = (body: Record<string, unknown>, client = guestClient(t)) =>
    client.post('/auth/register', body);

  it('creates a verified user, logs them in and answers with status success', async () => {
    const email = newEmail();
    const client = guestClient(t);
    const response = await register(
      { email, password: PASSWORD, password_confirmation: PASSWORD },
      client,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<RegisterResponse>();
    expect(body.status).toBe('success');
    expect(body.bootstrapData.user).toMatchObject({ email });
    expect(body.bootstrapData.user!.email_verified_at).not.toBeNull();
    expect(client.cookies[COOKIES.session]).toBeTruthy();
    const me = await client.get('/api/v1/bootstrap-data');
    expect(me.json<{ bootstrapData: { user: { email: string } } }>().bootstrapData.user.email).toBe(
      email,
    );
    const row = await t.services.users.findByEmail(email);
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers needs_email_verification and mails a code when confirmation is required', async () => {
    await t.services.settings.update({ require_email_confirmation: true });
    const email = newEmail();
    const response = await register({ email, password: PASSWORD, password_confirmation: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<RegisterResponse>();
    expect(body.status).toBe('needs_email_verification');
    await expectMailQueuedOnly(t, email);
    expect(body.bootstrapData.user!.email_verified_at).toBeNull();
    const [mail] = await loggedMailTo(t, email);
    expect(mail!.subject).toMatch(/Tonearm verification code: \d{6}$/);
    expect(mail!.body).toMatch(/\b\d{6}\b/);
    const stored = await t.database.db
      .selectFrom('email_verification_codes')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored.code).not.toMatch(/^\d{6}$/);
  });

  it('refuses when registration is disabled and no invite is valid', async () => {
    await t.services.settings.update({ 'registration.disable': true });
    const email = newEmail();
    for (const extra of [{}, { invite_id: '12', invite_type: 'workspace' }]) {
      const response = await register({
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...extra,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.registrationDisabled });
    }
    expect(await t.services.users.findByEmail(email)).toBeUndefined();
  });

  describe('with a workspace invitation', () => {
    async function invitation(email: string) {
      const owner = await buildUser(t);
      const workspaceId = await t.services.workspaces.create('The Band', owner.id);
      const [invite] = await t.services.workspaces.invite(workspaceId, owner.id, {
        emails: [email],
        role: 'admin',
      });
      return { workspaceId, inviteId: invite!.id };
    }

    it('registers while registration is disabled, joins at once and counts the email as verified', async () => {
      await t.services.settings.update({
        'registration.disable': true,
        require_email_confirmation: true,
      });
      const email = newEmail();
      const { workspaceId, inviteId } = await invitation(email);
      const response = await register({
        email: email.toUpperCase(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        invite_id: inviteId,
        invite_type: 'workspace',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<RegisterResponse>();
      expect(body.status).toBe('success');
      expect(body.bootstrapData.user!.email_verified_at).not.toBeNull();
      expect(body.bootstrapData.workspaces).toEqual([
        { id: 0, name: 'Default', members_count: 1, role: 'owner' },
        { id: workspaceId, name: 'The Band', members_count: 2, role: 'admin' },
      ]);
      expect(await storedIds(t, 'workspace_invites', { id: inviteId })).toEqual([]);
    });

    it('still refuses while disabled when the invitation is for another address or of another type', async () => {
      await t.services.settings.update({ 'registration.disable': true });
      const { inviteId } = await invitation(newEmail());
      const email = newEmail();
      for (const invite_type of ['workspace', 'team']) {
        const response = await register({
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          invite_id: inviteId,
          invite_type,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.registrationDisabled });
      }
      expect(await t.services.users.findByEmail(email)).toBeUndefined();
    });
  });

  it('requires every registration policy, by its id', async () => {
    await t.services.settings.update({
      'registration.policies': [
        { id: 'terms', label: 'I accept the terms' },
        { id: 'privacy', label: 'I accept the privacy policy' },
      ],
    });
    const email = newEmail();
    const refused = await register({
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { privacy: [AUTH_MESSAGES.required] } });
    expect(refused.json<{ errors: object }>().errors).not.toHaveProperty('terms');
    const accepted = await register({
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
      privacy: 'on',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it.each([
    [{ email: '' }, 'email', AUTH_MESSAGES.required],
    [{ email: 'not-an-email' }, 'email', AUTH_MESSAGES.invalidEmail],
    [{ password: '' }, 'password', AUTH_MESSAGES.required],
    [
      { password: 'short', password_confirmation: 'short' },
      'password',
      AUTH_MESSAGES.passwordTooShort,
    ],
    [
      { password: 'x'.repeat(1025), password_confirmation: 'x'.repeat(1025) },
      'password',
      AUTH_MESSAGES.passwordTooLong,
    ],
    [
      { password_confirmation: 'something else' },
      'password_confirmation',
      AUTH_MESSAGES.passwordConfirmationMismatch,
    ],
    [{ password_confirmation: undefined }, 'password_confirmation', AUTH_MESSAGES.required],
  ])('refuses bad input with a 422 on the field (%#: %s)', async (override, field, message) => {
    const body = {
      email: newEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...override,
    };
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
  });

  it('refuses one of the most common passwords', async () => {
    for (const common of ['password1', 'Qwerty123', 'iloveyou']) {
      const response = await register({
        email: newEmail(),
        password: common,
        password_confirmation: common,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: { password: [AUTH_MESSAGES.passwordTooCommon] },
      });
    }
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    const user = await buildUser(t);
    const response = await register({
      email: user.email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: [AUTH_MESSAGES.emailTaken] } });
  });

  it('needs the XSRF token like every write', async () => {
    const response = await guestClient(t).post(
      '/auth/register',
      { email: newEmail(), password: PASSWORD, password_confirmation: PASSWORD },
      { csrf: false },
    );
    expect(response.statusCode).toBe(419);
  });
});
