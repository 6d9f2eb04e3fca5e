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
import type { Actor } from './users-admin.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

function actorOf(request: FastifyRequest): Actor {
  return { id: request.auth.user!.id, sessionId: request.auth.session?.id };
}

/**
 * The admin users pages. `GET`/`PUT users/{id}`, the avatar and `DELETE
 * users/{id}` are the account module's routes, which users.update may use on anyone.
 */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  // Every admin users call needs users.update.
  const routes = defineRoutes(app, { tags: ['admin users'], guard: loggedInWith('users.update') });
  const usersAdmin = app.services.usersAdmin;

  routes.get(
    '/api/v1/users',
    {
      summary: 'The users table: search, filters, sorting',
      querystring: userListQuerySchema,
      response: userListAnswerSchema,
    },
    async (request) => ({ pagination: await usersAdmin.list(request.query) }),
  );

  routes.get(
    '/api/v1/users/role-options',
    {
      summary: 'The roles a user can be given',
      response: assignableRolesAnswerSchema,
    },
    async () => ({ roles: await usersAdmin.assignableRoles() }),
  );

  routes.post(
    '/api/v1/users',
    {
      summary: 'Create a user',
      body: createUserSchema,
      created: userAnswerSchema,
    },
    async (request) => ({ user: await usersAdmin.create(request.body) }),
  );

  routes.post(
    '/api/v1/users/delete',
    {
      summary: 'Delete several users',
      body: deleteUsersSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await usersAdmin.deleteMany(actorOf(request), request.body.ids);
      return {};
    },
  );

  routes.put(
    '/api/v1/users/:id/permissions',
    {
      summary: "Replace a user's direct permissions",
      params: userIdParamsSchema,
      body: userPermissionsSchema,
      response: userPermissionsAnswerSchema,
    },
    async (request) => ({
      permissions: await usersAdmin.setPermissions(
        actorOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  routes.post(
    '/api/v1/users/:id/ban',
    {
      summary: 'Ban a user (their sessions and tokens end)',
      params: userIdParamsSchema,
      body: banUserSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await usersAdmin.ban(actorOf(request), request.params.id, request.body);
      return {};
    },
  );

  routes.delete(
    '/api/v1/users/:id/ban',
    {
      summary: 'Lift a ban',
      params: userIdParamsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await usersAdmin.unban(actorOf(request), request.params.id);
      return {};
    },
  );

  routes.post(
    '/api/v1/users/:id/two-factor/reset',
    {
      summary: "Turn off a user's two-factor login",
      params: userIdParamsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await usersAdmin.resetTwoFactor(actorOf(request), request.params.id);
      return {};
    },
  );

  routes.put(
    '/api/v1/users/:id/password',
    {
      summary: "Set a user's password (their sessions and tokens end)",
      params: userIdParamsSchema,
      body: setUserPasswordSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await usersAdmin.setPassword(actorOf(request), request.params.id, request.body.password);
      return {};
    },
  );

  routes.get(
    '/api/v1/users/:id/sessions',
    {
      summary: "A user's sessions",
      params: userIdParamsSchema,
      response: adminUserSessionsAnswerSchema,
    },
    async (request) => ({
      sessions: await usersAdmin.sessions(actorOf(request), request.params.id),
    }),
  );

  routes.delete(
    '/api/v1/users/:id/sessions/:sessionId',
    {
      summary: "End one of a user's sessions",
      params: userSessionParamsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await usersAdmin.endSession(actorOf(request), request.params.id, request.params.sessionId);
      return {};
    },
  );

  routes.get(
    '/api/v1/users/:id/access-tokens',
    {
      summary: "A user's access tokens",
      params: userIdParamsSchema,
      response: adminUserTokensAnswerSchema,
    },
    async (request) => ({
      tokens: await usersAdmin.accessTokens(actorOf(request), request.params.id),
    }),
  );

  routes.delete(
    '/api/v1/users/:id/access-tokens/:tokenId',
    {
      summary: "Revoke one of a user's access tokens",
      params: userAccessTokenParamsSchema,
      response: emptyAnswerSchema,
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
