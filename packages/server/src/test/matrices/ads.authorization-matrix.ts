import type { MatrixRow } from '../authorization-matrix';
import { ALL_OK, MISSING_FOR_ALL } from '../matrix-outcomes';

/** The ad slots a visitor sees; who sees which ad is ads.routes.test.ts's. */
export const ADS_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/ads': ALL_OK,
  // Ads are off on a new site: no caller is sent a snippet.
  'GET /api/v1/ads/:slot/frame': {
    ...MISSING_FOR_ALL,
    request: () => ({ params: { slot: 'general_top' } }),
  },
};
