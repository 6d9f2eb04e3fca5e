import { screen, waitFor } from '@testing-library/react';
import type { Insights } from '@tonearm/shared/insights/insights.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { apiError, apiResponse, renderWithProviders, testUser } from '@/test/render-with-providers';
import { InsightsPage } from './insights-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const total = (current: number, previous = 0) => ({
  current,
  previous,
  change: previous === 0 ? (current === 0 ? 0 : null) : ((current - previous) / previous) * 100,
});

function insights(overrides: Partial<Insights> = {}): Insights {
  return {
    item: { kind: 'artist', id: 5, name: 'Night Drive', image: null, draft: false },
    range: '7d',
    granularity: 'day',
    current: { from: '2026-03-09', to: '2026-03-15' },
    previous: { from: '2026-03-02', to: '2026-03-08' },
    totals: {
      plays: total(12, 6),
      listeners: total(4, 4),
      likes: total(3),
      reposts: total(1),
      comments: total(2, 1),
    },
    series: Array.from({ length: 7 }, (_, i) => ({
      key: `2026-03-${String(9 + i).padStart(2, '0')}`,
      previousKey: `2026-03-0${2 + i}`,
      current: i,
      previous: 1,
    })),
    topTracks: [{ id: 31, name: 'Neon Highway', image: null, count: 9 }],
    countries: [{ key: 'DE', count: 7 }],
    devices: [{ key: 'mobile', count: 12 }],
    platforms: [{ key: 'Android', count: 12 }],
    browsers: [{ key: 'Chrome', count: 12 }],
    ...overrides,
  };
}

const options = {
  bootstrap: { user: testUser() },
  path: '/backstage/artists/:id/insights',
  url: '/backstage/artists/5/insights?range=7d',
};

describe('InsightsPage', () => {
  it("shows an artist's plays, listeners, social counts, top tracks and clients", async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(apiResponse(insights()));
    renderWithProviders(<InsightsPage kind="artist" frame="backstage" />, options);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Drive insights' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('artists/5/insights', { params: { range: '7d' } });
    expect(screen.getByRole('region', { name: 'Plays' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Likes' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Neon Highway' })).toBeInTheDocument();
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.getByText('Android')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/artist/5/night-drive',
    );
  });

  it('says so when the period has no plays', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(
      apiResponse(
        insights({
          totals: {
            plays: total(0),
            listeners: total(0),
            likes: total(0),
            reposts: total(0),
            comments: total(0),
          },
          topTracks: [],
          countries: [],
          devices: [],
          platforms: [],
          browsers: [],
        }),
      ),
    );
    renderWithProviders(<InsightsPage kind="artist" frame="backstage" />, options);
    expect(await screen.findByText('No plays yet in this period')).toBeInTheDocument();
    expect(screen.queryByText('Top tracks')).not.toBeInTheDocument();
  });

  it('tells a caller who does not manage the item', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(apiError(403, { message: 'Forbidden' }));
    renderWithProviders(<InsightsPage kind="artist" frame="backstage" />, options);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only who manages this item can see its insights.',
    );
  });

  it('offers a retry when loading fails', { timeout: 20_000 }, async () => {
    const failure = apiError(500, { message: 'Boom' });
    const get = vi
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(apiResponse(insights()));
    const { events } = renderWithProviders(
      <InsightsPage kind="artist" frame="backstage" />,
      options,
    );
    // The query retries twice first.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await events.click(retry);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(4));
    expect(await screen.findByText('Neon Highway')).toBeInTheDocument();
  });
});
