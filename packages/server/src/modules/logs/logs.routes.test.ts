import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const failingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/test/explode', async () => {
    throw new Error('The needle skipped off the record');
  });
};

const DOWNLOAD = '/api/v1/logs/error/download-latest';

describe('the error log (spec 000 §7 download-latest)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, failingRoutes);
  });
  afterAll(() => t.close());

  it('answers 404 while nothing has failed', async () => {
    const admin = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    expect((await admin.get(DOWNLOAD)).statusCode).toBe(404);
  });

  it('records an unexpected error and lets someone with logs.view download it', async () => {
    const user = await buildUser(t);
    const caller = await loginAs(t, user);
    expect((await caller.get('/api/v1/test/explode')).statusCode).toBe(500);

    const admin = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    const response = await admin.get(DOWNLOAD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="error-\d{4}-\d{2}-\d{2}\.log"$/,
    );
    const entry = JSON.parse(response.body.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      exception: 'Error',
      message: 'The needle skipped off the record',
      method: 'GET',
      url: '/api/v1/test/explode',
      userId: user.id,
    });
    expect(entry.stack).toContain('logs.routes.test.ts');
  });

  it('does not log a client error', async () => {
    const admin = await loginAs(t, await buildUser(t, { roleNames: ['admin'] }));
    const before = (await admin.get(DOWNLOAD)).body;
    await guestClient(t).get('/api/v1/no-such-route');
    expect((await admin.get(DOWNLOAD)).body).toBe(before);
  });

  it('refuses users without logs.view', async () => {
    const user = await loginAs(t, await buildUser(t));
    expect((await user.get(DOWNLOAD)).statusCode).toBe(403);
    expect((await guestClient(t).get(DOWNLOAD)).statusCode).toBe(401);
  });
});
