import { permissionsListSchema } from '@tonearm/shared/permissions/permission-grants';
import {
  deleteRolesSchema,
  roleIdParamsSchema,
  roleInputSchema,
  roleListQuerySchema,
  roleListResponseSchema,
  roleResponseSchema,
  roleUsersSchema,
} from '@tonearm/shared/roles/roles.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** The editors' permission list: any admin page may read it (roles, a user's permissions). */
const ADMIN_ACCESS = loggedInWith('admin.access');

/** The roles of the admin area and the permissions they hold. */
export const rolesRoutes: FastifyPluginAsync = async (app) => {
  // The admin roles pages need roles.update (the `admin` permission grants it).
  const routes = defineRoutes(app, { tags: ['roles'], guard: loggedInWith('roles.update') });
  const roles = app.services.roles;

  routes.get(
    '/api/v1/permissions',
    {
      guard: ADMIN_ACCESS,
      summary: 'Every permission, with its group, description and supported restrictions',
      response: permissionsListSchema,
    },
    async () => ({ permissions: await roles.permissions() }),
  );

  routes.get(
    '/api/v1/roles',
    {
      summary: 'The roles, paged, with how many users hold each',
      querystring: roleListQuerySchema,
      response: roleListResponseSchema,
    },
    async (request) => ({ pagination: await roles.list(request.query) }),
  );

  routes.post(
    '/api/v1/roles',
    {
      summary: 'Create a role',
      body: roleInputSchema,
      created: roleResponseSchema,
    },
    async (request) => ({ role: await roles.create(request.body, request.auth.user!.id) }),
  );

  routes.post(
    '/api/v1/roles/delete',
    {
      summary: 'Delete several roles',
      body: deleteRolesSchema,
      noContent: true,
    },
    async (request) => {
      await roles.delete(request.body.ids, request.auth.user!.id);
    },
  );

  routes.get(
    '/api/v1/roles/:id',
    {
      summary: 'A role with its permissions',
      params: roleIdParamsSchema,
      response: roleResponseSchema,
    },
    async (request) => ({ role: await roles.show(request.params.id) }),
  );

  routes.put(
    '/api/v1/roles/:id',
    {
      summary: 'Update a role; its users have the new permissions on their next request',
      params: roleIdParamsSchema,
      body: roleInputSchema,
      response: roleResponseSchema,
    },
    async (request) => ({
      role: await roles.update(request.params.id, request.body, request.auth.user!.id),
    }),
  );

  routes.delete(
    '/api/v1/roles/:id',
    { summary: 'Delete a role', params: roleIdParamsSchema, noContent: true },
    async (request) => {
      await roles.deleteOne(request.params.id, request.auth.user!.id);
    },
  );

  // Giving the role and taking it back: one route each, alike but for the service call.
  for (const [action, summary, change] of [
    ['add-users', 'Give the role to users', roles.addUsers.bind(roles)],
    ['remove-users', 'Take the role from users', roles.removeUsers.bind(roles)],
  ] as const) {
    routes.post(
      `/api/v1/roles/:id/${action}`,
      { summary, params: roleIdParamsSchema, body: roleUsersSchema, response: roleResponseSchema },
      async (request) => ({
        role: await change(request.params.id, request.body.userIds, request.auth.user!.id),
      }),
    );
  }
};
