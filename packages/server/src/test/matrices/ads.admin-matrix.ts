import type { AdminMatrixRow } from '../admin-authorization-matrix';

/** The admin ads page (settings.update manages ads). */
export const ADS_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/admin/ads': { permission: 'settings.update' },
  'PUT /api/v1/admin/ads': {
    permission: 'settings.update',
    request: () => ({
      body: {
        'ads.enable': false,
        'ads.general_top': '',
        'ads.general_bottom': '',
        'ads.artist_top': '',
        'ads.artist_bottom': '',
        'ads.album_above': '',
      },
    }),
  },
};
