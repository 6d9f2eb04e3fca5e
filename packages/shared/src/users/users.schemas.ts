import type { GrantedPermission } from '../permissions/permissions';

/** spec 000 §3 User, as the client receives it. Secrets never leave the server. */
export interface User {
  id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  email: string;
  email_verified_at: string | null;
  banned_at: string | null;
  language: string | null;
  country: string | null;
  timezone: string | null;
  unread_notifications_count: number;
  roles: { id: number; name: string }[];
  permissions: GrantedPermission[];
  subscriptions: { valid: boolean; active: boolean }[];
  social_profiles: { service_name: string; username: string | null }[];
  two_factor_confirmed_at: string | null;
  has_recovery_codes?: boolean;
  /** 2FA contract: the unused recovery codes, only in the user's own object ([] otherwise). */
  two_factor_recovery_codes?: string[];
  created_at: string;
}
