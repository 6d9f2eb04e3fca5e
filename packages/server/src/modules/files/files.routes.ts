import { idParamsSchema } from '@tonearm/shared/http/primitives';
import { extensionOf } from '@tonearm/shared/uploads/upload-rules';
import {
  deleteEntriesSchema,
  fileBytesAnswerSchema,
  uploadsSuccessAnswerSchema,
} from '@tonearm/shared/uploads/uploads.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, orNotFound } from '../../platform/errors';
import { contentTypeFor, RASTER_IMAGE_EXTENSIONS } from '../../platform/storage/media-types';
import { parseStorageKey, storageKey } from '../../platform/storage/storage-driver';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';
import { sendAttachment } from '../../platform/http/attachment';

/** Files the public disk serves with their own content type; anything else downloads as bytes. */
const INLINE_EXTENSIONS: ReadonlySet<string> = new Set([
  ...RASTER_IMAGE_EXTENSIONS,
  'jpeg',
  'avif',
  'mp3',
  'm4a',
  'ogg',
  'opus',
  'flac',
  'wav',
  'json',
]);

/**
 * POST file-entries/delete, downloads and /storage/* public files. Uploading (the multipart
 * form, tus, direct S3) lives in modules/uploads, which depends on this module, never back.
 */
export const filesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes = defineRoutes(fastify, { tags: ['files'], guard: LOGGED_IN });
  const storage = app.services.storage;

  routes.post(
    '/api/v1/file-entries/delete',
    {
      summary: 'Delete file entries',
      body: deleteEntriesSchema,
      response: uploadsSuccessAnswerSchema,
    },
    async (request) => {
      await app.services.files.deleteEntries(await request.permissionContext(), request.body);
      return { status: 'success' as const };
    },
  );

  routes.get(
    '/api/v1/file-entries/:id',
    {
      summary: 'Download a file (owner or files.update)',
      params: idParamsSchema,
      response: fileBytesAnswerSchema,
    },
    async (request, reply) => {
      const entry = await app.services.files.findForDownload(
        await request.permissionContext(),
        request.params.id,
      );
      const stream = await storage
        .disk(entry.disk)
        .read(storageKey(entry.disk_prefix, entry.file_name));
      return sendAttachment(reply, entry, stream);
    },
  );

  // The public disk, read-only (no path leaves its storage root).
  app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
    const raw = (request.params as { '*': string })['*'];
    const key = parseStorageKey(raw);
    if (!key) throw notFound();
    const disk = storage.disk('public');
    const stat = orNotFound(await disk.stat(key));
    const type = INLINE_EXTENSIONS.has(extensionOf(key)) ? contentTypeFor(key) : null;
    reply
      .header('content-type', type ?? 'application/octet-stream')
      .header('content-length', String(stat.size))
      .header('cache-control', 'public, max-age=3600');
    if (!type) reply.header('content-disposition', 'attachment');
    return reply.send(await disk.read(key));
  });
};
