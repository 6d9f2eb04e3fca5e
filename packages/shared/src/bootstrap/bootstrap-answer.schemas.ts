import { z } from 'zod';
import { themeSchema } from '../appearance/appearance.schemas';
import { menuSchema } from '../menus/menus.schemas';
import { grantedPermissionSchema, userSchema } from '../users/users.schemas';
import { WORKSPACE_ROLES } from '../workspaces/workspaces.constants';
import type { BootstrapData } from './bootstrap.schemas';

/**
 * The zod schemas of the bootstrap answer (declared on the routes that return it, so the OpenAPI
 * document shows it). Apart from bootstrap.schemas.ts, which the shell imports eagerly and must
 * stay free of zod.
 */

/** A language's lines, as the client loads them. */
export const i18nSchema = z.object({
  language: z.string(),
  name: z.string(),
  lines: z.record(z.string(), z.string()),
});

export const bootstrapDataSchema = z.object({
  user: userSchema.nullable(),
  // Public settings are an open map of dotted names, menus included.
  settings: z.looseObject({ menus: z.array(menuSchema) }),
  themes: z.object({
    all: z.array(themeSchema),
    selectedThemeId: z.union([z.number(), z.string()]).nullable(),
  }),
  i18n: i18nSchema,
  guest_role: z
    .object({
      id: z.number(),
      name: z.string(),
      permissions: z.array(grantedPermissionSchema).optional(),
    })
    .nullable(),
  show_cookie_notice: z.boolean(),
  workspaces: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      members_count: z.number(),
      role: z.enum(WORKSPACE_ROLES).optional(),
    }),
  ),
  menus: z.array(menuSchema),
  csrf_token: z.string().optional(),
}) satisfies z.ZodType<BootstrapData>;

export const bootstrapAnswerSchema = z.object({ bootstrapData: bootstrapDataSchema });

/** DELETE users/:id: deleting your own account logs you out and answers the guest's data. */
export const deleteAccountAnswerSchema = bootstrapAnswerSchema
  .partial()
  .describe('bootstrapData when you deleted your own account (you are logged out)');

/** POST users/me/locale: the interface lines of the language chosen. */
export const localeAnswerSchema = z.object({ i18n: i18nSchema });
