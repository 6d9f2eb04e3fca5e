import { describe, expect, it } from 'vitest';
import { ECHO_PATH, echoRoutes, type EchoBody } from '../../test/echo-routes';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

describe('request pipeline', () => {
  const t = useTestApp({}, echoRoutes);

  describe('workspaceId', () => {
    it('scopes a call without workspaceId to the default workspace 0', async () => {
      const client = await loginAs(t, await buildUser(t));
      const response = await client.get(ECHO_PATH);
      expect(response.json<EchoBody>().workspaceId).toBe(0);
    });

    it('accepts workspaceId=0 from a guest', async () => {
      const response = await guestClient(t).get(`${ECHO_PATH}?workspaceId=0`);
      expect(response.statusCode).toBe(200);
      expect(response.json<EchoBody>().workspaceId).toBe(0);
    });

    it.each(['GET', 'POST', 'PUT'] as const)(
      'scopes a %s to a workspace the user belongs to',
      async (method) => {
        const user = await buildUser(t);
        const workspaceId = await t.services.workspaces.create('Band', user.id);
        const client = await loginAs(t, user);
        const response = await client.request({
          method,
          url: `${ECHO_PATH}?workspaceId=${workspaceId}`,
          payload: {},
        });
        expect(response.statusCode).toBe(200);
        expect(response.json<EchoBody>().workspaceId).toBe(workspaceId);
      },
    );

    it("refuses a workspace the user doesn't belong to with 403", async () => {
      const owner = await buildUser(t);
      const workspaceId = await t.services.workspaces.create('Not yours', owner.id);
      const stranger = await loginAs(t, await buildUser(t));
      const response = await stranger.get(`${ECHO_PATH}?workspaceId=${workspaceId}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You are not a member of this workspace.' });
    });

    it('ignores the workspace a guest names, so a stale cookie never blocks logging in', async () => {
      const owner = await buildUser(t);
      const workspaceId = await t.services.workspaces.create('Private', owner.id);
      const response = await guestClient(t).get(`${ECHO_PATH}?workspaceId=${workspaceId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<EchoBody>().workspaceId).toBe(0);
      const login = await guestClient(t).post(`/auth/login?workspaceId=${workspaceId}`, {
        email: 'admin@test.local',
        password: 'admin-password',
      });
      expect(login.statusCode).toBe(200);
    });

    it.each(['abc', '1.5', '-2', '1e400', '0x10', '99999999999999999999'])(
      'answers workspaceId=%s with 422 and a workspaceId field error',
      async (value) => {
        // Logged in, so a value that slipped through would reach the membership query.
        const client = await loginAs(t, await buildUser(t));
        const response = await client.get(`${ECHO_PATH}?workspaceId=${value}`);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          message: 'The workspace id must be a whole number.',
          errors: { workspaceId: ['The workspace id must be a whole number.'] },
        });
      },
    );
  });

  describe('with, load and loadCount', () => {
    it('turns comma-separated names into lists', async () => {
      const response = await guestClient(t).get(
        `${ECHO_PATH}?with=artist,album&load=tracks&loadCount=plays,likes`,
      );
      expect(response.json<EchoBody>().relations).toEqual({
        with: ['artist', 'album'],
        load: ['tracks'],
        loadCount: ['plays', 'likes'],
      });
    });

    it('merges repeated parameters into one de-duplicated list', async () => {
      const response = await guestClient(t).get(
        `${ECHO_PATH}?with=artist&with=album,artist&with=album&load=a&load=a`,
      );
      expect(response.json<EchoBody>().relations).toEqual({
        with: ['artist', 'album'],
        load: ['a'],
        loadCount: [],
      });
    });

    it('drops names with spaces, slashes or quotes', async () => {
      const junk = ['artist', 'bad name', 'a/b', '"quoted"', "it's", 'album.tracks', ' tags '].join(
        ',',
      );
      const response = await guestClient(t).get(`${ECHO_PATH}?with=${encodeURIComponent(junk)}`);
      expect(response.json<EchoBody>().relations.with).toEqual(['artist', 'album.tracks', 'tags']);
    });

    it('gives empty lists when the parameters are absent or empty', async () => {
      const response = await guestClient(t).get(`${ECHO_PATH}?with=&loadCount=,,`);
      expect(response.json<EchoBody>().relations).toEqual({ with: [], load: [], loadCount: [] });
    });
  });
});
