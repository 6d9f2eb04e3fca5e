import {
  confirmedAnswerSchema,
  loginAnswerSchema,
  messageAnswerSchema,
  recoveryCodesAnswerSchema,
  registerAnswerSchema,
  sessionStartedAnswerSchema,
  successAnswerSchema,
  twoFactorQrCodeAnswerSchema,
} from '@tonearm/shared/auth/auth.schemas';
import { bootstrapAnswerSchema } from '@tonearm/shared/bootstrap/bootstrap-answer.schemas';
import { emptyAnswerSchema } from '@tonearm/shared/http/http.schemas';
import {
  confirmedPasswordStatusQuerySchema,
  confirmPasswordSchema,
  confirmTwoFactorSchema,
  emailVerificationCodeSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendEmailVerificationSchema,
  resetPasswordSchema,
  twoFactorChallengeSchema,
  AUTH_MESSAGES,
} from '@tonearm/shared/auth/auth.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow } from '../../platform/db/schema';
import {
  assertPasswordConfirmed,
  hasConfirmedPassword,
} from '../../platform/http/password-confirmation';
import { clientInfo, GUEST_AUTH, type RequestAuth } from '../../platform/http/request-context';
import {
  clearSessionCookie,
  clearTwoFactorCookie,
  setSessionCookie,
  setTwoFactorCookie,
  TWO_FACTOR_COOKIE,
} from '../../platform/http/session-cookie';
import { SESSION_LIFETIMES, TWO_FACTOR_CHALLENGE } from './auth.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

/** Calls the gate screens make stay open to unverified and suspended users. */
const GATE_OPEN = { unverified: true, suspended: true } as const;

