import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/errors';

/** spec 000 §7: GET api/v1/logs/error/download-latest (spec 001 §6: logs.view). */
export const logsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/api/v1/logs/error/download-latest',
    {
      config: { guard: { auth: true, permissions: ['logs.view'] } },
      schema: { tags: ['logs'], summary: 'Download the latest error log' },
    },
    async (_request, reply) => {
      const file = app.errorLog.latestFile();
      if (!file) throw notFound('No errors have been logged.');
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
        .header('cache-control', 'no-store')
        .send(fs.createReadStream(file));
    },
  );
};
