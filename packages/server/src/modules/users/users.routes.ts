import { emptyAnswerSchema } from '@tonearm/shared/http/http.schemas';
import {
  adminUserSessionsAnswerSchema,
  adminUserTokensAnswerSchema,
  assignableRolesAnswerSchema,
  userAnswerSchema,
  userListAnswerSchema,
  userPermissionsAnswerSchema,
} from '@tonearm/shared/users/user-admin.schemas';
import {
  banUserSchema,
  createUserSchema,
  deleteUsersSchema,
  setUserPasswordSchema,
  userAccessTokenParamsSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userPermissionsSchema,
  userSessionParamsSchema,
} from '@tonearm/shared/users/user-admin.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from './users-admin.service';

/** Every admin users call needs users.update. */
const USERS_UPDATE = { guard: { auth: true, permissions: ['users.update'] } } as const;
const tags = ['admin users'];

function actorOf(request: FastifyRequest): Actor {
  return { id: request.auth.user!.id, sessionId: request.auth.session?.id };
}

/**
 * The admin users pages. `GET`/`PUT users/{id}`, the avatar and `DELETE
 * users/{id}` are the account module's routes, which users.update may use on anyone.
 */
export const usersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const usersAdmin = app.services.usersAdmin;

  app.get(
    '/api/v1/users',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: 'The users table: search, filters, sorting',
        querystring: userListQuerySchema,
        response: { 200: userListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await usersAdmin.list(request.query) }),
  );

  app.get(
    '/api/v1/users/role-options',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: 'The roles a user can be given',
        response: { 200: assignableRolesAnswerSchema },
      },
    },
    async () => ({ roles: await usersAdmin.assignableRoles() }),
  );

  app.post(
    '/api/v1/users',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: 'Create a user',
        body: createUserSchema,
        response: { 201: userAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { user: await usersAdmin.create(request.body) };
    },
  );

  app.post(
    '/api/v1/users/delete',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: 'Delete several users',
        body: deleteUsersSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.deleteMany(actorOf(request), request.body.ids);
      return {};
    },
  );

  app.put(
    '/api/v1/users/:id/permissions',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "Replace a user's direct permissions",
        params: userIdParamsSchema,
        body: userPermissionsSchema,
        response: { 200: userPermissionsAnswerSchema },
      },
    },
    async (request) => ({
      permissions: await usersAdmin.setPermissions(
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/v1/users/:id/ban',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: 'Ban a user (their sessions and tokens end)',
        params: userIdParamsSchema,
        body: banUserSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.ban(actorOf(request), request.params.id, request.body);
      return {};
    },
  );

  app.delete(
    '/api/v1/users/:id/ban',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: 'Lift a ban',
        params: userIdParamsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.unban(actorOf(request), request.params.id);
      return {};
    },
  );

  app.post(
    '/api/v1/users/:id/two-factor/reset',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "Turn off a user's two-factor login",
        params: userIdParamsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.resetTwoFactor(actorOf(request), request.params.id);
      return {};
    },
  );

  app.put(
    '/api/v1/users/:id/password',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "Set a user's password (their sessions and tokens end)",
        params: userIdParamsSchema,
        body: setUserPasswordSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.setPassword(actorOf(request), request.params.id, request.body.password);
      return {};
    },
  );

  app.get(
    '/api/v1/users/:id/sessions',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "A user's sessions",
        params: userIdParamsSchema,
        response: { 200: adminUserSessionsAnswerSchema },
      },
    },
    async (request) => ({
      sessions: await usersAdmin.sessions(actorOf(request), request.params.id),
    }),
  );

  app.delete(
    '/api/v1/users/:id/sessions/:sessionId',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "End one of a user's sessions",
        params: userSessionParamsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.endSession(actorOf(request), request.params.id, request.params.sessionId);
      return {};
    },
  );

  app.get(
    '/api/v1/users/:id/access-tokens',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "A user's access tokens",
        params: userIdParamsSchema,
        response: { 200: adminUserTokensAnswerSchema },
      },
    },
    async (request) => ({
      tokens: await usersAdmin.accessTokens(actorOf(request), request.params.id),
    }),
  );

  app.delete(
    '/api/v1/users/:id/access-tokens/:tokenId',
    {
      config: USERS_UPDATE,
      schema: {
        tags,
        summary: "Revoke one of a user's access tokens",
        params: userAccessTokenParamsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await usersAdmin.revokeAccessToken(
        actorOf(request),
        request.params.id,
        request.params.tokenId,
      );
      return {};
    },
  );
};
