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
  /** The last accepted TOTP time step (auth-flows migration): a code works once. */
  two_factor_last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
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
  /** When this session last confirmed its password (2FA contract). */
  password_confirmed_at: NullableTimestamp;
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

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service_name: string;
  /** The account's id at the provider. */
  user_service_id: string;
  username: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialPendingLoginsTable {
  /** sha256 of the token in the visitor's cookie. */
  id: string;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  attempts: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A login waiting for its second factor; `id` is the sha256 of the cookie value. */
export interface TwoFactorChallengesTable {
  id: string;
  user_id: number;
  remember: Flag;
  attempts: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One live reset token per user; `token` is its sha256. */
export interface PasswordResetTokensTable {
  user_id: number;
  token: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One live email verification code per user; `code` is its HMAC. */
export interface EmailVerificationCodesTable {
  user_id: number;
  code: string;
  attempts: Flag;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Mail kept instead of sent when MAIL_URL is unset (viewable by the admin). */
export interface OutgoingEmailLogTable {
  id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  created_at: Timestamp;
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
  social_profiles: SocialProfilesTable;
  social_pending_logins: SocialPendingLoginsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_codes: EmailVerificationCodesTable;
  outgoing_email_log: OutgoingEmailLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ThemeRow = Selectable<ThemesTable>;
export type SocialProfileRow = Selectable<SocialProfilesTable>;
