import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType, output } from 'zod/v4/core';

/**
 * API routes stated as data: each route names only what is its own (method, path, guard,
 * summary, schemas, which answer) and this file turns that into Fastify's options object.
 *
 *   const routes = defineRoutes(fastify, { tags: ['comments'] });
 *   routes.post('/api/v1/tracks/:id/comments',
 *     { guard: LOGGED_IN, summary: 'Comment on a track', params, body, created: commentSchema },
 *     async (request) => comments.create(request.params.id, request.body));
 *
 * `defineRoutes` takes what the file's routes share: their OpenAPI tags and, where one rule covers
 * the whole file, the guard; a route's own `guard` or `tags` replaces the file's.
 *
 * The answer is one of:
 * - `response`: a 200 with that schema; the handler returns the body (or answers through `reply`);
 * - `created`: a 201 with that schema; the handler returns the body and this sends it with 201;
 * - `noContent: true`: a 204 documented as no content; the handler returns nothing;
 * - `responses`: Fastify's status → schema map as it is, for routes that pick their status.
 *
 * The handler keeps Fastify's zod typing: `request.params`, `query`, `body` and `headers` are the
 * schemas' output types and the returned body is checked against the declared answer.
 */

type Guard = NonNullable<FastifyContextConfig['guard']>;

interface RouteRequestSchemas {
  params?: $ZodType;
  querystring?: $ZodType;
  body?: $ZodType;
  headers?: $ZodType;
}

interface RouteDescription extends RouteRequestSchemas {
  summary: string;
  /** Who may call it; kept in `config.guard`, where the authorization hook reads it. */
  guard?: Guard;
  /** The rest of the route's config (account gate, CSRF). */
  config?: Omit<FastifyContextConfig, 'guard'>;
  /** Replaces the file's tags for this route. */
  tags?: string[];
  consumes?: string[];
}

type RouteAnswer =
  | { response: $ZodType }
  | { created: $ZodType }
  | { noContent: true }
  | { responses: Record<number, $ZodType> };

export type RouteSpec = RouteDescription & RouteAnswer;

type ResponsesOf<S> = S extends { response: infer R }
  ? { 200: R }
  : S extends { created: infer C }
    ? { 201: C }
    : S extends { noContent: true }
      ? { 204: typeof noContentSchema }
      : S extends { responses: infer M }
        ? M
        : never;

/** The Fastify schema a spec stands for, which is what types the handler's request and reply. */
type SchemaOf<S> = Pick<S, keyof S & keyof RouteRequestSchemas> & { response: ResponsesOf<S> };

type ZodRequest<S> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<S>,
  ZodTypeProvider
>;
type ZodReply<S> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  SchemaOf<S>,
  ZodTypeProvider
>;

export type RouteHandlerOf<S> = S extends { created: infer C extends $ZodType }
  ? (request: ZodRequest<S>, reply: ZodReply<S>) => Promise<output<C>>
  : S extends { noContent: true }
    ? (request: ZodRequest<S>, reply: ZodReply<S>) => Promise<void>
    : RouteHandlerMethod<
        RawServerDefault,
        RawRequestDefaultExpression,
        RawReplyDefaultExpression,
        RouteGenericInterface,
        ContextConfigDefault,
        SchemaOf<S>,
        ZodTypeProvider
      >;

type Define = <const S extends RouteSpec>(url: string, spec: S, handler: RouteHandlerOf<S>) => void;

export interface RouteDefiner {
  get: Define;
  post: Define;
  put: Define;
  patch: Define;
  delete: Define;
}

function responsesOf(spec: RouteSpec): Record<number, $ZodType> {
  if ('response' in spec) return { 200: spec.response };
  if ('created' in spec) return { 201: spec.created };
  if ('noContent' in spec) return { 204: noContentSchema };
  return spec.responses;
}

/** Sends what a `created` or `noContent` handler returns with its status. */
function withStatus(spec: RouteSpec, handler: RouteHandlerOf<RouteSpec>) {
  const run = handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  if ('created' in spec)
    return async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await run(request, reply));
  if ('noContent' in spec)
    return async (request: FastifyRequest, reply: FastifyReply) => {
      await run(request, reply);
      return reply.status(204).send();
    };
  return run;
}

/** Leaves out what the spec does not set, so Fastify and the OpenAPI document see no empty keys. */
function defined<T extends object>(entries: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export function defineRoutes(
  fastify: FastifyInstance,
  defaults: { tags: string[]; guard?: Guard },
): RouteDefiner {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const define =
    (method: HTTPMethods): Define =>
    (url, spec, handler) => {
      const { summary, guard = defaults.guard, config, tags = defaults.tags, consumes } = spec;
      const { params, querystring, body, headers } = spec;
      const routeConfig = guard ? { guard, ...config } : config;
      app.route({
        method,
        url,
        ...defined({ config: routeConfig }),
        schema: {
          ...defined({ tags, summary, consumes, params, querystring, body, headers }),
          response: responsesOf(spec),
        },
        handler: withStatus(spec, handler),
      });
    };
  return {
    get: define('GET'),
    post: define('POST'),
    put: define('PUT'),
    patch: define('PATCH'),
    delete: define('DELETE'),
  };
}
