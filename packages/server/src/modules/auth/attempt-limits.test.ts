import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import {
  codeIn,
  expectMailQueuedOnly,
  loggedMailTo,
  waitForLoggedMail,
} from '../../test/outgoing-mail';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/** 7 (forgot-password race) and 9 (forgot-password limits). */
describe('attempt limits of codes, second factors and password mails', () => {
  const t = useTestApp({ FORGOT_PASSWORD_MAX_PER_IP: '3' });
  beforeAll(async () => {
    await t.services.settings.update({ require_email_confirmation: true });
  });

  const parallel = <T>(count: number, run: (index: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, index) => run(index)));

  describe('email verification codes', () => {
    async function unverifiedUser() {
      const user = await buildUser(t, { email_verified_at: null });
      const client = await loginAs(t, user);
      await t.app.services.emailVerification.sendCode(user.id);
      const mail = await loggedMailTo(t, user.email);
      return { user, client, code: codeIn(mail.at(-1)!.body) };
    }
    const validate = (client: TestClient, code: string) =>
      client.post('/api/v1/validate-email-verification-otp', { code });
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

    it('checks at most 5 of 30 parallel wrong guesses, and then refuses the right code', async () => {
      const { client, code } = await unverifiedUser();
      // Each checked guess computes the code's digest once.
      const service = t.app.services.emailVerification as unknown as {
        digest: (userId: number, code: string) => Promise<string>;
      };
      const digest = vi.spyOn(service, 'digest');
      try {
        const answers = await parallel(30, () => validate(client, wrongFor(code)));
        expect(answers.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
        expect(digest.mock.calls.length).toBeLessThanOrEqual(5);
      } finally {
        digest.mockRestore();
      }
      const right = await validate(client, code);
      expect([422, 429]).toContain(right.statusCode);
    });

    it('does not give a fresh guess budget with each new code', async () => {
      const { user, client, code } = await unverifiedUser();
      for (let i = 0; i < 5; i++) await validate(client, wrongFor(code));
      await t.app.services.emailVerification.sendCode(user.id);
      const second = codeIn((await loggedMailTo(t, user.email)).at(-1)!.body);
      for (let i = 0; i < 5; i++) await validate(client, wrongFor(second));
      await t.app.services.emailVerification.sendCode(user.id);
      const third = codeIn((await loggedMailTo(t, user.email)).at(-1)!.body);
      const refused = await validate(client, third);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const row = await t.services.users.findById(user.id);
      expect(row!.email_verified_at).toBeNull();
    });

    it('sends no second code within a minute but answers the same', async () => {
      const { user, client } = await unverifiedUser();
      const resend = () => client.post('/api/v1/resend-email-verification', { email: user.email });
      const first = await resend();
      expect(first.statusCode).toBe(200);
      expect(await loggedMailTo(t, user.email)).toHaveLength(2);
      const second = await resend();
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(second.json()).toEqual({ message: AUTH_MESSAGES.emailSent });
      expect(await loggedMailTo(t, user.email)).toHaveLength(2);
    });
  });

  describe('second factor', () => {
    /** A user with confirmed two-factor, set up through the service. */
    async function userWithTwoFactor() {
      const user = await buildUser(t);
      await t.app.services.twoFactor.enable(user.id);
      const { secret } = await t.app.services.twoFactor.qrCode(user.id);
      await t.services.users.update(user.id, { two_factor_confirmed_at: new Date().toISOString() });
      return { user, secret };
    }

    async function startLogin(email: string) {
      const client = guestClient(t);
      const response = await client.post('/auth/login', { email, password: PASSWORD });
      expect(response.json()).toEqual({ two_factor: true });
      return client;
    }

    const wrongCode = async (secret: string) => {
      const right = await generate({ secret });
      return right === '000000' ? '111111' : '000000';
    };

    it('checks at most 5 of 40 parallel guesses on one challenge', async () => {
      const { user, secret } = await userWithTwoFactor();
      const client = await startLogin(user.email);
      const wrong = await wrongCode(secret);
      const verify = vi.spyOn(t.app.services.twoFactor, 'verifyCode');
      try {
        const answers = await parallel(40, () =>
          client.post('/auth/two-factor-challenge', { code: wrong }),
        );
        expect(answers.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
        expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      } finally {
        verify.mockRestore();
      }
    });

    it('locks the second factor after 10 wrong codes across new challenges and mails the owner', async () => {
      const { user, secret } = await userWithTwoFactor();
      const wrong = await wrongCode(secret);
      for (let login = 0; login < 2; login++) {
        const client = await startLogin(user.email);
        for (let i = 0; i < 5; i++) {
          const answer = await client.post('/auth/two-factor-challenge', { code: wrong });
          expect(answer.statusCode).toBe(422);
        }
      }
      const client = await startLogin(user.email);
      const locked = await client.post('/auth/two-factor-challenge', { code: wrong });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      await expectMailQueuedOnly(t, user.email);
      // Locked means locked: the right code does not get through either.
      const right = await client.post('/auth/two-factor-challenge', {
        code: await generate({ secret }),
      });
      expect(right.statusCode).toBe(429);
      const mail = await loggedMailTo(t, user.email);
      expect(mail.filter((m) => m.subject.includes('was locked'))).toHaveLength(1);
    });

    it('does not let parallel guesses across challenges exceed the account’s 10', async () => {
      const { user, secret } = await userWithTwoFactor();
      const wrong = await wrongCode(secret);
      const clients = await parallel(4, () => startLogin(user.email));
      const verify = vi.spyOn(t.app.services.twoFactor, 'verifyCode');
      try {
        await parallel(20, (index) =>
          clients[index % 4]!.post('/auth/two-factor-challenge', { code: wrong }),
        );
        expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
      } finally {
        verify.mockRestore();
      }
    });
  });

  describe('password checks of a logged-in user', () => {
    it('refuses confirm-password and log-out-others after 5 wrong passwords a minute', async () => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      for (let i = 0; i < 3; i++) {
        const wrong = await client.post('/auth/user/confirm-password', { password: 'nope' });
        expect(wrong.statusCode).toBe(422);
      }
      for (let i = 0; i < 2; i++) {
        const wrong = await client.post('/api/v1/user-sessions/logout-other', { password: 'no' });
        expect(wrong.statusCode).toBe(422);
      }
      const refused = await client.post('/auth/user/confirm-password', { password: PASSWORD });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      const logout = await client.post('/api/v1/user-sessions/logout-other', {
        password: PASSWORD,
      });
      expect(logout.statusCode).toBe(429);
    });
  });

  describe('forgot-password', () => {
    const forgot = (email: string, ip: string) =>
      guestClient(t).request({
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { email },
        remoteAddress: ip,
      });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

    it('survives 20 parallel requests for one email: same answers, mails sent, a link works', async () => {
      const user = await buildUser(t);
      const answers = await parallel(20, (index) => forgot(user.email, `10.9.1.${index + 1}`));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      // 5 an hour per email are sent; none of them may be lost to a collision.
      const mail = await waitForLoggedMail(t, user.email, 5);
      await settle();
      expect(await loggedMailTo(t, user.email)).toHaveLength(mail.length);
      expect(mail).toHaveLength(5);
      const links = mail.map((m) => /\/password\/reset\/([\w-]+)\?/.exec(m.body)![1]!);
      let resets = 0;
      for (const token of links) {
        const reset = await guestClient(t).post('/auth/reset-password', {
          token,
          email: user.email,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        });
        if (reset.statusCode === 200) resets += 1;
        else expect(reset.statusCode).toBe(422);
      }
      expect(resets).toBe(1);
    });

    it('sends nothing beyond 5 an hour per email, with the same answer', async () => {
      const user = await buildUser(t);
      for (let i = 0; i < 5; i++) await forgot(user.email, `10.9.2.${i + 1}`);
      await waitForLoggedMail(t, user.email, 5);
      const limited = await forgot(user.email, '10.9.2.9');
      expect(limited.statusCode).toBe(200);
      expect(limited.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
      await settle();
      expect(await loggedMailTo(t, user.email)).toHaveLength(5);
    });

    it('sends nothing beyond the per-address limit, with the same answer', async () => {
      const users = await parallel(4, () => buildUser(t));
      for (const user of users.slice(0, 3)) await forgot(user.email, '10.9.3.1');
      const limited = await forgot(users[3]!.email, '10.9.3.1');
      expect(limited.statusCode).toBe(200);
      expect(limited.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
      await settle();
      expect(await loggedMailTo(t, users[3]!.email)).toEqual([]);
      await waitForLoggedMail(t, users[2]!.email);
    });
  });
});
