import {
  recaptchaVerifyAnswerSchema,
  recaptchaVerifySchema,
} from '@tonearm/shared/auth/auth.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** POST api/v1/recaptcha/verify: {token} -> {success}. */
export const recaptchaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/recaptcha/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a reCAPTCHA token',
        body: recaptchaVerifySchema,
        response: { 200: recaptchaVerifyAnswerSchema },
      },
      config: { guard: {}, accountGate: { unverified: true } },
    },
    async (request) => ({
      success: await app.services.recaptcha.verify(request.body.token, request.ip ?? null),
    }),
  );
};
