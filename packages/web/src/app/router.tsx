import { createBrowserRouter, type RouteObject } from 'react-router';
import { PlayerLayout } from './layouts/player-layout';
import { RootLayout } from './layouts/root-layout';
import { HomepageRoute } from './routes/homepage-route';
import { LandingRoute } from './routes/landing-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteErrorBoundary } from './routes/route-error-boundary';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { index: true, element: <HomepageRoute /> },
      { path: 'landing', element: <LandingRoute /> },
      {
        element: <PlayerLayout />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { path: '404', element: <NotFoundRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
