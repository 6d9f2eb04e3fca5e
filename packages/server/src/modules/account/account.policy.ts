import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';

/** Every account call acts on the caller's own account unless they may manage users. */
export function canManageAccount(ctx: PermissionContext, targetUserId: number): boolean {
  if (!ctx.user) return false;
  return ctx.user.id === targetUserId || hasPermission(ctx, 'users.update');
}
