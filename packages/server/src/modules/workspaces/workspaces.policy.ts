import type { WorkspaceRole } from '@tonearm/shared/workspaces/workspaces.schemas';

/**
 * Who may do what in a workspace (shared/workspaces/workspaces.schemas.ts "Roles"): the owner
 * everything; an admin renames, invites, cancels invitations, changes roles and removes
 * members, never touching the owner; a member uses the workspace and may leave it. A user who
 * is not a member learns nothing of it (the service answers 404).
 */

/** Rename, invite, resend and cancel invitations, see pending invitations. */
export function canManage(role: WorkspaceRole): boolean {
  return role === 'owner' || role === 'admin';
}

export function canDelete(role: WorkspaceRole): boolean {
  return role === 'owner';
}

/** Changing a member's role: a manager, and never the owner's role. */
export function canChangeRole(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return canManage(actor) && target !== 'owner';
}

/**
 * Removing a member: a manager removes anyone but the owner; anyone but the owner may remove
 * themselves (leave). The owner's own removal is refused by the service: they delete instead.
 */
export function canRemove(
  actor: { id: number; role: WorkspaceRole },
  target: { id: number; role: WorkspaceRole },
): boolean {
  if (target.role === 'owner') return false;
  return actor.id === target.id || canManage(actor.role);
}
