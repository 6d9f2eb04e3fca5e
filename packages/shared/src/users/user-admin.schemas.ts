import { z } from 'zod';
import {
  accessTokenSchema,
  updateAccountSchema,
  userSessionSchema,
} from '../account/account.schemas';
import { AUTH_MESSAGES, passwordSchema } from '../auth/auth.schemas';
import { paginationOf } from '../http/http.schemas';
import { booleanFilter, bulkDeleteSchema, listQuerySchema } from '../http/list-query';
import { id, idParam, requiredText, text } from '../http/primitives';
import { permissionGrantsSchema } from '../permissions/permission-grants';
import type { GrantedPermission } from '../permissions/permissions';
import { grantedPermissionSchema, userSchema } from './users.schemas';

/**
 * The admin's view of users (users.update): the users table, a new user, the edit
 * page's tabs (details, permissions, security, date, api).
 */

/** Answers of the admin user calls that the admin pages show (field errors and toasts). */
export const USER_ADMIN_MESSAGES = {
  required: AUTH_MESSAGES.required,
  nameTooLong: 'The name may not be longer than 255 characters.',
  emailTaken: AUTH_MESSAGES.emailTaken,
  unknownRole: 'The selected role is invalid.',
  reasonTooLong: 'The reason may not be longer than 500 characters.',
  banEndPassed: 'The ban must end in the future.',
  invalidDate: 'Enter a valid date.',
  cannotBanSelf: 'You cannot ban yourself.',
  cannotDeleteSelf: 'You cannot delete your own account from the users table.',
  cannotDemoteSelf: 'You cannot take away your own admin access.',
  lastAdmin: 'This is the last user with admin access. Give admin access to someone else first.',
  noIds: 'Select at least one user.',
  adminsOnlyByAdmins: 'Only an admin can change a user who has admin access.',
  adminSecurityOnlyByAdmins:
    'Only an admin can see the sessions and access tokens of a user who has admin access.',
  grantBeyondOwn: (names: string) =>
    `You can only give permissions you have yourself (not ${names}).`,
} as const;

