import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, ScrollRestoration, useHref, useNavigate } from 'react-router';
import { useVisitBeacon } from '@/features/reports/hooks/use-visit-beacon';
import { TopProgressBar } from '../shell/top-progress-bar';

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:|\/\/)/i;

/** React Router's useHref for app paths; absolute URLs (menu "link" items) pass through. */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return ABSOLUTE_URL.test(href) ? href : resolved;
}

/** Every page: the progress bar, scroll restoration, and client-side links for aria components. */
export function RootLayout() {
  const navigate = useNavigate();
  useVisitBeacon();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useAppHref}>
      <TopProgressBar />
      <Outlet />
      <ScrollRestoration />
    </AriaRouterProvider>
  );
}
