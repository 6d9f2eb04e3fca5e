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
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

const MUSIC = loggedInWith('music.update');
const TAGS = loggedInWith('tags.update');
const FILES = loggedInWith('files.update');
const tags = ['admin catalog'];
const API = '/api/v1/admin';

/**
 * The catalog admin pages' API: every list on the data table contract and its
 * bulk delete; the channel, genre and tag editors. music.update, tags.update or files.update.
 */
export const catalogAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags });
  const admin = app.services.catalogAdmin;

  // ---- Tracks, albums, artists ---------------------------------------------------------------
  routes.get(
    `${API}/tracks`,
    {
      guard: MUSIC,
      summary: 'Tracks table',
      querystring: adminTrackListQuerySchema,
      response: adminTrackListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.tracks(request.query) }),
  );
  routes.post(
    `${API}/tracks/delete`,
    { guard: MUSIC, summary: 'Delete tracks', body: deleteIdsSchema, response: emptyAnswerSchema },
    async (request) => {
      await admin.deleteTracks(await request.permissionContext(), request.body.ids);
      return {};
    },
  );
  routes.get(
    `${API}/albums`,
    {
      guard: MUSIC,
      summary: 'Albums table',
      querystring: adminAlbumListQuerySchema,
      response: adminAlbumListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.albums(request.query) }),
  );
  routes.post(
    `${API}/albums/delete`,
    { guard: MUSIC, summary: 'Delete albums', body: deleteIdsSchema, response: emptyAnswerSchema },
    async (request) => {
      await admin.deleteAlbums(await request.permissionContext(), request.body.ids);
      return {};
    },
  );
  routes.get(
    `${API}/artists`,
    {
      guard: MUSIC,
      summary: 'Artists table',
      querystring: adminArtistListQuerySchema,
      response: adminArtistListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.artists(request.query) }),
  );
  routes.post(
    `${API}/artists/delete`,
    { guard: MUSIC, summary: 'Delete artists', body: deleteIdsSchema, response: emptyAnswerSchema },
    async (request) => {
      await admin.deleteArtists(await request.permissionContext(), request.body.ids);
      return {};
    },
  );

  // ---- Channels ------------------------------------------------------------------------------
  routes.get(
    `${API}/channels`,
    {
      guard: MUSIC,
      summary: 'Channels table',
      querystring: adminChannelListQuerySchema,
      response: adminChannelListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.channels(request.query) }),
  );
  routes.get(
    `${API}/channels/item-search`,
    {
      guard: MUSIC,
      summary: "The manual list's picker",
      querystring: channelItemSearchSchema,
      response: channelItemSearchAnswerSchema,
    },
    async (request) => ({
      items: await admin.searchItems(request.query.type, request.query.query),
    }),
  );
  routes.post(
    `${API}/channels/preview`,
    {
      guard: MUSIC,
      summary: 'A channel answer for unsaved values',
      body: channelPreviewSchema,
      response: channelResponseSchema,
    },
    async (request) => admin.previewChannel(request.body, { id: request.auth.user!.id }),
  );
  routes.post(
    `${API}/channels`,
    {
      guard: MUSIC,
      summary: 'Create a channel',
      body: channelInputSchema,
      created: adminChannelAnswerSchema,
    },
    async (request) => ({ channel: await admin.createChannel(request.body) }),
  );
  routes.post(
    `${API}/channels/delete`,
    {
      guard: MUSIC,
      summary: 'Delete channels (never the home one)',
      body: deleteIdsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await admin.deleteChannels(request.body.ids);
      return {};
    },
  );
  routes.get(
    `${API}/channels/:slugOrId`,
    {
      guard: MUSIC,
      summary: 'A channel for its editor',
      params: channelKeyParamsSchema,
      response: adminChannelAnswerSchema,
    },
    async (request) => ({ channel: await admin.channel(request.params.slugOrId) }),
  );
  routes.put(
    `${API}/channels/:slugOrId`,
    {
      guard: MUSIC,
      summary: 'Update a channel',
      params: channelKeyParamsSchema,
      body: channelInputSchema,
      response: adminChannelAnswerSchema,
    },
    async (request) => ({
      channel: await admin.updateChannel(request.params.slugOrId, request.body),
    }),
  );

  // ---- Genres, tags --------------------------------------------------------------------------
  routes.get(
    `${API}/genres`,
    {
      guard: MUSIC,
      summary: 'Genres table',
      querystring: adminGenreListQuerySchema,
      response: adminGenreListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.genres(request.query) }),
  );
  routes.post(
    `${API}/genres`,
    {
      guard: MUSIC,
      summary: 'Create a genre',
      body: genreInputSchema,
      created: adminGenreSavedAnswerSchema,
    },
    async (request) => ({ genre: await admin.saveGenre(null, request.body) }),
  );
  routes.put(
    `${API}/genres/:id`,
    {
      guard: MUSIC,
      summary: 'Update a genre',
      params: adminIdParamsSchema,
      body: genreInputSchema,
      response: adminGenreSavedAnswerSchema,
    },
    async (request) => ({ genre: await admin.saveGenre(request.params.id, request.body) }),
  );
  routes.post(
    `${API}/genres/delete`,
    { guard: MUSIC, summary: 'Delete genres', body: deleteIdsSchema, response: emptyAnswerSchema },
    async (request) => {
      await admin.deleteGenres(request.body.ids);
      return {};
    },
  );
  routes.get(
    `${API}/tags`,
    {
      guard: TAGS,
      summary: 'Tags table',
      querystring: adminTagListQuerySchema,
      response: adminTagListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.tags(request.query) }),
  );
  routes.post(
    `${API}/tags`,
    {
      guard: TAGS,
      summary: 'Create a tag',
      body: tagInputSchema,
      created: adminTagSavedAnswerSchema,
    },
    async (request) => ({ tag: await admin.saveTag(null, request.body) }),
  );
  routes.put(
    `${API}/tags/:id`,
    {
      guard: TAGS,
      summary: 'Rename a tag',
      params: adminIdParamsSchema,
      body: tagInputSchema,
      response: adminTagSavedAnswerSchema,
    },
    async (request) => ({ tag: await admin.saveTag(request.params.id, request.body) }),
  );
  routes.post(
    `${API}/tags/delete`,
    { guard: TAGS, summary: 'Delete tags', body: deleteIdsSchema, response: emptyAnswerSchema },
    async (request) => {
      await admin.deleteTags(request.body.ids);
      return {};
    },
  );

  // ---- Playlists, lyrics, comments, files ----------------------------------------------------
  routes.get(
    `${API}/playlists`,
    {
      guard: MUSIC,
      summary: 'Playlists table',
      querystring: adminPlaylistListQuerySchema,
      response: adminPlaylistListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.playlists(request.query) }),
  );
  routes.post(
    `${API}/playlists/delete`,
    {
      guard: MUSIC,
      summary: 'Delete playlists',
      body: deleteIdsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await admin.deletePlaylists(request.body.ids);
      return {};
    },
  );
  routes.get(
    `${API}/lyrics`,
    {
      guard: MUSIC,
      summary: 'Lyrics table',
      querystring: adminLyricsListQuerySchema,
      response: adminLyricsListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.lyrics(request.query) }),
  );
  routes.post(
    `${API}/lyrics/delete`,
    { guard: MUSIC, summary: 'Delete lyrics', body: deleteIdsSchema, response: emptyAnswerSchema },
    async (request) => {
      await admin.deleteLyrics(request.body.ids);
      return {};
    },
  );
  routes.get(
    `${API}/comments`,
    {
      guard: MUSIC,
      summary: 'Comments table',
      querystring: adminCommentListQuerySchema,
      response: adminCommentListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.comments(request.query) }),
  );
  routes.post(
    `${API}/comments/delete`,
    {
      guard: MUSIC,
      summary: 'Delete comments (replies keep their thread)',
      body: deleteIdsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await admin.deleteComments(request.body.ids, request.auth.user!.id);
      return {};
    },
  );
  routes.get(
    `${API}/files`,
    {
      guard: FILES,
      summary: 'Files table with where each is used',
      querystring: adminFileListQuerySchema,
      response: adminFileListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.files(request.query) }),
  );
  routes.post(
    `${API}/files/delete`,
    {
      guard: FILES,
      summary: 'Delete files and their bytes',
      body: deleteIdsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await admin.deleteFiles(await request.permissionContext(), request.body.ids);
      return {};
    },
  );
};
