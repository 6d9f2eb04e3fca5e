import { noContentSchema } from '@tonearm/shared/http/http.schemas';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Invitee } from './workspaces.service';

const LOGGED_IN = { guard: { auth: true } } as const;
const tags = ['workspaces'];

const userIdOf = (request: FastifyRequest) => request.auth.user!.id;
const inviteeOf = (request: FastifyRequest): Invitee => ({
  id: request.auth.user!.id,
  email: request.auth.user!.email,
});

/**
 * Workspaces and invitations (the route table in shared/workspaces/
 * workspaces.schemas.ts). Every route needs a login; who may do what is the service's policy.
 */
export const workspacesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const workspaces = app.services.workspaces;

  app.get(
    '/api/v1/me/workspaces',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Your workspaces, Default first',
        response: { 200: workspaceListResponseSchema },
      },
    },
    async (request) => ({ workspaces: await workspaces.listForUser(userIdOf(request)) }),
  );

  app.post(
    '/api/v1/workspace',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Create a workspace you own',
        body: workspaceInputSchema,
        response: { 201: workspaceResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ workspace: await workspaces.createFor(userIdOf(request), request.body) }),
  );

  app.get(
    '/api/v1/workspace/:id',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'A workspace with its members (and, for its managers, pending invitations)',
        params: idParamsSchema,
        response: { 200: workspaceWithMembersResponseSchema },
      },
    },
    async (request) => ({
      workspace: await workspaces.show(request.params.id, userIdOf(request)),
    }),
  );

  app.put(
    '/api/v1/workspace/:id',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Rename a workspace (owner or admin)',
        params: idParamsSchema,
        body: workspaceInputSchema,
        response: { 200: workspaceResponseSchema },
      },
    },
    async (request) => ({
      workspace: await workspaces.rename(request.params.id, userIdOf(request), request.body),
    }),
  );

  app.delete(
    '/api/v1/workspace/:id',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Delete a workspace (owner)',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await workspaces.delete(request.params.id, userIdOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/workspace/:id/invite',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Invite people by email (owner or admin)',
        params: idParamsSchema,
        body: inviteInputSchema,
        response: { 201: workspaceInvitesResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        invites: await workspaces.invite(request.params.id, userIdOf(request), request.body),
      }),
  );

  app.post(
    '/api/v1/workspace/:id/invite/:inviteId/resend',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Mail an invitation again (owner or admin)',
        params: workspaceInviteParamsSchema,
        response: { 200: workspaceInviteResponseSchema },
      },
    },
    async (request) => ({
      invite: await workspaces.resendInvite(
        request.params.id,
        request.params.inviteId,
        userIdOf(request),
      ),
    }),
  );

  app.delete(
    '/api/v1/workspace/:id/invite/:inviteId',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Cancel an invitation (owner or admin)',
        params: workspaceInviteParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await workspaces.cancelInvite(request.params.id, request.params.inviteId, userIdOf(request));
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/v1/workspace/:id/member/:userId',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: "Change a member's role (owner or admin; never the owner's)",
        params: workspaceMemberParamsSchema,
        body: memberRoleSchema,
        response: { 200: workspaceMemberResponseSchema },
      },
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

  app.delete(
    '/api/v1/workspace/:id/member/:userId',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Remove a member (owner or admin), or leave (yourself)',
        params: workspaceMemberParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await workspaces.removeMember(request.params.id, request.params.userId, userIdOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/workspace/join/:inviteId',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Join the workspace you were invited to',
        params: inviteIdParamsSchema,
        response: { 200: workspaceResponseSchema },
      },
    },
    async (request) => ({
      workspace: await workspaces.join(request.params.inviteId, inviteeOf(request)),
    }),
  );

  app.delete(
    '/api/v1/workspace/invite/:inviteId',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Decline an invitation to a workspace',
        params: inviteIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await workspaces.decline(request.params.inviteId, inviteeOf(request));
      return reply.status(204).send();
    },
  );
};
