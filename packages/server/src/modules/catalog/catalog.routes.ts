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
import { MUSIC_VIEW, viewerOf } from './catalog-access.queries';
import { defineRoutes } from '../../platform/http/define-routes';

/** Catalog reads (docs/catalog-api.md); every one needs `music.view`, which guests hold by default. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const catalog = app.services.catalog;
  const routes = defineRoutes(app, { tags: ['catalog'], guard: MUSIC_VIEW });

  routes.get(
    '/api/v1/channels/:slugOrId',
    {
      summary: 'A channel with its content',
      params: slugOrIdParamSchema,
      querystring: channelQuerySchema,
      response: channelResponseSchema,
    },
    async (request) => {
      const home = String((await app.services.settings.get('homepage.value')) || '');
      return catalog.channelPage(request.params.slugOrId, request.query, viewerOf(request), home);
    },
  );

  routes.get(
    '/api/v1/artists/:id',
    {
      summary: 'Artist page',
      params: idParamSchema,
      response: artistPageResponseSchema,
    },
    async (request) => catalog.artistPage(request.params.id, viewerOf(request)),
  );

  routes.get(
    '/api/v1/artists/:id/tracks',
    {
      summary: "An artist's tracks",
      params: idParamSchema,
      querystring: paginationQuerySchema,
      response: trackListResponseSchema,
    },
    async (request) => ({
      pagination: await catalog.artistTracks(request.params.id, request.query, viewerOf(request)),
    }),
  );

  routes.get(
    '/api/v1/albums/:id',
    {
      summary: 'Album with its tracks',
      params: idParamSchema,
      response: albumResponseSchema,
    },
    async (request) => catalog.albumPage(request.params.id, viewerOf(request)),
  );

  routes.get(
    '/api/v1/tracks/:id',
    {
      summary: 'Track with its lyrics',
      params: idParamSchema,
      response: trackResponseSchema,
    },
    async (request) => catalog.trackPage(request.params.id, viewerOf(request)),
  );

  routes.get(
    '/api/v1/tracks/:id/lyrics',
    {
      summary: "A track's lyrics",
      params: idParamSchema,
      response: lyricsResponseSchema,
    },
    async (request) => ({
      lyrics: await catalog.visibleLyrics(request.params.id, viewerOf(request)),
    }),
  );

  routes.get(
    '/api/v1/lyrics',
    {
      summary: 'Tracks that have lyrics',
      querystring: paginationQuerySchema,
      response: trackListResponseSchema,
    },
    async (request) => ({
      pagination: await catalog.lyricsTracks(request.query, viewerOf(request)),
    }),
  );

  routes.get(
    '/api/v1/tags/:slug',
    {
      summary: 'Tracks or albums with a tag',
      params: slugParamSchema,
      querystring: tagQuerySchema,
      response: tagPageResponseSchema,
    },
    async (request) =>
      catalog.tagPage(request.params.slug, request.query.tab, request.query, viewerOf(request)),
  );

  routes.get(
    '/api/v1/genres',
    { summary: 'Every genre', response: genresResponseSchema },
    async () => ({
      genres: await catalog.genreList(),
    }),
  );

  routes.get(
    '/api/v1/genres/:slug',
    {
      summary: 'Tracks of a genre',
      params: slugParamSchema,
      querystring: paginationQuerySchema,
      response: genrePageResponseSchema,
    },
    async (request) => catalog.genrePage(request.params.slug, request.query, viewerOf(request)),
  );
};
