import { bootstrapAnswerSchema } from '@tonearm/shared/bootstrap/bootstrap-answer.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';

export const bootstrapRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['bootstrap'] });
  routes.get(
    '/api/v1/bootstrap-data',
    {
      config: { accountGate: { unverified: true, suspended: true } },
      summary: 'Everything the web client needs before its first call',
      response: bootstrapAnswerSchema,
    },
    async (request) => ({
      bootstrapData: await app.services.bootstrap.build({
        user: request.auth.user,
        cookies: request.cookies,
      }),
    }),
  );
};
