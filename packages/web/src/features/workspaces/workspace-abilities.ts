import {
  DEFAULT_WORKSPACE_ID,
  type WorkspaceMember,
  type WorkspaceRole,
} from '@tonearm/shared/workspaces/workspaces.constants';

/**
 * What the current user may do in a workspace, by their role (the contract in
 * workspaces.schemas.ts; the server decides, this only hides what it would refuse).
 */
export interface WorkspaceAbilities {
  rename: boolean;
  invite: boolean;
  leave: boolean;
  delete: boolean;
}

export function workspaceAbilities(
  workspace: { id: number },
  role: WorkspaceRole | undefined,
): WorkspaceAbilities {
  // Default is personal: nothing to rename, share, leave or delete.
  if (workspace.id === DEFAULT_WORKSPACE_ID || !role)
    return { rename: false, invite: false, leave: false, delete: false };
  const manager = role === 'owner' || role === 'admin';
  return { rename: manager, invite: manager, leave: role !== 'owner', delete: role === 'owner' };
}

/**
 * Owners and admins change the role of, and remove, anyone but the owner; nobody manages their
 * own row here (they leave instead).
 */
export function canManageMember(
  role: WorkspaceRole | undefined,
  member: WorkspaceMember,
  currentUserId: number,
): boolean {
  if (role !== 'owner' && role !== 'admin') return false;
  return member.role !== 'owner' && member.user_id !== currentUserId;
}
