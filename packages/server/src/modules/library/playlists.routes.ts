import {
  playlistResponseSchema,
  trackListResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import { noContentSchema, paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import { idParamSchema } from '@tonearm/shared/catalog/catalog.schemas';
import {
  createPlaylistSchema,
  playlistCollaboratorSchema,
  playlistTrackIdsSchema,
  updatePlaylistSchema,
} from '@tonearm/shared/library/library.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';

const LOGIN = { auth: true } as const;
const tags = ['playlists'];

export const playlistsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const playlists = app.services.playlists;

  app.get(
    '/api/v1/playlists/:id',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags,
        summary: 'A playlist',
        params: idParamSchema,
        response: { 200: playlistResponseSchema },
      },
    },
    async (request) => playlists.show(request.params.id, viewerOf(request)),
  );
  app.get(
    '/api/v1/playlists/:id/tracks',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags,
        summary: "A playlist's tracks, in order",
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: trackListResponseSchema },
      },
    },
    async (request) => ({
      pagination: await playlists.tracks(request.params.id, request.query, viewerOf(request)),
    }),
  );
  app.post(
    '/api/v1/playlists',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Create a playlist',
        body: createPlaylistSchema,
        response: { 201: playlistResponseSchema },
      },
    },
    async (request, reply) => {
      await playlists.assertCanCreate(await request.permissionContext(), request.auth.user!.id);
      return reply
        .status(201)
        .send(await playlists.create(request.auth.user!.id, request.body, request.workspaceId));
    },
  );
  app.put(
    '/api/v1/playlists/:id',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Update a playlist',
        params: idParamSchema,
        body: updatePlaylistSchema,
        response: { 200: playlistResponseSchema },
      },
    },
    async (request) => playlists.update(request.params.id, request.auth.user!.id, request.body),
  );
  app.delete(
    '/api/v1/playlists/:id',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Delete a playlist',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await playlists.delete(request.params.id, request.auth.user!.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v1/playlists/:id/tracks',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Append tracks',
        params: idParamSchema,
        body: playlistTrackIdsSchema,
        response: { 200: playlistResponseSchema },
      },
    },
    async (request) =>
      playlists.addTracks(request.params.id, request.auth.user!.id, request.body.track_ids),
  );
  app.delete(
    '/api/v1/playlists/:id/tracks',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Remove tracks',
        params: idParamSchema,
        body: playlistTrackIdsSchema,
        response: { 200: playlistResponseSchema },
      },
    },
    async (request) =>
      playlists.removeTracks(request.params.id, request.auth.user!.id, request.body.track_ids),
  );
  app.post(
    '/api/v1/playlists/:id/tracks/reorder',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Set the whole new order',
        params: idParamSchema,
        body: playlistTrackIdsSchema,
        response: { 200: playlistResponseSchema },
      },
    },
    async (request) =>
      playlists.reorder(request.params.id, request.auth.user!.id, request.body.track_ids),
  );
  app.delete(
    '/api/v1/playlists/:id/collaborators/me',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Leave a playlist you collaborate on (not the owner)',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await playlists.leave(request.params.id, request.auth.user!.id);
      return reply.status(204).send();
    },
  );
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/playlists/:id/collaborators',
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: method === 'POST' ? 'Add a collaborator' : 'Remove a collaborator',
        params: idParamSchema,
        body: playlistCollaboratorSchema,
        response: { 204: noContentSchema },
      },
      handler: async (request, reply) => {
        await playlists.collaborator(
          request.params.id,
          request.auth.user!.id,
          request.body.user_id,
          method === 'POST',
        );
        return reply.status(204).send();
      },
    });
    app.route({
      method,
      url: '/api/v1/playlists/:id/follow',
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: method === 'POST' ? 'Follow a playlist' : 'Unfollow a playlist',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
      handler: async (request, reply) => {
        const userId = request.auth.user!.id;
        if (method === 'POST') await playlists.assertFollowable(request.params.id, userId);
        await app.services.library.followPlaylist(userId, request.params.id, method === 'POST');
        return reply.status(204).send();
      },
    });
  }
};
