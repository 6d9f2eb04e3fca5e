import { noContentSchema } from '@tonearm/shared/http/http.schemas';
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The admin localizations pages need localizations.update. */
const LOCALIZATIONS_UPDATE = { auth: true, permissions: ['localizations.update'] } as const;
const tags = ['localizations'];

/** The site's languages and their translations (route table in the schemas). */
export const localizationRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const localization = app.services.localization;

  app.get(
    '/api/v1/localizations',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: 'The languages, paged, with how many lines each has translated',
        querystring: localizationListQuerySchema,
        response: { 200: localizationListResponseSchema },
      },
    },
    async (request) => ({ pagination: await localization.list(request.query) }),
  );

  app.post(
    '/api/v1/localizations',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: 'Add a language (it starts untranslated)',
        body: createLocalizationSchema,
        response: { 201: localizationResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ localization: await localization.create(request.body) }),
  );

  app.put(
    '/api/v1/localizations/:id',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: 'Rename a language',
        params: localizationIdParamsSchema,
        body: renameLocalizationSchema,
        response: { 200: localizationResponseSchema },
      },
    },
    async (request) => ({
      localization: await localization.rename(request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/api/v1/localizations/:id',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: 'Delete a language (not the default one, not English)',
        params: localizationIdParamsSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await localization.delete(request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v1/localizations/:id/default',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: "Make a language the site's default (i18n.default_locale)",
        params: localizationIdParamsSchema,
        response: { 200: localizationResponseSchema },
      },
    },
    async (request) => ({ localization: await localization.makeDefault(request.params.id) }),
  );

  app.get(
    '/api/v1/localizations/:id/lines',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: 'Every line of the app beside its translation',
        params: localizationIdParamsSchema,
        response: { 200: translationLinesResponseSchema },
      },
    },
    async (request) => localization.lines(request.params.id),
  );

  app.put(
    '/api/v1/localizations/:id/lines',
    {
      config: { guard: LOCALIZATIONS_UPDATE },
      schema: {
        tags,
        summary: 'Save the changed lines (merged; an empty line goes back to English)',
        params: localizationIdParamsSchema,
        body: saveLinesSchema,
        response: { 200: localizationResponseSchema },
      },
    },
    async (request) => ({
      localization: await localization.saveLines(request.params.id, request.body.lines),
    }),
  );
};
