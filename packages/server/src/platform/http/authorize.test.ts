import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** The quota route's current count comes from a header so each test picks it. */
const currentCount = async (request: FastifyRequest) =>
  Number(request.headers['x-test-count'] ?? 0);

const guardedRoutes: FastifyPluginAsync = async (app) => {
  const ok = async () => ({ ok: true });
  app.get('/api/v1/test/members-only', { config: { guard: { auth: true } } }, ok);
  app.get('/api/v1/test/listen', { config: { guard: { permissions: ['music.view'] } } }, ok);
  app.get('/api/v1/test/admin-area', { config: { guard: { permissions: ['admin.access'] } } }, ok);
  app.post(
    '/api/v1/test/uploads',
    {
      config: {
        guard: {
          auth: true,
          quota: { permission: 'music.create', restriction: 'count' },
          currentCount,
        },
      },
    },
    ok,
  );
};

function withCount(count: number) {
  return { headers: { 'x-test-count': String(count) } };
}

const UPLOADS = '/api/v1/test/uploads';

describe('route guard (config.guard)', () => {
  const t = useTestApp({}, guardedRoutes);

  it('refuses a guest on a login-only route with 401', async () => {
    const response = await guestClient(t).get('/api/v1/test/members-only');
    expect(response.statusCode).toBe(401);
  });

  it('lets a logged-in user through a login-only route', async () => {
    const client = await loginAs(t, await buildUser(t));
    expect((await client.get('/api/v1/test/members-only')).statusCode).toBe(200);
  });

  it('lets a guest through a route needing music.view because the guest role holds it', async () => {
    const response = await guestClient(t).get('/api/v1/test/listen');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a guest the admin area with 401 so logging in may help', async () => {
    const response = await guestClient(t).get('/api/v1/test/admin-area');
    expect(response.statusCode).toBe(401);
  });

  it('refuses an ordinary user the admin area with 403', async () => {
    const client = await loginAs(t, await buildUser(t));
    expect((await client.get('/api/v1/test/admin-area')).statusCode).toBe(403);
  });

  it('lets an admin into the admin area because admin grants every permission', async () => {
    const client = await loginAs(t, await buildUser(t, { roleNames: ['users', 'admin'] }));
    expect((await client.get('/api/v1/test/admin-area')).statusCode).toBe(200);
  });

  it('lets a user with a directly granted permission through', async () => {
    const client = await loginAs(
      t,
      await buildUser(t, { permissions: [{ name: 'admin.access' }] }),
    );
    expect((await client.get('/api/v1/test/admin-area')).statusCode).toBe(200);
  });

  describe('quota', () => {
    const limitedTo = (value: number | null) => ({
      permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value }] }],
    });

    it('refuses a user whose count has reached the limit with 403 and an upgrade action', async () => {
      const client = await loginAs(t, await buildUser(t, limitedTo(3)));
      const response = await client.post(UPLOADS, {}, withCount(3));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: "You've reached the limit of your plan. Upgrade to continue.",
        action: { label: 'Upgrade', action: '/pricing' },
      });
    });

    it('refuses a user whose count is above the limit', async () => {
      const client = await loginAs(t, await buildUser(t, limitedTo(3)));
      expect((await client.post(UPLOADS, {}, withCount(7))).statusCode).toBe(403);
    });

    it('lets a user below the limit through', async () => {
      const client = await loginAs(t, await buildUser(t, limitedTo(3)));
      expect((await client.post(UPLOADS, {}, withCount(2))).statusCode).toBe(200);
    });

    it('lets a user whose restriction value is null through at any count', async () => {
      const client = await loginAs(t, await buildUser(t, limitedTo(null)));
      expect((await client.post(UPLOADS, {}, withCount(10_000))).statusCode).toBe(200);
    });

    it('lets a user whose permission carries no such restriction through', async () => {
      const client = await loginAs(
        t,
        await buildUser(t, { permissions: [{ name: 'music.create' }] }),
      );
      expect((await client.post(UPLOADS, {}, withCount(10_000))).statusCode).toBe(200);
    });

    it('blocks a user who lacks the permission entirely, even at a count of zero', async () => {
      const client = await loginAs(t, await buildUser(t));
      expect((await client.post(UPLOADS, {}, withCount(0))).statusCode).toBe(403);
    });

    it('never holds an admin to a quota', async () => {
      const client = await loginAs(t, await buildUser(t, { roleNames: ['users', 'admin'] }));
      expect((await client.post(UPLOADS, {}, withCount(1_000_000))).statusCode).toBe(200);
    });

    it('asks a guest to log in before counting anything', async () => {
      const response = await guestClient(t).post(UPLOADS, {}, withCount(0));
      expect(response.statusCode).toBe(401);
    });
  });
});

describe('declaring a route guard', () => {
  it('refuses a quota guard without a way to count when the route is added', async () => {
    const incomplete: FastifyPluginAsync = async (app) => {
      app.post(
        '/api/v1/test/uncounted',
        {
          config: {
            guard: { auth: true, quota: { permission: 'files.update', restriction: 'count' } },
          },
        },
        async () => ({}),
      );
    };
    await expect(createTestApp({}, incomplete)).rejects.toThrow(/quota guard without currentCount/);
  });
});
