import { parseRelationList } from '@tonearm/shared/http/http.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated, ValidationError } from '../errors';
import type { CsrfProtection } from './csrf';
import { isEmbedRequest } from './embed-requests';
import { GUEST_AUTH, type RequestAuth } from './request-context';
import { API_PATH } from './web-app';
import { COOKIES } from '@tonearm/shared/constants';
import { claimsSignedAccess, INVALID_SIGNED_URL_MESSAGE } from './signed-access';

export interface RequestHooksOptions {
  csrf: CsrfProtection;
  /** `mayRotate` on safe methods: a session marked by a privilege change gets a new id. */
  authenticateSession: (
    cookieToken: string | undefined,
    mayRotate: boolean,
  ) => Promise<RequestAuth & { rotatedToken?: string }>;
  /** Sets the cookie of a session that got a new id (rotation). */
  onSessionRotated?: (reply: FastifyReply, token: string, auth: RequestAuth) => void;
  authenticateAccessToken: (token: string) => Promise<RequestAuth | null>;
  guestRole: () => Promise<{ id: number; permissions?: { name: string }[] } | null>;
  canAccessWorkspace: (workspaceId: number, userId: number | null) => Promise<boolean>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Ids are PostgreSQL `integer`s: a larger number would make the membership query fail. */
const MAX_ID = 2_147_483_647;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readWorkspaceId(request: FastifyRequest): number {
  const raw = (request.query as Record<string, unknown> | undefined)?.workspaceId;
  if (raw === undefined || raw === '' || raw === 'null') return 0;
  const text = String(Array.isArray(raw) ? raw[0] : raw);
  // Digits only: Number() would also accept "0x10", "1e3" and " 5 ".
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(id <= MAX_ID))
    throw ValidationError.field('workspaceId', 'The workspace id must be a whole number.');
  return id;
}

/**
 * The per-request pipeline every route shares: who is calling, CSRF, the relation
 * lists, the workspace scope, then the route's own guard.
 */
export function registerRequestHooks(app: FastifyInstance, options: RequestHooksOptions): void {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.decorateRequest('relations', null as unknown as FastifyRequest['relations']);
  app.decorateRequest('workspaceId', 0);
  app.decorateRequest('signedAccess', false);
  const loaded = new WeakMap<FastifyRequest, Promise<PermissionContext>>();
  app.decorateRequest('permissionContext', function (this: FastifyRequest) {
    let context = loaded.get(this);
    if (!context) {
      const user = this.auth.user;
      context = user
        ? Promise.resolve({ user, guestRole: null })
        : options.guestRole().then((guestRole) => ({ user: null, guestRole }));
      loaded.set(this, context);
    }
    return context;
  });

  app.addHook('onRequest', async (request, reply) => {
    request.auth = GUEST_AUTH;
    // Built files (scripts, styles, images) need no caller: only API calls and pages (served by
    // the not-found handler) do, so a page load costs one session lookup, not one per asset.
    if (!request.is404 && !API_PATH.test(request.url)) return;
    // A route's own signed URL (a player's stream URL) is the whole authorization: no session,
    // no CSRF (safe methods only carry one), no cookie; the guard and the rate limit skip it.
    if (claimsSignedAccess(request)) {
      if (!(await request.routeOptions.config.signedAccess!.verify(request)))
        throw forbidden(INVALID_SIGNED_URL_MESSAGE);
      request.signedAccess = true;
      return;
    }
    const token = bearerToken(request);
    if (token) {
      const auth = await options.authenticateAccessToken(token);
      // A wrong token is an error, never a silent fall back to the cookie session.
      if (!auth) throw unauthenticated();
      request.auth = auth;
    } else {
      // Only answers that may carry cookies rotate: safe ones (a write's own XSRF check is bound
      // to the old id) that would issue the XSRF cookie anyway (not embeds, not media bytes).
      const mayRotate =
        SAFE_METHODS.has(request.method) &&
        request.routeOptions.config?.issueCsrfCookie !== false &&
        !isEmbedRequest(request);
      const { rotatedToken, ...auth } = await options.authenticateSession(
        request.cookies[COOKIES.session],
        mayRotate,
      );
      request.auth = auth;
      if (rotatedToken) {
        options.onSessionRotated?.(reply, rotatedToken, auth);
        // The XSRF token is bound to the session: the new id needs a new one.
        options.csrf.rotate(request, reply);
        return;
      }
    }
    options.csrf.verify(request);
    if (
      !token &&
      request.routeOptions.config?.issueCsrfCookie !== false &&
      !isEmbedRequest(request)
    ) {
      options.csrf.ensureCookie(request, reply);
    }
  });

  app.addHook('preValidation', async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    request.relations = {
      with: parseRelationList(query.with),
      load: parseRelationList(query.load),
      loadCount: parseRelationList(query.loadCount),
    };
    // A guest has no workspaces: a workspace id left in their browser (the client sends the
    // active one on every call, login included) is ignored rather than refused.
    request.workspaceId = request.auth.user ? readWorkspaceId(request) : 0;
    if (
      request.workspaceId !== 0 &&
      !(await options.canAccessWorkspace(request.workspaceId, request.auth.user?.id ?? null))
    ) {
      throw forbidden('You are not a member of this workspace.');
    }
  });
}
