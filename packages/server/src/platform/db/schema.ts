import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Flags are integers (0/1) and JSON is text on both dialects so every query
 * reads the same on SQLite and PostgreSQL; timestamps come back as ISO strings.
 */
type Timestamp = ColumnType<string, string | undefined, string>;
type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password: string | null;
  name: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  email_verified_at: NullableTimestamp;
  banned_at: NullableTimestamp;
  language: string | null;
  country: string | null;
  timezone: string | null;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** 1 for the role whose permissions apply to visitors. */
  guests: Flag;
  /** 1 for the role given to new users. */
  is_default: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  group: string;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
  /** JSON list of {name, value}. */
  restrictions: string | null;
}

export interface UserPermissionsTable {
  user_id: number;
  permission_id: number;
  restrictions: string | null;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 of the cookie value: a leaked table grants no session. */
  id: string;
  user_id: number;
  ip_address: string | null;
  user_agent: string | null;
  device_type: string | null;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  remember: Flag;
  last_active: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** sha256 of the plain token. */
  token: string;
  last_used_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable {
  id: Generated<number>;
  name: string;
  /** JSON. */
  value: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ThemesTable {
  id: Generated<number>;
  name: string;
  is_dark: Flag;
  default_light: Flag;
  default_dark: Flag;
  user_id: number | null;
  /** JSON map of CSS variables. */
  values: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LocalizationsTable {
  id: Generated<number>;
  name: string;
  language: string;
  /** JSON map of key -> line. */
  lines: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkspacesTable {
  id: Generated<number>;
  name: string;
  owner_id: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkspaceMembersTable {
  id: Generated<number>;
  workspace_id: number;
  user_id: number;
  is_owner: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_permissions: UserPermissionsTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  personal_access_tokens: PersonalAccessTokensTable;
  settings: SettingsTable;
  themes: ThemesTable;
  localizations: LocalizationsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  file_entries: FileEntriesTable;
  pending_uploads: PendingUploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ThemeRow = Selectable<ThemesTable>;

/** PostgreSQL's bigint comes back as a string; repositories turn it into a number. */
type BigIntColumn = ColumnType<number | string, number | undefined, number>;

export interface FileEntriesTable {
  id: Generated<number>;
  name: string;
  /** Generated, never the client's name: storage paths come from ids (DESIGN §5). */
  file_name: string;
  file_size: BigIntColumn;
  mime: string;
  extension: string;
  type: 'file' | 'folder';
  disk: 'uploads' | 'public';
  disk_prefix: string;
  parent_id: number | null;
  path: string;
  user_id: number | null;
  /** JSON of AudioMetadata, for audio files. */
  audio_metadata: string | null;
  deleted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PendingUploadsTable {
  id: Generated<number>;
  user_id: number;
  kind: 's3Simple' | 's3Multipart';
  disk: 'uploads' | 'public';
  disk_prefix: string;
  file_name: string;
  upload_id: string | null;
  size: BigIntColumn;
  mime: string;
  extension: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type FileEntryRow = Selectable<FileEntriesTable>;
export type PendingUploadRow = Selectable<PendingUploadsTable>;
