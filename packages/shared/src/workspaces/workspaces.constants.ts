/*
 * The zod-free half of the workspace contract (constants, messages, models): what the navbar's
 * switcher needs, without loading zod with the first page (budget). The route table and
 * the input schemas are in workspaces.schemas.ts, which re-exports all of this.
 */

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** What an invitation or a role change may grant: never owner. */
export const ASSIGNABLE_WORKSPACE_ROLES = ['admin', 'member'] as const;
export type AssignableWorkspaceRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

export const DEFAULT_WORKSPACE_ID = 0;
export const DEFAULT_WORKSPACE_NAME = 'Default';
export const WORKSPACE_NAME_MAX = 100;
/** Invitations per request. */
export const WORKSPACE_INVITE_MAX = 20;
/** Invitation mails (new and resent) one person may send an hour, across workspaces. */
export const WORKSPACE_INVITES_PER_INVITER_PER_HOUR = 50;
/** Invitation mails one workspace may send an hour, whoever its managers are. */
export const WORKSPACE_INVITES_PER_WORKSPACE_PER_HOUR = 100;

/** Query cache keys. */
export const WORKSPACE_CACHE_KEYS = {
  userWorkspaces: 'user-workspaces',
  workspaceWithMembers: 'workspace-with-members',
} as const;

export const WORKSPACE_MESSAGES = {
  joined: 'Joined workspace',
  declined: 'Declined workspace invitation',
  inviteGone: 'This invite is no longer valid',
  created: 'Created workspace',
  updated: 'Updated workspace',
  deleted: 'Deleted workspace',
  invited: 'Invitation sent',
  left: 'Left workspace',
  memberRemoved: 'Member removed',
  roleChanged: 'Role updated',
  alreadyMember: 'This person is already a member of the workspace.',
  notMember: 'You are not a member of this workspace.',
  wrongAccount: 'This invitation was sent to another email address.',
  tooManyInvites: 'Too many invitations sent. Please try again in :minutes minutes.',
} as const;

// ——— models ———

/** A team's shared space, as the client receives it. */
export interface Workspace {
  id: number;
  name: string;
  members_count: number;
  /** The current user's role in it (owner for Default). */
  role?: WorkspaceRole;
}

export interface WorkspaceMember {
  user_id: number;
  name: string;
  email: string;
  image: string | null;
  role: WorkspaceRole;
  joined_at: string;
}

export interface WorkspaceInvite {
  id: string;
  email: string;
  role: AssignableWorkspaceRole;
  invited_by: number | null;
  created_at: string;
}

export interface WorkspaceWithMembers extends Workspace {
  owner_id: number;
  members: WorkspaceMember[];
  /** Pending invitations; only owners and admins see them (empty for members). */
  invites: WorkspaceInvite[];
}
