import {
  hasEveryPermission,
  isOverQuota,
  isSubscribed,
  type PermissionContext,
} from './permissions';

/** What a route declares about who may use it; the server enforces it, the web mirrors it. */
export interface RouteGuard {
  /** Needs a logged-in user (guests get 401 on the API, /login on the web). */
  auth?: boolean;
  /** Every one is needed; looked up on the guest role when logged out. */
  permissions?: readonly string[];
  /** A restriction whose limit the current count must stay below (over quota). */
  quota?: { permission: string; restriction: string };
}

export type GuardVerdict = 'allowed' | 'unauthenticated' | 'forbidden' | 'overQuota';

export function evaluateGuard(
  ctx: PermissionContext,
  guard: RouteGuard,
  currentCount?: number,
): GuardVerdict {
  if (guard.auth && !ctx.user) return 'unauthenticated';
  if (guard.permissions?.length && !hasEveryPermission(ctx, guard.permissions)) {
    // A guest who lacks a permission may gain it by logging in.
    return ctx.user ? 'forbidden' : 'unauthenticated';
  }
  if (guard.quota && currentCount !== undefined) {
    if (isOverQuota(ctx, guard.quota.permission, guard.quota.restriction, currentCount))
      return 'overQuota';
  }
  return 'allowed';
}

/**
 * The route guard, for the web: a guest goes to /login; a logged-in user who lacks a
 * permission goes to /pricing when billing is on and they are not subscribed, else /404.
 */
export function guardRedirect(
  ctx: PermissionContext,
  guard: RouteGuard,
  options: { billingEnabled: boolean },
): string | null {
  const verdict = evaluateGuard(ctx, guard);
  switch (verdict) {
    case 'allowed':
      return null;
    case 'unauthenticated':
      return '/login';
    case 'forbidden':
    case 'overQuota':
      return options.billingEnabled && !isSubscribed(ctx.user) ? '/pricing' : '/404';
  }
}
