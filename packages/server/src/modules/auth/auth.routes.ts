import { loginSchema } from '@tonearm/shared/auth/auth.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, GUEST_AUTH, type RequestAuth } from '../../platform/http/request-context';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/session-cookie';
import { SESSION_LIFETIMES } from './auth.service';

/** spec 000 §7 auth calls. Login and logout are ordinary writes: they need the XSRF token too. */
export const authRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The XSRF token is bound to the session, so it is re-issued whenever the session changes. */
  function switchSession(request: FastifyRequest, reply: FastifyReply, auth: RequestAuth): void {
    request.auth = auth;
    app.csrf.rotate(request, reply);
  }

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], summary: 'Log in with email and password', body: loginSchema } },
    async (request, reply) => {
      const input = request.body;
      const { token, session, user } = await app.services.auth.login(
        input,
        clientInfo(request),
        request.auth.session,
      );
      setSessionCookie(reply, token, {
        secure: app.config.secureCookies,
        ...(input.remember
          ? { maxAgeSeconds: SESSION_LIFETIMES.remembered.absoluteMs / 1000 }
          : {}),
      });
      switchSession(request, reply, { user, session, accessTokenId: null });
      return {
        status: 'success',
        bootstrapData: await app.services.bootstrap.build({ user, cookies: request.cookies }),
      };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session' } },
    async (request, reply) => {
      await app.services.auth.logout(request.auth.session);
      clearSessionCookie(reply, { secure: app.config.secureCookies });
      switchSession(request, reply, GUEST_AUTH);
      return {
        bootstrapData: await app.services.bootstrap.build({ user: null, cookies: request.cookies }),
      };
    },
  );
};
