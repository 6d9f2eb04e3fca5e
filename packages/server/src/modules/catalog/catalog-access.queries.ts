import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from './visibility.queries';

/**
 * Who may read the catalog and what they see of it. Every module that serves music to a listener
 * (library, playlists, search, comments, player, radio) guards its routes and scopes its reads the
 * same way, so the rule lives here once rather than in the catalog's routes.
 */
export const MUSIC_VIEW = { permissions: ['music.view'] } as const;

/** music.update (or admin) manages every artist, album and track, drafts included. */
export function managesAllMusic(ctx: PermissionContext): boolean {
  return !!ctx.user && hasPermission(ctx, 'music.update');
}

/** The caller as the catalog sees them; music.update holders see every draft. */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.auth.user;
  if (!user) return null;
  return managesAllMusic({ user, guestRole: null })
    ? { id: user.id, managesAll: true }
    : { id: user.id };
}
