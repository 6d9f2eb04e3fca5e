import { channelResponseSchema } from '@tonearm/shared/catalog/catalog.schemas';
import { emptyAnswerSchema } from '@tonearm/shared/http/http.schemas';
import type { RouteGuard } from '@tonearm/shared/permissions/route-guard';
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
  type DeleteIdsPayload,
  genreInputSchema,
  tagInputSchema,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  const routes = defineRoutes(app, { tags, guard: MUSIC });
  const admin = app.services.catalogAdmin;

  /** Every table's bulk delete: `POST <table>/delete` with the ids, answered with `{}`. */
  function bulkDelete(
    table: string,
    summary: string,
    remove: (ids: DeleteIdsPayload['ids'], request: FastifyRequest) => Promise<unknown>,
    guard: RouteGuard = MUSIC,
  ) {
    routes.post(
      `${API}/${table}/delete`,
      { guard, summary, body: deleteIdsSchema, response: emptyAnswerSchema },
      async (request) => {
        await remove(request.body.ids, request);
        return {};
      },
    );
  }

  // ---- Tracks, albums, artists ---------------------------------------------------------------
  routes.get(
    `${API}/tracks`,
    {
      summary: 'Tracks table',
      querystring: adminTrackListQuerySchema,
      response: adminTrackListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.tracks(request.query) }),
  );
  bulkDelete('tracks', 'Delete tracks', async (ids, request) =>
    admin.deleteTracks(await request.permissionContext(), ids),
  );
  routes.get(
    `${API}/albums`,
    {
      summary: 'Albums table',
      querystring: adminAlbumListQuerySchema,
      response: adminAlbumListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.albums(request.query) }),
  );
  bulkDelete('albums', 'Delete albums', async (ids, request) =>
    admin.deleteAlbums(await request.permissionContext(), ids),
  );
  routes.get(
    `${API}/artists`,
    {
      summary: 'Artists table',
      querystring: adminArtistListQuerySchema,
      response: adminArtistListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.artists(request.query) }),
  );
  bulkDelete('artists', 'Delete artists', async (ids, request) =>
    admin.deleteArtists(await request.permissionContext(), ids),
  );

  // ---- Channels ------------------------------------------------------------------------------
  routes.get(
    `${API}/channels`,
    {
      summary: 'Channels table',
      querystring: adminChannelListQuerySchema,
      response: adminChannelListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.channels(request.query) }),
  );
  routes.get(
    `${API}/channels/item-search`,
    {
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
      summary: 'A channel answer for unsaved values',
      body: channelPreviewSchema,
      response: channelResponseSchema,
    },
    async (request) => admin.previewChannel(request.body, { id: request.auth.user!.id }),
  );
  routes.post(
    `${API}/channels`,
    {
      summary: 'Create a channel',
      body: channelInputSchema,
      created: adminChannelAnswerSchema,
    },
    async (request) => ({ channel: await admin.createChannel(request.body) }),
  );
  bulkDelete('channels', 'Delete channels (never the home one)', (ids) =>
    admin.deleteChannels(ids),
  );
  routes.get(
    `${API}/channels/:slugOrId`,
    {
      summary: 'A channel for its editor',
      params: channelKeyParamsSchema,
      response: adminChannelAnswerSchema,
    },
    async (request) => ({ channel: await admin.channel(request.params.slugOrId) }),
  );
  routes.put(
    `${API}/channels/:slugOrId`,
    {
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
      summary: 'Genres table',
      querystring: adminGenreListQuerySchema,
      response: adminGenreListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.genres(request.query) }),
  );
  routes.post(
    `${API}/genres`,
    {
      summary: 'Create a genre',
      body: genreInputSchema,
      created: adminGenreSavedAnswerSchema,
    },
    async (request) => ({ genre: await admin.saveGenre(null, request.body) }),
  );
  routes.put(
    `${API}/genres/:id`,
    {
      summary: 'Update a genre',
      params: adminIdParamsSchema,
      body: genreInputSchema,
      response: adminGenreSavedAnswerSchema,
    },
    async (request) => ({ genre: await admin.saveGenre(request.params.id, request.body) }),
  );
  bulkDelete('genres', 'Delete genres', (ids) => admin.deleteGenres(ids));
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
  bulkDelete('tags', 'Delete tags', (ids) => admin.deleteTags(ids), TAGS);

  // ---- Playlists, lyrics, comments, files ----------------------------------------------------
  routes.get(
    `${API}/playlists`,
    {
      summary: 'Playlists table',
      querystring: adminPlaylistListQuerySchema,
      response: adminPlaylistListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.playlists(request.query) }),
  );
  bulkDelete('playlists', 'Delete playlists', (ids) => admin.deletePlaylists(ids));
  routes.get(
    `${API}/lyrics`,
    {
      summary: 'Lyrics table',
      querystring: adminLyricsListQuerySchema,
      response: adminLyricsListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.lyrics(request.query) }),
  );
  bulkDelete('lyrics', 'Delete lyrics', (ids) => admin.deleteLyrics(ids));
  routes.get(
    `${API}/comments`,
    {
      summary: 'Comments table',
      querystring: adminCommentListQuerySchema,
      response: adminCommentListAnswerSchema,
    },
    async (request) => ({ pagination: await admin.comments(request.query) }),
  );
  bulkDelete('comments', 'Delete comments (replies keep their thread)', (ids, request) =>
    admin.deleteComments(ids, request.auth.user!.id),
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
  bulkDelete(
    'files',
    'Delete files and their bytes',
    async (ids, request) => admin.deleteFiles(await request.permissionContext(), ids),
    FILES,
  );
};
