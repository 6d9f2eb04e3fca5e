import {
  commentResponseSchema,
  trackCommentsResponseSchema,
} from '@tonearm/shared/catalog/catalog.schemas';
import { noContentSchema, paginationQuerySchema } from '@tonearm/shared/http/http.schemas';
import { createCommentSchema, idParamSchema } from '@tonearm/shared/catalog/catalog.schemas';
import { hasPermission } from '@tonearm/shared/permissions/permissions';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';

const tags = ['comments'];

export const commentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const comments = app.services.comments;

  app.get(
    '/api/v1/tracks/:id/comments',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags,
        summary: "A track's comments, newest first",
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: trackCommentsResponseSchema },
      },
    },
    async (request) => comments.list(request.params.id, request.query, viewerOf(request)),
  );
  app.post(
    '/api/v1/tracks/:id/comments',
    {
      config: { guard: { auth: true, permissions: ['music.view'] } },
      schema: {
        tags,
        summary: 'Comment on a track',
        params: idParamSchema,
        body: createCommentSchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await comments.create(
            request.params.id,
            request.auth.user!.id,
            request.body,
            viewerOf(request),
          ),
        ),
  );
  app.delete(
    '/api/v1/comments/:id',
    {
      config: { guard: { auth: true } },
      schema: {
        tags,
        summary: 'Delete a comment (author or moderator)',
        params: idParamSchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      const ctx = await request.permissionContext();
      await comments.delete(
        request.params.id,
        request.auth.user!.id,
        hasPermission(ctx, 'music.update') || hasPermission(ctx, 'admin'),
      );
      return reply.status(204).send();
    },
  );
};
