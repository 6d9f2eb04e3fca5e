import type { PermissionName } from './permission-names';

/**
 * The named numeric limits a permission can carry ("restrictions carry numeric limits
 * by name"), with what the admin role and user editors show beside each. An empty value means
 * no limit; over quota means the current count has reached the value.
 */
export interface RestrictionDefinition {
  name: string;
  label: string;
  description: string;
}

export const PERMISSION_RESTRICTIONS: Partial<
  Record<PermissionName, readonly RestrictionDefinition[]>
> = {
  // A plan can lift (or a role set) how many playlists a member may create.
  'music.view': [
    {
      name: 'playlists',
      label: 'Playlist limit',
      description: 'How many playlists each member may create. Leave empty for no limit.',
    },
  ],
  'music.create': [
    {
      name: 'count',
      label: 'Upload limit',
      description: 'How many files each member may upload in all. Leave empty for no limit.',
    },
    {
      name: 'tracks',
      label: 'Track limit',
      description: 'How many tracks each member may have in all. Leave empty for no limit.',
    },
  ],
};

/** The editor's headings, in the order it shows the groups. */
export const PERMISSION_GROUP_LABELS: Record<string, string> = {
  admin: 'Admin area',
  users: 'Users',
  roles: 'Roles',
  music: 'Music',
  backstage: 'Backstage',
  files: 'Files',
  billing: 'Billing',
  pages: 'Pages',
  localizations: 'Localizations',
  settings: 'Settings',
  logs: 'Logs',
  appearance: 'Appearance',
  api: 'API',
};

export function restrictionsOf(permission: string): readonly RestrictionDefinition[] {
  return PERMISSION_RESTRICTIONS[permission as PermissionName] ?? [];
}
