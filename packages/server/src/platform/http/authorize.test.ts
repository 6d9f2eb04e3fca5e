import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs, type BuildUserOverrides } from '../../test/factories';
import { createTestApp, type TestClient } from '../../test/test-app';
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

  /** Who sends the request: a guest, or a new user built with these overrides and logged in. */
  type Caller = 'guest' | BuildUserOverrides;
  const clientFor = async (caller: Caller): Promise<TestClient> =>
    caller === 'guest' ? guestClient(t) : loginAs(t, await buildUser(t, caller));

  it.each<{ name: string; caller: Caller; path: string; status: number }>([
    {
      name: 'refuses a guest on a login-only route with 401',
      caller: 'guest',
      path: '/api/v1/test/members-only',
      status: 401,
    },
    {
      name: 'lets a logged-in user through a login-only route',
      caller: {},
      path: '/api/v1/test/members-only',
      status: 200,
    },
    {
      name: 'lets a guest through a route needing music.view because the guest role holds it',
      caller: 'guest',
      path: '/api/v1/test/listen',
      status: 200,
    },
    {
      name: 'refuses a guest the admin area with 401 so logging in may help',
      caller: 'guest',
      path: '/api/v1/test/admin-area',
      status: 401,
    },
    {
      name: 'refuses an ordinary user the admin area with 403',
      caller: {},
      path: '/api/v1/test/admin-area',
      status: 403,
    },
    {
      name: 'lets an admin into the admin area because admin grants every permission',
      caller: { roleNames: ['users', 'admin'] },
      path: '/api/v1/test/admin-area',
      status: 200,
    },
    {
      name: 'lets a user with a directly granted permission through',
      caller: { permissions: [{ name: 'admin.access' }] },
      path: '/api/v1/test/admin-area',
      status: 200,
    },
  ])('$name', async ({ caller, path, status }) => {
    const client = await clientFor(caller);
    expect((await client.get(path)).statusCode).toBe(status);
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

    it.each<{ name: string; caller: Caller; count: number; status: number }>([
      {
        name: 'refuses a user whose count is above the limit',
        caller: limitedTo(3),
        count: 7,
        status: 403,
      },
      { name: 'lets a user below the limit through', caller: limitedTo(3), count: 2, status: 200 },
      {
        name: 'lets a user whose restriction value is null through at any count',
        caller: limitedTo(null),
        count: 10_000,
        status: 200,
      },
      {
        name: 'lets a user whose permission carries no such restriction through',
        caller: { permissions: [{ name: 'music.create' }] },
        count: 10_000,
        status: 200,
      },
      {
        name: 'blocks a user who lacks the permission entirely, even at a count of zero',
        caller: {},
        count: 0,
        status: 403,
      },
      {
        name: 'never holds an admin to a quota',
        caller: { roleNames: ['users', 'admin'] },
        count: 1_000_000,
        status: 200,
      },
      {
        name: 'asks a guest to log in before counting anything',
        caller: 'guest',
        count: 0,
        status: 401,
      },
    ])('$name', async ({ caller, count, status }) => {
      const client = await clientFor(caller);
      expect((await client.post(UPLOADS, {}, withCount(count))).statusCode).toBe(status);
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
