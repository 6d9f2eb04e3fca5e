import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router';
import { TopProgressBar } from '../shell/top-progress-bar';

/** Every page: the progress bar, scroll restoration, and client-side links for aria components. */
export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <TopProgressBar />
      <Outlet />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
