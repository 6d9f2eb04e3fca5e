import type { AdminMatrixRow } from '../admin-authorization-matrix';

/** The admin settings routes (settings.update). */
export const SETTINGS_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/admin/settings': { permission: 'settings.update' },
  'PUT /api/v1/admin/settings': {
    permission: 'settings.update',
    request: () => ({ body: { settings: { 'analytics.track_visits': true } } }),
  },
  'POST /api/v1/admin/settings/test-email': {
    permission: 'settings.update',
    request: () => ({ body: { to: 'matrix-test-email@example.com' } }),
  },
};
