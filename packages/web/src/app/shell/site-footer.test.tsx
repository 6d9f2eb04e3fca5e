import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { SiteFooter } from './site-footer';

afterEach(resetTestState);

describe('SiteFooter', () => {
  it('shows the year, the site name and the "auth-page-footer" menu', () => {
    renderWithProviders(<SiteFooter />, {
      bootstrap: { settings: { 'branding.site_name': 'Groove' } },
    });
    const footer = screen.getByTestId('site-footer');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Groove`);
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy policy', '/pages/privacy-policy'],
      ['Terms of service', '/pages/terms-of-service'],
      ['Contact us', '/contact'],
    ]);
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
