import type { MatrixRow } from '../authorization-matrix';

/**
 * Insights: only who manages the item, or a music.update holder (the admin),
 * reads them. The matrix's owner does not manage the demo catalog, so they are refused too;
 * insights.routes.test.ts covers a manager reading their own.
 */
const MANAGERS_ONLY = { guest: '401', other: '403', owner: '403', admin: 'ok' } as const;

export const INSIGHTS_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/tracks/:id/insights': {
    ...MANAGERS_ONLY,
    request: (f) => ({ params: { id: f.trackId }, query: { range: '30d' } }),
  },
  'GET /api/v1/albums/:id/insights': {
    ...MANAGERS_ONLY,
    request: (f) => ({ params: { id: f.albumId } }),
  },
  'GET /api/v1/artists/:id/insights': {
    ...MANAGERS_ONLY,
    request: (f) => ({ params: { id: f.artistId }, query: { range: 'year' } }),
  },
};
