import { paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
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
import { type z } from 'zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

function userId(request: FastifyRequest): number {
  return request.auth.user!.id;
}

/** Likes, follows, reposts, the library pages (login) and public user profiles. */
export const libraryRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['library'], guard: LOGGED_IN });
  const library = app.services.library;

  /** `POST url` turns it on and `DELETE url` off, with the same body; both answer 204. */
  function toggleRoutes<B extends z.ZodType>(
    url: string,
    [onSummary, offSummary]: [string, string],
    body: B,
    toggle: (userId: number, input: z.output<B>, on: boolean) => Promise<void>,
  ) {
    for (const method of ['post', 'delete'] as const) {
      const on = method === 'post';
      routes[method](
        url,
        { summary: on ? onSummary : offSummary, body, noContent: true },
        async (request) => {
          await toggle(userId(request), request.body as z.output<B>, on);
        },
      );
    }
  }
  toggleRoutes('/api/v1/library/likes', ['Like', 'Unlike'], likeSchema, (user, input, on) =>
    library.like(user, input, on),
  );
  toggleRoutes('/api/v1/follows', ['Follow', 'Unfollow'], followSchema, (user, input, on) =>
    library.follow(user, input, on),
  );
  toggleRoutes('/api/v1/reposts', ['Repost', 'Remove a repost'], repostSchema, (user, input, on) =>
    library.repost(user, input, on),
  );

  routes.get(
    '/api/v1/library/tracks',
    {
      summary: 'Liked tracks',
      querystring: libraryTracksQuerySchema,
      response: trackListResponseSchema,
    },
    async (request) => ({
      pagination: await library.likedTracks(userId(request), request.query, viewerOf(request)),
    }),
  );
  routes.get(
    '/api/v1/library/albums',
    {
      summary: 'Liked albums',
      querystring: paginationQuerySchema,
      response: albumListResponseSchema,
    },
    async (request) => ({ pagination: await library.likedAlbums(userId(request), request.query) }),
  );
  routes.get(
    '/api/v1/library/artists',
    {
      summary: 'Followed and liked artists',
      querystring: paginationQuerySchema,
      response: artistListResponseSchema,
    },
    async (request) => ({ pagination: await library.artists(userId(request), request.query) }),
  );
  routes.get(
    '/api/v1/library/playlists',
    {
      summary: 'Own, shared and followed playlists',
      querystring: paginationQuerySchema,
      response: playlistListResponseSchema,
    },
    async (request) => ({
      pagination: await library.playlists(userId(request), request.query, request.workspaceId),
    }),
  );
  routes.get(
    '/api/v1/library/history',
    {
      summary: 'Listening history',
      querystring: paginationQuerySchema,
      response: trackListResponseSchema,
    },
    async (request) => ({ pagination: await library.history(userId(request), request.query) }),
  );

  routes.get(
    '/api/v1/users/:id/profile',
    {
      guard: MUSIC_VIEW,
      summary: 'Public profile',
      params: idParamSchema,
      response: userProfileResponseSchema,
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
    routes.get(
      `/api/v1/users/:id/${name}`,
      {
        guard: MUSIC_VIEW,
        summary: `A user's ${name}`,
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: answers[name as keyof typeof lists],
      },
      async (request) => ({ pagination: await list(request.params.id, request.query, request) }),
    );
  }
};
