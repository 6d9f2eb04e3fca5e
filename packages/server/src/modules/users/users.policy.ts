import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import { USER_ADMIN_MESSAGES } from '@tonearm/shared/users/user-admin.schemas';

/** Managing other people's accounts (the admin users pages). */
export function canAdministerUsers(ctx: PermissionContext): boolean {
  return hasPermission(ctx, 'users.update');
}

export type ProtectedAction = 'ban' | 'delete' | 'demote';

const SELF_MESSAGES: Record<ProtectedAction, string> = {
  ban: USER_ADMIN_MESSAGES.cannotBanSelf,
  delete: USER_ADMIN_MESSAGES.cannotDeleteSelf,
  demote: USER_ADMIN_MESSAGES.cannotDemoteSelf,
};

/**
 * An admin cannot ban, demote or delete themselves, nor the last user holding
 * `admin` (a site without one can no longer be run from its admin area). Answers why the
 * action is refused, or null. `lastAdmin` says whether the target is the last admin left.
 */
export function protectedUserProblem(
  action: ProtectedAction,
  actorId: number,
  targetId: number,
  lastAdmin: boolean,
): string | null {
  if (actorId === targetId) return SELF_MESSAGES[action];
  if (lastAdmin) return USER_ADMIN_MESSAGES.lastAdmin;
  return null;
}
