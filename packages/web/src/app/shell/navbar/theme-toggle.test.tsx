import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { mockMatchMedia, renderWithProviders } from '@/test/render-with-providers';
import { ThemeToggleButton } from './theme-toggle';

describe('ThemeToggleButton', () => {
  it('switches a guest to the dark theme, keeps the choice in the theme cookie and relabels', async () => {
    const { events } = renderWithProviders(<ThemeToggleButton />, { bootstrap: {} });
    expect(readCookie('theme')).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Dark mode' }));

    expect(readCookie('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dark mode' })).not.toBeInTheDocument();
  });

  it('switches back to light from dark', async () => {
    document.cookie = 'theme=dark; path=/';
    const { events } = renderWithProviders(<ThemeToggleButton />, { bootstrap: {} });
    await events.click(screen.getByRole('button', { name: 'Light mode' }));
    expect(readCookie('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('follows the OS preference while nothing is chosen', () => {
    mockMatchMedia(['(prefers-color-scheme: dark)']);
    renderWithProviders(<ThemeToggleButton />, { bootstrap: {} });
    expect(screen.getByRole('button', { name: 'Light mode' })).toBeInTheDocument();
  });

  it('is not offered when users may not change the theme', () => {
    renderWithProviders(<ThemeToggleButton />, {
      bootstrap: { settings: { 'themes.user_change': false } },
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
