import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import { text } from '@tonearm/shared/http/primitives';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIMES } from '../auth/auth.service';
import {
  isSocialService,
  SOCIAL_AUTH_MESSAGE_TYPE,
  SOCIAL_AUTH_MESSAGES,
  socialConnectAnswerSchema,
  socialConnectSchema,
  socialDisconnectAnswerSchema,
  type SocialAuthMessage,
  type SocialService,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import { notFound } from '../../platform/errors';
import { clientInfo } from '../../platform/http/request-context';
import { setSessionCookie } from '../../platform/http/session-cookie';
import { renderPopupPage } from './social-auth.popup-page';
import {
  SOCIAL_PENDING_TTL_MS,
  SOCIAL_STATE_TTL_MS,
  type SocialFlow,
  type StartedSession,
} from './social-auth.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

export const SOCIAL_COOKIES = {
  /** The sealed state, PKCE verifier and nonce of the flow under way. */
  state: 'tonearm_social_state',
  /** Names the provider profile waiting for its account's password. */
  pending: 'tonearm_social_pending',
} as const;

const COOKIE_PATH = '/secure/auth/social';
const serviceParams = z.object({ service: text().max(40) });
/** The popup pages are HTML (Fastify serializes no string), whatever their status. */
const popupPageSchema = z.string().describe('text/html popup page');

/**
 * Social login: popup pages that start and finish a provider's authorization, and
 * the calls that link a pending profile by password or remove a link.
 */
export const socialAuthRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['social-auth'] });
  const social = () => app.services.socialAuth;
  const cookieOptions = (maxAgeMs: number) =>
    ({
      path: COOKIE_PATH,
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
      sameSite: 'lax',
      secure: app.config.secureCookies,
      maxAge: Math.floor(maxAgeMs / 1000),
    }) as const;

  function popupPage(
    request: FastifyRequest,
    reply: FastifyReply,
    message: Omit<SocialAuthMessage, 'type'>,
    statusCode = 200,
  ) {
    return (
      reply
        .status(statusCode)
        .header('cache-control', 'no-store')
        // The opener must stay reachable after the popup has been through the provider's origin.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .type('text/html; charset=utf-8')
        .send(
          renderPopupPage({ type: SOCIAL_AUTH_MESSAGE_TYPE, ...message }, reply.cspNonces().script),
        )
    );
  }

  function popupError(
    request: FastifyRequest,
    reply: FastifyReply,
    message: string,
    status: number,
  ) {
    return popupPage(
      request,
      reply,
      { status: 'ERROR', callbackData: { errorMessage: message } },
      status,
    );
  }

  const callbackUrl = (service: SocialService) =>
    `${app.config.appUrl}/secure/auth/social/${service}/callback`;

  function logIn(request: FastifyRequest, reply: FastifyReply, login: StartedSession) {
    setSessionCookie(reply, login.token, {
      secure: app.config.secureCookies,
      maxAgeSeconds: SESSION_LIFETIMES.remembered.absoluteMs / 1000,
    });
    request.auth = { user: login.user, session: login.session, accessTokenId: null };
    // The XSRF token is bound to the session, so it is re-issued with it.
    app.csrf.rotate(request, reply);
  }

  for (const flow of ['login', 'connect'] as const satisfies readonly SocialFlow[]) {
    routes.get(
      `/secure/auth/social/:service/${flow}`,
      {
        summary:
          flow === 'login'
            ? 'Popup page: log in with a social provider'
            : 'Popup page: connect a social provider to the current account',
        params: serviceParams,
        responses: {
          302: noContentSchema.describe("Redirect to the provider's authorization page"),
          200: popupPageSchema,
        },
      },
      async (request, reply) => {
        const { service } = request.params;
        if (!isSocialService(service))
          return popupError(request, reply, SOCIAL_AUTH_MESSAGES.disabled, 404);
        const started = await social().start(
          service,
          flow,
          request.auth.user,
          callbackUrl(service),
        );
        if (started.status === 'ERROR')
          return popupError(request, reply, started.message, started.httpStatus);
        reply.setCookie(SOCIAL_COOKIES.state, started.cookie, cookieOptions(SOCIAL_STATE_TTL_MS));
        return reply.header('cache-control', 'no-store').redirect(started.url);
      },
    );
  }

  routes.get(
    '/secure/auth/social/:service/callback',
    {
      summary: 'Popup page the provider returns to; posts the result to the opener',
      params: serviceParams,
      response: popupPageSchema,
    },
    async (request, reply) => {
      const { service } = request.params;
      if (!isSocialService(service))
        return popupError(request, reply, SOCIAL_AUTH_MESSAGES.disabled, 404);
      // One attempt per start: the state cannot be replayed.
      reply.clearCookie(SOCIAL_COOKIES.state, { path: COOKIE_PATH });
      const result = await social().finish(service, {
        currentUrl: new URL(request.url, app.config.appUrl),
        stateCookie: request.cookies[SOCIAL_COOKIES.state],
        user: request.auth.user,
        session: request.auth.session,
        client: clientInfo(request),
      });
      switch (result.status) {
        case 'SUCCESS':
          logIn(request, reply, result.login);
          return popupPage(request, reply, {
            status: 'SUCCESS',
            callbackData: {
              bootstrapData: await app.services.bootstrap.build({
                user: result.login.user,
                cookies: request.cookies,
              }),
            },
          });
        case 'ALREADY_LOGGED_IN':
          return popupPage(request, reply, {
            status: 'ALREADY_LOGGED_IN',
            callbackData: {
              bootstrapData: await app.services.bootstrap.build({
                user: result.user,
                cookies: request.cookies,
              }),
            },
          });
        case 'REQUEST_PASSWORD':
          reply.setCookie(
            SOCIAL_COOKIES.pending,
            result.pendingToken,
            cookieOptions(SOCIAL_PENDING_TTL_MS),
          );
          return popupPage(request, reply, { status: 'REQUEST_PASSWORD', callbackData: {} });
        case 'ERROR':
          return popupError(request, reply, result.message, result.httpStatus);
      }
    },
  );

  routes.post(
    '/secure/auth/social/connect',
    {
      summary: 'Link the pending social profile to its account with the password, and log in',
      body: socialConnectSchema,
      response: socialConnectAnswerSchema,
    },
    async (request, reply) => {
      const login = await social().connectPending(
        request.cookies[SOCIAL_COOKIES.pending],
        request.body.password,
        request.auth.session,
        clientInfo(request),
      );
      reply.clearCookie(SOCIAL_COOKIES.pending, { path: COOKIE_PATH });
      logIn(request, reply, login);
      return {
        status: 'success' as const,
        bootstrapData: await app.services.bootstrap.build({
          user: login.user,
          cookies: request.cookies,
        }),
      };
    },
  );

  routes.post(
    '/secure/auth/social/:service/disconnect',
    {
      guard: LOGGED_IN,
      summary: 'Remove the link between the current account and a social provider',
      params: serviceParams,
      response: socialDisconnectAnswerSchema,
    },
    async (request) => {
      const { service } = request.params;
      if (!isSocialService(service)) throw notFound();
      const profiles = await social().disconnect(request.auth.user!, service);
      return { social_profiles: profiles };
    },
  );
};
