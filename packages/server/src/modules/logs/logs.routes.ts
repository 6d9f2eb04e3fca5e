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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['logs'];

/** The admin logs (download-latest). */
export const logsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const logs = app.services.logs;

  app.get(
    '/api/v1/logs/error',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'Error log entries, newest first',
        querystring: errorLogListQuerySchema,
        response: { 200: paginationOf(errorLogEntrySchema) },
      },
    },
    async (request) => ({ pagination: await logs.listErrors(request.query) }),
  );

  app.get(
    '/api/v1/logs/error/files',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'The days of the error log, newest first',
        response: { 200: errorLogFilesSchema },
      },
    },
    async () => logs.errorFiles(),
  );

  app.get(
    '/api/v1/logs/error/download-latest',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'Download the latest error log',
        response: { 200: z.string().describe('text/plain log file') },
      },
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

  app.get(
    '/api/v1/logs/outgoing-email',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'Every mail the app sent or logged, newest first',
        querystring: outgoingEmailListQuerySchema,
        response: { 200: paginationOf(outgoingEmailSummarySchema) },
      },
    },
    async (request) => ({ pagination: await logs.listEmails(request.query) }),
  );

  app.get(
    '/api/v1/logs/outgoing-email/:id',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'One logged mail with its body',
        params: idParamsSchema,
        response: { 200: outgoingEmailResponseSchema },
      },
    },
    async (request) => ({ email: await logs.email(request.params.id) }),
  );

  app.get(
    '/api/v1/logs/schedule',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'Runs of the background tasks, newest first',
        querystring: scheduleLogListQuerySchema,
        response: { 200: paginationOf(scheduleRunSchema) },
      },
    },
    async (request) => ({ pagination: await logs.listRuns(request.query) }),
  );

  app.get(
    '/api/v1/logs/schedule/tasks',
    {
      config: { guard: LOGS_GUARD },
      schema: {
        tags,
        summary: 'The registered background tasks',
        response: { 200: scheduleTasksSchema },
      },
    },
    async (): Promise<ScheduleTasks> => ({
      tasks: app.services.scheduler
        .list()
        .map((task) => ({ name: task.name, interval_ms: task.intervalMs })),
    }),
  );
};
