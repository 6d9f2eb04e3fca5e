import {
  radioParamsSchema,
  radioQuerySchema,
  radioResponseSchema,
} from '@tonearm/shared/player/player.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';
import { defineRoutes } from '../../platform/http/define-routes';

export const radioRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['radio'] });
  routes.get(
    '/api/v1/radio/:seedType/:seedId',
    {
      guard: MUSIC_VIEW,
      summary: 'Related tracks for an endless radio queue',
      params: radioParamsSchema,
      querystring: radioQuerySchema,
      response: radioResponseSchema,
    },
    async (request) =>
      app.services.radio.radio(
        request.params.seedType,
        request.params.seedId,
        request.query.exclude,
        request.query.limit,
        viewerOf(request),
      ),
  );
};
