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

const LOGGED_IN = { guard: { auth: true } } as const;
const tags = ['billing'];

function customerOf(request: FastifyRequest): BillingCustomer {
  const user = request.auth.user!;
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * The billing area (shared/billing/billing.schemas.ts route table): checkout, the
 * subscription overview and its changes, invoices, and the providers' webhooks.
 */
export const billingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const billing = app.services.billing;

  app.get(
    '/api/v1/billing/subscription',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Your current subscription and latest invoices',
        response: { 200: billingOverviewSchema },
      },
    },
    async (request) => billing.overview(request.auth.user!.id),
  );

  app.post(
    '/api/v1/billing/checkout',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Subscribe to a plan at a price through a payment gateway',
        body: checkoutInputSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => billing.checkout(customerOf(request), request.body),
  );

  app.post(
    '/api/v1/billing/checkout/confirm',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Answer the test gateway’s confirmation step',
        body: confirmCheckoutSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => billing.confirm(customerOf(request), request.body),
  );

  app.post(
    '/api/v1/billing/checkout/return',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Ask Stripe or PayPal whether your checkout there went through (return pages)',
        body: checkoutReturnInputSchema,
        response: { 200: checkoutReturnSchema },
      },
    },
    async (request) => billing.confirmReturn(request.auth.user!.id, request.body),
  );

  app.post(
    '/api/v1/billing/change-plan/preview',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'What moving to another price costs now (prorated)',
        body: changePlanInputSchema,
        response: { 200: prorationPreviewResponseSchema },
      },
    },
    async (request) => ({
      preview: await billing.previewChange(request.auth.user!.id, request.body.price_id),
    }),
  );

  app.post(
    '/api/v1/billing/change-plan',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Move your subscription to another price',
        body: changePlanInputSchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => ({
      subscription: await billing.changePlan(request.auth.user!.id, request.body.price_id),
    }),
  );

  app.post(
    '/api/v1/billing/cancel',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Cancel your subscription at the end of its period',
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => ({ subscription: await billing.cancel(request.auth.user!.id) }),
  );

  app.post(
    '/api/v1/billing/renew',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Resume a cancelled subscription before it ends',
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => ({ subscription: await billing.renew(request.auth.user!.id) }),
  );

  app.post(
    '/api/v1/billing/payment-method',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Replace the payment method of your subscription',
        body: paymentMethodInputSchema,
        response: { 200: checkoutResultSchema },
      },
    },
    async (request) => billing.changePaymentMethod(customerOf(request), request.body),
  );

  app.get(
    '/api/v1/billing/invoices',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Your invoices, newest first',
        querystring: paginationQuerySchema,
        response: { 200: invoiceListResponseSchema },
      },
    },
    async (request) => ({
      pagination: await billing.invoices(request.auth.user!.id, request.query),
    }),
  );

  app.get(
    '/api/v1/billing/invoices/:id',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'One of your invoices, with the seller for the printable page',
        params: idParamsSchema,
        response: { 200: invoiceResponseSchema },
      },
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
