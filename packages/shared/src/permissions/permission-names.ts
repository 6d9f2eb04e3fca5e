/**
 * Every permission the specs name, with the group the admin
 * role editor shows it under. `admin` grants all of them.
 */
export const PERMISSIONS = {
  admin: { group: 'admin', description: 'Grants every permission.' },
  'admin.access': { group: 'admin', description: 'Open the admin area.' },
  'users.update': { group: 'users', description: 'Manage users.' },
  'roles.update': { group: 'roles', description: 'Manage roles.' },
  'subscriptions.update': { group: 'billing', description: 'Manage subscriptions.' },
  'plans.update': { group: 'billing', description: 'Manage plans.' },
  'custom_pages.update': { group: 'pages', description: 'Manage custom pages.' },
  'tags.update': { group: 'music', description: 'Manage tags.' },
  'localizations.update': { group: 'localizations', description: 'Manage localizations.' },
  'files.update': { group: 'files', description: 'Manage uploaded files.' },
  'settings.update': { group: 'settings', description: 'Manage ads and settings.' },
  'logs.view': { group: 'logs', description: 'View logs.' },
  'appearance.update': { group: 'appearance', description: 'Use the appearance editor.' },
  'api.access': { group: 'api', description: 'Use the API, API docs and access tokens.' },
  'backstageRequests.create': { group: 'backstage', description: 'Send backstage requests.' },
  'music.create': { group: 'music', description: 'Upload and create music.' },
  'music.update': {
    group: 'music',
    description:
      'Edit and delete any music, and run the catalog admin pages (channels, genres, lyrics, playlists, comments) and backstage requests.',
  },
  'music.view': { group: 'music', description: 'Listen to music, including embeds.' },
  'music.download': { group: 'music', description: 'Download tracks when downloads are on.' },
  /** Granted by ad-free plans; its holders are never sent an ad. */
  'ads.hide': { group: 'ads', description: 'Listen without ads (ad-free plans).' },
} as const satisfies Record<string, { group: string; description: string }>;

export type PermissionName = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as PermissionName[];

/** Which role holds which permission on a new install (spec: "not shown"; our choice). */
export const DEFAULT_ROLE_PERMISSIONS = {
  guests: ['music.view'],
  users: ['music.view', 'api.access', 'backstageRequests.create', 'music.download'],
  admin: ['admin'],
} as const satisfies Record<string, readonly PermissionName[]>;
