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
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { BackstageUploadRoute } from './routes/backstage/upload-route';
import { guardLoader, guestOnlyLoader } from './routes/route-guards';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, element: <HomepageRoute /> },
      { path: 'landing', element: <LandingRoute /> },
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
          { path: '404', element: <NotFoundRoute /> },
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
