import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

export const ECHO_PATH = '/api/v1/test/echo';

export interface EchoBody {
  method: string;
  workspaceId: number;
  relations: { with: string[]; load: string[]; loadCount: string[] };
  userId: number | null;
}

function echo(request: FastifyRequest): EchoBody {
  return {
    method: request.method,
    workspaceId: request.workspaceId,
    relations: request.relations,
    userId: request.auth.user?.id ?? null,
  };
}

/**
 * Test-only routes that answer with what the shared request pipeline made of a call, so the
 * HTTP contract can be checked without depending on any product route.
 */
export const echoRoutes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: ECHO_PATH,
    handler: async (request) => echo(request),
  });
};
