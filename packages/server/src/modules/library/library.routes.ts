import { noContentSchema, paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import {
  albumListResponseSchema,
  artistListResponseSchema,
  idParamSchema,
  playlistListResponseSchema,
  trackListResponseSchema,
  userProfileListResponseSchema,
  userProfileResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import {
  followSchema,
  libraryTracksQuerySchema,
  likeSchema,
  repostListResponseSchema,
  repostSchema,
} from '@tonearm/shared/library/library.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';

const LOGIN = { auth: true } as const;
const tags = ['library'];

function userId(request: FastifyRequest): number {
  return request.auth.user!.id;
}

/** Likes, follows, reposts, the library pages (login) and public user profiles. */
export const libraryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const library = app.services.library;

  for (const method of ['POST', 'DELETE'] as const) {
    const on = method === 'POST';
    app.route({
      method,
      url: '/api/v1/library/likes',
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: on ? 'Like' : 'Unlike',
        body: likeSchema,
        response: { 204: noContentSchema },
      },
      handler: async (request, reply) => {
        await library.like(userId(request), request.body, on);
        return reply.status(204).send();
      },
    });
    app.route({
      method,
      url: '/api/v1/follows',
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: on ? 'Follow' : 'Unfollow',
        body: followSchema,
        response: { 204: noContentSchema },
      },
      handler: async (request, reply) => {
        await library.follow(userId(request), request.body, on);
        return reply.status(204).send();
      },
    });
    app.route({
      method,
      url: '/api/v1/reposts',
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: on ? 'Repost' : 'Remove a repost',
        body: repostSchema,
        response: { 204: noContentSchema },
      },
      handler: async (request, reply) => {
        await library.repost(userId(request), request.body, on);
        return reply.status(204).send();
      },
    });
  }

  app.get(
    '/api/v1/library/tracks',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Liked tracks',
        querystring: libraryTracksQuerySchema,
        response: { 200: trackListResponseSchema },
      },
    },
    async (request) => ({
      pagination: await library.likedTracks(userId(request), request.query, viewerOf(request)),
    }),
  );
  app.get(
    '/api/v1/library/albums',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Liked albums',
        querystring: paginationQuerySchema,
        response: { 200: albumListResponseSchema },
      },
    },
    async (request) => ({ pagination: await library.likedAlbums(userId(request), request.query) }),
  );
  app.get(
    '/api/v1/library/artists',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Followed and liked artists',
        querystring: paginationQuerySchema,
        response: { 200: artistListResponseSchema },
      },
    },
    async (request) => ({ pagination: await library.artists(userId(request), request.query) }),
  );
  app.get(
    '/api/v1/library/playlists',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Own, shared and followed playlists',
        querystring: paginationQuerySchema,
        response: { 200: playlistListResponseSchema },
      },
    },
    async (request) => ({
      pagination: await library.playlists(userId(request), request.query, request.workspaceId),
    }),
  );
  app.get(
    '/api/v1/library/history',
    {
      config: { guard: LOGIN },
      schema: {
        tags,
        summary: 'Listening history',
        querystring: paginationQuerySchema,
        response: { 200: trackListResponseSchema },
      },
    },
    async (request) => ({ pagination: await library.history(userId(request), request.query) }),
  );

  app.get(
    '/api/v1/users/:id/profile',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags,
        summary: 'Public profile',
        params: idParamSchema,
        response: { 200: userProfileResponseSchema },
      },
    },
    async (request) => library.profilePage(request.params.id, viewerOf(request)),
  );
  const lists = {
    playlists: (id: number, q: z.infer<typeof paginationQuerySchema>, r: FastifyRequest) =>
      library.userPlaylists(id, q, viewerOf(r)),
    followers: (id: number, q: z.infer<typeof paginationQuerySchema>, r: FastifyRequest) =>
      library.userFollowers(id, q, viewerOf(r)),
    'followed-users': (id: number, q: z.infer<typeof paginationQuerySchema>, r: FastifyRequest) =>
      library.userFollowedUsers(id, q, viewerOf(r)),
    'liked-tracks': (id: number, q: z.infer<typeof paginationQuerySchema>, r: FastifyRequest) =>
      library.userLikedTracks(id, q, viewerOf(r)),
    reposts: (id: number, q: z.infer<typeof paginationQuerySchema>, r: FastifyRequest) =>
      library.userReposts(id, q, viewerOf(r)),
  };
  const answers: Record<keyof typeof lists, z.ZodType> = {
    playlists: playlistListResponseSchema,
    followers: userProfileListResponseSchema,
    'followed-users': userProfileListResponseSchema,
    'liked-tracks': trackListResponseSchema,
    reposts: repostListResponseSchema,
  };
  for (const [name, list] of Object.entries(lists)) {
    app.get(
      `/api/v1/users/:id/${name}`,
      {
        config: { guard: MUSIC_VIEW },
        schema: {
          tags,
          summary: `A user's ${name}`,
          params: idParamSchema,
          querystring: paginationQuerySchema,
          response: { 200: answers[name as keyof typeof lists] },
        },
      },
      async (request) => ({ pagination: await list(request.params.id, request.query, request) }),
    );
  }
};
