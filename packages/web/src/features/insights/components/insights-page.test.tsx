import { screen, waitFor } from '@testing-library/react';
import { insightsSchema, type Insights } from '@tonearm/shared/insights/insights.schemas';
import { describe, expect, it } from 'vitest';
import { answer, fail, sentRequests } from '@/test/http';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { InsightsPage } from './insights-page';

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

const INSIGHTS = 'artists/5/insights';

function answerInsights(overrides: Partial<Insights> = {}) {
  return answer.get(INSIGHTS, insights(overrides), insightsSchema);
}

const options = {
  bootstrap: { user: testUser() },
  path: '/backstage/artists/:id/insights',
  url: '/backstage/artists/5/insights?range=7d',
};

describe('InsightsPage', () => {
  it("shows an artist's plays, listeners, social counts, top tracks and clients", async () => {
    const route = answerInsights();
    renderWithProviders(<InsightsPage kind="artist" frame="backstage" />, options);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Night Drive insights' }),
    ).toBeInTheDocument();
    expect(route.calls.map((call) => call.query)).toContainEqual({ range: '7d' });
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
    answerInsights({
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
    });
    renderWithProviders(<InsightsPage kind="artist" frame="backstage" />, options);
    expect(await screen.findByText('No plays yet in this period')).toBeInTheDocument();
    expect(screen.queryByText('Top tracks')).not.toBeInTheDocument();
  });

  it('tells a caller who does not manage the item', async () => {
    fail.get(INSIGHTS, 403, { message: 'Forbidden' });
    renderWithProviders(<InsightsPage kind="artist" frame="backstage" />, options);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only who manages this item can see its insights.',
    );
  });

  it('offers a retry when loading fails', { timeout: 20_000 }, async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      fail.get(INSIGHTS, 500, { message: 'Boom' }, { once: true });
    }
    answerInsights();
    const { events } = renderWithProviders(
      <InsightsPage kind="artist" frame="backstage" />,
      options,
    );
    // The query retries twice first.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    await events.click(retry);
    await waitFor(() => expect(sentRequests('get', INSIGHTS)).toHaveLength(4));
    expect(await screen.findByText('Neon Highway')).toBeInTheDocument();
  });
});
