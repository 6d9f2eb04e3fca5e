import {
  BILLING_MESSAGES,
  billingOverviewSchema,
  changePlanInputSchema,
  checkoutInputSchema,
  checkoutResultSchema,
  checkoutReturnInputSchema,
  checkoutReturnSchema,
  confirmCheckoutSchema,
  invoiceListResponseSchema,
  invoiceResponseSchema,
  paymentMethodInputSchema,
  prorationPreviewResponseSchema,
  subscriptionResponseSchema,
  webhookResponseSchema,
} from '@tonearm/shared/billing/billing.schemas';
import { paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import { idParamsSchema } from '@tonearm/shared/http/primitives';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookSignatureError } from '../../platform/payments/gateway';
import { EventNotReadyError, type BillingCustomer } from './billing.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

const tags = ['billing'];

function customerOf(request: FastifyRequest): BillingCustomer {
  const user = request.auth.user!;
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * The billing area (shared/billing/billing.schemas.ts route table): checkout, the
 * subscription overview and its changes, invoices, and the providers' webhooks.
 */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags, guard: LOGGED_IN });
  const billing = app.services.billing;

  routes.get(
    '/api/v1/billing/subscription',
    {
      summary: 'Your current subscription and latest invoices',
      response: billingOverviewSchema,
    },
    async (request) => billing.overview(request.auth.user!.id),
  );

  routes.post(
    '/api/v1/billing/checkout',
    {
      summary: 'Subscribe to a plan at a price through a payment gateway',
      body: checkoutInputSchema,
      response: checkoutResultSchema,
    },
    async (request) => billing.checkout(customerOf(request), request.body),
  );

  routes.post(
    '/api/v1/billing/checkout/confirm',
    {
      summary: 'Answer the test gateway’s confirmation step',
      body: confirmCheckoutSchema,
      response: checkoutResultSchema,
    },
    async (request) => billing.confirm(customerOf(request), request.body),
  );

  routes.post(
    '/api/v1/billing/checkout/return',
    {
      summary: 'Ask Stripe or PayPal whether your checkout there went through (return pages)',
      body: checkoutReturnInputSchema,
      response: checkoutReturnSchema,
    },
    async (request) => billing.confirmReturn(request.auth.user!.id, request.body),
  );

  routes.post(
    '/api/v1/billing/change-plan/preview',
    {
      summary: 'What moving to another price costs now (prorated)',
      body: changePlanInputSchema,
      response: prorationPreviewResponseSchema,
    },
    async (request) => ({
      preview: await billing.previewChange(request.auth.user!.id, request.body.price_id),
    }),
  );

  routes.post(
    '/api/v1/billing/change-plan',
    {
      summary: 'Move your subscription to another price',
      body: changePlanInputSchema,
      response: subscriptionResponseSchema,
    },
    async (request) => ({
      subscription: await billing.changePlan(request.auth.user!.id, request.body.price_id),
    }),
  );

  routes.post(
    '/api/v1/billing/cancel',
    {
      summary: 'Cancel your subscription at the end of its period',
      response: subscriptionResponseSchema,
    },
    async (request) => ({ subscription: await billing.cancel(request.auth.user!.id) }),
  );

  routes.post(
    '/api/v1/billing/renew',
    {
      summary: 'Resume a cancelled subscription before it ends',
      response: subscriptionResponseSchema,
    },
    async (request) => ({ subscription: await billing.renew(request.auth.user!.id) }),
  );

  routes.post(
    '/api/v1/billing/payment-method',
    {
      summary: 'Replace the payment method of your subscription',
      body: paymentMethodInputSchema,
      response: checkoutResultSchema,
    },
    async (request) => billing.changePaymentMethod(customerOf(request), request.body),
  );

  routes.get(
    '/api/v1/billing/invoices',
    {
      summary: 'Your invoices, newest first',
      querystring: paginationQuerySchema,
      response: invoiceListResponseSchema,
    },
    async (request) => ({
      pagination: await billing.invoices(request.auth.user!.id, request.query),
    }),
  );

  routes.get(
    '/api/v1/billing/invoices/:id',
    {
      summary: 'One of your invoices, with the seller for the printable page',
      params: idParamsSchema,
      response: invoiceResponseSchema,
    },
    async (request) => billing.invoice(request.auth.user!.id, request.params.id),
  );

  // The providers call this: no session, no CSRF token; the signature on the raw body is the
  // proof, so this route alone keeps the body as the bytes that were signed.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/billing/webhooks/:gateway',
      {
        config: { csrf: false, issueCsrfCookie: false },
        schema: {
          tags,
          summary: 'A payment provider’s signed event (Stripe, PayPal, the test gateway)',
          params: z.object({ gateway: z.string().max(32) }),
          response: {
            200: webhookResponseSchema,
            400: z.object({ message: z.string() }),
            409: z.object({ message: z.string() }),
          },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        try {
          await billing.handleWebhook(request.params.gateway, raw, request.headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError)
            return reply.code(400).send({ message: BILLING_MESSAGES.badSignature });
          if (error instanceof EventNotReadyError)
            return reply.code(409).send({ message: error.message });
          if (error instanceof SyntaxError)
            return reply.code(400).send({ message: BILLING_MESSAGES.badSignature });
          throw error;
        }
        return { received: true as const };
      },
    );
  });
};
