import { z } from 'zod';
import { flagRepeatedKeys, MAX_INT, text } from '../http/primitives';
import { PERMISSION_NAMES } from './permission-names';
import { restrictionsOf } from './permission-restrictions';

/** One named limit on a grant: a whole number, or null for no limit. */
export const restrictionValueSchema = z
  .number({ error: 'Enter a whole number or leave it empty.' })
  .int({ error: 'Enter a whole number or leave it empty.' })
  .min(0, { error: 'The limit cannot be negative.' })
  .max(MAX_INT, { error: 'The limit is too large.' })
  .nullable();

export const restrictionSchema = z.object({
  name: text().max(100),
  value: restrictionValueSchema,
});

/**
 * One permission given to a role or a user, with its restriction values. Only the restrictions
 * the permission supports (PERMISSION_RESTRICTIONS) are accepted.
 */
export const permissionGrantSchema = z
  .object({
    name: z.enum(PERMISSION_NAMES as [string, ...string[]], { error: 'Unknown permission.' }),
    restrictions: z.array(restrictionSchema).max(10).default([]),
  })
  .superRefine((grant, ctx) => {
    const supported = new Set(restrictionsOf(grant.name).map((r) => r.name));
    grant.restrictions.forEach((restriction, index) => {
      if (!supported.has(restriction.name))
        ctx.addIssue({
          code: 'custom',
          path: ['restrictions', index, 'name'],
          message: `${grant.name} has no restriction named ${restriction.name}.`,
        });
    });
    flagRepeatedKeys(ctx, grant.restrictions, {
      key: (restriction) => restriction.name,
      path: (index) => ['restrictions', index, 'name'],
      message: 'Each restriction may be given once.',
    });
  });
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/** A whole set of grants (a role's, or a user's direct ones); each permission at most once. */
export const permissionGrantsSchema = z
  .array(permissionGrantSchema)
  .max(PERMISSION_NAMES.length)
  .superRefine((grants, ctx) =>
    flagRepeatedKeys(ctx, grants, {
      key: (grant) => grant.name,
      path: (index) => [index, 'name'],
      message: 'Each permission may be given once.',
    }),
  );

/** What GET /api/v1/permissions lists: every permission, for the role and user editors. */
export const permissionInfoSchema = z.object({
  name: z.string(),
  group: z.string(),
  description: z.string().nullable(),
  restrictions: z.array(z.object({ name: z.string(), label: z.string(), description: z.string() })),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export const permissionsListSchema = z.object({ permissions: z.array(permissionInfoSchema) });
export type PermissionsList = z.infer<typeof permissionsListSchema>;
