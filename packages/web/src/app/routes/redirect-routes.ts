import { redirect, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { getBootstrapData } from '@/lib/bootstrap-store';

/**
 * The notification subscriptions a user can manage on /notifications/settings. None is defined
 * yet, so the pages have nothing to show.
 */
const NOTIFICATION_SUBSCRIPTIONS: readonly string[] = [];

/**
 * spec 000 §2: /notifications and /notifications/settings redirect to / when notification
 * subscriptions are not integrated or there are none.
 */
function notificationsLoader() {
  const integrated = !!getBootstrapData().settings['notif.subs.integrated'];
  if (!integrated || NOTIFICATION_SUBSCRIPTIONS.length === 0) return redirect(paths.home());
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
export const redirectRoutes: RouteObject[] = [
  { path: 'notifications', loader: notificationsLoader },
  { path: 'notifications/settings', loader: notificationsLoader },
  ...libraryAliases,
];
