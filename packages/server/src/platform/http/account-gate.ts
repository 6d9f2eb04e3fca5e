import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The account gates, on the server: calls an unverified user (when confirmation is
     * required) or a suspended user may still make — bootstrap data, logout and the
     * verification calls themselves.
     */
    accountGate?: { unverified?: boolean; suspended?: boolean };
  }
}

export const SUSPENDED_MESSAGE =
  'Your account is suspended. Contact the Admin to re-activate your account.';
export const UNVERIFIED_MESSAGE = 'Verify your email address to continue.';

/**
 * Refuses (403) every API call of a suspended user, and of a user without a verified email
 * while `require_email_confirmation` is on, except those the gate screens need.
 */
export function registerAccountGate(
  app: FastifyInstance,
  options: { requireEmailConfirmation: () => Promise<boolean> },
): void {
  app.addHook('preValidation', async (request) => {
    // Page renders (the not-found handler) always load: the web app shows the gate screens.
    if (request.is404) return;
    const user = request.auth?.user;
    if (!user) return;
    const allowed = request.routeOptions.config?.accountGate ?? {};
    if (user.banned_at && !allowed.suspended) throw forbidden(SUSPENDED_MESSAGE);
    if (
      !user.email_verified_at &&
      !allowed.unverified &&
      (await options.requireEmailConfirmation())
    )
      throw forbidden(UNVERIFIED_MESSAGE);
  });
}
