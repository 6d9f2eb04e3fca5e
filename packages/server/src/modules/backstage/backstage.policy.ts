import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { BackstageRequestRow } from '../../platform/db/schema';

/** Reviewers hold music.update (`admin` holds everything). */
export function isReviewer(ctx: PermissionContext): boolean {
  return !!ctx.user && hasPermission(ctx, 'music.update');
}

/** A request is seen by its author and by reviewers. */
export function canView(ctx: PermissionContext, row: BackstageRequestRow): boolean {
  if (!ctx.user) return false;
  return row.user_id === ctx.user.id || isReviewer(ctx);
}
