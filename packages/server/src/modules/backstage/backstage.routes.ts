import { emptyAnswerSchema } from '@tonearm/shared/http/http.schemas';
import multipart from '@fastify/multipart';
import {
  BACKSTAGE_PROOF_MAX_BYTES,
  backstageRequestAnswerSchema,
  backstageRequestInputSchema,
  backstageRequestListAnswerSchema,
  backstageRequestListQuerySchema,
  deleteRequestsSchema,
  denyRequestSchema,
  managedArtistsAnswerSchema,
  proofFileBytesAnswerSchema,
  requestFileParamsSchema,
} from '@tonearm/shared/backstage/backstage.schemas';
import { fileEntryAnswerSchema } from '@tonearm/shared/uploads/uploads.schemas';
import { idParamsSchema } from '@tonearm/shared/http/primitives';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationError } from '../../platform/errors';
import type { RequestFileUpload } from './backstage.service';

const CREATE = { guard: { auth: true, permissions: ['backstageRequests.create'] } } as const;
const LOGGED_IN = { guard: { auth: true } } as const;
/** Reviewing requests needs music.update. */
const REVIEW = { guard: { auth: true, permissions: ['music.update'] } } as const;
const tags = ['backstage requests'];

/** Reads `file` and `kind` (image | proof) from a multipart body. */
async function readFileUpload(request: FastifyRequest): Promise<RequestFileUpload> {
  if (!request.isMultipart())
    throw ValidationError.field('file', 'Send the file as multipart/form-data.');
  let kind: 'image' | 'proof' = 'proof';
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file)
          file = { name: part.filename || 'file', bytes: await part.toBuffer() };
        else part.file.resume();
      } else if (part.fieldname === 'kind') {
        kind = part.value === 'image' ? 'image' : 'proof';
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw ValidationError.field('file', 'A proof file may not be larger than 10 MB.');
    if (
      (error as { statusCode?: number }).statusCode === 413 ||
      (error as { code?: string }).code?.startsWith('FST_')
    )
      throw ValidationError.field('file', 'The upload could not be read.');
    throw error;
  }
  if (!file) throw ValidationError.field('file', 'Choose a file.');
  return { kind, ...file };
}

/** Backstage requests and their review (shared/backstage/backstage.schemas.ts). */
export const backstageRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart, {
    limits: { fileSize: BACKSTAGE_PROOF_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const backstage = app.services.backstage;

  app.post(
    '/api/v1/backstage-requests',
    {
      config: CREATE,
      schema: {
        tags,
        summary: 'Send a backstage request',
        body: backstageRequestInputSchema,
        response: { 201: backstageRequestAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { request: await backstage.create(request.auth.user!.id, request.body) };
    },
  );

  app.post(
    '/api/v1/backstage-requests/files',
    {
      config: CREATE,
      schema: {
        tags,
        summary: 'Upload an image (kind=image) or a proof file (kind=proof) for a request',
        consumes: ['multipart/form-data'],
        response: { 201: fileEntryAnswerSchema },
      },
    },
    async (request, reply) => {
      const upload = await readFileUpload(request);
      reply.code(201);
      return { fileEntry: await backstage.storeFile(request.auth.user!.id, upload) };
    },
  );

  app.get(
    '/api/v1/backstage-requests/managed-artists',
    {
      config: CREATE,
      schema: {
        tags,
        summary: 'The artists you manage (verify form)',
        response: { 200: managedArtistsAnswerSchema },
      },
    },
    async (request) => ({ artists: await backstage.managedArtists(request.auth.user!.id) }),
  );

  app.get(
    '/api/v1/backstage-requests/:id',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'A request (its author or a reviewer)',
        params: idParamsSchema,
        response: { 200: backstageRequestAnswerSchema },
      },
    },
    async (request) => ({
      request: await backstage.show(await request.permissionContext(), request.params.id),
    }),
  );

  app.get(
    '/api/v1/backstage-requests/:id/files/:fileId',
    {
      config: LOGGED_IN,
      schema: {
        tags,
        summary: 'Download a proof file (its author or a reviewer)',
        params: requestFileParamsSchema,
        response: { 200: proofFileBytesAnswerSchema },
      },
    },
    async (request, reply) => {
      const entry = await backstage.proofFile(
        await request.permissionContext(),
        request.params.id,
        request.params.fileId,
      );
      const stream = await backstage.readFile(entry);
      return (
        reply
          .header('content-type', entry.mime)
          .header('content-length', String(entry.file_size))
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(entry.name)}`,
          )
          .header('cache-control', 'private, no-store')
          // A stream is written as is, past the serializer: the declared string is its bytes.
          .send(stream as unknown as string)
      );
    },
  );

  app.get(
    '/api/v1/backstage-requests',
    {
      config: REVIEW,
      schema: {
        tags,
        summary: 'The requests table: search, filters, sorting',
        querystring: backstageRequestListQuerySchema,
        response: { 200: backstageRequestListAnswerSchema },
      },
    },
    async (request) => ({ pagination: await backstage.list(request.query) }),
  );

  app.post(
    '/api/v1/backstage-requests/:id/approve',
    {
      config: REVIEW,
      schema: {
        tags,
        summary: 'Approve a request',
        params: idParamsSchema,
        response: { 200: backstageRequestAnswerSchema },
      },
    },
    async (request) => ({
      request: await backstage.approve(request.auth.user!.id, request.params.id),
    }),
  );

  app.post(
    '/api/v1/backstage-requests/:id/deny',
    {
      config: REVIEW,
      schema: {
        tags,
        summary: 'Deny a request with a reason',
        params: idParamsSchema,
        body: denyRequestSchema,
        response: { 200: backstageRequestAnswerSchema },
      },
    },
    async (request) => ({
      request: await backstage.deny(request.auth.user!.id, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/api/v1/backstage-requests/delete',
    {
      config: REVIEW,
      schema: {
        tags,
        summary: 'Delete several requests',
        body: deleteRequestsSchema,
        response: { 200: emptyAnswerSchema },
      },
    },
    async (request) => {
      await backstage.deleteMany(request.body.ids);
      return {};
    },
  );
};
