import {
  hasPermission,
  isOverQuota,
  type PermissionContext,
} from '@tonearm/shared/permissions/permissions';
import type { FileEntryRow } from '../../platform/db/schema';

/**
 * Uploading needs music.create (backstage upload), files.update (admin files) or
 * appearance.update (the appearance editor's logos and favicon).
 */
export function canUpload(ctx: PermissionContext): boolean {
  return (
    !!ctx.user &&
    (hasPermission(ctx, 'music.create') ||
      hasPermission(ctx, 'files.update') ||
      hasPermission(ctx, 'appearance.update'))
  );
}

/**
 * A new upload is over the limit when the uploader's files have reached music.create's `count`
 * restriction (PERMISSION_RESTRICTIONS; empty means no limit). files.update is not limited.
 */
export function isOverUploadLimit(ctx: PermissionContext, uploadsCount: number): boolean {
  if (hasPermission(ctx, 'files.update')) return false;
  return isOverQuota(ctx, 'music.create', 'count', uploadsCount);
}

/** Only the owner, or someone with files.update, may change or delete an entry. */
export function canManageEntry(ctx: PermissionContext, entry: FileEntryRow): boolean {
  if (!ctx.user) return false;
  return entry.user_id === ctx.user.id || hasPermission(ctx, 'files.update');
}
