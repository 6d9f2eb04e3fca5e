import {
  searchPageQuerySchema,
  searchPageResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  searchTypeParamSchema,
  type SearchPageResponse,
} from '@tonearm/shared/search/search.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';
import { defineRoutes } from '../../platform/http/define-routes';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['search'], guard: MUSIC_VIEW });
  const search = app.services.search;

  routes.get(
    '/api/v1/search',
    {
      summary: 'Instant results of every type',
      querystring: searchQuerySchema,
      response: searchResponseSchema,
    },
    async (request) =>
      search.instant(
        request.query.query,
        request.query.types,
        request.query.limit,
        viewerOf(request),
      ),
  );
  routes.get(
    '/api/v1/search/:type',
    {
      summary: 'One type of results, paginated',
      params: searchTypeParamSchema,
      querystring: searchPageQuerySchema,
      response: searchPageResponseSchema,
    },
    async (request) =>
      // One kind per tab; the declared answer checks the page against that kind's shape.
      ({
        pagination: await search.ofType(
          request.params.type,
          request.query.query,
          request.query,
          viewerOf(request),
        ),
      }) as SearchPageResponse,
  );
};
