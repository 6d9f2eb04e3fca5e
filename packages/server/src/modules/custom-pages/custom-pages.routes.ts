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
import { MANAGE_CUSTOM_PAGES, READ_CUSTOM_PAGE } from './custom-pages.policy';
import { defineRoutes } from '../../platform/http/define-routes';

/** Custom pages (the route table is in shared/custom-pages/custom-pages.schemas.ts). */
export const customPagesRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['custom-pages'], guard: MANAGE_CUSTOM_PAGES });
  const pages = app.services.customPages;

  routes.get(
    '/api/v1/custom-pages/:idOrSlug',
    {
      guard: READ_CUSTOM_PAGE,
      summary: 'A custom page by id or slug, its body sanitised HTML',
      params: customPageLookupParamsSchema,
      response: customPageResponseSchema,
    },
    async (request) => ({ page: await pages.show(request.params.idOrSlug) }),
  );

  routes.get(
    '/api/v1/custom-pages',
    {
      summary: 'The custom pages, paged',
      querystring: customPageListQuerySchema,
      response: customPageListResponseSchema,
    },
    async (request) => ({ pagination: await pages.list(request.query) }),
  );

  routes.post(
    '/api/v1/custom-pages',
    {
      summary: 'Create a custom page',
      body: customPageInputSchema,
      created: customPageResponseSchema,
    },
    async (request) => ({ page: await pages.create(request.body, request.auth.user?.id ?? null) }),
  );

  routes.post(
    '/api/v1/custom-pages/delete',
    {
      summary: 'Delete several custom pages',
      body: deleteCustomPagesSchema,
      noContent: true,
    },
    async (request) => {
      await pages.delete(request.body.ids);
    },
  );

  routes.put(
    '/api/v1/custom-pages/:id',
    {
      summary: 'Update a custom page',
      params: customPageIdParamsSchema,
      body: customPageInputSchema,
      response: customPageResponseSchema,
    },
    async (request) => ({ page: await pages.update(request.params.id, request.body) }),
  );

  routes.delete(
    '/api/v1/custom-pages/:id',
    {
      summary: 'Delete a custom page',
      params: customPageIdParamsSchema,
      noContent: true,
    },
    async (request) => {
      await pages.deleteOne(request.params.id);
    },
  );
};
