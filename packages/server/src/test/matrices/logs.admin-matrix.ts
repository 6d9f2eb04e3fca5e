import type { AdminMatrixRow } from '../admin-authorization-matrix';
import type { TestApp } from '../test-app';

/** Something for the log lists and the download to find. */
async function loggedError(t: TestApp): Promise<void> {
  t.app.errorLog.record({
    time: new Date().toISOString(),
    exception: 'AdminMatrixFixture',
    message: 'a logged error for the log download',
    stack: undefined,
    method: 'GET',
    url: '/',
    userId: null,
  });
  await t.app.errorLog.settled();
}

/** A mail in the outgoing-email log; answers its id. */
async function loggedEmailId(t: TestApp): Promise<number> {
  await t.services.mailer.send({
    to: 'matrix@example.com',
    subject: 'Admin matrix mail',
    text: 'Hello',
    html: '<p>Hello</p>',
  });
  const row = await t.database.db
    .selectFrom('outgoing_email_log')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The admin logs (logs.view). */
export const LOGS_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/logs/error': {
    permission: 'logs.view',
    request: async (t) => {
      await loggedError(t);
      return { query: { level: 'error', query: 'fixture' } };
    },
  },
  'GET /api/v1/logs/error/files': { permission: 'logs.view' },
  'GET /api/v1/logs/error/download-latest': {
    permission: 'logs.view',
    request: async (t) => {
      await loggedError(t);
      return {};
    },
  },
  'GET /api/v1/logs/outgoing-email': { permission: 'logs.view' },
  'GET /api/v1/logs/outgoing-email/:id': {
    permission: 'logs.view',
    request: async (t) => ({ params: { id: await loggedEmailId(t) } }),
  },
  'GET /api/v1/logs/schedule': { permission: 'logs.view' },
  'GET /api/v1/logs/schedule/tasks': { permission: 'logs.view' },
};
