import type { PermissionInfo } from '@tonearm/shared/permissions/permission-grants';

/** Permissions as GET permissions lists them, for the admin tests that grant some. */
export const TEST_PERMISSIONS = {
  admin: {
    name: 'admin',
    group: 'admin',
    description: 'Grants every permission.',
    restrictions: [],
  },
  musicView: {
    name: 'music.view',
    group: 'music',
    description: 'Listen to music.',
    restrictions: [],
  },
  musicCreate: {
    name: 'music.create',
    group: 'music',
    description: 'Upload and create music.',
    restrictions: [
      { name: 'count', label: 'Upload limit', description: 'Leave empty for no limit.' },
    ],
  },
  musicDownload: {
    name: 'music.download',
    group: 'music',
    description: 'Download tracks.',
    restrictions: [],
  },
  logsView: { name: 'logs.view', group: 'logs', description: 'View logs.', restrictions: [] },
} satisfies Record<string, PermissionInfo>;
