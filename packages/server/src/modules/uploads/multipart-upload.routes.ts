import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { extensionOf, restrictionsFromSettings } from '@tonearm/shared/uploads/upload-rules';
import {
  fileEntryAnswerSchema,
  uploadMetadataField,
  type FileEntry,
} from '@tonearm/shared/uploads/uploads.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, ValidationError } from '../../platform/errors';
import { overQuota } from '../../platform/http/authorize';
import { canUpload, generatedName, isOverUploadLimit } from '../files/files.service';
import { SNIFF_BYTES } from './upload-restrictions';
import type { ClientFileInfo } from './uploads.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

/**
 * Holds the first bytes back until `check` has seen them, so content the restrictions refuse
 * never reaches the disk.
 */
function sniffGate(check: (head: Buffer) => Promise<void>): Transform {
  let head: Buffer[] = [];
  let length = 0;
  let passed = false;
  const release = async (stream: Transform) => {
    const buffer = Buffer.concat(head);
    head = [];
    await check(buffer);
    passed = true;
    stream.push(buffer);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (passed) return callback(null, chunk);
      head.push(chunk);
      length += chunk.length;
      if (length < SNIFF_BYTES) return callback();
      release(this).then(() => callback(), callback);
    },
    flush(callback: TransformCallback) {
      if (passed) return callback();
      release(this).then(() => callback(), callback);
    },
  });
}

/** Past this many bytes a refused body is not read to its end: the connection closes instead. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * A refused upload leaves the rest of its body on the wire, and a kept-alive connection then
 * carried the client's next request behind bytes nobody read: that request hung until the
 * client gave up ("Upload timed out"). The rest is read and dropped, so the connection can
 * serve the next request; a body too large for that is cut off by closing the connection once
 * the answer is out.
 */
function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  const declared = Number(request.headers['content-length']);
  if (!(declared <= DRAIN_LIMIT)) {
    reply.header('connection', 'close');
    return;
  }
  raw.unpipe();
  raw.resume();
}

/** POST file-entries: an upload as one multipart form (registered by uploadsRoutes). */
export const multipartUploadRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['files'] });
  await app.register(multipart);
  const storage = app.services.storage;

  routes.post(
    '/api/v1/file-entries',
    {
      guard: LOGGED_IN,
      summary: 'Upload a file as a multipart form (file, clientMime, clientExtension, metadata)',
      responses: { 201: fileEntryAnswerSchema },
    },
    async (request, reply) => {
      const ctx = await request.permissionContext();
      if (!canUpload(ctx)) throw forbidden();
      if (isOverUploadLimit(ctx, await app.services.files.uploadsCount(request.auth.user!.id)))
        throw overQuota();
      if (!request.isMultipart())
        throw ValidationError.field('file', 'Send the file as multipart/form-data.');
      try {
        const fileEntry = await receiveUpload(request);
        return await reply.status(201).send({ fileEntry });
      } catch (error) {
        discardRestOfBody(request, reply);
        throw error;
      }
    },
  );

  /**
   * Reads the form: the fields, in any order around the one `file` part, and the file into a
   * partial file checked as it arrives. Fields sent after the file count as much as those sent
   * before it: the declared checks run again with every field once the form has ended, and
   * `storeLocalFile` checks the content against them.
   */
  async function receiveUpload(request: FastifyRequest): Promise<FileEntry> {
    const userId = request.auth.user!.id;
    const rules = restrictionsFromSettings(await app.services.settings.all());
    // A body already larger than the limit is refused before reading it.
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    if (rules.maxSize > 0 && declaredLength > rules.maxSize + 1024 * 1024)
      await app.services.uploads.checkDeclared({ size: declaredLength, name: '', mime: '' });

    const fields: Record<string, string> = {};
    let received: { temp: string; filename: string; mimetype: string } | null = null;
    const infoFrom = (file: { filename: string; mimetype: string }): ClientFileInfo => {
      const metadata = uploadMetadataField.safeParse(fields.metadata ?? {});
      if (!metadata.success) throw ValidationError.field('metadata', 'The metadata is invalid.');
      const clientName = file.filename || metadata.data.clientName || 'upload';
      return {
        clientName,
        clientExtension: fields.clientExtension ?? extensionOf(clientName),
        clientMime: fields.clientMime ?? file.mimetype,
        size: Number(metadata.data.clientSize ?? 0),
        metadata: metadata.data,
      };
    };
    const checkDeclared = (info: ClientFileInfo) =>
      app.services.uploads.checkDeclared({
        size: info.size,
        name: info.clientName,
        extension: info.clientExtension,
        mime: info.clientMime,
      });

    const parts = request.parts({
      limits: {
        files: 1,
        fields: 20,
        fieldSize: 64 * 1024,
        ...(rules.maxSize > 0 ? { fileSize: rules.maxSize } : {}),
      },
    });
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        // What is known so far; fields still to come are checked once the form has ended.
        const info = infoFrom({ filename: part.filename, mimetype: part.mimetype });
        await checkDeclared(info);
        await fsp.mkdir(storage.partialDir, { recursive: true });
        const temp = path.join(storage.partialDir, generatedName());
        const out = fs.createWriteStream(temp);
        try {
          await pipeline(
            part.file,
            sniffGate(async (head) => {
              await app.services.uploads.checkHead(info, head);
            }),
            out,
          );
        } catch (error) {
          // A refused head rejects the pipeline before the file has even opened: remove it only
          // once the stream has closed, or the late open creates it again.
          if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
          await fsp.rm(temp, { force: true });
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
            await app.services.uploads.checkDeclared({
              size: rules.maxSize + 1,
              name: info.clientName,
              mime: '',
            });
          throw error;
        }
        received = { temp, filename: part.filename, mimetype: part.mimetype };
        if (part.file.truncated)
          await app.services.uploads.checkDeclared({ size: rules.maxSize + 1, name: '', mime: '' });
      }
      if (!received) throw ValidationError.field('file', 'This field is required.');
      const info = infoFrom(received);
      await checkDeclared(info);
    } catch (error) {
      if (received) await fsp.rm(received.temp, { force: true });
      throw error;
    }
    return app.services.uploads.storeLocalFile(userId, received.temp, infoFrom(received));
  }
};
