import type { BackstagePage } from './backstage-routes';

/** Track, album and artist insights: a login; the API decides who manages what. */
export const BACKSTAGE_INSIGHTS_PAGES: BackstagePage[] = [
  {
    path: 'tracks/:id/insights',
    load: async () => (await import('./insights-route')).BackstageTrackInsightsRoute,
  },
  {
    path: 'albums/:id/insights',
    load: async () => (await import('./insights-route')).BackstageAlbumInsightsRoute,
  },
  {
    path: 'artists/:id/insights',
    load: async () => (await import('./insights-route')).BackstageArtistInsightsRoute,
  },
];
