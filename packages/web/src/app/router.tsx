import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { ApiDocsPage } from '@/features/api-docs/components/api-docs-page';
import { AuthLayout } from './layouts/auth-layout';
import { PlayerLayout } from './layouts/player-layout';
import { AccountSettingsRoute } from './routes/account-settings-route';
import { LoginRoute } from './routes/auth/login-route';
import { ForgotPasswordRoute } from './routes/auth/forgot-password-route';
import { RegisterRoute } from './routes/auth/register-route';
import { ResetPasswordRoute } from './routes/auth/reset-password-route';
import { RootLayout } from './layouts/root-layout';
import { HomepageRoute } from './routes/homepage-route';
import { LandingRoute } from './routes/landing-route';
import { NotFoundRoute } from './routes/not-found-route';
import { redirectRoutes } from './routes/redirect-routes';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { BackstageUploadRoute } from './routes/backstage/upload-route';
import { guardLoader, guestOnlyLoader } from './routes/route-guards';
import {
  AlbumRoute,
  ArtistRoute,
  ChannelRoute,
  LyricsRoute,
  PlaylistRoute,
  RadioRoute,
  TagRoute,
  TrackRoute,
  UserProfileRoute,
} from './routes/music/catalog-routes';
import { AlbumEmbedRoute, TrackEmbedRoute } from './routes/music/embed-routes';
import { libraryRoute } from './routes/music/library-routes';
import { SearchRoute } from './routes/music/search-routes';

const musicView = guardLoader({ permissions: ['music.view'] });
const LibraryOverviewRoute = libraryRoute('overview');
const LibrarySongsRoute = libraryRoute('songs');
const LibraryPlaylistsRoute = libraryRoute('playlists');
const LibraryAlbumsRoute = libraryRoute('albums');
const LibraryArtistsRoute = libraryRoute('artists');
const LibraryHistoryRoute = libraryRoute('history');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, element: <HomepageRoute /> },
      { path: 'landing', element: <LandingRoute /> },
      // spec 001 §2 embeds: music.view, no login, no player layout.
      { path: 'track/:trackId/:trackName/embed', loader: musicView, element: <TrackEmbedRoute /> },
      {
        path: 'album/:albumId/:artistName/:albumName/embed',
        loader: musicView,
        element: <AlbumEmbedRoute />,
      },
      {
        element: <AuthLayout />,
        loader: guestOnlyLoader(),
        children: [
          { path: 'login', element: <LoginRoute /> },
          { path: 'workspace/join/login', element: <LoginRoute /> },
          { path: 'register', element: <RegisterRoute /> },
          { path: 'workspace/join/register', element: <RegisterRoute /> },
          { path: 'forgot-password', element: <ForgotPasswordRoute /> },
          { path: 'password/reset/:token', element: <ResetPasswordRoute /> },
        ],
      },
      {
        element: <PlayerLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          // spec 001 §2: needs api.access, login not required.
          {
            path: 'api-docs',
            loader: guardLoader({ permissions: ['api.access'] }),
            element: <ApiDocsPage />,
          },
          {
            path: 'account-settings',
            loader: guardLoader({ auth: true }),
            element: <AccountSettingsRoute />,
          },
          {
            path: 'backstage/upload',
            loader: guardLoader({ auth: true, permissions: ['music.create'] }),
            element: <BackstageUploadRoute />,
          },
          // spec 001 §2 web player.
          { path: 'lyrics', loader: musicView, element: <LyricsRoute /> },
          { path: 'artist/:artistId/:artistName?', loader: musicView, element: <ArtistRoute /> },
          {
            path: 'album/:albumId/:artistName/:albumName',
            loader: musicView,
            element: <AlbumRoute />,
          },
          { path: 'track/:trackId/:trackName?', loader: musicView, element: <TrackRoute /> },
          {
            path: 'playlist/:playlistId/:playlistName?',
            loader: musicView,
            element: <PlaylistRoute />,
          },
          { path: 'tag/:tagName/:tab?', loader: musicView, element: <TagRoute /> },
          {
            path: 'user/:userId/:userName?/:tab?',
            loader: musicView,
            element: <UserProfileRoute />,
          },
          {
            path: 'radio/:seedType/:seedId/:seedName?',
            loader: musicView,
            element: <RadioRoute />,
          },
          { path: 'search/:query?/:tab?', loader: musicView, element: <SearchRoute /> },
          {
            path: 'library',
            loader: guardLoader({ auth: true, permissions: ['music.view'] }),
            children: [
              { index: true, element: <LibraryOverviewRoute /> },
              { path: 'songs', element: <LibrarySongsRoute /> },
              { path: 'playlists', element: <LibraryPlaylistsRoute /> },
              { path: 'albums', element: <LibraryAlbumsRoute /> },
              { path: 'artists', element: <LibraryArtistsRoute /> },
              { path: 'history', element: <LibraryHistoryRoute /> },
            ],
          },
          { path: 'channel/:slugOrId/:restriction?', loader: musicView, element: <ChannelRoute /> },
          // Redirects: /notifications* to / (spec 000 §2), /albums and friends to /library/….
          ...redirectRoutes,
          { path: '404', element: <NotFoundRoute /> },
          // The admin area (spec 001 §2) is not built yet: its paths are an honest not-found page
          // in place, not channel lookups (admins land on /admin after login, spec 000 §2).
          { path: 'admin/*', element: <NotFoundRoute /> },
          // Channel pages at the root rank below every static path (React Router ranking).
          { path: ':slugOrId/:restriction?', loader: musicView, element: <ChannelRoute /> },
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
  router ??= createBrowserRouter(routes);
  return router;
}
