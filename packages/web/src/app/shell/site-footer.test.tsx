import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { SiteFooter } from './site-footer';

afterEach(resetTestState);

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
});
