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
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** The admin plans pages need plans.update (the `admin` permission grants it). */
const PLANS_UPDATE = loggedInWith('plans.update');

/**
 * Plans: the public list the pricing page reads and the admin
 * plan editor. The route table is in shared/billing/billing.schemas.ts.
 */
export const plansRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['billing'] });
  const plans = app.services.plans;

  routes.get(
    '/api/v1/billing/products',
    {
      summary: 'The plans of the pricing page, by position (hidden ones left out)',
      response: productListResponseSchema,
    },
    async () => ({ pagination: await plans.listPublic() }),
  );

  routes.get(
    '/api/v1/billing/products/:id',
    {
      summary: 'One plan, hidden ones too (checkout links)',
      params: idParamsSchema,
      response: productResponseSchema,
    },
    async (request) => ({ product: await plans.showPublic(request.params.id) }),
  );

  routes.get(
    '/api/v1/admin/plans',
    {
      guard: PLANS_UPDATE,
      summary: 'Every plan, paged, with prices, permissions and subscriber counts',
      querystring: planListQuerySchema,
      response: adminProductListResponseSchema,
    },
    async (request) => ({ pagination: await plans.list(request.query) }),
  );

  routes.post(
    '/api/v1/admin/plans',
    {
      guard: PLANS_UPDATE,
      summary: 'Create a plan; it is copied to every enabled payment provider',
      body: productInputSchema,
      created: adminProductResponseSchema,
    },
    async (request) => ({
      product: await plans.create(await request.permissionContext(), request.body),
    }),
  );

  routes.get(
    '/api/v1/admin/plans/:id',
    {
      guard: PLANS_UPDATE,
      summary: 'A plan for the editor',
      params: idParamsSchema,
      response: adminProductResponseSchema,
    },
    async (request) => ({ product: await plans.show(request.params.id) }),
  );

  routes.put(
    '/api/v1/admin/plans/:id',
    {
      guard: PLANS_UPDATE,
      summary: 'Update a plan; it is copied to every enabled payment provider',
      params: idParamsSchema,
      body: productInputSchema,
      response: adminProductResponseSchema,
    },
    async (request) => ({
      product: await plans.update(
        await request.permissionContext(),
        request.params.id,
        request.body,
      ),
    }),
  );

  routes.delete(
    '/api/v1/admin/plans/:id',
    {
      guard: PLANS_UPDATE,
      summary: 'Delete a plan nobody subscribes to',
      params: idParamsSchema,
      noContent: true,
    },
    async (request) => {
      await plans.delete(request.params.id);
    },
  );

  routes.post(
    '/api/v1/admin/plans/:id/sync',
    {
      guard: PLANS_UPDATE,
      summary: 'Copy a plan to the enabled payment providers again',
      params: idParamsSchema,
      response: adminProductResponseSchema,
    },
    async (request) => ({ product: await plans.sync(request.params.id) }),
  );
};
