import { COOKIES } from '@tonearm/shared/constants';
import type { FastifyReply } from 'fastify';

/** Never readable by scripts, not sent on cross-site subrequests, Secure behind https. */
function baseOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}

/**
 * Sets the session cookie. With `maxAgeSeconds` it outlives the browser ("Stay signed in for
 * a month"); without, it is a browser-session cookie the browser drops when it closes.
 */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeSeconds?: number },
): void {
  reply.setCookie(COOKIES.session, token, {
    ...baseOptions(options.secure),
    ...(options.maxAgeSeconds ? { maxAge: options.maxAgeSeconds } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.clearCookie(COOKIES.session, baseOptions(options.secure));
}

/** Names the pending two-factor login between POST auth/login and auth/two-factor-challenge. */
export const TWO_FACTOR_COOKIE = 'tonearm_two_factor';

export function setTwoFactorCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
): void {
  reply.setCookie(TWO_FACTOR_COOKIE, token, {
    ...baseOptions(options.secure),
    maxAge: options.maxAgeSeconds,
  });
}

export function clearTwoFactorCookie(reply: FastifyReply, options: { secure: boolean }): void {
  reply.clearCookie(TWO_FACTOR_COOKIE, baseOptions(options.secure));
}
