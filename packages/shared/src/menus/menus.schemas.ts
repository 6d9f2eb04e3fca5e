import { z } from 'zod';
import { flagRepeatedKeys, text } from '../http/primitives';
import { isHttpUrl } from '../format/url';

export const menuItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** A link opens a new window; a route navigates inside the app. */
  type: z.enum(['link', 'route']),
  action: z.string(),
  target: z.string().optional(),
  icon: z.string().optional(),
  roles: z.array(z.number()).optional(),
  permissions: z.array(z.string()).optional(),
  /** Hidden from users who hold any of these (e.g. "Become an artist" once music.create). */
  withoutPermissions: z.array(z.string()).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  subscriptionStatus: z.enum(['subscribed', 'not-subscribed']).optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  positions: z.array(z.string()),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;

// ——— the `menus` setting as the appearance editor saves it ———

export const MENU_LIMITS = {
  menus: 20,
  itemsPerMenu: 50,
  positions: 10,
  label: 100,
  action: 2000,
  conditions: 20,
} as const;

export const MENU_MESSAGES = {
  required: 'This field is required.',
  id: 'Use letters, digits, - and _ only.',
  duplicateMenu: 'Each menu needs its own id.',
  duplicateItem: 'Each item of a menu needs its own id.',
  action: 'Enter a path that starts with / or a full http(s) URL.',
  tooMany: 'Too many entries.',
} as const;

const menuId = text()
  .trim()
  .min(1, MENU_MESSAGES.required)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, MENU_MESSAGES.id);

/**
 * A menu item's action: a path of this app (`/library`, `/user/{currentUser}`), a full http(s)
 * URL, or `setting:<name>` (the link follows a setting, as the default footer does). Never
 * `javascript:`, a protocol-relative `//host` or anything else a browser would run or leave by.
 */
export function isMenuAction(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (/^setting:[a-z0-9_.]+$/i.test(value)) return true;
  return isHttpUrl(value);
}

export const menuActionSchema = text()
  .trim()
  .min(1, MENU_MESSAGES.required)
  .max(MENU_LIMITS.action)
  .refine((value) => value === '' || isMenuAction(value), MENU_MESSAGES.action);

const conditionName = text().trim().min(1).max(100);

export const editableMenuItemSchema = z.object({
  id: menuId,
  label: text().trim().min(1, MENU_MESSAGES.required).max(MENU_LIMITS.label),
  type: z.enum(['link', 'route']),
  action: menuActionSchema,
  target: z.enum(['_blank', '_self']).optional(),
  icon: text().trim().max(50).optional(),
  roles: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(MENU_LIMITS.conditions, MENU_MESSAGES.tooMany)
    .optional(),
  permissions: z.array(conditionName).max(MENU_LIMITS.conditions, MENU_MESSAGES.tooMany).optional(),
  withoutPermissions: z
    .array(conditionName)
    .max(MENU_LIMITS.conditions, MENU_MESSAGES.tooMany)
    .optional(),
  settings: z
    .record(conditionName, z.union([text().max(500), z.number(), z.boolean()]))
    .refine((value) => Object.keys(value).length <= MENU_LIMITS.conditions, MENU_MESSAGES.tooMany)
    .optional(),
  subscriptionStatus: z.enum(['subscribed', 'not-subscribed']).optional(),
});

export const editableMenuSchema = z.object({
  id: menuId,
  name: text().trim().min(1, MENU_MESSAGES.required).max(MENU_LIMITS.label),
  positions: z
    .array(text().trim().min(1).max(50))
    .max(MENU_LIMITS.positions, MENU_MESSAGES.tooMany),
  items: z.array(editableMenuItemSchema).max(MENU_LIMITS.itemsPerMenu, MENU_MESSAGES.tooMany),
});

/**
 * The `menus` setting (Menu) as the appearance editor saves it: unique menu ids,
 * unique item ids inside a menu, bounded sizes, safe actions. Errors carry the path of the
 * field (`[1, 'items', 0, 'action']`) so the editor can show each beside its input.
 */
export const menusSettingSchema = z
  .array(editableMenuSchema)
  .max(MENU_LIMITS.menus, MENU_MESSAGES.tooMany)
  .superRefine((menus, ctx) => {
    flagRepeatedKeys(ctx, menus, {
      key: (menu) => menu.id,
      path: (menuIndex) => [menuIndex, 'id'],
      message: MENU_MESSAGES.duplicateMenu,
    });
    menus.forEach((menu, menuIndex) =>
      flagRepeatedKeys(ctx, menu.items, {
        key: (item) => item.id,
        path: (itemIndex) => [menuIndex, 'items', itemIndex, 'id'],
        message: MENU_MESSAGES.duplicateItem,
      }),
    );
  });
