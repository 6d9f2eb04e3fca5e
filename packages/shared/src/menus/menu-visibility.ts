import {
  hasEveryPermission,
  hasPermission,
  hasRole,
  isSubscribed,
  type PermissionContext,
} from '../permissions/permissions';
import type { MenuItem } from './menus.schemas';

export interface MenuVisibilityContext extends PermissionContext {
  /** Looks a setting up by its dotted name. */
  getSetting: (name: string) => unknown;
}

/**
 * An item shows when every role, every permission and every setting matches,
 * and its subscriptionStatus (when given) matches the user's.
 */
export function isMenuItemVisible(item: MenuItem, ctx: MenuVisibilityContext): boolean {
  if (item.roles?.length && !item.roles.every((roleId) => hasRole(ctx.user, roleId))) return false;
  if (item.permissions?.length && !hasEveryPermission(ctx, item.permissions)) return false;
  if (item.withoutPermissions?.some((name) => ctx.user && hasPermission(ctx, name))) return false;
  for (const [name, expected] of Object.entries(item.settings ?? {})) {
    if (!settingMatches(ctx.getSetting(name), expected)) return false;
  }
  if (item.subscriptionStatus) {
    const subscribed = isSubscribed(ctx.user);
    if (item.subscriptionStatus === 'subscribed' ? !subscribed : subscribed) return false;
  }
  return true;
}

function settingMatches(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'boolean') return Boolean(actual) === expected;
  return actual === expected || String(actual) === String(expected);
}

/** "{currentUser}" in an action becomes the user's id. */
export function resolveMenuAction(action: string, userId: number | null | undefined): string {
  return action.replaceAll('{currentUser}', userId == null ? '' : String(userId));
}
