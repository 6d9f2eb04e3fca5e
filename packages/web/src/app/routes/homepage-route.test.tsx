import { screen } from '@testing-library/react';
import { HOMEPAGE_TYPES } from '@tonearm/shared/settings/default-settings';
import type { User } from '@tonearm/shared/users/users.schemas';
import { describe, expect, it } from 'vitest';
import { findProbedLocation, renderWithProviders, testUser } from '@/test/render-with-providers';
import { HomepageRoute } from './homepage-route';

function renderHomepage(type: string, user: User | null = null) {
  return renderWithProviders(<HomepageRoute />, {
    bootstrap: { user, settings: { 'homepage.type': type } },
  });
}

describe('HomepageRoute for a guest', () => {
  it('redirects to /login when the homepage is the login page', async () => {
    const { router } = renderHomepage('login');
    expect(await findProbedLocation()).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
  });

  it('redirects to /register when the homepage is the registration page', async () => {
    renderHomepage('register');
    expect(await findProbedLocation()).toBe('/register');
  });

  it('shows the landing page when the homepage is "landingPage"', async () => {
    renderHomepage('landingPage');
    // Its code loads on demand (most sites open on the home channel).
    expect(await screen.findByTestId('landing-page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Music for every moment' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('navbar')).not.toBeInTheDocument();
  });

  it('shows the home inside the player frame when the homepage is "channel"', () => {
    renderHomepage('channel');
    expect(screen.getByTestId('navbar')).toBeInTheDocument();
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Tonearm' })).toBeInTheDocument();
    expect(screen.queryByTestId('landing-page')).not.toBeInTheDocument();
  });
});

describe('HomepageRoute for a logged-in user', () => {
  it.each(HOMEPAGE_TYPES)('shows the home when the homepage is "%s"', (type) => {
    renderHomepage(type, testUser({ name: 'Ada Lovelace' }));
    expect(screen.getByTestId('home-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByTestId('user-menu-trigger')).toBeInTheDocument();
    expect(screen.queryByTestId('landing-page')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});
