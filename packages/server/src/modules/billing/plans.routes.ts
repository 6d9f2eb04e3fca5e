import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import {
  adminProductListResponseSchema,
  adminProductResponseSchema,
  planListQuerySchema,
  productInputSchema,
  productListResponseSchema,
  productResponseSchema,
} from '@tonearm/shared/billing/billing.schemas';
import { idParamsSchema } from '@tonearm/shared/http/primitives';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The admin plans pages need plans.update (the `admin` permission grants it). */
const PLANS_UPDATE = { guard: { auth: true, permissions: ['plans.update'] } } as const;
const tags = ['billing'];

/**
 * Plans: the public list the pricing page reads and the admin
 * plan editor. The route table is in shared/billing/billing.schemas.ts.
 */
export const plansRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const plans = app.services.plans;

  app.get(
    '/api/v1/billing/products',
    {
      schema: {
        tags,
        summary: 'The plans of the pricing page, by position (hidden ones left out)',
        response: { 200: productListResponseSchema },
      },
    },
    async () => ({ pagination: await plans.listPublic() }),
  );

  app.get(
    '/api/v1/billing/products/:id',
    {
      schema: {
        tags,
        summary: 'One plan, hidden ones too (checkout links)',
        params: idParamsSchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => ({ product: await plans.showPublic(request.params.id) }),
  );

  app.get(
    '/api/v1/admin/plans',
    {
      config: PLANS_UPDATE,
      schema: {
        tags,
        summary: 'Every plan, paged, with prices, permissions and subscriber counts',
        querystring: planListQuerySchema,
        response: { 200: adminProductListResponseSchema },
      },
    },
    async (request) => ({ pagination: await plans.list(request.query) }),
  );

  app.post(
    '/api/v1/admin/plans',
    {
      config: PLANS_UPDATE,
      schema: {
        tags,
        summary: 'Create a plan; it is copied to every enabled payment provider',
        body: productInputSchema,
        response: { 201: adminProductResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        product: await plans.create(await request.permissionContext(), request.body),
      }),
  );

  app.get(
    '/api/v1/admin/plans/:id',
    {
      config: PLANS_UPDATE,
      schema: {
        tags,
        summary: 'A plan for the editor',
        params: idParamsSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({ product: await plans.show(request.params.id) }),
  );

  app.put(
    '/api/v1/admin/plans/:id',
    {
      config: PLANS_UPDATE,
      schema: {
        tags,
        summary: 'Update a plan; it is copied to every enabled payment provider',
        params: idParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({
      product: await plans.update(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/v1/admin/plans/:id',
    {
      config: PLANS_UPDATE,
      schema: {
        tags,
        summary: 'Delete a plan nobody subscribes to',
        params: idParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await plans.delete(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/admin/plans/:id/sync',
    {
      config: PLANS_UPDATE,
      schema: {
        tags,
        summary: 'Copy a plan to the enabled payment providers again',
        params: idParamsSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => ({ product: await plans.sync(request.params.id) }),
  );
};
