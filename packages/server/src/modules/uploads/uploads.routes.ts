import {
  fileEntryAnswerSchema,
  s3EntrySchema,
  s3MultipartCompleteAnswerSchema,
  s3MultipartCreateAnswerSchema,
  s3PresignAnswerSchema,
  s3SignedPartsAnswerSchema,
  s3UploadedPartsAnswerSchema,
  uploadsSuccessAnswerSchema,
  s3MultipartCompleteSchema,
  s3MultipartCreateSchema,
  s3MultipartKeySchema,
  s3MultipartSignSchema,
  s3SimplePresignSchema,
  tusEntrySchema,
} from '@tonearm/shared/uploads/uploads.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/errors';
import { overQuota } from '../../platform/http/authorize';
import { canUpload, isOverUploadLimit } from '../files/files.service';
import { multipartUploadRoutes } from './multipart-upload.routes';
import { createTusServer, rememberCaller, TUS_PATH } from './tus-server';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

async function uploaderId(request: FastifyRequest): Promise<number> {
  if (!canUpload(await request.permissionContext())) throw forbidden();
  return request.auth.user!.id;
}

/** Uploads: tus (chunked, resumable), tus/entries and the direct S3 calls. */
export const uploadsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes = defineRoutes(fastify, { tags: ['uploads'], guard: LOGGED_IN });
  const uploads = app.services.uploads;
  await app.register(multipartUploadRoutes);

  /** Starting a new upload also needs room under the uploader's upload limit. */
  const newUploaderId = async (request: FastifyRequest): Promise<number> => {
    const userId = await uploaderId(request);
    const ctx = await request.permissionContext();
    if (isOverUploadLimit(ctx, await app.services.files.uploadsCount(userId))) throw overQuota();
    return userId;
  };
  const { tusLocker } = app.services;
  const { server: tus, datastore } = await createTusServer(
    app.config,
    app.services.storage,
    { checkNewUpload: (_caller, upload) => uploads.checkNewTusUpload(upload) },
    tusLocker ?? undefined,
  );
  if (tusLocker) app.addHook('onClose', async () => tusLocker.close());
  uploads.attachTusStore(datastore);
  // Direct uploads already on: the bucket learns the app's origin before the first browser
  // comes (a later switch-on prepares it at the first presign instead).
  app.addHook('onReady', async () => {
    if (app.services.storage.s3 && (await app.services.settings.get('uploads.s3_direct_upload')))
      void uploads.prepareDirectUploads();
  });

  // KNOWN.md: tus reads the body itself, so Fastify must leave it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );
  const handleTus = async (request: FastifyRequest, reply: FastifyReply) => {
    // A POST creates a new tus upload; the other methods (and a POST standing in for PATCH)
    // carry on one already started.
    const creates = request.method === 'POST' && !request.headers['x-http-method-override'];
    const userId = await (creates ? newUploaderId : uploaderId)(request);
    rememberCaller(request.raw, { userId });
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  for (const url of [TUS_PATH, `${TUS_PATH}/*`]) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url,
      config: { guard: LOGGED_IN },
      schema: { hide: true },
      handler: handleTus,
    });
  }

  routes.post(
    '/api/v1/tus/entries',
    {
      summary: 'Turn a finished tus upload into a file entry',
      body: tusEntrySchema,
      response: fileEntryAnswerSchema,
    },
    async (request) => {
      const userId = await uploaderId(request);
      return { fileEntry: await uploads.tusEntry(userId, request.body.uploadKey) };
    },
  );

  routes.post(
    '/api/v1/s3/simple/presign',
    {
      summary: 'Presign a direct S3 PUT',
      body: s3SimplePresignSchema,
      response: s3PresignAnswerSchema,
    },
    async (request) => uploads.presignSimple(await newUploaderId(request), request.body),
  );

  routes.post(
    '/api/v1/s3/entries',
    {
      summary: 'Turn a direct S3 upload into a file entry',
      body: s3EntrySchema,
      response: fileEntryAnswerSchema,
    },
    async (request) => ({
      fileEntry: await uploads.s3Entry(await uploaderId(request), request.body),
    }),
  );

  routes.post(
    '/api/v1/s3/multipart/create',
    {
      summary: 'Start a direct S3 multipart upload',
      body: s3MultipartCreateSchema,
      response: s3MultipartCreateAnswerSchema,
    },
    async (request) => uploads.multipartCreate(await newUploaderId(request), request.body),
  );

  routes.post(
    '/api/v1/s3/multipart/get-uploaded-parts',
    {
      summary: 'Parts already uploaded',
      body: s3MultipartKeySchema,
      response: s3UploadedPartsAnswerSchema,
    },
    async (request) =>
      uploads.multipartUploadedParts(
        await uploaderId(request),
        request.body.key,
        request.body.uploadId,
      ),
  );

  routes.post(
    '/api/v1/s3/multipart/batch-sign-part-urls',
    {
      summary: 'Presign part uploads',
      body: s3MultipartSignSchema,
      response: s3SignedPartsAnswerSchema,
    },
    async (request) =>
      uploads.multipartSignParts(
        await uploaderId(request),
        request.body.key,
        request.body.uploadId,
        request.body.partNumbers,
      ),
  );

  routes.post(
    '/api/v1/s3/multipart/complete',
    {
      summary: 'Complete a multipart upload',
      body: s3MultipartCompleteSchema,
      response: s3MultipartCompleteAnswerSchema,
    },
    async (request) => uploads.multipartComplete(await uploaderId(request), request.body),
  );

  routes.post(
    '/api/v1/s3/multipart/abort',
    {
      summary: 'Abort a multipart upload',
      body: s3MultipartKeySchema,
      response: uploadsSuccessAnswerSchema,
    },
    async (request) => {
      await uploads.multipartAbort(
        await uploaderId(request),
        request.body.key,
        request.body.uploadId,
      );
      return { status: 'success' as const };
    },
  );

  // Orphaned partial uploads go by the `uploads.cleanup-orphans` task (scheduled-tasks.ts).
};
