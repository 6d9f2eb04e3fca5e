import { paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import {
  tagPageResponseSchema,
  albumResponseSchema,
  artistPageResponseSchema,
  channelResponseSchema,
  genrePageResponseSchema,
  genresResponseSchema,
  lyricsResponseSchema,
  trackListResponseSchema,
  trackResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import {
  channelQuerySchema,
  idParamSchema,
  slugOrIdParamSchema,
  slugParamSchema,
  tagQuerySchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MUSIC_VIEW, viewerOf } from './catalog-access.queries';

/** Catalog reads (docs/catalog-api.md); every one needs `music.view`, which guests hold by default. */
export const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalog = app.services.catalog;
  const config = { guard: MUSIC_VIEW };
  const tags = ['catalog'];

  app.get(
    '/api/v1/channels/:slugOrId',
    {
      config,
      schema: {
        tags,
        summary: 'A channel with its content',
        params: slugOrIdParamSchema,
        querystring: channelQuerySchema,
        response: { 200: channelResponseSchema },
      },
    },
    async (request) => {
      const home = String((await app.services.settings.get('homepage.value')) || '');
      return catalog.channelPage(request.params.slugOrId, request.query, viewerOf(request), home);
    },
  );

  app.get(
    '/api/v1/artists/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Artist page',
        params: idParamSchema,
        response: { 200: artistPageResponseSchema },
      },
    },
    async (request) => catalog.artistPage(request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/v1/artists/:id/tracks',
    {
      config,
      schema: {
        tags,
        summary: "An artist's tracks",
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: trackListResponseSchema },
      },
    },
    async (request) => ({
      pagination: await catalog.artistTracks(request.params.id, request.query, viewerOf(request)),
    }),
  );

  app.get(
    '/api/v1/albums/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Album with its tracks',
        params: idParamSchema,
        response: { 200: albumResponseSchema },
      },
    },
    async (request) => catalog.albumPage(request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/v1/tracks/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Track with its lyrics',
        params: idParamSchema,
        response: { 200: trackResponseSchema },
      },
    },
    async (request) => catalog.trackPage(request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/v1/tracks/:id/lyrics',
    {
      config,
      schema: {
        tags,
        summary: "A track's lyrics",
        params: idParamSchema,
        response: { 200: lyricsResponseSchema },
      },
    },
    async (request) => ({
      lyrics: await catalog.visibleLyrics(request.params.id, viewerOf(request)),
    }),
  );

  app.get(
    '/api/v1/lyrics',
    {
      config,
      schema: {
        tags,
        summary: 'Tracks that have lyrics',
        querystring: paginationQuerySchema,
        response: { 200: trackListResponseSchema },
      },
    },
    async (request) => ({
      pagination: await catalog.lyricsTracks(request.query, viewerOf(request)),
    }),
  );

  app.get(
    '/api/v1/tags/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'Tracks or albums with a tag',
        params: slugParamSchema,
        querystring: tagQuerySchema,
        response: { 200: tagPageResponseSchema },
      },
    },
    async (request) =>
      catalog.tagPage(request.params.slug, request.query.tab, request.query, viewerOf(request)),
  );

  app.get(
    '/api/v1/genres',
    { config, schema: { tags, summary: 'Every genre', response: { 200: genresResponseSchema } } },
    async () => ({
      genres: await catalog.genreList(),
    }),
  );

  app.get(
    '/api/v1/genres/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'Tracks of a genre',
        params: slugParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: genrePageResponseSchema },
      },
    },
    async (request) => catalog.genrePage(request.params.slug, request.query, viewerOf(request)),
  );
};
