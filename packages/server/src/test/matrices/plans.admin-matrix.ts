import type { ProductInput } from '@tonearm/shared/billing/billing.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { rowsNeeding } from '../admin-matrix-rows';
import type { TestApp } from '../test-app';

const ADMIN_CTX: PermissionContext = {
  user: { id: 0, permissions: [{ name: 'admin', restrictions: [] }] },
  guestRole: null,
};

const planInput = (name: string): ProductInput => ({
  name,
  description: null,
  hidden: false,
  free: false,
  recommended: false,
  feature_list: ['Matrix feature'],
  position: 0,
  prices: [{ amount: 4.99, currency: 'USD', interval: 'month', interval_count: 1 }],
  permissions: [],
});

/** A fresh plan, so no caller finds the target already changed or gone. */
async function freshPlan(t: TestApp): Promise<number> {
  return (await t.services.plans.create(ADMIN_CTX, planInput('Matrix Plan'))).id;
}

/** The admin plans pages: plans.update opens every one of them. */
export const PLANS_ADMIN_MATRIX = rowsNeeding('plans.update', {
  'GET /api/v1/admin/plans': () => ({ query: { query: 'matrix', orderBy: 'name' } }),
  'POST /api/v1/admin/plans': () => ({ body: planInput('Matrix New Plan') }),
  'GET /api/v1/admin/plans/:id': async (t) => ({ params: { id: await freshPlan(t) } }),
  'PUT /api/v1/admin/plans/:id': async (t) => ({
    params: { id: await freshPlan(t) },
    body: planInput('Matrix Renamed Plan'),
  }),
  'DELETE /api/v1/admin/plans/:id': async (t) => ({ params: { id: await freshPlan(t) } }),
  'POST /api/v1/admin/plans/:id/sync': async (t) => ({ params: { id: await freshPlan(t) } }),
});
