import type { FastifyPluginAsync } from 'fastify';

export const bootstrapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/bootstrap-data', async (request) => ({
    bootstrapData: await app.services.bootstrap.build({ user: request.auth.user, cookies: request.cookies }),
  }));
};
