import {
  adminCancelSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionListResponseSchema,
  adminSubscriptionResponseSchema,
  changePlanInputSchema,
  extendSubscriptionSchema,
  grantSubscriptionSchema,
  subscriptionListQuerySchema,
  userLookupQuerySchema,
  userLookupResponseSchema,
} from '@tonearm/shared/billing/billing.schemas';
import { idParamsSchema } from '@tonearm/shared/http/primitives';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** The admin subscriptions page, all behind subscriptions.update. */
export const subscriptionsAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, {
    tags: ['admin subscriptions'],
    guard: loggedInWith('subscriptions.update'),
  });
  const subscriptions = app.services.subscriptionsAdmin;

  routes.get(
    '/api/v1/admin/subscriptions',
    {
      summary: 'The subscriptions table: search by user, filter, sort',
      querystring: subscriptionListQuerySchema,
      response: adminSubscriptionListResponseSchema,
    },
    async (request) => ({ pagination: await subscriptions.list(request.query) }),
  );

  routes.post(
    '/api/v1/admin/subscriptions',
    {
      summary: 'Grant a manual subscription (charged by nobody)',
      body: grantSubscriptionSchema,
      created: adminSubscriptionResponseSchema,
    },
    async (request) => ({ subscription: await subscriptions.grant(request.body) }),
  );

  routes.get(
    '/api/v1/admin/subscriptions/users',
    {
      summary: 'Find users by name or email, for the grant dialog',
      querystring: userLookupQuerySchema,
      response: userLookupResponseSchema,
    },
    async (request) => ({ users: await subscriptions.findUsers(request.query.query) }),
  );

  routes.get(
    '/api/v1/admin/subscriptions/:id',
    {
      summary: 'A subscription with its invoices',
      params: idParamsSchema,
      response: adminSubscriptionDetailSchema,
    },
    async (request) => subscriptions.show(request.params.id),
  );

  routes.post(
    '/api/v1/admin/subscriptions/:id/change-plan',
    {
      summary: 'Move a subscription to another price',
      params: idParamsSchema,
      body: changePlanInputSchema,
      response: adminSubscriptionResponseSchema,
    },
    async (request) => ({
      subscription: await subscriptions.changePlan(request.params.id, request.body.price_id),
    }),
  );

  routes.post(
    '/api/v1/admin/subscriptions/:id/cancel',
    {
      summary: 'Cancel a subscription now or at the end of its period',
      params: idParamsSchema,
      body: adminCancelSchema.optional(),
      response: adminSubscriptionResponseSchema,
    },
    async (request) => ({
      subscription: await subscriptions.cancel(
        request.params.id,
        request.body?.immediately ?? false,
      ),
    }),
  );

  routes.post(
    '/api/v1/admin/subscriptions/:id/renew',
    {
      summary: 'Resume a cancelled subscription before it ends',
      params: idParamsSchema,
      response: adminSubscriptionResponseSchema,
    },
    async (request) => ({ subscription: await subscriptions.renew(request.params.id) }),
  );

  routes.post(
    '/api/v1/admin/subscriptions/:id/extend',
    {
      summary: 'Move the end of the current period to a later date',
      params: idParamsSchema,
      body: extendSubscriptionSchema,
      response: adminSubscriptionResponseSchema,
    },
    async (request) => ({
      subscription: await subscriptions.extend(request.params.id, request.body.until),
    }),
  );
};
