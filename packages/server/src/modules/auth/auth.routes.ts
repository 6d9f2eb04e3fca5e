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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

const LOGGED_IN = { guard: { auth: true } } as const;
/** Calls the gate screens make stay open to unverified and suspended users. */
const GATE_OPEN = { unverified: true, suspended: true } as const;

/** The auth calls. Login and logout are ordinary writes: they need the XSRF token too. */
export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: loginSchema,
        response: { 200: loginAnswerSchema },
      },
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

  app.post(
    '/auth/two-factor-challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with a two-factor or recovery code',
        body: twoFactorChallengeSchema,
        response: { 200: sessionStartedAnswerSchema },
      },
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

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerSchema,
        response: { 200: registerAnswerSchema },
      },
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

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        response: { 200: bootstrapAnswerSchema },
      },
      config: { accountGate: GATE_OPEN },
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

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageAnswerSchema },
      },
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

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password',
        body: resetPasswordSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      // Ends the user's other sessions and revokes their access tokens too.
      await app.services.passwordReset.reset(request.body, request.auth.session);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/v1/resend-email-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new email verification code',
        body: resendEmailVerificationSchema,
        response: { 200: messageAnswerSchema },
      },
      config: { ...LOGGED_IN, accountGate: { unverified: true } },
    },
    async (request) => {
      await app.services.emailVerification.resend(request.auth.user!.id, request.body.email);
      return { message: AUTH_MESSAGES.emailSent };
    },
  );

  app.post(
    '/api/v1/validate-email-verification-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the email with the mailed code',
        body: emailVerificationCodeSchema,
        response: { 200: successAnswerSchema },
      },
      config: { ...LOGGED_IN, accountGate: { unverified: true } },
    },
    async (request) => {
      await app.services.emailVerification.validate(request.auth.user!.id, request.body.code);
      return { status: 'success' as const };
    },
  );

  app.get(
    '/auth/user/confirmed-password-status',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether this session confirmed its password recently',
        querystring: confirmedPasswordStatusQuerySchema,
        response: { 200: confirmedAnswerSchema },
      },
      config: LOGGED_IN,
    },
    async (request) => ({ confirmed: hasConfirmedPassword(request, request.query.seconds) }),
  );

  app.post(
    '/auth/user/confirm-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm the password',
        body: confirmPasswordSchema,
        response: { 200: confirmedAnswerSchema },
      },
      config: LOGGED_IN,
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

  app.post(
    '/auth/user/two-factor-authentication',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start two-factor setup (new secret and codes)',
        response: { 200: emptyAnswerSchema },
      },
      config: LOGGED_IN,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      await app.services.twoFactor.enable(request.auth.user!.id);
      return {};
    },
  );

  app.delete(
    '/auth/user/two-factor-authentication',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor off',
        response: { 200: emptyAnswerSchema },
      },
      config: LOGGED_IN,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      await app.services.twoFactor.disable(request.auth.user!.id);
      return {};
    },
  );

  app.get(
    '/auth/user/two-factor/qr-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'The QR code of the secret',
        response: { 200: twoFactorQrCodeAnswerSchema },
      },
      config: LOGGED_IN,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      return app.services.twoFactor.qrCode(request.auth.user!.id);
    },
  );

  app.post(
    '/auth/user/confirmed-two-factor-authentication',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish two-factor setup with a code',
        body: confirmTwoFactorSchema,
        response: { 200: recoveryCodesAnswerSchema },
      },
      config: LOGGED_IN,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      return app.services.twoFactor.confirm(request.auth.user!.id, request.body.code);
    },
  );

  app.post(
    '/auth/user/two-factor-recovery-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'New recovery codes',
        response: { 200: recoveryCodesAnswerSchema },
      },
      config: LOGGED_IN,
    },
    async (request) => {
      assertPasswordConfirmed(request);
      return app.services.twoFactor.regenerateRecoveryCodes(request.auth.user!.id);
    },
  );
};
