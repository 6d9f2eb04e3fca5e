import {
  draftsResponseSchema,
  editableTrackResponseSchema,
  importUploadSchema,
} from '@tonearm/shared/music/music.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['music'];
const MUSIC_CREATE = { guard: { auth: true, permissions: ['music.create'] } } as const;

/** Uploads become draft tracks (shared/music/music.schemas.ts). */
export const musicImportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const musicImport = app.services.musicImport;

  app.post(
    '/api/v1/backstage/imports',
    {
      config: MUSIC_CREATE,
      schema: {
        tags,
        summary: 'Turn an uploaded audio file (your own) into a draft track',
        body: importUploadSchema,
        response: { 201: editableTrackResponseSchema },
      },
    },
    async (request, reply) => {
      const track = await musicImport.importUpload(
        await request.permissionContext(),
        request.body.file_entry_id,
      );
      return reply.status(201).send({ track });
    },
  );

  app.get(
    '/api/v1/backstage/drafts',
    {
      config: MUSIC_CREATE,
      schema: {
        tags,
        summary: 'Your draft tracks and albums, newest first',
        response: { 200: draftsResponseSchema },
      },
    },
    async (request) => musicImport.drafts(request.auth.user!.id),
  );
};
