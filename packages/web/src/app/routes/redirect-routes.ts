import { NOTIFICATION_GROUPS } from '@tonearm/shared/notifications/notifications.schemas';
import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { getBootstrapData } from '@/lib/bootstrap-store';

/**
 * spec 000 §2: /notifications and /notifications/settings redirect to / when notification
 * subscriptions are not integrated or there are none (no group of types to subscribe to; the
 * settings page also goes home when the server answers none). Null when the page may show.
 */
export function notificationsRedirect(
  groups: readonly unknown[] = NOTIFICATION_GROUPS,
): Response | null {
  const integrated = !!getBootstrapData().settings['notif.subs.integrated'];
  if (!integrated || groups.length === 0) return redirect(paths.home());
  return null;
}

/** Paths a user may type that live under /library (the spec leaves the nesting open). */
const libraryAliases: RouteObject[] = [
  { path: 'albums', loader: () => redirect(paths.libraryAlbums()) },
  { path: 'artists', loader: () => redirect(paths.libraryArtists()) },
  { path: 'history', loader: () => redirect(paths.libraryHistory()) },
  { path: 'playlists', loader: () => redirect(paths.libraryPlaylists()) },
];

/** Redirect-only routes of the player layout; they rank above the root channel pages. */
export const redirectRoutes: RouteObject[] = [...libraryAliases];
