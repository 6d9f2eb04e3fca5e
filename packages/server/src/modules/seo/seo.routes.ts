import { oembedQuerySchema, oembedResponseSchema } from '@tonearm/shared/seo/seo.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITEMAP_KINDS, type SitemapKind } from './seo.repository';
import { defineRoutes } from '../../platform/http/define-routes';

const tags = ['seo'];
/** For crawlers and other sites: no login, no permission (only public pages are listed). */
const ANYONE = {} as const;

const MUSIC_VIEW = { permissions: ['music.view'] } as const;

const SITEMAP_FILE = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9]\\d{0,5})\\.xml$`);
/** `albums-2.xml`: a kind of page and a 1-based page number. */
const sitemapFileParamsSchema = z.object({
  file: z
    .string()
    .regex(SITEMAP_FILE, 'Not a sitemap file.')
    .transform((file) => {
      const [, kind, page] = SITEMAP_FILE.exec(file)!;
      return { kind: kind as SitemapKind, page: Number(page) };
    }),
});

/**
 * robots.txt, the sitemap and oEmbed (the table in shared/seo/seo.schemas.ts).
 * Registered before the web app's files and pages, which would otherwise answer these paths.
 */
export const seoRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes = defineRoutes(fastify, { tags });
  const seo = app.services.seo;

  app.get('/robots.txt', { config: ANYONE, schema: { tags } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robots()),
  );

  app.get('/sitemap.xml', { config: ANYONE, schema: { tags } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemap()),
  );

  app.get(
    '/sitemaps/:file',
    { config: ANYONE, schema: { tags, params: sitemapFileParamsSchema } },
    async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seo.sitemapPage(request.params.file.kind, request.params.file.page)),
  );

  routes.get(
    '/api/v1/oembed',
    {
      guard: MUSIC_VIEW,
      summary: 'oEmbed for a track or album page: the embed player',
      querystring: oembedQuerySchema,
      responses: { 200: oembedResponseSchema, 501: z.object({ message: z.string() }) },
    },
    async (request, reply) => {
      // oEmbed 1.0 says a format the provider does not offer is 501 Not Implemented.
      if (request.query.format === 'xml')
        return reply.code(501).send({ message: 'Only the json format is offered.' });
      return seo.oembed(request.query);
    },
  );
};
