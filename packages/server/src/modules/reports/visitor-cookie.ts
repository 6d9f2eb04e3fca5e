import { randomBytes } from 'node:crypto';
import { COOKIES } from '@tonearm/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A year: long enough to recognise a returning browser, short of the 13 months European
 * regulators accept for a first-party audience-measurement cookie; it is not renewed on use.
 */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 16 random bytes in base64url; anything else in the cookie is ignored and replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The browser's visitor id from its cookie, or null when it has none (or a malformed one). */
export function visitorIdOf(request: FastifyRequest): string | null {
  const value = request.cookies[COOKIES.visitor];
  return value && VISITOR_ID.test(value) ? value : null;
}

/**
 * The browser's visitor id, given one first when it has none. Only page renders call this, so
 * API and stream answers never carry the cookie. HttpOnly: no script needs it.
 */
export function ensureVisitorId(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { secure: boolean },
): string {
  const known = visitorIdOf(request);
  if (known) return known;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(COOKIES.visitor, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
  });
  return id;
}
