import {
  draftsResponseSchema,
  editableTrackResponseSchema,
  importUploadSchema,
} from '@tonearm/shared/music/music.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { loggedInWith } from '../../platform/http/guards';

/** Uploads become draft tracks (shared/music/music.schemas.ts). */
export const musicImportRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['music'], guard: loggedInWith('music.create') });
  const musicImport = app.services.musicImport;

  routes.post(
    '/api/v1/backstage/imports',
    {
      summary: 'Turn an uploaded audio file (your own) into a draft track',
      body: importUploadSchema,
      created: editableTrackResponseSchema,
    },
    async (request) => {
      const track = await musicImport.importUpload(
        await request.permissionContext(),
        request.body.file_entry_id,
      );
      return { track };
    },
  );

  routes.get(
    '/api/v1/backstage/drafts',
    {
      summary: 'Your draft tracks and albums, newest first',
      response: draftsResponseSchema,
    },
    async (request) => musicImport.drafts(request.auth.user!.id),
  );
};
