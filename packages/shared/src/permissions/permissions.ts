/**
 * Permission checks, run by the web client for display and by the server as
 * the authority. Pure functions over plain data.
 */

export interface Restriction {
  name: string;
  value: number | string | null;
}

/**
 * The restrictions of a grant as stored (a JSON array in a text column). Text that is not such an
 * array, and entries without a name, count as no restriction rather than failing the request;
 * a value keeps its type (quota checks read it with getRestrictionValue).
 */
export function parseRestrictions(json: string | null | undefined): Restriction[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (item): item is { name: string; value?: unknown } =>
        !!item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string',
    )
    .map(({ name, value }) => ({
      name,
      value: typeof value === 'number' || typeof value === 'string' ? value : null,
    }));
}

export interface GrantedPermission {
  name: string;
  restrictions?: Restriction[];
}

export interface PermissionHolder {
  id: number;
  roles?: { id: number }[];
  permissions?: GrantedPermission[];
  subscriptions?: { valid: boolean; active?: boolean }[];
}

export interface GuestRole {
  id: number;
  permissions?: GrantedPermission[];
}

export interface PermissionContext {
  user: PermissionHolder | null;
  guestRole: GuestRole | null;
}

function grantedPermissions(ctx: PermissionContext): GrantedPermission[] {
  return (ctx.user ? ctx.user.permissions : ctx.guestRole?.permissions) ?? [];
}

/** Looked up by name on the user, or the guest role when logged out; admin grants all. */
export function hasPermission(ctx: PermissionContext, name: string): boolean {
  const granted = grantedPermissions(ctx);
  return granted.some((p) => p.name === name || p.name === 'admin');
}

export function hasEveryPermission(ctx: PermissionContext, names: readonly string[]): boolean {
  return names.every((name) => hasPermission(ctx, name));
}

export function hasRole(user: PermissionHolder | null, roleId: number): boolean {
  return !!user?.roles?.some((role) => role.id === roleId);
}

export function getRestrictionValue(
  ctx: PermissionContext,
  permissionName: string,
  restrictionName: string,
): number | null | undefined {
  const permission = grantedPermissions(ctx).find((p) => p.name === permissionName);
  if (!permission) return undefined;
  const restriction = permission.restrictions?.find((r) => r.name === restrictionName);
  if (restriction?.value === undefined || restriction.value === null || restriction.value === '') {
    return null;
  }
  const value = Number(restriction.value);
  return Number.isFinite(value) ? value : null;
}

/**
 * Over quota means the current count is greater than or equal to the
 * restriction value; having no such permission counts as blocked. Admins are never over quota.
 */
export function isOverQuota(
  ctx: PermissionContext,
  permissionName: string,
  restrictionName: string,
  currentCount: number,
): boolean {
  if (grantedPermissions(ctx).some((p) => p.name === 'admin')) return false;
  const limit = getRestrictionValue(ctx, permissionName, restrictionName);
  if (limit === undefined) return true;
  if (limit === null) return false;
  return currentCount >= limit;
}

export function isSubscribed(user: PermissionHolder | null): boolean {
  return !!user?.subscriptions?.some((s) => s.valid);
}
