import {
  radioParamsSchema,
  radioQuerySchema,
  radioResponseSchema,
} from '@tonearm/shared/player/player.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';

export const radioRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/radio/:seedType/:seedId',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags: ['radio'],
        summary: 'Related tracks for an endless radio queue',
        params: radioParamsSchema,
        querystring: radioQuerySchema,
        response: { 200: radioResponseSchema },
      },
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
