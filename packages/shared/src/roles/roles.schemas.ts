import { z } from 'zod';
import { bulkDeleteSchema, listQuerySchema } from '../http/list-query';
import { id, idParam, text } from '../http/primitives';
import { permissionGrantsSchema, restrictionSchema } from '../permissions/permission-grants';

/** The roles list: sortable columns of the admin table. */
export const ROLE_SORTABLE = ['name', 'users_count', 'created_at', 'updated_at'] as const;

export const roleListQuerySchema = listQuerySchema({
  sortable: ROLE_SORTABLE,
  defaultOrderBy: 'name',
  defaultOrderDir: 'asc',
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 1000;

/** Create and edit share one form: name, description, the two flags, the permissions. */
export const roleInputSchema = z.object({
  name: text({ error: 'Enter a name.' })
    .trim()
    .min(1, { error: 'Enter a name.' })
    .max(ROLE_NAME_MAX, { error: `The name may have at most ${ROLE_NAME_MAX} characters.` }),
  description: text()
    .trim()
    .max(ROLE_DESCRIPTION_MAX, {
      error: `The description may have at most ${ROLE_DESCRIPTION_MAX} characters.`,
    })
    .nullish()
    .transform((value) => value || null),
  default: z.boolean().default(false),
  guests: z.boolean().default(false),
  permissions: permissionGrantsSchema.default([]),
});
/** What the form edits (before defaults are applied). */
export type RoleInput = z.input<typeof roleInputSchema>;
export type RoleValues = z.output<typeof roleInputSchema>;

export const roleIdParamsSchema = z.object({ id: idParam });

/** The data table's bulk delete. */
export const deleteRolesSchema = bulkDeleteSchema('Choose at least one role.');

/** Giving a role to users, or taking it away. */
export const roleUsersSchema = z.object({
  userIds: z.array(id()).min(1, { error: 'Choose at least one user.' }).max(100),
});

export const roleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  default: z.boolean(),
  guests: z.boolean(),
  /** The role that holds `admin` from the start: it cannot be deleted and keeps `admin`. */
  admin: z.boolean(),
  /** Built-in roles (admin, the default, the guest role) cannot be deleted. */
  deletable: z.boolean(),
  users_count: z.number(),
  permissions: z.array(z.object({ name: z.string(), restrictions: z.array(restrictionSchema) })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleResponseSchema = z.object({ role: roleSchema });

export const roleListItemSchema = roleSchema.omit({ permissions: true });
export type RoleListItem = z.infer<typeof roleListItemSchema>;

export const roleListResponseSchema = z.object({
  pagination: z.object({
    data: z.array(roleListItemSchema),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  }),
});