/** The auth calls. Login and logout are ordinary writes: they need the XSRF token too. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['auth'] });
  const secure = app.config.secureCookies;

  /** The XSRF token is bound to the session, so it is re-issued whenever the session changes. */
  function switchSession(request: FastifyRequest, reply: FastifyReply, auth: RequestAuth): void {
    request.auth = auth;
    app.csrf.rotate(request, reply);
  }

  /** Sets the cookie of a new session and answers with the caller's new bootstrap data. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    started: { token: string; session: SessionRow; user: User },
    remember: boolean,
  ) {
    setSessionCookie(reply, started.token, {
      secure,
      ...(remember ? { maxAgeSeconds: SESSION_LIFETIMES.remembered.absoluteMs / 1000 } : {}),
    });
    switchSession(request, reply, {
      user: started.user,
      session: started.session,
      accessTokenId: null,
    });
    return app.services.bootstrap.build({ user: started.user, cookies: request.cookies });
  }

  routes.post(
    '/auth/login',
    {
      summary: 'Log in with email and password',
      body: loginSchema,
      response: loginAnswerSchema,
    },
    async (request, reply) => {
      const input = request.body;
      const result = await app.services.auth.login(
        input,
        clientInfo(request),
        request.auth.session,
      );
      if (result.twoFactor) {
        setTwoFactorCookie(reply, result.twoFactor.challengeToken, {
          secure,
          maxAgeSeconds: TWO_FACTOR_CHALLENGE.ttlMs / 1000,
        });
        return { two_factor: true as const };
      }
      return {
        status: 'success' as const,
        bootstrapData: await startSession(request, reply, result, input.remember),
      };
    },
  );

  routes.post(
    '/auth/two-factor-challenge',
    {
      summary: 'Finish a login with a two-factor or recovery code',
      body: twoFactorChallengeSchema,
      response: sessionStartedAnswerSchema,
    },
    async (request, reply) => {
      const started = await app.services.auth.completeTwoFactorLogin(
        request.cookies[TWO_FACTOR_COOKIE],
        request.body,
        clientInfo(request),
        request.auth.session,
      );
      clearTwoFactorCookie(reply, { secure });
      return {
        status: 'success' as const,
        bootstrapData: await startSession(request, reply, started, started.remember),
      };
    },
  );

  routes.post(
    '/auth/register',
    {
      summary: 'Create an account',
      body: registerSchema,
      response: registerAnswerSchema,
    },
    async (request, reply) => {
      const started = await app.services.auth.register(
        request.body,
        clientInfo(request),
        request.auth.session,
      );
      return {
        status: started.status,
        bootstrapData: await startSession(request, reply, started, true),
      };
    },
  );

  routes.post(
    '/auth/logout',
    {
      config: { accountGate: GATE_OPEN },
      summary: 'End the current session',
      response: bootstrapAnswerSchema,
    },
    async (request, reply) => {
      await app.services.auth.logout(request.auth.session);
      clearSessionCookie(reply, { secure });
      switchSession(request, reply, GUEST_AUTH);
      return {
        bootstrapData: await app.services.bootstrap.build({ user: null, cookies: request.cookies }),
      };
    },
  );

  routes.post(
    '/auth/forgot-password',
    {
      summary: 'Email a password reset link',
      body: forgotPasswordSchema,
      response: messageAnswerSchema,
    },
    async (request) => {
      // Sent in the background: an address with an account must not answer slower than one
      // without (no user enumeration by timing).
      void app.services.passwordReset
        .sendResetLink(request.body.email, clientInfo(request).ip)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  routes.post(
    '/auth/reset-password',
    {
      summary: 'Choose a new password',
      body: resetPasswordSchema,
      response: messageAnswerSchema,
    },
    async (request) => {
      // Ends the user's other sessions and revokes their access tokens too.
      await app.services.passwordReset.reset(request.body, request.auth.session);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  routes.post(
    '/api/v1/resend-email-verification',
    {
      guard: LOGGED_IN,
      config: { accountGate: { unverified: true } },
      summary: 'Mail a new email verification code',
      body: resendEmailVerificationSchema,
      response: messageAnswerSchema,
    },
    async (request) => {
      await app.services.emailVerification.resend(request.auth.user!.id, request.body.email);
      return { message: AUTH_MESSAGES.emailSent };
    },
  );

  routes.post(
    '/api/v1/validate-email-verification-otp',
    {
      guard: LOGGED_IN,
      config: { accountGate: { unverified: true } },
      summary: 'Verify the email with the mailed code',
      body: emailVerificationCodeSchema,
      response: successAnswerSchema,
    },
    async (request) => {
      await app.services.emailVerification.validate(request.auth.user!.id, request.body.code);
      return { status: 'success' as const };
    },
  );

  routes.get(
    '/auth/user/confirmed-password-status',
    {
      guard: LOGGED_IN,
      summary: 'Whether this session confirmed its password recently',
      querystring: confirmedPasswordStatusQuerySchema,
      response: confirmedAnswerSchema,
    },
    async (request) => ({ confirmed: hasConfirmedPassword(request, request.query.seconds) }),
  );

  routes.post(
    '/auth/user/confirm-password',
    {
      guard: LOGGED_IN,
      summary: 'Confirm the password',
      body: confirmPasswordSchema,
      response: confirmedAnswerSchema,
    },
    async (request) => {
      await app.services.auth.confirmPassword(
        request.auth.session,
        request.auth.user!.id,
        request.body.password,
      );
      return { confirmed: true };
    },
  );

  routes.post(
    '/auth/user/two-factor-authentication',
    {
      guard: LOGGED_IN,
      summary: 'Start two-factor setup (new secret and codes)',
      response: emptyAnswerSchema,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      await app.services.twoFactor.enable(request.auth.user!.id);
      return {};
    },
  );

  routes.delete(
    '/auth/user/two-factor-authentication',
    {
      guard: LOGGED_IN,
      summary: 'Turn two-factor off',
      response: emptyAnswerSchema,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      await app.services.twoFactor.disable(request.auth.user!.id);
      return {};
    },
  );

  routes.get(
    '/auth/user/two-factor/qr-code',
    {
      guard: LOGGED_IN,
      summary: 'The QR code of the secret',
      response: twoFactorQrCodeAnswerSchema,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      return app.services.twoFactor.qrCode(request.auth.user!.id);
    },
  );

  routes.post(
    '/auth/user/confirmed-two-factor-authentication',
    {
      guard: LOGGED_IN,
      summary: 'Finish two-factor setup with a code',
      body: confirmTwoFactorSchema,
      response: recoveryCodesAnswerSchema,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      return app.services.twoFactor.confirm(request.auth.user!.id, request.body.code);
    },
  );

  routes.post(
    '/auth/user/two-factor-recovery-codes',
    {
      guard: LOGGED_IN,
      summary: 'New recovery codes',
      response: recoveryCodesAnswerSchema,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      return app.services.twoFactor.regenerateRecoveryCodes(request.auth.user!.id);
    },
  );
};
