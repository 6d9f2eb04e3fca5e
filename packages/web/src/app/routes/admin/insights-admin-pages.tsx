import type { AdminPage } from './admin-routes';

/** Track, album and artist insights inside the admin frame. */
export const INSIGHTS_ADMIN_PAGES: AdminPage[] = [
  {
    path: 'tracks/:id/insights',
    permission: 'music.update',
    load: async () => (await import('./insights-admin-route')).AdminTrackInsightsRoute,
  },
  {
    path: 'albums/:id/insights',
    permission: 'music.update',
    load: async () => (await import('./insights-admin-route')).AdminAlbumInsightsRoute,
  },
  {
    path: 'artists/:id/insights',
    permission: 'music.update',
    load: async () => (await import('./insights-admin-route')).AdminArtistInsightsRoute,
  },
];
