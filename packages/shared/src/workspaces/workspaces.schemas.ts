import { z } from 'zod';
import { idParam, text } from '../http/primitives';

/**
 * Workspaces (issue 17; spec 000 §1, §2, §3 Workspace, §4, §7, §8, §9). Every path is under
 * `/api/v1/`. Workspace 0 is everyone's personal "Default" workspace (1 member: the user); it
 * is never stored and cannot be renamed, deleted or shared.
 *
 * | method | path                                   | who                  | body / query            | answer                                          |
 * | ------ | -------------------------------------- | -------------------- | ----------------------- | ----------------------------------------------- |
 * | GET    | me/workspaces                          | logged in            |                         | {workspaces: Workspace[]} (cache key user-workspaces; Default first) |
 * | POST   | workspace                              | logged in            | workspaceInputSchema    | 201 {workspace: Workspace}                      |
 * | GET    | workspace/{id}                         | a member             |                         | {workspace: WorkspaceWithMembers} (cache key workspace-with-members) |
 * | PUT    | workspace/{id}                         | owner or admin       | workspaceInputSchema    | {workspace: Workspace}                          |
 * | DELETE | workspace/{id}                         | owner                |                         | 204                                             |
 * | POST   | workspace/{id}/invite                  | owner or admin       | inviteInputSchema       | 201 {invites: WorkspaceInvite[]}                |
 * | POST   | workspace/{id}/invite/{inviteId}/resend| owner or admin       |                         | {invite: WorkspaceInvite}                       |
 * | DELETE | workspace/{id}/invite/{inviteId}       | owner or admin       |                         | 204 (cancels an invitation)                     |
 * | PUT    | workspace/{id}/member/{userId}         | owner or admin       | memberRoleSchema        | {member: WorkspaceMember}                       |
 * | DELETE | workspace/{id}/member/{userId}         | owner or admin; anyone for themselves (leave) |  | 204                                 |
 * | GET    | workspace/join/{inviteId}              | the invited user     |                         | {workspace: Workspace} (spec 000 §7; 404 when gone) |
 * | DELETE | workspace/invite/{inviteId}            | the invited user     |                         | 204 (spec 000 §7 decline; 404 when gone)        |
 *
 * Invitations: `inviteId` is a random UUID. The mail's link goes to
 * `/workspace/join/register?email=…&inviteId=…` for an address with no account and to
 * `/workspace/join/login?email=…&inviteId=…` for an existing user, who also gets a
 * `workspace.invitation` notification with join/decline. `POST auth/register` with
 * `invite_id` and `invite_type: 'workspace'` registers even while registration is disabled when
 * the invitation is valid and its email is the one registering, then joins the workspace.
 *
 * Roles: owner (one, the creator; everything), admin (rename, invite, cancel invites, change
 * roles other than owner, remove members other than the owner), member (use the workspace,
 * leave it). The owner cannot leave: they delete the workspace instead.
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

/** Query cache keys (spec 000 §7). */
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
} as const;

// ——— models ———

/** spec 000 §3. */
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

// ——— inputs ———

export const workspaceInputSchema = z.object({
  name: text().trim().min(1).max(WORKSPACE_NAME_MAX),
});
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>;

export const inviteInputSchema = z.object({
  emails: z.array(z.email().trim().toLowerCase().max(255)).min(1).max(WORKSPACE_INVITE_MAX),
  role: z.enum(ASSIGNABLE_WORKSPACE_ROLES).default('member'),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const memberRoleSchema = z.object({ role: z.enum(ASSIGNABLE_WORKSPACE_ROLES) });

export const workspaceMemberParamsSchema = z.object({ id: idParam, userId: idParam });
export const inviteIdParamsSchema = z.object({ inviteId: z.uuid() });
export const workspaceInviteParamsSchema = z.object({ id: idParam, inviteId: z.uuid() });

// ——— answers (declared on the routes, so the OpenAPI document shows them) ———

export const workspaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  members_count: z.number(),
  role: z.enum(WORKSPACE_ROLES).optional(),
}) satisfies z.ZodType<Workspace>;

export const workspaceMemberSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: z.string(),
}) satisfies z.ZodType<WorkspaceMember>;

export const workspaceInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_WORKSPACE_ROLES),
  invited_by: z.number().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<WorkspaceInvite>;

export const workspaceWithMembersSchema = workspaceSchema.extend({
  owner_id: z.number(),
  members: z.array(workspaceMemberSchema),
  invites: z.array(workspaceInviteSchema),
}) satisfies z.ZodType<WorkspaceWithMembers>;

export const workspaceListResponseSchema = z.object({ workspaces: z.array(workspaceSchema) });
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });
export const workspaceWithMembersResponseSchema = z.object({
  workspace: workspaceWithMembersSchema,
});
export const workspaceInvitesResponseSchema = z.object({ invites: z.array(workspaceInviteSchema) });
export const workspaceInviteResponseSchema = z.object({ invite: workspaceInviteSchema });
export const workspaceMemberResponseSchema = z.object({ member: workspaceMemberSchema });
