import type { MatrixRow } from '../authorization-matrix';

/** The ad slots a visitor sees; who sees which ad is ads.routes.test.ts's. */
export const ADS_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/ads': { guest: 'ok', other: 'ok', owner: 'ok', admin: 'ok' },
  // Ads are off on a new site: no caller is sent a snippet.
  'GET /api/v1/ads/:slot/frame': {
    guest: '404',
    other: '404',
    owner: '404',
    admin: '404',
    request: () => ({ params: { slot: 'general_top' } }),
  },
};
