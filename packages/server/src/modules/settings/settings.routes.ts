import {
  adminSettingsResponseSchema,
  testEmailResponseSchema,
  testEmailSchema,
  updateSettingsSchema,
} from '@tonearm/shared/settings/admin-settings.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** The admin settings page: read, save, send a test email. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  // Settings.update opens every settings tab.
  const routes = defineRoutes(app, { tags: ['settings'], guard: loggedInWith('settings.update') });
  const admin = app.services.settingsAdmin;

  const answer = async () => ({
    settings: await admin.view(),
    environment: await admin.environment(),
  });

  routes.get(
    '/api/v1/admin/settings',
    {
      summary: 'Every setting the admin tabs edit (secrets as {set}) and server facts',
      response: adminSettingsResponseSchema,
    },
    answer,
  );

  routes.put(
    '/api/v1/admin/settings',
    {
      summary: 'Save some settings; "" leaves a secret unchanged, null clears it',
      body: updateSettingsSchema,
      response: adminSettingsResponseSchema,
    },
    async (request) => {
      await admin.save(request.body.settings, await request.permissionContext());
      return answer();
    },
  );

  routes.post(
    '/api/v1/admin/settings/test-email',
    {
      summary: 'Send a test email through the transport in use',
      body: testEmailSchema,
      response: testEmailResponseSchema,
    },
    async (request) => admin.sendTestEmail(request.body.to),
  );
};
