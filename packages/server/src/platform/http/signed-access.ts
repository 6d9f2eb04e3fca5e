import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * True when the route's own signed-URL check let the request in (`config.signedAccess`): the
     * caller was not looked up, and the rate limit and the route's guard do not apply.
     */
    signedAccess: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A route that may also be reached through a URL it signed itself (an expiring grant, such
     * as a player's stream URL). When the query carries `param`, `verify` decides alone, before
     * any session, role or rate-limit work: true serves the request as a guest with the guard
     * skipped, false answers 403 and serves nothing. Without `param` the route keeps the whole
     * pipeline (session, CSRF, rate limit, guard).
     */
    signedAccess?: {
      param: string;
      verify: (request: FastifyRequest) => Promise<boolean>;
    };
  }
}

export const INVALID_SIGNED_URL_MESSAGE = 'This link has expired or is not valid.';

/** Whether the request claims a signed grant of its route (it names the signature parameter). */
export function claimsSignedAccess(request: FastifyRequest): boolean {
  const signed = request.routeOptions.config?.signedAccess;
  if (!signed) return false;
  const query = request.query as Record<string, unknown> | undefined;
  return query?.[signed.param] !== undefined;
}

/** Whether the route's signed-URL check let this request in (the guard and rate limit skip it). */
export function grantedBySignature(request: FastifyRequest): boolean {
  return request.signedAccess === true;
}
