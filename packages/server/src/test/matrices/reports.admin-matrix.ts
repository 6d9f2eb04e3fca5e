import { rowsNeeding } from '../admin-matrix-rows';

/** The admin reports: the /admin index, open with admin.access. */
export const REPORTS_ADMIN_MATRIX = rowsNeeding('admin.access', {
  'GET /api/v1/admin/reports/plays': () => ({ query: { range: '30d' } }),
  'GET /api/v1/admin/reports/visitors': () => ({
    query: { range: 'custom', from: '2026-01-01', to: '2026-01-31' },
  }),
});
