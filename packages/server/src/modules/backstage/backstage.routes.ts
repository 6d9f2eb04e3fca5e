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
import { ValidationError } from '../../platform/errors';
import type { RequestFileUpload } from './backstage.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN, loggedInWith } from '../../platform/http/guards';
import { sendAttachment } from '../../platform/http/attachment';

const CREATE = loggedInWith('backstageRequests.create');

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
export const backstageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: BACKSTAGE_PROOF_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  // Reviewing requests needs music.update.
  const routes = defineRoutes(app, {
    tags: ['backstage requests'],
    guard: loggedInWith('music.update'),
  });
  const backstage = app.services.backstage;

  routes.post(
    '/api/v1/backstage-requests',
    {
      guard: CREATE,
      summary: 'Send a backstage request',
      body: backstageRequestInputSchema,
      created: backstageRequestAnswerSchema,
    },
    async (request) => ({ request: await backstage.create(request.auth.user!.id, request.body) }),
  );

  routes.post(
    '/api/v1/backstage-requests/files',
    {
      guard: CREATE,
      summary: 'Upload an image (kind=image) or a proof file (kind=proof) for a request',
      consumes: ['multipart/form-data'],
      created: fileEntryAnswerSchema,
    },
    async (request) => {
      const upload = await readFileUpload(request);
      return { fileEntry: await backstage.storeFile(request.auth.user!.id, upload) };
    },
  );

  routes.get(
    '/api/v1/backstage-requests/managed-artists',
    {
      guard: CREATE,
      summary: 'The artists you manage (verify form)',
      response: managedArtistsAnswerSchema,
    },
    async (request) => ({ artists: await backstage.managedArtists(request.auth.user!.id) }),
  );

  routes.get(
    '/api/v1/backstage-requests/:id',
    {
      guard: LOGGED_IN,
      summary: 'A request (its author or a reviewer)',
      params: idParamsSchema,
      response: backstageRequestAnswerSchema,
    },
    async (request) => ({
      request: await backstage.show(await request.permissionContext(), request.params.id),
    }),
  );

  routes.get(
    '/api/v1/backstage-requests/:id/files/:fileId',
    {
      guard: LOGGED_IN,
      summary: 'Download a proof file (its author or a reviewer)',
      params: requestFileParamsSchema,
      response: proofFileBytesAnswerSchema,
    },
    async (request, reply) => {
      const entry = await backstage.proofFile(
        await request.permissionContext(),
        request.params.id,
        request.params.fileId,
      );
      const stream = await backstage.readFile(entry);
      return sendAttachment(reply, entry, stream);
    },
  );

  routes.get(
    '/api/v1/backstage-requests',
    {
      summary: 'The requests table: search, filters, sorting',
      querystring: backstageRequestListQuerySchema,
      response: backstageRequestListAnswerSchema,
    },
    async (request) => ({ pagination: await backstage.list(request.query) }),
  );

  routes.post(
    '/api/v1/backstage-requests/:id/approve',
    {
      summary: 'Approve a request',
      params: idParamsSchema,
      response: backstageRequestAnswerSchema,
    },
    async (request) => ({
      request: await backstage.approve(request.auth.user!.id, request.params.id),
    }),
  );

  routes.post(
    '/api/v1/backstage-requests/:id/deny',
    {
      summary: 'Deny a request with a reason',
      params: idParamsSchema,
      body: denyRequestSchema,
      response: backstageRequestAnswerSchema,
    },
    async (request) => ({
      request: await backstage.deny(request.auth.user!.id, request.params.id, request.body.reason),
    }),
  );

  routes.post(
    '/api/v1/backstage-requests/delete',
    {
      summary: 'Delete several requests',
      body: deleteRequestsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await backstage.deleteMany(request.body.ids);
      return {};
    },
  );
};
