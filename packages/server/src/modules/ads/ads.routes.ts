import {
  adFrameQuerySchema,
  adSlotParamsSchema,
  adSlotsResponseSchema,
  adsSettingsResponseSchema,
  adsSettingsSchema,
} from '@tonearm/shared/ads/ads.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AD_FRAME_CSP } from './ads.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** Settings.update manages ads. */
const ADS_ADMIN = loggedInWith('settings.update');

/** The ad slots (the route table in shared/ads/ads.schemas.ts). */
export const adsRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['ads'] });
  const ads = app.services.ads;

  routes.get(
    '/api/v1/admin/ads',
    {
      guard: ADS_ADMIN,
      summary: 'The ad slots and the enable switch',
      response: adsSettingsResponseSchema,
    },
    async () => ({ ads: await ads.adminView() }),
  );

  routes.put(
    '/api/v1/admin/ads',
    {
      guard: ADS_ADMIN,
      summary: 'Save the ad slots',
      body: adsSettingsSchema,
      response: adsSettingsResponseSchema,
    },
    async (request) => ({ ads: await ads.save(request.body) }),
  );

  routes.get(
    '/api/v1/ads',
    {
      summary: 'The ad slots the visitor sees (none for ad-free plans)',
      response: adSlotsResponseSchema,
    },
    async (request, reply) => {
      // Depends on who asks: never shared by a cache.
      reply.header('cache-control', 'private, no-store');
      return { slots: await ads.slotsFor(await request.permissionContext()) };
    },
  );

  routes.get(
    '/api/v1/ads/:slot/frame',
    {
      config: { issueCsrfCookie: false },
      summary: 'A slot’s ad as an HTML document (text/html), for a sandboxed iframe',
      params: adSlotParamsSchema,
      querystring: adFrameQuerySchema,
      response: z.string(),
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
