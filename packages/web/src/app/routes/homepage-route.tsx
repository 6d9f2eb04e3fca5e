import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import type { HomepageType } from '@tonearm/shared/settings/default-settings';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { PlayerFrame } from '../layouts/player-layout';
import { HomeRoute } from './home-route';

// Most sites open on the home channel: the landing page's code loads only where it is the homepage.
const LandingRoute = lazy(async () => ({
  default: (await import('./landing-route')).LandingRoute,
}));

/**
 * The homepage may be the login page, the registration page, the landing page
 * (value landingPage), or by default the home channel. Logged-in users always get the player.
 */
export function HomepageRoute() {
  const type = useSetting<HomepageType>('homepage.type');
  const user = useCurrentUser();
  if (!user) {
    if (type === 'login') return <Navigate to="/login" replace />;
    if (type === 'register') return <Navigate to="/register" replace />;
    if (type === 'landingPage') {
      return (
        <Suspense fallback={null}>
          <LandingRoute />
        </Suspense>
      );
    }
  }
  return (
    <PlayerFrame>
      <HomeRoute />
    </PlayerFrame>
  );
}
