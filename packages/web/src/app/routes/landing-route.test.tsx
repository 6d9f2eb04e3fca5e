import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BILLING_ON, testProduct } from '@/test/billing-test-data';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { LandingRoute } from './landing-route';
import { answer, sentRequests } from '@/test/http';

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
    const feature = screen.getByRole('heading', { level: 3, name: 'Offline' }).closest('article')!;
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

  it('shows the features title, the secondary features, the background image and the footer text', () => {
    renderWithProviders(<LandingRoute />, {
      bootstrap: {
        settings: {
          'landing.background_image': '/images/hero.jpg',
          'landing.features_title': 'Why listen here',
          'landing.secondary_features': [
            { title: 'For artists', subtitle: 'Backstage', body: 'Upload.', image: '/a.svg' },
            { title: 'Share', subtitle: '', body: 'Links.', image: '' },
          ],
          'landing.footer_text': 'Made in Lisbon',
        },
      },
    });
    expect(screen.getByTestId('landing-background')).toHaveAttribute('src', '/images/hero.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Why listen here' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('landing-secondary-feature');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'For artists',
      'Share',
    ]);
    expect(within(rows[0]!).getByText('Backstage')).toBeInTheDocument();
    expect(screen.getByText('Made in Lisbon')).toBeInTheDocument();
  });

  it('opens a full-URL action in a new window', () => {
    renderWithProviders(<LandingRoute />, {
      bootstrap: {
        settings: {
          'landing.actions': [{ label: 'Docs', action: 'https://example.com', type: 'primary' }],
        },
      },
    });
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', 'https://example.com');
    expect(docs).toHaveAttribute('target', '_blank');
  });

  it('shows no pricing and asks for no plans while billing is off', () => {
    renderWithProviders(<LandingRoute />, { bootstrap: { settings: { 'billing.enable': false } } });
    expect(screen.queryByTestId('landing-pricing')).not.toBeInTheDocument();
    expect(sentRequests('get', 'billing/products')).toEqual([]);
  });

  it('shows the plans under the pricing title when billing is on', async () => {
    answer.get('*', { pagination: { data: [testProduct({ id: 1, name: 'Pro' })] } });
    renderWithProviders(<LandingRoute />, {
      bootstrap: { settings: { ...BILLING_ON, 'landing.pricing_title': 'Plans for everyone' } },
    });
    const pricing = screen.getByTestId('landing-pricing');
    expect(
      within(pricing).getByRole('heading', { name: 'Plans for everyone' }),
    ).toBeInTheDocument();
    expect(await within(pricing).findByTestId('plan-1')).toHaveTextContent('Pro');
    expect(within(pricing).getByRole('radio', { name: 'Yearly' })).toBeChecked();
  });
});
