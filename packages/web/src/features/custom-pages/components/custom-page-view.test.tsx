import { screen, waitFor } from '@testing-library/react';
import { customPageResponseSchema } from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { describe, expect, it } from 'vitest';
import { answer, fail } from '@/test/http';
import { findProbedLocation, renderWithProviders } from '@/test/render-with-providers';
import { CustomPageView } from './custom-page-view';

const PAGE = {
  id: 7,
  slug: 'about',
  title: 'About us',
  body: '<h2>Who we are</h2><p>We <strong>love</strong> music.</p>',
  meta_title: null,
  meta_description: null,
  updated_at: '2026-11-24T10:00:00.000Z',
};

describe('CustomPageView (custom page)', () => {
  it('asks for the page by slug and shows its title and body', async () => {
    const page = answer.get('custom-pages/:idOrSlug', { page: PAGE }, customPageResponseSchema);
    renderWithProviders(<CustomPageView idOrSlug="about" />, { path: '/pages/about' });
    expect(await screen.findByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Who we are', level: 2 })).toBeVisible();
    expect(screen.getByText('love').tagName).toBe('STRONG');
    expect(page.calls.map((call) => call.path)).toContain('/api/v1/custom-pages/about');
  });

  it('shows the not-found page for an unknown page', async () => {
    fail.get('*', 404, { message: 'Page not found.' });
    renderWithProviders(<CustomPageView idOrSlug={99} />, { path: '/pages/99/x' });
    await waitFor(async () => expect(await findProbedLocation()).toBe('/404'));
  });
});
