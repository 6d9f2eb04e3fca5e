import { COOKIES, XSRF_HEADER } from '@tonearm/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { hmac, randomToken, safeEqual } from '../security/tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection, as a signed double-submit cookie (OWASP): the readable XSRF-TOKEN cookie
 * holds `nonce.signature`, where the signature binds the nonce to the session. A cookie-
 * authenticated write must echo it in X-XSRF-TOKEN, else 419. Bearer calls are exempt.
 */
export class CsrfProtection {
  constructor(
    private readonly key: () => string,
    private readonly secureCookies: boolean,
  ) {}

  private binding(request: FastifyRequest): string {
    return request.auth.session?.id ?? 'guest';
  }

  issue(request: FastifyRequest): string {
    const nonce = randomToken(18);
    return `${nonce}.${hmac(this.key(), `${this.binding(request)}.${nonce}`)}`;
  }

  isValid(request: FastifyRequest, token: string | undefined): boolean {
    if (!token) return false;
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return false;
    return safeEqual(signature, hmac(this.key(), `${this.binding(request)}.${nonce}`));
  }

  setCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(COOKIES.xsrf, token, {
      path: '/',
      sameSite: 'lax',
      secure: this.secureCookies,
      httpOnly: false,
    });
  }

  /** Issues a token when the visitor has none valid for their current session. */
  ensureCookie(request: FastifyRequest, reply: FastifyReply): void {
    if (!this.isValid(request, request.cookies[COOKIES.xsrf]))
      this.setCookie(reply, this.issue(request));
  }

  /** Gives a fresh token after login or logout rotated the session. */
  rotate(request: FastifyRequest, reply: FastifyReply): void {
    this.setCookie(reply, this.issue(request));
  }

  verify(request: FastifyRequest): void {
    if (SAFE_METHODS.has(request.method)) return;
    const rule = request.routeOptions.config?.csrf;
    if (rule === false) return;
    if (rule === 'with-session' && !request.auth.session) return;
    if (request.auth.accessTokenId !== null) return;
    const header = request.headers[XSRF_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    // Double submit: the header must echo this browser's cookie, and the token must be signed
    // for the caller's session.
    const cookie = request.cookies[COOKIES.xsrf];
    if (!token || !cookie || !safeEqual(token, cookie) || !this.isValid(request, token)) {
      throw new AppError('csrfMismatch');
    }
  }
}
