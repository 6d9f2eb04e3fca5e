import {
  adFrameQuerySchema,
  adSlotParamsSchema,
  adSlotsResponseSchema,
  adsSettingsResponseSchema,
  adsSettingsSchema,
} from '@tonearm/shared/ads/ads.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AD_FRAME_CSP } from './ads.service';

/** Settings.update manages ads. */
const ADS_ADMIN = { guard: { auth: true, permissions: ['settings.update'] } } as const;
const tags = ['ads'];

/** The ad slots (the route table in shared/ads/ads.schemas.ts). */
export const adsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ads = app.services.ads;

  app.get(
    '/api/v1/admin/ads',
    {
      config: ADS_ADMIN,
      schema: {
        tags,
        summary: 'The ad slots and the enable switch',
        response: { 200: adsSettingsResponseSchema },
      },
    },
    async () => ({ ads: await ads.adminView() }),
  );

  app.put(
    '/api/v1/admin/ads',
    {
      config: ADS_ADMIN,
      schema: {
        tags,
        summary: 'Save the ad slots',
        body: adsSettingsSchema,
        response: { 200: adsSettingsResponseSchema },
      },
    },
    async (request) => ({ ads: await ads.save(request.body) }),
  );

  app.get(
    '/api/v1/ads',
    {
      schema: {
        tags,
        summary: 'The ad slots the visitor sees (none for ad-free plans)',
        response: { 200: adSlotsResponseSchema },
      },
    },
    async (request, reply) => {
      // Depends on who asks: never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return { slots: await ads.slotsFor(await request.permissionContext()) };
    },
  );

  app.get(
    '/api/v1/ads/:slot/frame',
    {
      // A document inside a frame: it needs no XSRF cookie of its own.
      config: { issueCsrfCookie: false },
      schema: {
        tags,
        summary: 'A slot’s ad as an HTML document (text/html), for a sandboxed iframe',
        params: adSlotParamsSchema,
        querystring: adFrameQuerySchema,
        // text/html, sent as it is (Fastify serializes no string).
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const html = await ads.frameDocument(request.params.slot, await request.permissionContext());
      return reply
        .header('content-security-policy', AD_FRAME_CSP)
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};
