import type { RouteGuard } from '@tonearm/shared/permissions/route-guard';

/** Any logged-in user may call it. */
export const LOGGED_IN = { auth: true } as const satisfies RouteGuard;

/** A logged-in user who holds every one of `permissions`. */
export function loggedInWith(...permissions: string[]): RouteGuard {
  return { auth: true, permissions };
}
