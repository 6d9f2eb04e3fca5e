import { catalogImageBytesSchema } from '@tonearm/shared/catalog/catalog.schemas';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { orNotFound } from '../../platform/errors';
import { contentTypeFor } from '../../platform/storage/media-types';
import type { StorageDisk } from '../../platform/storage/storage-driver';
import { storageKey } from '../../platform/storage/storage-driver';
import { MUSIC_VIEW } from './catalog-access.queries';
import { defineRoutes } from '../../platform/http/define-routes';

/** Generated catalog art (demo covers, artist and genre images) on the public disk. */
const CATALOG_IMAGE_PREFIX = 'catalog';
const CATALOG_IMAGE_URL = '/api/v1/catalog-images/';

const FILE_NAME = /^[a-z0-9-]{1,80}\.(svg|png|jpg|webp)$/;

/** Where the art named `file` is served (the URL catalog rows keep). */
export function catalogImageUrl(file: string): string {
  return `${CATALOG_IMAGE_URL}${file}`;
}

/**
 * Writes a piece of catalog art through the public storage disk (a local folder or the bucket,
 * like every other file) and answers the URL the route below serves it at.
 */
export async function storeCatalogImage(
  disk: StorageDisk,
  file: string,
  body: string | Buffer,
): Promise<string> {
  if (!FILE_NAME.test(file)) throw new Error(`Bad catalog image name: ${file}`);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  await disk.put(storageKey(CATALOG_IMAGE_PREFIX, file), bytes, {
    mime: contentTypeFor(file)!,
  });
  return catalogImageUrl(file);
}

/** Generated art by file name; the name must match a strict pattern, so no path escapes. */
export const catalogImageRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['catalog'] });
  const disk = app.services.storage.disk('public');
  routes.get(
    '/api/v1/catalog-images/:file',
    {
      guard: MUSIC_VIEW,
      summary: 'Generated cover and artist art',
      params: z.object({ file: z.string().regex(FILE_NAME) }),
      response: catalogImageBytesSchema,
    },
    async (request, reply) => {
      const key = storageKey(CATALOG_IMAGE_PREFIX, request.params.file);
      const stat = orNotFound(await disk.stat(key));
      // The bytes go out as they are (Fastify serializes no stream): the plain reply takes them.
      return (reply as FastifyReply)
        .header('content-type', contentTypeFor(request.params.file)!)
        .header('content-length', stat.size)
        .header('cache-control', 'public, max-age=604800')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(await disk.read(key));
    },
  );
};
