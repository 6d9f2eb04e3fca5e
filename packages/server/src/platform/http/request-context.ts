import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { RouteGuard } from '@tonearm/shared/permissions/route-guard';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { FastifyRequest } from 'fastify';
import type { SessionRow } from '../db/schema';

/** Who is calling: a cookie session, an access token, or nobody. */
export interface RequestAuth {
  user: User | null;
  session: SessionRow | null;
  accessTokenId: number | null;
}

export const GUEST_AUTH: RequestAuth = { user: null, session: null, accessTokenId: null };

export interface RequestRelations {
  with: string[];
  load: string[];
  loadCount: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
    /** `with`, `load`, `loadCount` as lists of relation names. */
    relations: RequestRelations;
    /** The workspace the call is scoped to; 0 is the personal default. */
    workspaceId: number;
    /**
     * Permissions of the user, or of the guest role when logged out; loaded on first use (only
     * guarded routes need it) and kept for the rest of the request.
     */
    permissionContext: () => Promise<PermissionContext>;
  }
  interface FastifyContextConfig {
    /** Who may call the route (permissions guard). */
    guard?: RouteGuard & {
      /** The current count for `quota`, e.g. how many playlists the user already has. */
      currentCount?: (request: FastifyRequest) => Promise<number>;
    };
    /**
     * Set false for calls that carry their own authenticity (payment webhooks); 'with-session'
     * checks only callers with a session: a guest has no ambient authority to forge, and an
     * embed on another site (no cookies) must still be able to make the call.
     */
    csrf?: boolean | 'with-session';
    /**
     * Set false where no page or script reads the response (audio bytes): the XSRF-TOKEN cookie
     * is then not issued, which saves a signature per range request.
     */
    issueCsrfCookie?: boolean;
  }
}

export function clientInfo(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
