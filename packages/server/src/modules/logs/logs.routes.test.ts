import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs, useLoggedInClient } from '../../test/factories';
import { type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** A new user with the admin role: the logs' reader in every suite here. */
const anAdmin = (t: TestApp) => buildUser(t, { roleNames: ['admin'] });

const failingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/test/explode', async () => {
    throw new Error('The needle skipped off the record');
  });
};

const DOWNLOAD = '/api/v1/logs/error/download-latest';
const DAY_MS = 86_400_000;

function json<T>(response: { body: string }): T {
  return JSON.parse(response.body) as T;
}

interface Page<T> {
  pagination: { data: T[]; total: number; current_page: number; last_page: number };
}

describe('the error log (download-latest)', () => {
  const t = useTestApp({}, failingRoutes);
  const admin = useLoggedInClient(t, anAdmin);

  it('answers 404 while nothing has failed', async () => {
    expect((await admin.get(DOWNLOAD)).statusCode).toBe(404);
    expect(json(await admin.get('/api/v1/logs/error/files'))).toEqual({ files: [] });
  });

  it('records an unexpected error and lets someone with logs.view download it', async () => {
    const user = await buildUser(t);
    const caller = await loginAs(t, user);
    expect((await caller.get('/api/v1/test/explode')).statusCode).toBe(500);
    await t.app.errorLog.settled();

    const response = await admin.get(DOWNLOAD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="error-\d{4}-\d{2}-\d{2}\.log"$/,
    );
    const entry = JSON.parse(response.body.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 'error',
      exception: 'Error',
      message: 'The needle skipped off the record',
      method: 'GET',
      url: '/api/v1/test/explode',
      userId: user.id,
    });
    expect(entry.stack).toContain('logs.routes.test.ts');
    // This instance's daily file has it too (kept when the database is what failed).
    const file = t.app.errorLog.latestFile()!;
    expect(fs.readFileSync(file, 'utf8')).toContain('The needle skipped off the record');
  });

  it('lists entries newest first with search, level and day filters', async () => {
    const today = new Date().toISOString().slice(0, 10);
    t.app.errorLog.record({
      time: new Date().toISOString(),
      level: 'warning',
      exception: 'MailWarning',
      message: 'A slow turntable warning',
      stack: undefined,
      method: null,
      url: null,
      userId: null,
    });
    t.app.errorLog.record({
      time: '2020-01-02T10:00:00.000Z',
      exception: 'OldError',
      message: 'An old scratch',
      stack: 'OldError: An old scratch\n    at spin (/srv/app/deck.ts:1:1)',
      method: 'POST',
      url: '/api/v1/old',
      userId: null,
    });
    await t.app.errorLog.settled();

    const all = json<Page<{ message: string; level: string; stack: string | null }>>(
      await admin.get('/api/v1/logs/error'),
    );
    expect(all.pagination.total).toBe(3);
    expect(all.pagination.data.map((entry) => entry.message)).toEqual([
      'A slow turntable warning',
      'The needle skipped off the record',
      'An old scratch',
    ]);

    const warnings = json<Page<{ message: string }>>(
      await admin.get('/api/v1/logs/error?level=warning'),
    );
    expect(warnings.pagination.data.map((entry) => entry.message)).toEqual([
      'A slow turntable warning',
    ]);
    const searched = json<Page<{ message: string }>>(
      await admin.get('/api/v1/logs/error?query=NEEDLE'),
    );
    expect(searched.pagination.data.map((entry) => entry.message)).toEqual([
      'The needle skipped off the record',
    ]);
    const byUrl = json<Page<{ message: string }>>(
      await admin.get('/api/v1/logs/error?query=%2Fapi%2Fv1%2Fold'),
    );
    expect(byUrl.pagination.total).toBe(1);
    const oldDay = json<Page<{ message: string; stack: string }>>(
      await admin.get('/api/v1/logs/error?file=2020-01-02'),
    );
    expect(oldDay.pagination.data).toHaveLength(1);
    expect(oldDay.pagination.data[0]!.stack).toContain('deck.ts:1:1');
    const paged = json<Page<unknown>>(await admin.get('/api/v1/logs/error?perPage=2&page=2'));
    expect(paged.pagination).toMatchObject({ total: 3, current_page: 2, last_page: 2 });

    expect(json(await admin.get('/api/v1/logs/error/files'))).toEqual({
      files: [
        { day: today, name: `error-${today}.log` },
        { day: '2020-01-02', name: 'error-2020-01-02.log' },
      ],
    });
    // The download is the newest day, not the old one.
    expect((await admin.get(DOWNLOAD)).body).not.toContain('An old scratch');
  });

  it('refuses unknown filters with 422', async () => {
    for (const query of ['level=loud', 'file=yesterday', 'orderBy=stack', 'perPage=1000']) {
      const response = await admin.get(`/api/v1/logs/error?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(json<{ errors: object }>(response).errors).toBeTruthy();
    }
  });

  it('does not log a client error', async () => {
    const before = (await admin.get(DOWNLOAD)).body;
    await guestClient(t).get('/api/v1/no-such-route');
    await t.app.errorLog.settled();
    expect((await admin.get(DOWNLOAD)).body).toBe(before);
  });

  it('refuses users without logs.view', async () => {
    const user = await loginAs(t, await buildUser(t));
    for (const url of [DOWNLOAD, '/api/v1/logs/error', '/api/v1/logs/outgoing-email']) {
      expect((await user.get(url)).statusCode).toBe(403);
      expect((await guestClient(t).get(url)).statusCode).toBe(401);
    }
  });
});

describe('the outgoing-email log', () => {
  const t = useTestApp();
  const admin = useLoggedInClient(t, anAdmin);

  it('shows the password-reset mail a user caused, with its status and body', async () => {
    const user = await buildUser(t, { email: 'forgetful@logs.test' });
    const response = await guestClient(t).post('/auth/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);

    // The mail leaves after the answer (the answer must not tell whether the address exists).
    const listed = async () =>
      json<Page<{ id: number; to: string; subject: string; status: string }>>(
        await admin.get('/api/v1/logs/outgoing-email?query=forgetful'),
      );
    await expect
      .poll(async () => {
        // Then through the job queue.
        await t.app.services.jobs.drain();
        return (await listed()).pagination.total;
      })
      .toBe(1);
    const list = await listed();
    const mail = list.pagination.data[0]!;
    expect(mail).toMatchObject({ to: 'forgetful@logs.test', status: 'logged' });
    expect(mail).not.toHaveProperty('body');

    const detail = json<{ email: { body: string; html: string | null; transport: string } }>(
      await admin.get(`/api/v1/logs/outgoing-email/${mail.id}`),
    );
    expect(detail.email.transport).toBe('log');
    expect(detail.email.body).toContain('/password/reset/');
    expect(detail.email.html).toContain('<');
  });

  it('filters by status and searches the subject', async () => {
    const logged = json<Page<unknown>>(
      await admin.get('/api/v1/logs/outgoing-email?status=logged'),
    );
    expect(logged.pagination.total).toBeGreaterThan(0);
    const failed = json<Page<unknown>>(
      await admin.get('/api/v1/logs/outgoing-email?status=failed'),
    );
    expect(failed.pagination.total).toBe(0);
    expect((await admin.get('/api/v1/logs/outgoing-email?status=lost')).statusCode).toBe(422);
  });

  it('answers 404 for a mail that is not in the log and 422 for a bad id', async () => {
    expect((await admin.get('/api/v1/logs/outgoing-email/999999')).statusCode).toBe(404);
    expect((await admin.get('/api/v1/logs/outgoing-email/abc')).statusCode).toBe(422);
  });
});

describe('the schedule log and retention', () => {
  const t = useTestApp();
  const admin = useLoggedInClient(t, anAdmin);

  it('lists the registered tasks', async () => {
    const { tasks } = json<{ tasks: { name: string }[] }>(
      await admin.get('/api/v1/logs/schedule/tasks'),
    );
    expect(tasks.map((task) => task.name)).toEqual([
      'auth.prune-expired',
      'billing.expire-ended',
      'billing.notify-ending-soon',
      'jobs.prune',
      'logs.prune',
      'uploads.cleanup-orphans',
    ]);
  });

  it('records each run with its name, start, duration and result, filterable', async () => {
    const scheduler = t.app.services.scheduler;
    expect(await scheduler.runNow('auth.prune-expired')).toMatchObject({ ran: true, result: 'ok' });
    scheduler.register({
      name: 'test.broken',
      intervalMs: 60_000,
      run: () => Promise.reject(new Error('The belt snapped')),
    });
    expect(await scheduler.runNow('test.broken')).toMatchObject({
      ran: true,
      result: 'failed',
      message: 'The belt snapped',
    });
    await t.app.errorLog.settled();

    const runs = json<
      Page<{ name: string; started_at: string; duration_ms: number; result: string }>
    >(await admin.get('/api/v1/logs/schedule'));
    expect(runs.pagination.data.map((run) => [run.name, run.result])).toEqual([
      ['test.broken', 'failed'],
      ['auth.prune-expired', 'ok'],
    ]);
    expect(runs.pagination.data[0]!.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(runs.pagination.data[0]!.started_at)).toBeGreaterThan(Date.now() - 60_000);

    const failed = json<Page<{ name: string }>>(
      await admin.get('/api/v1/logs/schedule?result=failed'),
    );
    expect(failed.pagination.data.map((run) => run.name)).toEqual(['test.broken']);
    const byName = json<Page<{ name: string }>>(
      await admin.get('/api/v1/logs/schedule?name=auth.prune-expired'),
    );
    expect(byName.pagination.total).toBe(1);
    // A failed run is an error in the error log too.
    const errors = json<Page<{ message: string }>>(
      await admin.get('/api/v1/logs/error?query=belt'),
    );
    expect(errors.pagination.data[0]!.message).toBe(
      'Scheduled task test.broken failed: The belt snapped',
    );
  });

  it('prunes error entries, files, mails and runs older than logging.retention_days', async () => {
    const now = Date.now();
    const old = new Date(now - 10 * DAY_MS).toISOString();
    const recent = new Date(now - 2 * DAY_MS).toISOString();
    const db = t.database.db;
    for (const time of [old, recent]) {
      t.app.errorLog.record({
        time,
        exception: 'Aged',
        message: `error of ${time}`,
        stack: undefined,
        method: null,
        url: null,
        userId: null,
      });
      await db
        .insertInto('outgoing_email_log')
        .values({ to: 'aged@logs.test', subject: time, body: 'x', created_at: time })
        .execute();
      await db
        .insertInto('schedule_log')
        .values({ name: 'aged', started_at: time, duration_ms: 1, result: 'ok', message: null })
        .execute();
    }
    await t.app.errorLog.settled();
    const logsDir = path.join(t.config.dataDir, 'logs');
    expect(fs.existsSync(path.join(logsDir, `error-${old.slice(0, 10)}.log`))).toBe(true);

    await t.services.settings.update({ 'logging.retention_days': 5 });
    const outcome = await t.app.services.scheduler.runNow('logs.prune');
    expect(outcome).toMatchObject({ ran: true, result: 'ok' });

    const errors = await db
      .selectFrom('error_log')
      .select('message')
      .where('exception', '=', 'Aged')
      .execute();
    expect(errors.map((row) => row.message)).toEqual([`error of ${recent}`]);
    const mails = await db
      .selectFrom('outgoing_email_log')
      .select('subject')
      .where('to', '=', 'aged@logs.test')
      .execute();
    expect(mails.map((row) => row.subject)).toEqual([recent]);
    const runs = await db
      .selectFrom('schedule_log')
      .select('started_at')
      .where('name', '=', 'aged')
      .execute();
    expect(runs).toHaveLength(1);
    expect(fs.existsSync(path.join(logsDir, `error-${old.slice(0, 10)}.log`))).toBe(false);
    expect(fs.existsSync(path.join(logsDir, `error-${recent.slice(0, 10)}.log`))).toBe(true);
  });

  it('prunes expired sessions and reset tokens', async () => {
    const user = await buildUser(t);
    await loginAs(t, user);
    const db = t.database.db;
    const past = new Date(Date.now() - 60_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ expires_at: past })
      .where('user_id', '=', user.id)
      .execute();
    await db
      .insertInto('password_reset_tokens')
      .values({ user_id: user.id, token: 'expired', expires_at: past, created_at: past })
      .execute();
    await t.app.services.scheduler.runNow('auth.prune-expired');
    expect(
      await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('password_reset_tokens')
        .select('token')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
  });
});
