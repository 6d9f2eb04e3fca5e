import {
  adminSettingsResponseSchema,
  testEmailResponseSchema,
  testEmailSchema,
  updateSettingsSchema,
} from '@tonearm/shared/settings/admin-settings.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Settings.update opens every settings tab. */
const SETTINGS_ADMIN = { guard: { auth: true, permissions: ['settings.update'] } };

/** The admin settings page: read, save, send a test email. */
export const settingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.services.settingsAdmin;

  const answer = async () => ({
    settings: await admin.view(),
    environment: await admin.environment(),
  });

  app.get(
    '/api/v1/admin/settings',
    {
      config: SETTINGS_ADMIN,
      schema: {
        tags: ['settings'],
        summary: 'Every setting the admin tabs edit (secrets as {set}) and server facts',
        response: { 200: adminSettingsResponseSchema },
      },
    },
    answer,
  );

  app.put(
    '/api/v1/admin/settings',
    {
      config: SETTINGS_ADMIN,
      schema: {
        tags: ['settings'],
        summary: 'Save some settings; "" leaves a secret unchanged, null clears it',
        body: updateSettingsSchema,
        response: { 200: adminSettingsResponseSchema },
      },
    },
    async (request) => {
      await admin.save(request.body.settings, await request.permissionContext());
      return answer();
    },
  );

  app.post(
    '/api/v1/admin/settings/test-email',
    {
      config: SETTINGS_ADMIN,
      schema: {
        tags: ['settings'],
        summary: 'Send a test email through the transport in use',
        body: testEmailSchema,
        response: { 200: testEmailResponseSchema },
      },
    },
    async (request) => admin.sendTestEmail(request.body.to),
  );
};
