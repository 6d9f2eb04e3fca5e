import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const MIN_BYTES = 1024;

/**
 * What is worth compressing on the fly: JSON, text and HTML (the rendered index page with its
 * bootstrap data), scripts, XML and SVG. Never audio or other media, already-compressed formats,
 * or a server-sent event stream (each event must leave at once).
 */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/i;

/**
 * Compresses answers that pay for it: brotli or gzip by the request's
 * Accept-Encoding, at least 1 KiB, for the types above; `Vary: Accept-Encoding` is added. Built
 * files come precompressed from the build (web-app.ts) and pass through untouched, as do
 * partial content (206, Content-Range) and the audio routes, which send with sendfile.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    // @fastify/compress falls back to mime-db for a type this refuses; audio, images and
    // octet-stream are not compressible there either.
    customTypes: COMPRESSIBLE_TYPE,
  });
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The same for an answer that is not a route's (the not-found handler renders every page, and
 * @fastify/compress only hooks routes): the body in the encoding the request prefers, with the
 * headers set. Quality as @fastify/compress uses on the fly (brotli 4, gzip 6).
 */
export async function compressForRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<string | Buffer> {
  reply.header('vary', 'accept-encoding');
  const bytes = Buffer.from(body);
  if (bytes.length < MIN_BYTES) return body;
  const encoding = encodings.negotiate(request.headers['accept-encoding'] ?? '');
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes);
}
