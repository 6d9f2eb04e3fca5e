import {
  playlistResponseSchema,
  trackListResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import { paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import { idParamSchema } from '@tonearm/shared/catalog/catalog.schemas';
import {
  createPlaylistSchema,
  playlistCollaboratorSchema,
  playlistTrackIdsSchema,
  updatePlaylistSchema,
} from '@tonearm/shared/library/library.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

export const playlistsRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['playlists'], guard: LOGGED_IN });
  const playlists = app.services.playlists;

  routes.get(
    '/api/v1/playlists/:id',
    {
      guard: MUSIC_VIEW,
      summary: 'A playlist',
      params: idParamSchema,
      response: playlistResponseSchema,
    },
    async (request) => playlists.show(request.params.id, viewerOf(request)),
  );
  routes.get(
    '/api/v1/playlists/:id/tracks',
    {
      guard: MUSIC_VIEW,
      summary: "A playlist's tracks, in order",
      params: idParamSchema,
      querystring: paginationQuerySchema,
      response: trackListResponseSchema,
    },
    async (request) => ({
      pagination: await playlists.tracks(request.params.id, request.query, viewerOf(request)),
    }),
  );
  routes.post(
    '/api/v1/playlists',
    {
      summary: 'Create a playlist',
      body: createPlaylistSchema,
      created: playlistResponseSchema,
    },
    async (request) => {
      await playlists.assertCanCreate(await request.permissionContext(), request.auth.user!.id);
      return playlists.create(request.auth.user!.id, request.body, request.workspaceId);
    },
  );
  routes.put(
    '/api/v1/playlists/:id',
    {
      summary: 'Update a playlist',
      params: idParamSchema,
      body: updatePlaylistSchema,
      response: playlistResponseSchema,
    },
    async (request) => playlists.update(request.params.id, request.auth.user!.id, request.body),
  );
  routes.delete(
    '/api/v1/playlists/:id',
    { summary: 'Delete a playlist', params: idParamSchema, noContent: true },
    async (request) => {
      await playlists.delete(request.params.id, request.auth.user!.id);
    },
  );
  routes.post(
    '/api/v1/playlists/:id/tracks',
    {
      summary: 'Append tracks',
      params: idParamSchema,
      body: playlistTrackIdsSchema,
      response: playlistResponseSchema,
    },
    async (request) =>
      playlists.addTracks(request.params.id, request.auth.user!.id, request.body.track_ids),
  );
  routes.delete(
    '/api/v1/playlists/:id/tracks',
    {
      summary: 'Remove tracks',
      params: idParamSchema,
      body: playlistTrackIdsSchema,
      response: playlistResponseSchema,
    },
    async (request) =>
      playlists.removeTracks(request.params.id, request.auth.user!.id, request.body.track_ids),
  );
  routes.post(
    '/api/v1/playlists/:id/tracks/reorder',
    {
      summary: 'Set the whole new order',
      params: idParamSchema,
      body: playlistTrackIdsSchema,
      response: playlistResponseSchema,
    },
    async (request) =>
      playlists.reorder(request.params.id, request.auth.user!.id, request.body.track_ids),
  );
  routes.delete(
    '/api/v1/playlists/:id/collaborators/me',
    {
      summary: 'Leave a playlist you collaborate on (not the owner)',
      params: idParamSchema,
      noContent: true,
    },
    async (request) => {
      await playlists.leave(request.params.id, request.auth.user!.id);
    },
  );
  for (const method of ['post', 'delete'] as const) {
    routes[method](
      '/api/v1/playlists/:id/collaborators',
      {
        summary: method === 'post' ? 'Add a collaborator' : 'Remove a collaborator',
        params: idParamSchema,
        body: playlistCollaboratorSchema,
        noContent: true,
      },
      async (request) => {
        await playlists.collaborator(
          request.params.id,
          request.auth.user!.id,
          request.body.user_id,
          method === 'post',
        );
      },
    );
    routes[method](
      '/api/v1/playlists/:id/follow',
      {
        summary: method === 'post' ? 'Follow a playlist' : 'Unfollow a playlist',
        params: idParamSchema,
        noContent: true,
      },
      async (request) => {
        const userId = request.auth.user!.id;
        if (method === 'post') await playlists.assertFollowable(request.params.id, userId);
        await app.services.library.followPlaylist(userId, request.params.id, method === 'post');
      },
    );
  }
};
