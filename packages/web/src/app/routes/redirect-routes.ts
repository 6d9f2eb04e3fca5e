import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { queryClient } from '@/lib/query-client';
import { guardLoader } from './route-guards';

const loginRequired = guardLoader({ auth: true });

/**
 * /notifications and /notifications/settings redirect to / when notification
 * subscriptions are not integrated or there are none (the server offers no group of types); a
 * guest logs in first. The answer stays cached for the settings page.
 */
export async function notificationsLoader(args: LoaderFunctionArgs) {
  if (!getBootstrapData().settings['notif.subs.integrated']) return redirect(paths.home());
  const toLogin = loginRequired(args);
  if (toLogin) return toLogin;
  // Loaded here, not imported: its hook would bring useQuery into the first script.
  const { notificationSubscriptionsQueryOptions } =
    await import('@/features/notifications/api/get-subscriptions');
  const answer = await queryClient.ensureQueryData(notificationSubscriptionsQueryOptions());
  return answer.subscriptions.length === 0 ? redirect(paths.home()) : null;
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
