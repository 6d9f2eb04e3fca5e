import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { PlayerLayout } from './layouts/player-layout';
import { RootLayout } from './layouts/root-layout';
import { billingInvoiceRoute, billingRoutes } from './routes/billing/billing-routes';
import { AuthLayout } from './layouts/auth-layout';
import { NotFoundRoute } from './routes/not-found-route';
import { notificationsRoutes } from './routes/notifications/notifications-routes';
import { lazyPage } from './routes/lazy-page';
import { redirectRoutes } from './routes/redirect-routes';
import { FirstPageFallback } from './shell/first-page-loader';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { guardLoader, guestOnlyLoader } from './routes/route-guards';
import type { LibrarySection } from '@/features/catalog/components/library-page';

/**
 * Pages load on demand: the shell (layouts, navbar, player, guards) is in the first
 * script and each page's code is fetched when a route first matches, so a listener downloads
 * neither the account settings, the upload queue, the auth forms nor the API docs to play music.
 * While a page's code loads, the top progress bar (navigations) or the full-screen loader (the
 * first page, see app.tsx) shows.
 */
const page = lazyPage;

// One chunk per catalog page: the artist page does not download the playlist page or comments.
const channelRoute = page(async () => (await import('./routes/music/channel-route')).ChannelRoute);
const auth = {
  login: page(async () => (await import('./routes/auth/login-route')).LoginRoute),
  register: page(async () => (await import('./routes/auth/register-route')).RegisterRoute),
};
const library = (section: LibrarySection) =>
  page(async () => (await import('./routes/music/library-routes')).libraryRoute(section));

const musicView = guardLoader({ permissions: ['music.view'] });

const ROOT_ROUTE = 'root';
const PLAYER_ROUTE = 'player';

/**
 * The admin and backstage route tables (a few dozen pages, their guards and registries) are not
 * in the first script: React Router asks for them the first time a URL under /admin or
 * /backstage is visited (`patchRoutesOnNavigation`), and they are added once.
 */
const discoverable: { prefix: RegExp; add: (patch: PatchRoutes) => Promise<void> }[] = [
  {
    prefix: /^\/admin(\/|$)/,
    add: async (patch) =>
      patch(ROOT_ROUTE, [(await import('./routes/admin/admin-routes')).adminRoute]),
  },
  {
    prefix: /^\/(contact|pages\/)/,
    add: async (patch) =>
      patch(PLAYER_ROUTE, (await import('./routes/site-pages-routes')).sitePagesRoutes),
  },
  {
    prefix: /^\/backstage\//,
    add: async (patch) =>
      patch(PLAYER_ROUTE, (await import('./routes/backstage/backstage-routes')).backstageRoutes),
  },
];
type PatchRoutes = (routeId: string, children: RouteObject[]) => void;
const discovered = new Set<(typeof discoverable)[number]>();

