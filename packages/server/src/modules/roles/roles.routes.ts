import { noContentSchema } from '@tonearm/shared/http/http.schemas';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The admin roles pages need roles.update (the `admin` permission grants it). */
const ROLES_UPDATE = { auth: true, permissions: ['roles.update'] } as const;
/** The editors' permission list: any admin page may read it (roles, a user's permissions). */
const ADMIN_ACCESS = { auth: true, permissions: ['admin.access'] } as const;
const tags = ['roles'];

/** The roles of the admin area and the permissions they hold. */
export const rolesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const roles = app.services.roles;

  app.get(
    '/api/v1/permissions',
    {
      config: { guard: ADMIN_ACCESS },
      schema: {
        tags,
        summary: 'Every permission, with its group, description and supported restrictions',
        response: { 200: permissionsListSchema },
      },
    },
    async () => ({ permissions: await roles.permissions() }),
  );

  app.get(
    '/api/v1/roles',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'The roles, paged, with how many users hold each',
        querystring: roleListQuerySchema,
        response: { 200: roleListResponseSchema },
      },
    },
    async (request) => ({ pagination: await roles.list(request.query) }),
  );

  app.post(
    '/api/v1/roles',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'Create a role',
        body: roleInputSchema,
        response: { 201: roleResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ role: await roles.create(request.body, request.auth.user!.id) }),
  );

  app.post(
    '/api/v1/roles/delete',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'Delete several roles',
        body: deleteRolesSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await roles.delete(request.body.ids, request.auth.user!.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/roles/:id',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'A role with its permissions',
        params: roleIdParamsSchema,
        response: { 200: roleResponseSchema },
      },
    },
    async (request) => ({ role: await roles.show(request.params.id) }),
  );

  app.put(
    '/api/v1/roles/:id',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'Update a role; its users have the new permissions on their next request',
        params: roleIdParamsSchema,
        body: roleInputSchema,
        response: { 200: roleResponseSchema },
      },
    },
    async (request) => ({
      role: await roles.update(request.params.id, request.body, request.auth.user!.id),
    }),
  );

  app.delete(
    '/api/v1/roles/:id',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'Delete a role',
        params: roleIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await roles.deleteOne(request.params.id, request.auth.user!.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/roles/:id/add-users',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'Give the role to users',
        params: roleIdParamsSchema,
        body: roleUsersSchema,
        response: { 200: roleResponseSchema },
      },
    },
    async (request) => ({
      role: await roles.addUsers(request.params.id, request.body.userIds, request.auth.user!.id),
    }),
  );

  app.post(
    '/api/v1/roles/:id/remove-users',
    {
      config: { guard: ROLES_UPDATE },
      schema: {
        tags,
        summary: 'Take the role from users',
        params: roleIdParamsSchema,
        body: roleUsersSchema,
        response: { 200: roleResponseSchema },
      },
    },
    async (request) => ({
      role: await roles.removeUsers(request.params.id, request.body.userIds, request.auth.user!.id),
    }),
  );
};
