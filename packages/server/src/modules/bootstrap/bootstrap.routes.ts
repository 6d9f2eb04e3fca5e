import { bootstrapAnswerSchema } from '@tonearm/shared/bootstrap/bootstrap-answer.schemas';
import type { FastifyPluginAsync } from 'fastify';

export const bootstrapRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/v1/bootstrap-data',
    {
      schema: {
        tags: ['bootstrap'],
        summary: 'Everything the web client needs before its first call',
        response: { 200: bootstrapAnswerSchema },
      },
      // The gate screens run on it.
      config: { accountGate: { unverified: true, suspended: true } },
    },
    async (request) => ({
      bootstrapData: await app.services.bootstrap.build({
        user: request.auth.user,
        cookies: request.cookies,
      }),
    }),
  );
};
