import {
  commentResponseSchema,
  trackCommentsResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import { paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import { createCommentSchema, idParamSchema } from '@tonearm/shared/catalog/catalog.schemas';
import { hasPermission } from '@tonearm/shared/permissions/permissions';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN, loggedInWith } from '../../platform/http/guards';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';

export const commentsRoutes: FastifyPluginAsync = async (app) => {
  const comments = app.services.comments;
  const routes = defineRoutes(app, { tags: ['comments'] });

  routes.get(
    '/api/v1/tracks/:id/comments',
    {
      guard: MUSIC_VIEW,
      summary: "A track's comments, newest first",
      params: idParamSchema,
      querystring: paginationQuerySchema,
      response: trackCommentsResponseSchema,
    },
    async (request) => comments.list(request.params.id, request.query, viewerOf(request)),
  );
  routes.post(
    '/api/v1/tracks/:id/comments',
    {
      guard: loggedInWith('music.view'),
      summary: 'Comment on a track',
      params: idParamSchema,
      body: createCommentSchema,
      created: commentResponseSchema,
    },
    async (request) =>
      comments.create(request.params.id, request.auth.user!.id, request.body, viewerOf(request)),
  );
  routes.delete(
    '/api/v1/comments/:id',
    {
      guard: LOGGED_IN,
      summary: 'Delete a comment (author or moderator)',
      params: idParamSchema,
      noContent: true,
    },
    async (request) => {
      const ctx = await request.permissionContext();
      await comments.delete(
        request.params.id,
        request.auth.user!.id,
        hasPermission(ctx, 'music.update') || hasPermission(ctx, 'admin'),
      );
    },
  );
};
