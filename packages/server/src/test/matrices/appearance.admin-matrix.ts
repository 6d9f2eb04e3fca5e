import type { AdminMatrixRow } from '../admin-authorization-matrix';

const themeInput = (name: string) => ({
  name,
  is_dark: false,
  default_light: false,
  default_dark: false,
  values: {},
});

/** A theme of its own for each caller, so no caller finds it already changed or gone. */
async function freshTheme(t: Parameters<NonNullable<AdminMatrixRow['request']>>[0]) {
  const theme = await t.services.appearance.createTheme(themeInput('Matrix theme'));
  return { params: { id: theme.id } };
}

/** The appearance editor (appearance.update). */
export const APPEARANCE_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/admin/appearance': { permission: 'appearance.update' },
  'PUT /api/v1/admin/appearance': {
    permission: 'appearance.update',
    request: () => ({ body: { settings: { 'themes.user_change': true } } }),
  },
  'GET /api/v1/admin/themes': { permission: 'appearance.update' },
  'POST /api/v1/admin/themes': {
    permission: 'appearance.update',
    request: () => ({ body: themeInput('Matrix new theme') }),
  },
  'PUT /api/v1/admin/themes/:id': {
    permission: 'appearance.update',
    request: async (t) => ({ ...(await freshTheme(t)), body: themeInput('Matrix renamed') }),
  },
  'DELETE /api/v1/admin/themes/:id': {
    permission: 'appearance.update',
    request: (t) => freshTheme(t),
  },
};
