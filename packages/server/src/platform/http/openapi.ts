import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { API_PATH } from './web-app';

/**
 * DESIGN §1/§4: routes validate with the zod schemas of packages/shared, and every API route is
 * in the OpenAPI document generated from those same schemas. Register before any route.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { appUrl: string; isEnabled: () => Promise<boolean> },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tonearm API',
        description:
          'Cookie sessions send the XSRF-TOKEN cookie back as X-XSRF-TOKEN on writes; `Authorization: Bearer <token>` calls are exempt. PUT, PATCH and DELETE may also be sent as POST with X-HTTP-Method-Override.',
        version: '1',
      },
      servers: [{ url: options.appUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'tonearm_session' },
        },
      },
      security: [{ bearer: [] }, { session: [] }],
    },
    transform: (input) => {
      // Only API routes belong in the document; the web app's files and pages do not.
      if (!API_PATH.test(input.url))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      return jsonSchemaTransform(input);
    },
  });

  app.get(
    '/api/v1/api-docs/openapi.json',
    { config: { guard: { permissions: ['api.access'] } }, schema: { hide: true } },
    async () => {
      // spec 000 §6: the docs also need the API integration to be on.
      if (!(await options.isEnabled())) throw notFound();
      return app.swagger();
    },
  );
}
