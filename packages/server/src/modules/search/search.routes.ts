import {
  searchPageQuerySchema,
  searchPageResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  searchTypeParamSchema,
  type SearchPageResponse,
} from '@tonearm/shared/search/search.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = app.services.search;

  app.get(
    '/api/v1/search',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags,
        summary: 'Instant results of every type',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) =>
      search.instant(
        request.query.query,
        request.query.types,
        request.query.limit,
        viewerOf(request),
      ),
  );
  app.get(
    '/api/v1/search/:type',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags,
        summary: 'One type of results, paginated',
        params: searchTypeParamSchema,
        querystring: searchPageQuerySchema,
        response: { 200: searchPageResponseSchema },
      },
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
