import { act, screen, within } from '@testing-library/react';
import type { Menu } from '@tonearm/shared/menus/menus.schemas';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { PlayerFrame } from '../layouts/player-layout';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows the year, the site name and the "auth-page-footer" menu items that lead somewhere', () => {
    renderWithProviders(<SiteFooter />, {
      bootstrap: {
        settings: {
          'branding.site_name': 'Groove',
          'legal.privacy_policy_url': '/pages/privacy',
          'legal.contact_url': 'https://example.com/contact',
        },
      },
    });
    const footer = screen.getByTestId('site-footer');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Groove`);
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Privacy policy', '/pages/privacy', null],
      // A full URL opens in a new window; terms has no URL yet, so no link.
      ['Contact us', 'https://example.com/contact', '_blank'],
    ]);
  });

  it('shows no dead links on a new install (the policy URLs are empty)', () => {
    renderWithProviders(<SiteFooter />, { bootstrap: {} });
    expect(within(screen.getByTestId('site-footer')).queryAllByRole('link')).toEqual([]);
  });

  it('opens a "link" item of the footer menu in a new window', () => {
    renderWithProviders(<SiteFooter />, {
      bootstrap: {
        menus: [
          {
            id: 'footer',
            name: 'Footer',
            positions: ['auth-page-footer'],
            items: [
              { id: 'status', label: 'Status', type: 'link', action: 'https://status.example.com' },
            ],
          },
        ],
      },
    });
    const link = screen.getByRole('link', { name: 'Status' });
    expect(link).toHaveAttribute('href', 'https://status.example.com');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the menu of the position it is given (the landing page footer)', () => {
    renderWithProviders(<SiteFooter position="landing-footer" />, {
      bootstrap: {
        menus: [
          {
            id: 'landing',
            name: 'Landing',
            positions: ['landing-footer'],
            items: [{ id: 'about', label: 'About', type: 'route', action: '/pages/about' }],
          },
        ],
      },
    });
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/pages/about');
  });

  it('follows the menus setting live, as the appearance editor preview overrides it', () => {
    renderWithProviders(<SiteFooter position="landing-footer" />, { bootstrap: { menus: [] } });
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    const data = getBootstrapData();
    const draft: Menu = {
      id: 'draft',
      name: 'Draft',
      positions: ['landing-footer'],
      items: [{ id: 'blog', label: 'Blog', type: 'route', action: '/blog' }],
    };
    act(() => setBootstrapData({ ...data, settings: { ...data.settings, menus: [draft] } }));
    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();
  });
});

describe('the web player’s site footer', () => {
  it('renders nothing while no menu is placed at "site-footer"', () => {
    renderWithProviders(<PlayerFrame>page</PlayerFrame>, { bootstrap: {} });
    expect(screen.queryByTestId('site-footer')).not.toBeInTheDocument();
  });

  it('shows the items of the "site-footer" menu the visitor may see', () => {
    renderWithProviders(<PlayerFrame>page</PlayerFrame>, {
      bootstrap: {
        menus: [
          {
            id: 'footer',
            name: 'Footer',
            positions: ['site-footer'],
            items: [
              { id: 'help', label: 'Help', type: 'route', action: '/help' },
              {
                id: 'staff',
                label: 'Staff',
                type: 'route',
                action: '/staff',
                permissions: ['admin.access'],
              },
            ],
          },
        ],
      },
    });
    const footer = screen.getByTestId('site-footer');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Help']);
  });
});
