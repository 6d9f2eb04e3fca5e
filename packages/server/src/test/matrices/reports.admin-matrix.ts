import type { AdminMatrixRow } from '../admin-authorization-matrix';

/** The admin reports: the /admin index, open with admin.access. */
export const REPORTS_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/admin/reports/plays': {
    permission: 'admin.access',
    request: () => ({ query: { range: '30d' } }),
  },
  'GET /api/v1/admin/reports/visitors': {
    permission: 'admin.access',
    request: () => ({ query: { range: 'custom', from: '2026-01-01', to: '2026-01-31' } }),
  },
};
