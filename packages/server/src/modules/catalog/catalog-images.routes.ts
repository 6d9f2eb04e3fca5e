import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { MUSIC_VIEW } from './catalog.routes';

/** Where generated catalog art (demo covers, artist images) lives under DATA_DIR. */
export function catalogImagesDir(dataDir: string): string {
  return path.join(dataDir, 'storage', 'public', 'catalog');
}

export const CATALOG_IMAGE_URL = '/api/v1/catalog-images/';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Generated art by file name; the name must match a strict pattern, so no path escapes. */
export const catalogImageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dir = catalogImagesDir(app.config.dataDir);
  app.get(
    '/api/v1/catalog-images/:file',
    {
      config: { guard: MUSIC_VIEW },
      schema: {
        tags: ['catalog'],
        summary: 'Generated cover and artist art',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.(svg|png|jpg|webp)$/) }),
      },
    },
    async (request, reply) => {
      const file = path.join(dir, request.params.file);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound();
      const ext = request.params.file.split('.').pop()!;
      return reply
        .header('content-type', TYPES[ext]!)
        .header('content-length', stat.size)
        .header('cache-control', 'public, max-age=604800')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(fs.createReadStream(file));
    },
  );
};
