import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { FileEntryRow } from '../../platform/db/schema';

/** Uploading needs music.create (spec 001 §6 backstage upload) or files.update (admin files). */
export function canUpload(ctx: PermissionContext): boolean {
  return !!ctx.user && (hasPermission(ctx, 'music.create') || hasPermission(ctx, 'files.update'));
}

/** Only the owner, or someone with files.update, may change or delete an entry. */
export function canManageEntry(ctx: PermissionContext, entry: FileEntryRow): boolean {
  if (!ctx.user) return false;
  return entry.user_id === ctx.user.id || hasPermission(ctx, 'files.update');
}
