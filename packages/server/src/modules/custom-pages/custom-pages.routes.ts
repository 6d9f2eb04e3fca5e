import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import {
  customPageIdParamsSchema,
  customPageInputSchema,
  customPageListQuerySchema,
  customPageListResponseSchema,
  customPageLookupParamsSchema,
  customPageResponseSchema,
  deleteCustomPagesSchema,
} from '@tonearm/shared/custom-pages/custom-pages.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MANAGE_CUSTOM_PAGES, READ_CUSTOM_PAGE } from './custom-pages.policy';

const tags = ['custom-pages'];

/** Custom pages (the route table is in shared/custom-pages/custom-pages.schemas.ts). */
export const customPagesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = app.services.customPages;

  app.get(
    '/api/v1/custom-pages/:idOrSlug',
    {
      config: { guard: READ_CUSTOM_PAGE },
      schema: {
        tags,
        summary: 'A custom page by id or slug, its body sanitised HTML',
        params: customPageLookupParamsSchema,
        response: { 200: customPageResponseSchema },
      },
    },
    async (request) => ({ page: await pages.show(request.params.idOrSlug) }),
  );

  app.get(
    '/api/v1/custom-pages',
    {
      config: { guard: MANAGE_CUSTOM_PAGES },
      schema: {
        tags,
        summary: 'The custom pages, paged',
        querystring: customPageListQuerySchema,
        response: { 200: customPageListResponseSchema },
      },
    },
    async (request) => ({ pagination: await pages.list(request.query) }),
  );

  app.post(
    '/api/v1/custom-pages',
    {
      config: { guard: MANAGE_CUSTOM_PAGES },
      schema: {
        tags,
        summary: 'Create a custom page',
        body: customPageInputSchema,
        response: { 201: customPageResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ page: await pages.create(request.body, request.auth.user?.id ?? null) }),
  );

  app.post(
    '/api/v1/custom-pages/delete',
    {
      config: { guard: MANAGE_CUSTOM_PAGES },
      schema: {
        tags,
        summary: 'Delete several custom pages',
        body: deleteCustomPagesSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await pages.delete(request.body.ids);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/v1/custom-pages/:id',
    {
      config: { guard: MANAGE_CUSTOM_PAGES },
      schema: {
        tags,
        summary: 'Update a custom page',
        params: customPageIdParamsSchema,
        body: customPageInputSchema,
        response: { 200: customPageResponseSchema },
      },
    },
    async (request) => ({ page: await pages.update(request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/custom-pages/:id',
    {
      config: { guard: MANAGE_CUSTOM_PAGES },
      schema: {
        tags,
        summary: 'Delete a custom page',
        params: customPageIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await pages.deleteOne(request.params.id);
      return reply.status(204).send();
    },
  );
};
