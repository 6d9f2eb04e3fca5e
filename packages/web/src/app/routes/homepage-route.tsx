import { Navigate } from 'react-router';
import type { HomepageType } from '@tonearm/shared/settings/default-settings';
import { useCurrentUser, useSetting } from '@/lib/bootstrap-store';
import { PlayerFrame } from '../layouts/player-layout';
import { HomeRoute } from './home-route';
import { LandingRoute } from './landing-route';

/**
 * spec 000 §2: the homepage may be the login page, the registration page, the landing page
 * (value landingPage), or by default the home channel. Logged-in users always get the player.
 */
export function HomepageRoute() {
  const type = useSetting<HomepageType>('homepage.type');
  const user = useCurrentUser();
  if (!user) {
    if (type === 'login') return <Navigate to="/login" replace />;
    if (type === 'register') return <Navigate to="/register" replace />;
    if (type === 'landingPage') return <LandingRoute />;
  }
  return (
    <PlayerFrame>
      <HomeRoute />
    </PlayerFrame>
  );
}
