import { idParamsSchema } from '@tonearm/shared/http/primitives';
import { paginationOf } from '@tonearm/shared/http/http.schemas';
import {
  LOGS_GUARD,
  errorLogEntrySchema,
  errorLogFilesSchema,
  errorLogListQuerySchema,
  outgoingEmailListQuerySchema,
  outgoingEmailResponseSchema,
  outgoingEmailSummarySchema,
  scheduleLogListQuerySchema,
  scheduleRunSchema,
  scheduleTasksSchema,
  type ScheduleTasks,
} from '@tonearm/shared/logs/logs.schemas';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';

/** The admin logs (download-latest). */
export const logsRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['logs'], guard: LOGS_GUARD });
  const logs = app.services.logs;

  routes.get(
    '/api/v1/logs/error',
    {
      summary: 'Error log entries, newest first',
      querystring: errorLogListQuerySchema,
      response: paginationOf(errorLogEntrySchema),
    },
    async (request) => ({ pagination: await logs.listErrors(request.query) }),
  );

  routes.get(
    '/api/v1/logs/error/files',
    {
      summary: 'The days of the error log, newest first',
      response: errorLogFilesSchema,
    },
    async () => logs.errorFiles(),
  );

  routes.get(
    '/api/v1/logs/error/download-latest',
    {
      summary: 'Download the latest error log',
      response: z.string().describe('text/plain log file'),
    },
    async (_request, reply) => {
      const file = await logs.latestErrorDownload();
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );

  routes.get(
    '/api/v1/logs/outgoing-email',
    {
      summary: 'Every mail the app sent or logged, newest first',
      querystring: outgoingEmailListQuerySchema,
      response: paginationOf(outgoingEmailSummarySchema),
    },
    async (request) => ({ pagination: await logs.listEmails(request.query) }),
  );

  routes.get(
    '/api/v1/logs/outgoing-email/:id',
    {
      summary: 'One logged mail with its body',
      params: idParamsSchema,
      response: outgoingEmailResponseSchema,
    },
    async (request) => ({ email: await logs.email(request.params.id) }),
  );

  routes.get(
    '/api/v1/logs/schedule',
    {
      summary: 'Runs of the background tasks, newest first',
      querystring: scheduleLogListQuerySchema,
      response: paginationOf(scheduleRunSchema),
    },
    async (request) => ({ pagination: await logs.listRuns(request.query) }),
  );

  routes.get(
    '/api/v1/logs/schedule/tasks',
    {
      summary: 'The registered background tasks',
      response: scheduleTasksSchema,
    },
    async (): Promise<ScheduleTasks> => ({
      tasks: app.services.scheduler
        .list()
        .map((task) => ({ name: task.name, interval_ms: task.intervalMs })),
    }),
  );
};
