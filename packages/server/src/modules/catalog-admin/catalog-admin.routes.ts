import { channelResponseSchema } from '@tonearm/shared/catalog/catalog.schemas';
import { emptyAnswerSchema } from '@tonearm/shared/http/http.schemas';
import {
  adminAlbumListAnswerSchema,
  adminAlbumListQuerySchema,
  adminArtistListAnswerSchema,
  adminArtistListQuerySchema,
  adminChannelAnswerSchema,
  adminChannelListAnswerSchema,
  adminChannelListQuerySchema,
  adminCommentListAnswerSchema,
  adminCommentListQuerySchema,
  adminFileListAnswerSchema,
  adminFileListQuerySchema,
  adminGenreListAnswerSchema,
  adminGenreListQuerySchema,
  adminGenreSavedAnswerSchema,
  adminIdParamsSchema,
  adminLyricsListAnswerSchema,
  adminLyricsListQuerySchema,
  adminPlaylistListAnswerSchema,
  adminPlaylistListQuerySchema,
  adminTagListAnswerSchema,
  adminTagListQuerySchema,
  adminTagSavedAnswerSchema,
  adminTrackListAnswerSchema,
  adminTrackListQuerySchema,
  channelItemSearchAnswerSchema,
  channelInputSchema,
  channelItemSearchSchema,
  channelKeyParamsSchema,
  channelPreviewSchema,
  deleteIdsSchema,
  genreInputSchema,
  tagInputSchema,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const guard = (permission: string) => ({ guard: { auth: true, permissions: [permission] } });
const MUSIC = guard('music.update');
const TAGS = guard('tags.update');
const FILES = guard('files.update');
const tags = ['admin catalog'];
const API = '/api/v1/admin';

/**
 * The catalog admin pages' API: every list on the data table contract and its
 * bulk delete; the channel, genre and tag editors. music.update, tags.update or files.update.
 */
export const catalogAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.services.catalogAdmin;

  // ---- Tracks, albums, artists ---------------------------------------------------------------
  app.get(
    `${API}/tracks`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Tracks table',
        querystring: adminTrackListQuerySchema,
        response: { 200: adminTrackListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.tracks(request.query) }),
  );
  app.post(
    `${API}/tracks/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete tracks',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteTracks(await request.permissionContext(), request.body.ids);
      return {};
    },
  );
  app.get(
    `${API}/albums`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Albums table',
        querystring: adminAlbumListQuerySchema,
        response: { 200: adminAlbumListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.albums(request.query) }),
  );
  app.post(
    `${API}/albums/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete albums',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteAlbums(await request.permissionContext(), request.body.ids);
      return {};
    },
  );
  app.get(
    `${API}/artists`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Artists table',
        querystring: adminArtistListQuerySchema,
        response: { 200: adminArtistListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.artists(request.query) }),
  );
  app.post(
    `${API}/artists/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete artists',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteArtists(await request.permissionContext(), request.body.ids);
      return {};
    },
  );

  // ---- Channels ------------------------------------------------------------------------------
  app.get(
    `${API}/channels`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Channels table',
        querystring: adminChannelListQuerySchema,
        response: { 200: adminChannelListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.channels(request.query) }),
  );
  app.get(
    `${API}/channels/item-search`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: "The manual list's picker",
        querystring: channelItemSearchSchema,
        response: { 200: channelItemSearchAnswerSchema },
      },
    },
    async (request) => ({
      items: await admin.searchItems(request.query.type, request.query.query),
    }),
  );
  app.post(
    `${API}/channels/preview`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'A channel answer for unsaved values',
        body: channelPreviewSchema,
        response: { 200: channelResponseSchema },
      },
    },
    async (request) => admin.previewChannel(request.body, { id: request.auth.user!.id }),
  );
  app.post(
    `${API}/channels`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Create a channel',
        body: channelInputSchema,
        response: { 201: adminChannelAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { channel: await admin.createChannel(request.body) };
    },
  );
  app.post(
    `${API}/channels/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete channels (never the home one)',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteChannels(request.body.ids);
      return {};
    },
  );
  app.get(
    `${API}/channels/:slugOrId`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'A channel for its editor',
        params: channelKeyParamsSchema,
        response: { 200: adminChannelAnswerSchema },
      },
    },
    async (request) => ({ channel: await admin.channel(request.params.slugOrId) }),
  );
  app.put(
    `${API}/channels/:slugOrId`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Update a channel',
        params: channelKeyParamsSchema,
        body: channelInputSchema,
        response: { 200: adminChannelAnswerSchema },
      },
    },
    async (request) => ({
      channel: await admin.updateChannel(request.params.slugOrId, request.body),
    }),
  );

  // ---- Genres, tags --------------------------------------------------------------------------
  app.get(
    `${API}/genres`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Genres table',
        querystring: adminGenreListQuerySchema,
        response: { 200: adminGenreListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.genres(request.query) }),
  );
  app.post(
    `${API}/genres`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Create a genre',
        body: genreInputSchema,
        response: { 201: adminGenreSavedAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { genre: await admin.saveGenre(null, request.body) };
    },
  );
  app.put(
    `${API}/genres/:id`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Update a genre',
        params: adminIdParamsSchema,
        body: genreInputSchema,
        response: { 200: adminGenreSavedAnswerSchema },
      },
    },
    async (request) => ({ genre: await admin.saveGenre(request.params.id, request.body) }),
  );
  app.post(
    `${API}/genres/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete genres',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteGenres(request.body.ids);
      return {};
    },
  );
  app.get(
    `${API}/tags`,
    {
      config: TAGS,
      schema: {
        tags,
        summary: 'Tags table',
        querystring: adminTagListQuerySchema,
        response: { 200: adminTagListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.tags(request.query) }),
  );
  app.post(
    `${API}/tags`,
    {
      config: TAGS,
      schema: {
        tags,
        summary: 'Create a tag',
        body: tagInputSchema,
        response: { 201: adminTagSavedAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { tag: await admin.saveTag(null, request.body) };
    },
  );
  app.put(
    `${API}/tags/:id`,
    {
      config: TAGS,
      schema: {
        tags,
        summary: 'Rename a tag',
        params: adminIdParamsSchema,
        body: tagInputSchema,
        response: { 200: adminTagSavedAnswerSchema },
      },
    },
    async (request) => ({ tag: await admin.saveTag(request.params.id, request.body) }),
  );
  app.post(
    `${API}/tags/delete`,
    {
      config: TAGS,
      schema: {
        tags,
        summary: 'Delete tags',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteTags(request.body.ids);
      return {};
    },
  );

  // ---- Playlists, lyrics, comments, files ----------------------------------------------------
  app.get(
    `${API}/playlists`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Playlists table',
        querystring: adminPlaylistListQuerySchema,
        response: { 200: adminPlaylistListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.playlists(request.query) }),
  );
  app.post(
    `${API}/playlists/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete playlists',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deletePlaylists(request.body.ids);
      return {};
    },
  );
  app.get(
    `${API}/lyrics`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Lyrics table',
        querystring: adminLyricsListQuerySchema,
        response: { 200: adminLyricsListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.lyrics(request.query) }),
  );
  app.post(
    `${API}/lyrics/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete lyrics',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteLyrics(request.body.ids);
      return {};
    },
  );
  app.get(
    `${API}/comments`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Comments table',
        querystring: adminCommentListQuerySchema,
        response: { 200: adminCommentListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.comments(request.query) }),
  );
  app.post(
    `${API}/comments/delete`,
    {
      config: MUSIC,
      schema: {
        tags,
        summary: 'Delete comments (replies keep their thread)',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteComments(request.body.ids, request.auth.user!.id);
      return {};
    },
  );
  app.get(
    `${API}/files`,
    {
      config: FILES,
      schema: {
        tags,
        summary: 'Files table with where each is used',
        querystring: adminFileListQuerySchema,
        response: { 200: adminFileListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await admin.files(request.query) }),
  );
  app.post(
    `${API}/files/delete`,
    {
      config: FILES,
      schema: {
        tags,
        summary: 'Delete files and their bytes',
        body: deleteIdsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await admin.deleteFiles(await request.permissionContext(), request.body.ids);
      return {};
    },
  );
};
