import { z } from 'zod';
import { idParam, text } from '../http/primitives';
import {
  ASSIGNABLE_WORKSPACE_ROLES,
  WORKSPACE_INVITE_MAX,
  WORKSPACE_NAME_MAX,
  WORKSPACE_ROLES,
  type Workspace,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspaceWithMembers,
} from './workspaces.constants';

/**
 * Workspaces. Every path is under
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
 * | GET    | workspace/join/{inviteId}              | the invited user     |                         | {workspace: Workspace} (404 when gone) |
 * | DELETE | workspace/invite/{inviteId}            | the invited user     |                         | 204 (decline; 404 when gone)        |
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

export * from './workspaces.constants';

// ——— inputs ———

export const workspaceInputSchema = z.object({
  name: text().trim().min(1).max(WORKSPACE_NAME_MAX),
});
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>;

export const inviteInputSchema = z.object({
  // Trimmed and lower-cased before the format check, so " Ann@Example.com " is accepted.
  emails: z
    .array(z.string().trim().toLowerCase().pipe(z.email().max(255)))
    .min(1)
    .max(WORKSPACE_INVITE_MAX),
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