export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const area = discoverable.find((entry) => entry.prefix.test(pathname));
  if (!area || discovered.has(area)) return;
  await area.add(patch);
  discovered.add(area);
};

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE,
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // The first page's code is awaited outside the router: app.tsx shows the full-screen loader.
    hydrateFallbackElement: <FirstPageFallback />,
    children: [
      { index: true, ...page(async () => (await import('./routes/homepage-route')).HomepageRoute) },
      {
        path: 'landing',
        ...page(async () => (await import('./routes/landing-route')).LandingRoute),
      },
      // Embeds: music.view, no login, no player layout.
      {
        path: 'track/:trackId/:trackName/embed',
        loader: musicView,
        ...page(async () => (await import('./routes/music/embed-routes')).TrackEmbedRoute),
      },
      {
        path: 'album/:albumId/:artistName/:albumName/embed',
        loader: musicView,
        ...page(async () => (await import('./routes/music/embed-routes')).AlbumEmbedRoute),
      },
      {
        element: <AuthLayout />,
        loader: guestOnlyLoader(),
        children: [
          { path: 'login', ...auth.login },
          { path: 'workspace/join/login', ...auth.login },
          { path: 'register', ...auth.register },
          { path: 'workspace/join/register', ...auth.register },
          {
            path: 'forgot-password',
            ...page(
              async () => (await import('./routes/auth/forgot-password-route')).ForgotPasswordRoute,
            ),
          },
          {
            path: 'password/reset/:token',
            ...page(
              async () => (await import('./routes/auth/reset-password-route')).ResetPasswordRoute,
            ),
          },
        ],
      },
      // The admin area (its own frame, no player bar) joins here on the first visit to /admin
      // (patchRoutesOnNavigation below).
      // A printable invoice: no player layout around it.
      billingInvoiceRoute,
      {
        id: PLAYER_ROUTE,
        element: <PlayerLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          // Contact and custom pages join here on their first visit.
          // Needs api.access, login not required.
          {
            path: 'api-docs',
            loader: guardLoader({ permissions: ['api.access'] }),
            ...page(
              async () =>
                (await import('@/features/api-docs/components/api-docs-page')).ApiDocsPage,
            ),
          },
          {
            path: 'account-settings',
            loader: guardLoader({ auth: true }),
            ...page(
              async () => (await import('./routes/account-settings-route')).AccountSettingsRoute,
            ),
          },
          // Backstage joins here on the first visit to /backstage/….
          // Billing and pricing.
          ...billingRoutes,
          // The web player.
          {
            path: 'lyrics',
            loader: musicView,
            ...page(async () => (await import('./routes/music/lyrics-route')).LyricsRoute),
          },
          {
            path: 'artist/:artistId/:artistName?',
            loader: musicView,
            ...page(async () => (await import('./routes/music/artist-route')).ArtistRoute),
          },
          {
            path: 'album/:albumId/:artistName/:albumName',
            loader: musicView,
            ...page(async () => (await import('./routes/music/album-route')).AlbumRoute),
          },
          {
            path: 'track/:trackId/:trackName?',
            loader: musicView,
            ...page(async () => (await import('./routes/music/track-route')).TrackRoute),
          },
          {
            path: 'playlist/:playlistId/:playlistName?',
            loader: musicView,
            ...page(async () => (await import('./routes/music/playlist-route')).PlaylistRoute),
          },
          {
            path: 'tag/:tagName/:tab?',
            loader: musicView,
            ...page(async () => (await import('./routes/music/tag-route')).TagRoute),
          },
          {
            path: 'user/:userId/:userName?/:tab?',
            loader: musicView,
            ...page(
              async () => (await import('./routes/music/user-profile-route')).UserProfileRoute,
            ),
          },
          {
            path: 'radio/:seedType/:seedId/:seedName?',
            loader: musicView,
            ...page(async () => (await import('./routes/music/radio-route')).RadioRoute),
          },
          {
            path: 'search/:query?/:tab?',
            loader: musicView,
            ...page(async () => (await import('./routes/music/search-routes')).SearchRoute),
          },
          {
            path: 'library',
            loader: guardLoader({ auth: true, permissions: ['music.view'] }),
            children: [
              { index: true, ...library('overview') },
              { path: 'songs', ...library('songs') },
              { path: 'playlists', ...library('playlists') },
              { path: 'albums', ...library('albums') },
              { path: 'artists', ...library('artists') },
              { path: 'history', ...library('history') },
            ],
          },
          {
            path: 'channel/:slugOrId/:restriction?',
            loader: musicView,
            ...channelRoute,
          },
          // Notifications.
          ...notificationsRoutes,
          // Redirects: /albums and friends to /library/….
          ...redirectRoutes,
          { path: '404', element: <NotFoundRoute /> },
          // Channel pages at the root rank below every static path (React Router ranking).
          {
            path: ':slugOrId/:restriction?',
            loader: musicView,
            ...channelRoute,
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * Created on first render, not at import: the router runs its first loaders (the route guards)
 * at once, and those must see the bootstrap data main.tsx installs before rendering.
 */
export function getRouter() {
  router ??= createBrowserRouter(routes, { patchRoutesOnNavigation });
  return router;
}
