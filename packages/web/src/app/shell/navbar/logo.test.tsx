import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { Logo } from './logo';

function mobileSource() {
  return screen.getByTestId('site-logo').parentElement!.querySelector('source');
}

describe('Logo', () => {
  it('links home with the light logo and the light mobile mark under a light theme', () => {
    renderWithProviders(<Logo />, { bootstrap: {} });
    expect(screen.getByRole('link', { name: 'Tonearm' })).toHaveAttribute('href', '/');
    const image = screen.getByTestId('site-logo');
    expect(image).toHaveAttribute('src', '/images/logo-light.svg');
    expect(image).toHaveAttribute('alt', 'Tonearm');
    expect(image).toHaveAttribute('data-variant', 'light');
    expect(mobileSource()).toHaveAttribute('media', '(max-width: 767px)');
    expect(mobileSource()).toHaveAttribute('srcset', '/images/logo-mobile-light.svg');
  });

  it('uses the dark logos under a dark theme', () => {
    document.cookie = 'theme=dark; path=/';
    renderWithProviders(<Logo />, { bootstrap: {} });
    const image = screen.getByTestId('site-logo');
    expect(image).toHaveAttribute('src', '/images/logo-dark.svg');
    expect(image).toHaveAttribute('data-variant', 'dark');
    expect(mobileSource()).toHaveAttribute('srcset', '/images/logo-mobile-dark.svg');
  });

  it('falls back to the full logo on mobile when no mobile logo is set', () => {
    renderWithProviders(<Logo />, {
      bootstrap: { settings: { 'branding.logo_light_mobile': '' } },
    });
    expect(mobileSource()).toHaveAttribute('srcset', '/images/logo-light.svg');
  });
});
