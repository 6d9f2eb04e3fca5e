import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { compressForRequest } from './compression';

/**
 * The built index.html is a template (placeholders, no bootstrap data): a request for it is
 * routed as the home page, which renders it properly.
 */
export function rewriteIndexFile(url: string): string {
  return /^\/index\.html(\?|$)/.test(url) ? `/${url.slice('/index.html'.length)}` : url;
}

/**
 * Requests that name a built file: one that is missing is a 404, never the index page. Source
 * maps are never served (the build makes none; one copied into dist by hand stays private).
 */
const BUILT_FILE = /^\/assets\/|\.(js|mjs|css)\.map(\?|$)/;

/** Paths the API owns (prefixes); everything else is the web app's. */
export const API_PATH = /^\/(api|auth|secure|log-viewer|horizon)(\/|$|\?)/;

/**
 * Serves the built web app: hashed assets cached for a year (precompressed copies chosen by
 * Accept-Encoding), and index.html (with bootstrap data) for every other page so the client
 * router can take over. API misses stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string | undefined;
    renderIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
    /**
     * Route plugins such as the rate limit attach to routes, and the not-found handler is not
     * one: without this, calls to unknown API paths would go unmetered.
     */
    notFoundPreHandler?: preHandlerAsyncHookHandler;
  },
): Promise<void> {
  const hasBuild = !!options.distDir && fs.existsSync(`${options.distDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir!,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each compressible file: the request's
      // Accept-Encoding picks one (with `Vary: Accept-Encoding`), identity otherwise.
      preCompressed: true,
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(
    { ...(options.notFoundPreHandler ? { preHandler: options.notFoundPreHandler } : {}) },
    async (request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url);
      if (!wantsPage || BUILT_FILE.test(request.url))
        return reply.status(404).send({ message: 'Not found.' });
      if (!hasBuild) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built. Run `npm run build` (or `npm start`).');
      }
      const html = await options.renderIndex(request, reply);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply.send(await compressForRequest(request, reply, html));
    },
  );
}
