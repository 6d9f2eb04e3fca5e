import { noContentSchema } from '@tonearm/shared/http/http.schemas';
import { idParamSchema } from '@tonearm/shared/catalog/catalog.schemas';
import { hasPermission } from '@tonearm/shared/permissions/permissions';
import {
  audioBytesSchema,
  audioRangeBytesSchema,
  recordPlaySchema,
  streamQuerySchema,
  streamUrlSchema,
} from '@tonearm/shared/player/player.schemas';
import type { OutgoingHttpHeaders } from 'node:http';
import { finished, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MUSIC_VIEW, viewerOf } from '../catalog/catalog-access.queries';
import {
  plainSocketFd,
  responseSocket,
  sendFile,
  SendfileError,
  takeResponseHead,
} from '../../platform/storage/sendfile';
import { extensionFor } from '../../platform/storage/media-types';
import { fileEtag, ifRangeMatches, parseByteRange } from './byte-range';
import type { TrackAudio } from './player.service';
import type { StreamGrant } from './stream-url';
import { clientInfo } from '../../platform/http/request-context';
import { defineRoutes } from '../../platform/http/define-routes';

const SIGNED_URL_TTL_SECONDS = 300;

/** Ways a transfer ends because the listener left: not worth a warning. */
const CLIENT_GONE = new Set(['ECANCELED', 'EPIPE', 'ECONNRESET']);

/** A day for the plain route; a signed URL's bytes no longer than the URL works. */
function cacheControl(request: FastifyRequest, grant: StreamGrant | undefined): string {
  if (!grant) return request.auth.user ? 'private, max-age=86400' : 'public, max-age=86400';
  const maxAge = Math.max(0, Math.min(86400, grant.expires - Math.floor(Date.now() / 1000)));
  return `${grant.viewer ? 'private' : 'public'}, max-age=${maxAge}`;
}

