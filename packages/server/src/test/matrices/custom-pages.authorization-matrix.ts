import type { MatrixRow } from '../authorization-matrix';
import { ALL_OK } from '../matrix-outcomes';

/** A custom page is public (the seeded privacy policy is always there). */
export const CUSTOM_PAGES_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/custom-pages/:idOrSlug': {
    ...ALL_OK,
    request: () => ({ params: { idOrSlug: 'privacy-policy' } }),
    shows: () => 'Privacy policy',
  },
};
