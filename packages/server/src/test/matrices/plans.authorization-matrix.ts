import type { MatrixRow } from '../authorization-matrix';

/**
 * The pricing page's plans: anyone reads them, a logged-out visitor too; a
 * missing plan is a 404 to all. (A hidden plan answering everyone is in plans.routes.test.ts.)
 */
export const PLANS_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /api/v1/billing/products': { guest: 'ok', other: 'ok', owner: 'ok', admin: 'ok' },
  'GET /api/v1/billing/products/:id': {
    guest: '404',
    other: '404',
    owner: '404',
    admin: '404',
    request: () => ({ params: { id: 2_000_000_000 } }),
  },
};