/** Streaming, downloads and plays (docs/catalog-api.md). */
export const playerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes = defineRoutes(fastify, { tags: ['player'], guard: MUSIC_VIEW });
  const player = app.services.player;

  /** Range/If-Range/HEAD per RFC 9110, streamed from the store in 1 MiB reads. */
  async function sendAudio(
    request: FastifyRequest,
    reply: FastifyReply,
    audio: TrackAudio,
    disposition: string | null,
    grant?: StreamGrant,
  ) {
    const { size, mtime } = audio.stat;
    const etag = fileEtag(size, mtime);
    const lastModified = mtime.toUTCString();
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', audio.mime)
      .header('etag', etag)
      .header('last-modified', lastModified)
      // Guests may listen, so the bytes are the same for everyone; a user's copy stays private,
      // and a signed URL's bytes are not kept past the URL's expiry.
      .header('cache-control', cacheControl(request, grant));
    if (disposition) reply.header('content-disposition', disposition);

    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
      return reply.status(304).send();
    }

    const rangeHeader = ifRangeMatches(
      request.headers['if-range'] as string | undefined,
      etag,
      lastModified,
    )
      ? request.headers.range
      : undefined;
    const verdict = parseByteRange(rangeHeader, size);
    if (verdict.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${size}`)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ message: 'Range Not Satisfiable' });
    }
    const head = request.method === 'HEAD';
    if (verdict.kind === 'partial') {
      reply
        .status(206)
        .header('content-range', `bytes ${verdict.start}-${verdict.end}/${size}`)
        .header('content-length', verdict.end - verdict.start + 1);
      if (head) return reply.send();
      if (sendWithSendfile(request, reply, audio.key, verdict)) return reply;
      return reply.send(readForConnection(request, audio.key, verdict));
    }
    reply.status(200).header('content-length', size);
    if (head || size === 0) return reply.send();
    if (sendWithSendfile(request, reply, audio.key, { start: 0, end: size - 1 })) return reply;
    return reply.send(readForConnection(request, audio.key));
  }

  /**
   * The file's bytes as a stream that ends with the connection: Node gives an answer queued
   * behind another no 'close' of its own when the listener leaves, and an unread stream would
   * hold its file open.
   */
  function readForConnection(
    request: FastifyRequest,
    key: string,
    range?: { start: number; end: number },
  ): Readable {
    const body = player.audio.read(key, range);
    const connection = request.raw.socket;
    if (connection.destroyed) {
      body.destroy();
      return body;
    }
    const onClose = () => body.destroy();
    connection.once('close', onClose);
    finished(body, () => connection.off('close', onClose));
    return body;
  }

  /**
   * The body straight from the file to the connection with sendfile(2), as nginx serves files,
   * when the file is local and the connection plain TCP; false when it can't be, and the caller
   * streams through Node instead. Takes the response over from Fastify: onResponse hooks and
   * the request log still run when it ends, but onSend hooks do not, so a route using it must
   * set no cookies (`issueCsrfCookie: false`).
   */
  function sendWithSendfile(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    range: { start: number; end: number },
  ): boolean {
    const socket = request.raw.socket;
    const file = plainSocketFd(socket) === null ? null : (player.audio.leaseFile?.(key) ?? null);
    if (!file) return false;

    reply.hijack();
    const response = reply.raw;
    response.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
    // An answer queued behind an unfinished one on its connection starts once that one ends.
    void responseSocket(response)
      .then((assigned) => {
        if (!assigned) return undefined;
        // The descriptor again: the connection may have closed while this answer waited.
        const fd = plainSocketFd(socket);
        if (fd === null) return undefined;
        // sendfile must not overtake bytes Node still holds for the socket.
        const head = socket.writableLength === 0 ? takeResponseHead(response) : null;
        const body = head
          ? sendFile(socket, fd, head, {
              fd: file.fd,
              offset: range.start,
              length: range.end - range.start + 1,
            })
          : pipeline(readForConnection(request, key, range), response, { end: false });
        return body.then(
          () => response.end(),
          (error: unknown) => {
            if (!(error instanceof SendfileError && CLIENT_GONE.has(error.code))) {
              request.log.warn({ err: error }, 'Streaming audio failed');
            }
            // The status line has gone out: closing the connection is the only way to say so.
            socket.destroy();
          },
        );
      })
      .finally(file.release);
    return true;
  }

  /** The audio each signed request was granted, found by its check in onRequest. */
  const granted = new WeakMap<FastifyRequest, TrackAudio & { grant: StreamGrant }>();

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/v1/tracks/:id/stream',
    config: {
      guard: MUSIC_VIEW,
      issueCsrfCookie: false,
      // The player's signed URL (GET stream-url) stands for the session, role and guard.
      signedAccess: {
        param: 'signature',
        verify: async (request) => {
          const id = (request.params as { id?: unknown }).id;
          if (typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return false;
          const audio = await player.signedTrackAudio(
            Number(id),
            request.query as Record<string, unknown>,
          );
          if (audio) granted.set(request, audio);
          return audio !== null;
        },
      },
    },
    schema: {
      tags: ['player'],
      summary: 'Audio bytes (Range, If-Range, HEAD); signed URLs from stream-url skip the session',
      params: idParamSchema,
      querystring: streamQuerySchema,
      response: {
        200: audioBytesSchema,
        206: audioRangeBytesSchema,
        302: noContentSchema.describe('Redirect to a short-lived signed URL of the file storage'),
        304: noContentSchema.describe('Not modified (If-None-Match)'),
      },
    },
    handler: async (request, reply) => {
      const signed = granted.get(request);
      const audio = signed ?? (await player.trackAudio(request.params.id, viewerOf(request)));
      if (player.audio.signedUrl) {
        return reply
          .header('cache-control', 'no-store')
          .redirect(await player.audio.signedUrl(audio.key, SIGNED_URL_TTL_SECONDS), 302);
      }
      return sendAudio(request, reply, audio, null, signed?.grant);
    },
  });

  routes.get(
    '/api/v1/tracks/:id/stream-url',
    {
      config: { issueCsrfCookie: false },
      summary: 'A signed stream URL of the track for the caller (expires within about an hour)',
      params: idParamSchema,
      response: streamUrlSchema,
    },
    async (request, reply) => {
      // The URL is the caller's own grant: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return player.streamUrl(request.params.id, viewerOf(request));
    },
  );

  routes.get(
    '/api/v1/tracks/:id/download',
    {
      config: { issueCsrfCookie: false },
      summary: 'Download a track when permitted',
      params: idParamSchema,
      responses: {
        200: audioBytesSchema,
        206: audioRangeBytesSchema,
        304: noContentSchema.describe('Not modified (If-None-Match)'),
      },
    },
    async (request, reply) => {
      player.assertMayDownload(
        (await app.services.settings.get('player.enable_download')) === true,
        hasPermission(await request.permissionContext(), 'music.download'),
        viewerOf(request),
      );
      const audio = await player.trackAudio(request.params.id, viewerOf(request));
      const base =
        audio.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || `track-${request.params.id}`;
      const file = `${base}.${extensionFor(audio.mime) ?? 'bin'}`;
      const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
      return sendAudio(
        request,
        reply,
        audio,
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`,
      );
    },
  );

  routes.post(
    '/api/v1/tracks/:id/plays',
    {
      config: { csrf: 'with-session' },
      summary: 'Record one playback (after 30 s, or at the end of a shorter track)',
      params: idParamSchema,
      body: recordPlaySchema,
      noContent: true,
    },
    async (request) => {
      await player.recordPlay(
        request.params.id,
        viewerOf(request),
        {
          ...(request.body ?? {}),
          country: request.auth.user?.country ?? null,
        },
        clientInfo(request),
      );
    },
  );
};
