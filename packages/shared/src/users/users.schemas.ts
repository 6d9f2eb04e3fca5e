import { z } from 'zod';
import type { GrantedPermission } from '../permissions/permissions';

/** A user, as the client receives it. Secrets never leave the server. */
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

// ——— answers (declared on the routes, so the OpenAPI document shows them) ———

/** A permission as it is granted, with its restriction values. */
export const grantedPermissionSchema = z.object({
  name: z.string(),
  restrictions: z
    .array(z.object({ name: z.string(), value: z.union([z.number(), z.string()]).nullable() }))
    .optional(),
}) satisfies z.ZodType<GrantedPermission>;

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  image: z.string().nullable(),
  email: z.string(),
  email_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  unread_notifications_count: z.number(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  permissions: z.array(grantedPermissionSchema),
  subscriptions: z.array(z.object({ valid: z.boolean(), active: z.boolean() })),
  social_profiles: z.array(z.object({ service_name: z.string(), username: z.string().nullable() })),
  two_factor_confirmed_at: z.string().nullable(),
  has_recovery_codes: z.boolean().optional(),
  two_factor_recovery_codes: z.array(z.string()).optional(),
  created_at: z.string(),
}) satisfies z.ZodType<User>;
