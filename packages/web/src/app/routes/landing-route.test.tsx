import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import { LandingRoute } from './landing-route';

afterEach(resetTestState);

describe('LandingRoute', () => {
  it('shows the landing settings: headline, subheadline, actions and features', () => {
    renderWithProviders(<LandingRoute />, {
      bootstrap: {
        settings: {
          'landing.headline': 'Hear everything',
          'landing.subheadline': 'All the music.',
          'landing.actions': [
            { label: 'Get started', action: '/register', type: 'primary' },
            { label: 'Browse', action: '/search', type: 'secondary' },
          ],
          'landing.features': [{ title: 'Offline', body: 'Listen anywhere.', icon: 'headphones' }],
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hear everything' })).toBeInTheDocument();
    expect(screen.getByText('All the music.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/search');
    const feature = screen.getByRole('heading', { level: 2, name: 'Offline' }).closest('article')!;
    expect(within(feature).getByText('Listen anywhere.')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
  });

  it('offers a guest Login, Register and the theme toggle', () => {
    renderWithProviders(<LandingRoute />, { bootstrap: {} });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('hides Register from a guest when registration is disabled', () => {
    renderWithProviders(<LandingRoute />, {
      bootstrap: { settings: { 'registration.disable': true } },
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('sends a logged-in user to the player with "Start listening" instead of Login', () => {
    renderWithProviders(<LandingRoute />, {
      bootstrap: { user: testUser(), settings: { 'landing.actions': [] } },
    });
    expect(screen.getByRole('link', { name: 'Start listening' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});
