import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a private download is sent as: its type, size in bytes and the name it is saved under. */
export interface AttachmentFile {
  mime: string;
  file_size: number | string;
  name: string;
}

/**
 * Answers a stored file as a download only its requester may keep: never cached on the way, and
 * saved under its own name (UTF-8 encoded, so any name survives the header).
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile, stream: Readable) {
  return (
    reply
      .header('content-type', file.mime)
      .header('content-length', String(file.file_size))
      .header(
        'content-disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('cache-control', 'private, no-store')
      // A stream is written as is, past the serializer: the route's declared string is its bytes.
      .send(stream)
  );
}
