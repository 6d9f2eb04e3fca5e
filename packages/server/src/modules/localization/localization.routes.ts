import {
  createLocalizationSchema,
  localizationIdParamsSchema,
  localizationListQuerySchema,
  localizationListResponseSchema,
  localizationResponseSchema,
  renameLocalizationSchema,
  saveLinesSchema,
  translationLinesResponseSchema,
} from '@tonearm/shared/localization/localization.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** The site's languages and their translations (route table in the schemas). */
export const localizationRoutes: FastifyPluginAsync = async (app) => {
  // The admin localizations pages need localizations.update.
  const routes = defineRoutes(app, {
    tags: ['localizations'],
    guard: loggedInWith('localizations.update'),
  });
  const localization = app.services.localization;

  routes.get(
    '/api/v1/localizations',
    {
      summary: 'The languages, paged, with how many lines each has translated',
      querystring: localizationListQuerySchema,
      response: localizationListResponseSchema,
    },
    async (request) => ({ pagination: await localization.list(request.query) }),
  );

  routes.post(
    '/api/v1/localizations',
    {
      summary: 'Add a language (it starts untranslated)',
      body: createLocalizationSchema,
      created: localizationResponseSchema,
    },
    async (request) => ({ localization: await localization.create(request.body) }),
  );

  routes.put(
    '/api/v1/localizations/:id',
    {
      summary: 'Rename a language',
      params: localizationIdParamsSchema,
      body: renameLocalizationSchema,
      response: localizationResponseSchema,
    },
    async (request) => ({
      localization: await localization.rename(request.params.id, request.body.name),
    }),
  );

  routes.delete(
    '/api/v1/localizations/:id',
    {
      summary: 'Delete a language (not the default one, not English)',
      params: localizationIdParamsSchema,
      noContent: true,
    },
    async (request) => {
      await localization.delete(request.params.id);
    },
  );

  routes.post(
    '/api/v1/localizations/:id/default',
    {
      summary: "Make a language the site's default (i18n.default_locale)",
      params: localizationIdParamsSchema,
      response: localizationResponseSchema,
    },
    async (request) => ({ localization: await localization.makeDefault(request.params.id) }),
  );

  routes.get(
    '/api/v1/localizations/:id/lines',
    {
      summary: 'Every line of the app beside its translation',
      params: localizationIdParamsSchema,
      response: translationLinesResponseSchema,
    },
    async (request) => localization.lines(request.params.id),
  );

  routes.put(
    '/api/v1/localizations/:id/lines',
    {
      summary: 'Save the changed lines (merged; an empty line goes back to English)',
      params: localizationIdParamsSchema,
      body: saveLinesSchema,
      response: localizationResponseSchema,
    },
    async (request) => ({
      localization: await localization.saveLines(request.params.id, request.body.lines),
    }),
  );
};
