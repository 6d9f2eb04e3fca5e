import { evaluateGuard } from '@tonearm/shared/permissions/route-guard';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../errors';
import { grantedBySignature } from './signed-access';

/**
 * Enforces the guard a route declares in `config.guard`: 401 for a guest who must
 * log in, 403 for a user who lacks a permission or is over quota.
 */
/** A quota guard without a way to count is a programming error; refuse it when the route is added. */
export function assertGuardIsComplete(route: {
  url: string;
  config?: { guard?: { quota?: unknown; currentCount?: unknown } };
}): void {
  const guard = route.config?.guard;
  if (guard?.quota && !guard.currentCount) {
    throw new Error(`Route ${route.url} declares a quota guard without currentCount`);
  }
}

export async function authorizeRequest(request: FastifyRequest): Promise<void> {
  const guard = request.routeOptions.config?.guard;
  // A signed URL of the route was checked in onRequest: it stands for the guard (signed-access.ts).
  if (!guard || grantedBySignature(request)) return;
  const count = guard.quota && guard.currentCount ? await guard.currentCount(request) : undefined;
  const verdict = evaluateGuard(await request.permissionContext(), guard, count);
  switch (verdict) {
    case 'allowed':
      return;
    case 'unauthenticated':
      throw unauthenticated();
    case 'forbidden':
      throw forbidden();
    case 'overQuota':
      throw overQuota();
  }
}

/**
 * 403 for a count that has reached its restriction (over quota); `message` names
 * the limit when the caller knows which (e.g. the music.create track limit).
 */
export function overQuota(
  message = "You've reached the limit of your plan. Upgrade to continue.",
): AppError {
  return new AppError('forbidden', message, {
    action: { label: 'Upgrade', action: '/pricing' },
  });
}