/** GET users: the admin users table (list-query contract). */
export const userListQuerySchema = listQuerySchema({
  sortable: ['name', 'email', 'created_at', 'last_login_at', 'email_verified_at', 'banned_at'],
  defaultOrderBy: 'created_at',
  filters: {
    /** A role id: only its members. */
    role: idParam.optional(),
    banned: booleanFilter,
    verified: booleanFilter,
    /** Holds a valid subscription. */
    subscribed: booleanFilter,
  },
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** One row of the admin users table. */
export interface AdminUserListItem {
  id: number;
  name: string;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  /** Null when not banned, or when the ban has ended. */
  banned_at: string | null;
  roles: { id: number; name: string }[];
  last_login_at: string | null;
  created_at: string;
}

/** What the admin edit page shows beside the user object (GET users/{id} for users.update). */
export interface AdminUserDetails {
  ban_reason: string | null;
  banned_until: string | null;
  last_login_at: string | null;
  /** The latest activity of any of the user's sessions. */
  last_active_at: string | null;
  updated_at: string;
  two_factor_enabled: boolean;
  /** Permissions granted to the user directly (not through a role), with their restrictions. */
  direct_permissions: GrantedPermission[];
}

/** A role an admin can give a user (the guest role is for visitors only). */
export interface AssignableRole {
  id: number;
  name: string;
  is_default: boolean;
}

const userName = requiredText(255, {
  required: USER_ADMIN_MESSAGES.required,
  tooLong: USER_ADMIN_MESSAGES.nameTooLong,
});

const userEmail = z
  .email({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? AUTH_MESSAGES.required
        : AUTH_MESSAGES.invalidEmail,
  })
  .max(255, AUTH_MESSAGES.invalidEmail);

const roleIds = z.array(id({ error: USER_ADMIN_MESSAGES.unknownRole })).max(50);

/** POST users: a new account made by an admin; without `roles`, the default role. */
export const createUserSchema = z.object({
  name: userName,
  email: userEmail,
  password: passwordSchema,
  roles: roleIds.optional(),
  email_verified: z.boolean().default(true),
});
export type CreateUserPayload = z.input<typeof createUserSchema>;
export type CreateUserInput = z.output<typeof createUserSchema>;

/**
 * PUT users/{id}: the account fields anyone may change on their own account, plus those only
 * users.update may change (name, email, verified, roles).
 */
export const adminUpdateUserSchema = updateAccountSchema.extend({
  name: userName.optional(),
  email: userEmail.optional(),
  email_verified: z.boolean().optional(),
  roles: roleIds.optional(),
});
export type AdminUpdateUserPayload = z.input<typeof adminUpdateUserSchema>;
export type AdminUpdateUserInput = z.output<typeof adminUpdateUserSchema>;
/** The fields of {@link adminUpdateUserSchema} that need users.update. */
export const ADMIN_ONLY_USER_FIELDS = ['name', 'email', 'email_verified', 'roles'] as const;

/** The details tab's form. */
export const userDetailsFormSchema = z.object({
  name: userName,
  email: userEmail,
  email_verified: z.boolean(),
  roles: roleIds,
});
export type UserDetailsFormValues = z.infer<typeof userDetailsFormSchema>;

/**
 * PUT users/{id}/permissions: the user's direct permissions, replacing the old ones; the same
 * grants (and restriction rules) as a role's.
 */
export const userPermissionsSchema = z.object({ permissions: permissionGrantsSchema });
export type UserPermissionsPayload = z.input<typeof userPermissionsSchema>;
export type UserPermissionsInput = z.output<typeof userPermissionsSchema>;

/** POST users/{id}/ban: why, and until when (no end: until an admin lifts it). */
export const banUserSchema = z.object({
  reason: text()
    .trim()
    .max(500, USER_ADMIN_MESSAGES.reasonTooLong)
    .nullish()
    .transform((value) => value || null),
  until: z.iso
    .datetime({ offset: true, error: USER_ADMIN_MESSAGES.invalidDate })
    .nullish()
    .transform((value) => value ?? null)
    .refine((value) => value === null || Date.parse(value) > Date.now(), {
      error: USER_ADMIN_MESSAGES.banEndPassed,
    }),
});
export type BanUserPayload = z.input<typeof banUserSchema>;
export type BanUserInput = z.output<typeof banUserSchema>;

/** The ban dialog: the end is a calendar day (the ban lifts as it starts, local time). */
export const banUserFormSchema = z.object({
  reason: z.string().trim().max(500, USER_ADMIN_MESSAGES.reasonTooLong),
  until: z.union([z.literal(''), z.iso.date({ error: USER_ADMIN_MESSAGES.invalidDate })]),
});
export type BanUserFormValues = z.infer<typeof banUserFormSchema>;

/** PUT users/{id}/password: an admin sets a password (the password policy applies). */
export const setUserPasswordSchema = z.object({ password: passwordSchema });
export type SetUserPasswordPayload = z.infer<typeof setUserPasswordSchema>;

/** POST users/delete: the data table's bulk delete. */
export const deleteUsersSchema = bulkDeleteSchema(USER_ADMIN_MESSAGES.noIds);
export type DeleteUsersPayload = z.infer<typeof deleteUsersSchema>;

/** users/{id}/sessions/{sessionId}: the session's public id (never the cookie's hash). */
export const userSessionParamsSchema = z.object({
  id: idParam,
  sessionId: z.string().regex(/^[a-f0-9]{24}$/, 'The session id is invalid.'),
});
export const userAccessTokenParamsSchema = z.object({ id: idParam, tokenId: idParam });
export const userIdParamsSchema = z.object({ id: idParam });

// ——— answers (declared on the routes, so the OpenAPI document shows them) ———

export const adminUserListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  banned_at: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<AdminUserListItem>;

export const adminUserDetailsSchema = z.object({
  ban_reason: z.string().nullable(),
  banned_until: z.string().nullable(),
  last_login_at: z.string().nullable(),
  last_active_at: z.string().nullable(),
  updated_at: z.string(),
  two_factor_enabled: z.boolean(),
  direct_permissions: z.array(grantedPermissionSchema),
}) satisfies z.ZodType<AdminUserDetails>;

export const userListAnswerSchema = paginationOf(adminUserListItemSchema);
export const assignableRolesAnswerSchema = z.object({
  roles: z.array(
    z.object({ id: z.number(), name: z.string(), is_default: z.boolean() }),
  ) satisfies z.ZodType<AssignableRole[]>,
});
export const userAnswerSchema = z.object({ user: userSchema });
/** GET users/{id}: the user (with `tokens` on ?with=tokens) and, for users.update, `details`. */
export const userWithDetailsAnswerSchema = z.object({
  user: userSchema.extend({ tokens: z.array(accessTokenSchema).optional() }),
  details: adminUserDetailsSchema.optional(),
});
export const userPermissionsAnswerSchema = z.object({
  permissions: z.array(grantedPermissionSchema),
});
export const adminUserSessionsAnswerSchema = z.object({ sessions: z.array(userSessionSchema) });
export const adminUserTokensAnswerSchema = z.object({ tokens: z.array(accessTokenSchema) });
