import type { MatrixRow } from '../authorization-matrix';
import { ALL_OK, MISSING_FOR_ALL } from '../matrix-outcomes';

/**
 * The pricing page's plans: anyone reads them, a logged-out visitor too; a
 * missing plan is a 404 to all. (A hidden plan answering everyone is in plans.routes.test.ts.)
 */
export const PLANS_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/billing/products': ALL_OK,
  'GET /api/v1/billing/products/:id': {
    ...MISSING_FOR_ALL,
    request: () => ({ params: { id: 2_000_000_000 } }),
  },
};
