import { idParamsSchema } from '@tonearm/shared/http/primitives';
import {
  inviteIdParamsSchema,
  inviteInputSchema,
  memberRoleSchema,
  workspaceInputSchema,
  workspaceInviteParamsSchema,
  workspaceInviteResponseSchema,
  workspaceInvitesResponseSchema,
  workspaceListResponseSchema,
  workspaceMemberParamsSchema,
  workspaceMemberResponseSchema,
  workspaceResponseSchema,
  workspaceWithMembersResponseSchema,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Invitee } from './workspaces.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

const userIdOf = (request: FastifyRequest) => request.auth.user!.id;
const inviteeOf = (request: FastifyRequest): Invitee => ({
  id: request.auth.user!.id,
  email: request.auth.user!.email,
});

/**
 * Workspaces and invitations (the route table in shared/workspaces/
 * workspaces.schemas.ts). Every route needs a login; who may do what is the service's policy.
 */
export const workspacesRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['workspaces'], guard: LOGGED_IN });
  const workspaces = app.services.workspaces;

  routes.get(
    '/api/v1/me/workspaces',
    {
      summary: 'Your workspaces, Default first',
      response: workspaceListResponseSchema,
    },
    async (request) => ({ workspaces: await workspaces.listForUser(userIdOf(request)) }),
  );

  routes.post(
    '/api/v1/workspace',
    {
      summary: 'Create a workspace you own',
      body: workspaceInputSchema,
      created: workspaceResponseSchema,
    },
    async (request) => ({ workspace: await workspaces.createFor(userIdOf(request), request.body) }),
  );

  routes.get(
    '/api/v1/workspace/:id',
    {
      summary: 'A workspace with its members (and, for its managers, pending invitations)',
      params: idParamsSchema,
      response: workspaceWithMembersResponseSchema,
    },
    async (request) => ({
      workspace: await workspaces.show(request.params.id, userIdOf(request)),
    }),
  );

  routes.put(
    '/api/v1/workspace/:id',
    {
      summary: 'Rename a workspace (owner or admin)',
      params: idParamsSchema,
      body: workspaceInputSchema,
      response: workspaceResponseSchema,
    },
    async (request) => ({
      workspace: await workspaces.rename(request.params.id, userIdOf(request), request.body),
    }),
  );

  routes.delete(
    '/api/v1/workspace/:id',
    {
      summary: 'Delete a workspace (owner)',
      params: idParamsSchema,
      noContent: true,
    },
    async (request) => {
      await workspaces.delete(request.params.id, userIdOf(request));
    },
  );

  routes.post(
    '/api/v1/workspace/:id/invite',
    {
      summary: 'Invite people by email (owner or admin)',
      params: idParamsSchema,
      body: inviteInputSchema,
      created: workspaceInvitesResponseSchema,
    },
    async (request) => ({
      invites: await workspaces.invite(request.params.id, userIdOf(request), request.body),
    }),
  );

  routes.post(
    '/api/v1/workspace/:id/invite/:inviteId/resend',
    {
      summary: 'Mail an invitation again (owner or admin)',
      params: workspaceInviteParamsSchema,
      response: workspaceInviteResponseSchema,
    },
    async (request) => ({
      invite: await workspaces.resendInvite(
        request.params.id,
        request.params.inviteId,
        userIdOf(request),
      ),
    }),
  );

  routes.delete(
    '/api/v1/workspace/:id/invite/:inviteId',
    {
      summary: 'Cancel an invitation (owner or admin)',
      params: workspaceInviteParamsSchema,
      noContent: true,
    },
    async (request) => {
      await workspaces.cancelInvite(request.params.id, request.params.inviteId, userIdOf(request));
    },
  );

  routes.put(
    '/api/v1/workspace/:id/member/:userId',
    {
      summary: "Change a member's role (owner or admin; never the owner's)",
      params: workspaceMemberParamsSchema,
      body: memberRoleSchema,
      response: workspaceMemberResponseSchema,
    },
    async (request) => ({
      member: await workspaces.changeRole(
        request.params.id,
        request.params.userId,
        userIdOf(request),
        request.body.role,
      ),
    }),
  );

  routes.delete(
    '/api/v1/workspace/:id/member/:userId',
    {
      summary: 'Remove a member (owner or admin), or leave (yourself)',
      params: workspaceMemberParamsSchema,
      noContent: true,
    },
    async (request) => {
      await workspaces.removeMember(request.params.id, request.params.userId, userIdOf(request));
    },
  );

  routes.get(
    '/api/v1/workspace/join/:inviteId',
    {
      summary: 'Join the workspace you were invited to',
      params: inviteIdParamsSchema,
      response: workspaceResponseSchema,
    },
    async (request) => ({
      workspace: await workspaces.join(request.params.inviteId, inviteeOf(request)),
    }),
  );

  routes.delete(
    '/api/v1/workspace/invite/:inviteId',
    {
      summary: 'Decline an invitation to a workspace',
      params: inviteIdParamsSchema,
      noContent: true,
    },
    async (request) => {
      await workspaces.decline(request.params.inviteId, inviteeOf(request));
    },
  );
};
