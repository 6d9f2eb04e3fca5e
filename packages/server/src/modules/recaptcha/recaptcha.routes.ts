import {
  recaptchaVerifyAnswerSchema,
  recaptchaVerifySchema,
} from '@tonearm/shared/auth/auth.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';

/** POST api/v1/recaptcha/verify: {token} -> {success}. */
export const recaptchaRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['auth'] });
  routes.post(
    '/api/v1/recaptcha/verify',
    {
      guard: {},
      config: { accountGate: { unverified: true } },
      summary: 'Check a reCAPTCHA token',
      body: recaptchaVerifySchema,
      response: recaptchaVerifyAnswerSchema,
    },
    async (request) => ({
      success: await app.services.recaptcha.verify(request.body.token, request.ip ?? null),
    }),
  );
};
