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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const MANAGE = { guard: { auth: true, permissions: ['subscriptions.update'] } } as const;
const tags = ['admin subscriptions'];

/** The admin subscriptions page, all behind subscriptions.update. */
export const subscriptionsAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const subscriptions = app.services.subscriptionsAdmin;

  app.get(
    '/api/v1/admin/subscriptions',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'The subscriptions table: search by user, filter, sort',
        querystring: subscriptionListQuerySchema,
        response: { 200: adminSubscriptionListResponseSchema },
      },
    },
    async (request) => ({ pagination: await subscriptions.list(request.query) }),
  );

  app.post(
    '/api/v1/admin/subscriptions',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Grant a manual subscription (charged by nobody)',
        body: grantSubscriptionSchema,
        response: { 201: adminSubscriptionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { subscription: await subscriptions.grant(request.body) };
    },
  );

  app.get(
    '/api/v1/admin/subscriptions/users',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Find users by name or email, for the grant dialog',
        querystring: userLookupQuerySchema,
        response: { 200: userLookupResponseSchema },
      },
    },
    async (request) => ({ users: await subscriptions.findUsers(request.query.query) }),
  );

  app.get(
    '/api/v1/admin/subscriptions/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'A subscription with its invoices',
        params: idParamsSchema,
        response: { 200: adminSubscriptionDetailSchema },
      },
    },
    async (request) => subscriptions.show(request.params.id),
  );

  app.post(
    '/api/v1/admin/subscriptions/:id/change-plan',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Move a subscription to another price',
        params: idParamsSchema,
        body: changePlanInputSchema,
        response: { 200: adminSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      subscription: await subscriptions.changePlan(request.params.id, request.body.price_id),
    }),
  );

  app.post(
    '/api/v1/admin/subscriptions/:id/cancel',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Cancel a subscription now or at the end of its period',
        params: idParamsSchema,
        // No body cancels at the period end.
        body: adminCancelSchema.optional(),
        response: { 200: adminSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      subscription: await subscriptions.cancel(
        request.params.id,
        request.body?.immediately ?? false,
      ),
    }),
  );

  app.post(
    '/api/v1/admin/subscriptions/:id/renew',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Resume a cancelled subscription before it ends',
        params: idParamsSchema,
        response: { 200: adminSubscriptionResponseSchema },
      },
    },
    async (request) => ({ subscription: await subscriptions.renew(request.params.id) }),
  );

  app.post(
    '/api/v1/admin/subscriptions/:id/extend',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Move the end of the current period to a later date',
        params: idParamsSchema,
        body: extendSubscriptionSchema,
        response: { 200: adminSubscriptionResponseSchema },
      },
    },
    async (request) => ({
      subscription: await subscriptions.extend(request.params.id, request.body.until),
    }),
  );
};
