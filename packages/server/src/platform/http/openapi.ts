import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { notFound } from '../errors';
import { API_PATH } from './web-app';

type Transform = typeof jsonSchemaTransform;

/**
 * A 204 answers nothing, which JSON Schema cannot express (`noContentSchema` is z.undefined()):
 * the zod transform skips it and the document gets a response without content.
 */
function withoutBody204(input: Parameters<Transform>[0], transform: Transform) {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!response || !('204' in response)) return transform(input);
  const { 204: noContent, ...rest } = response;
  const description =
    (noContent as { description?: string } | undefined)?.description ?? 'No content';
  const result = transform({ ...input, schema: { ...input.schema, response: rest } });
  const schema = result.schema as { response?: Record<string, unknown> };
  // `type: 'null'` tells @fastify/swagger to leave the content out.
  schema.response = { ...schema.response, 204: { type: 'null', description } };
  return result;
}

/**
 * Routes validate with the zod schemas of packages/shared, and every API route is
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
    // Schemas with a `meta({ id })` (the recursive Channel) become named components.
    transformObject: jsonSchemaTransformObject,
    transform: (input) => {
      // Only API routes belong in the document; the web app's files and pages do not.
      if (!API_PATH.test(input.url))
        return { schema: { ...input.schema, hide: true }, url: input.url };
      return withoutBody204(input, jsonSchemaTransform);
    },
  });

  app.get(
    '/api/v1/api-docs/openapi.json',
    { config: { guard: { permissions: ['api.access'] } }, schema: { hide: true } },
    async () => {
      // The docs also need the API integration to be on.
      if (!(await options.isEnabled())) throw notFound();
      return app.swagger();
    },
  );
}
