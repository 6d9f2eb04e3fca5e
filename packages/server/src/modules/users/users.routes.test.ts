import type { AdminUserDetails, AdminUserListItem } from '@tonearm/shared/users/user-admin.schemas';
import { USER_ADMIN_MESSAGES } from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import type { UserSession } from '@tonearm/shared/account/account.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_MESSAGE } from '../../platform/http/account-gate';
import { DEMO_REFUSAL } from '../settings/demo-mode.queries';
import { confirmedClient } from '../../test/authorization-matrix-fixtures';
import {
  buildUser,
  guestClient,
  loginAs,
  seededAdmin,
  useLoggedInClient,
} from '../../test/factories';
import { createTestApp, type TestClient } from '../../test/test-app';
import { useStarted } from '../../test/use-started';
import { useTestApp } from '../../test/use-test-app';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'violet umbrella tango';
type ErrorBody = { message: string; errors: Record<string, string[]> };

const send = (
  client: TestClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  client.request({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

describe('admin users', () => {
  let usersRoleId: number;
  let adminRoleId: number;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const admin = useStarted(() => seededAdmin(t));
  const adminClient = useLoggedInClient(t);
  beforeAll(async () => {
    const roles = await t.services.usersAdmin.assignableRoles();
    usersRoleId = roles.find((role) => role.name === 'users')!.id;
    adminRoleId = roles.find((role) => role.name === 'admin')!.id;
  });

  async function list(query: string) {
    const response = await adminClient.get(`/api/v1/users?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ pagination: Paginated<AdminUserListItem> }>().pagination;
  }

  /** A user who can log in, and a client logged in as them through POST auth/login. */
  async function listenerWithLogin(name = 'Listener') {
    const user = await buildUser(t, { name });
    const client = guestClient(t);
    const login = await client.post('/auth/login', {
      email: user.email,
      password: PASSWORD,
      remember: true,
    });
    expect(login.statusCode, login.body).toBe(200);
    return { user, client };
  }

  describe('the users table', () => {
    it('searches, filters by role, banned and verified, sorts and pages', async () => {
      const tag = `tbl${Date.now()}`;
      const verified = await buildUser(t, { name: `${tag} Ann`, email: `${tag}-ann@example.com` });
      const unverified = await buildUser(t, {
        name: `${tag} Bob`,
        email: `${tag}-bob@example.com`,
        email_verified_at: null,
      });
      const banned = await buildUser(t, { name: `${tag} Cy`, email: `${tag}-cy@example.com` });
      await send(adminClient, 'POST', `/api/v1/users/${banned.id}/ban`, { reason: 'spam' });
      const boss = await buildUser(t, {
        name: `${tag} Dee`,
        email: `${tag}-dee@example.com`,
        roleNames: ['admin'],
      });

      const all = await list(`query=${tag}&orderBy=name&orderDir=asc`);
      expect(all.total).toBe(4);
      expect(all.data.map((u) => u.name)).toEqual([
        `${tag} Ann`,
        `${tag} Bob`,
        `${tag} Cy`,
        `${tag} Dee`,
      ]);
      expect(all.data[0]!.roles).toEqual([{ id: usersRoleId, name: 'users' }]);

      expect((await list(`query=${tag}&verified=false`)).data.map((u) => u.id)).toEqual([
        unverified.id,
      ]);
      expect((await list(`query=${tag}&banned=true`)).data.map((u) => u.id)).toEqual([banned.id]);
      expect((await list(`query=${tag}&banned=false`)).total).toBe(3);
      expect((await list(`query=${tag}&role=${adminRoleId}`)).data.map((u) => u.id)).toEqual([
        boss.id,
      ]);
      // Nobody holds a subscription before billing lands.
      expect((await list(`query=${tag}&subscribed=true`)).total).toBe(0);
      expect((await list(`query=${tag}&subscribed=false`)).total).toBe(4);

      const page = await list(`query=${tag}&orderBy=email&orderDir=desc&perPage=3&page=2`);
      expect(page).toMatchObject({ total: 4, per_page: 3, current_page: 2, last_page: 2 });
      expect(page.data.map((u) => u.id)).toEqual([verified.id]);
    });

    it('refuses an unknown sort column or filter value with 422', async () => {
      for (const query of ['orderBy=password', 'banned=maybe', 'role=abc', 'perPage=1000']) {
        const response = await adminClient.get(`/api/v1/users?${query}`);
        expect(response.statusCode, query).toBe(422);
      }
    });

    it('is closed to a user without users.update', async () => {
      const { client } = await listenerWithLogin();
      expect((await client.get('/api/v1/users')).statusCode).toBe(403);
      expect((await guestClient(t).get('/api/v1/users')).statusCode).toBe(401);
    });
  });

  describe('creating a user', () => {
    it('creates a verified user with the chosen roles who can log in', async () => {
      const email = `new-${Date.now()}@example.com`;
      const response = await send(adminClient, 'POST', '/api/v1/users', {
        name: 'Nova Lee',
        email,
        password: NEW_PASSWORD,
        roles: [usersRoleId, adminRoleId],
        email_verified: true,
      });
      expect(response.statusCode, response.body).toBe(201);
      const user = response.json<{ user: User }>().user;
      expect(user).toMatchObject({ name: 'Nova Lee', email });
      expect(user.email_verified_at).not.toBeNull();
      expect(user.roles.map((role) => role.name)).toEqual(['users', 'admin']);
      const login = await guestClient(t).post('/auth/login', { email, password: NEW_PASSWORD });
      expect(login.statusCode).toBe(200);
    });

    it('gives the default role when no roles are named', async () => {
      const response = await send(adminClient, 'POST', '/api/v1/users', {
        name: 'Default Dora',
        email: `dora-${Date.now()}@example.com`,
        password: NEW_PASSWORD,
        email_verified: false,
      });
      expect(response.statusCode).toBe(201);
      const user = response.json<{ user: User }>().user;
      expect(user.roles.map((role) => role.name)).toEqual(['users']);
      expect(user.email_verified_at).toBeNull();
    });

    it('answers every problem with 422 field errors and creates nobody', async () => {
      const before = await t.services.users.count();
      const taken = await send(adminClient, 'POST', '/api/v1/users', {
        name: 'Dup',
        email: admin.email,
        password: '12345678',
        roles: [999_999],
      });
      expect(taken.statusCode).toBe(422);
      expect(Object.keys(taken.json<ErrorBody>().errors).sort()).toEqual([
        'email',
        'password',
        'roles',
      ]);
      const empty = await send(adminClient, 'POST', '/api/v1/users', { name: '', email: 'nope' });
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(empty.json<ErrorBody>().errors).sort()).toEqual([
        'email',
        'name',
        'password',
      ]);
      expect(await t.services.users.count()).toBe(before);
    });
  });

  describe('the edit page', () => {
    it('shows an admin the dates, the direct permissions and the two-factor state', async () => {
      const { user } = await listenerWithLogin();
      await t.services.roles.grantToUser(user.id, 'music.create', [{ name: 'count', value: 5 }]);
      const response = await adminClient.get(`/api/v1/users/${user.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{ user: User; details: AdminUserDetails }>();
      expect(body.user.id).toBe(user.id);
      expect(body.details).toMatchObject({
        ban_reason: null,
        banned_until: null,
        two_factor_enabled: false,
        direct_permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 5 }] }],
      });
      expect(body.details.last_login_at).not.toBeNull();
      expect(body.details.last_active_at).not.toBeNull();
    });

    it('does not show the owner the admin details', async () => {
      const { user, client } = await listenerWithLogin();
      const response = await client.get(`/api/v1/users/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Record<string, unknown>>().details).toBeUndefined();
    });

    it('lets an admin change name, email, verified and roles', async () => {
      const user = await buildUser(t);
      const email = `changed-${Date.now()}@example.com`;
      const response = await send(adminClient, 'PUT', `/api/v1/users/${user.id}`, {
        name: 'Renamed Person',
        email: email.toUpperCase(),
        email_verified: false,
        roles: [adminRoleId],
      });
      expect(response.statusCode, response.body).toBe(200);
      const changed = response.json<{ user: User }>().user;
      expect(changed).toMatchObject({ name: 'Renamed Person', email, email_verified_at: null });
      expect(changed.roles).toEqual([{ id: adminRoleId, name: 'admin' }]);
    });

    it('refuses a taken email or an unknown role with 422 and changes nothing', async () => {
      const user = await buildUser(t, { name: 'Unchanged' });
      const response = await send(adminClient, 'PUT', `/api/v1/users/${user.id}`, {
        name: 'Should Not Stick',
        email: admin.email,
        roles: [999_999],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<ErrorBody>().errors).sort()).toEqual(['email', 'roles']);
      const row = await t.services.users.findById(user.id);
      expect(row).toMatchObject({ name: 'Unchanged', email: user.email });
    });

    it('refuses the admin fields to an owner editing their own account', async () => {
      const { user, client } = await listenerWithLogin();
      const response = await send(client, 'PUT', `/api/v1/users/${user.id}`, {
        roles: [adminRoleId],
      });
      expect(response.statusCode).toBe(403);
      expect(await t.services.roles.rolesOfUser(user.id)).toEqual([
        { id: usersRoleId, name: 'users' },
      ]);
      // Their own fields still work as before.
      const own = await send(client, 'PUT', '/api/v1/users/me', { first_name: 'Own' });
      expect(own.statusCode).toBe(200);
    });

    it('replaces the direct permissions with their restriction values', async () => {
      const user = await buildUser(t, { permissions: [{ name: 'logs.view' }] });
      const response = await send(adminClient, 'PUT', `/api/v1/users/${user.id}/permissions`, {
        permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 10 }] }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 10 }] }],
      });
      const bad = await send(adminClient, 'PUT', `/api/v1/users/${user.id}/permissions`, {
        permissions: [{ name: 'superpowers' }],
      });
      expect(bad.statusCode).toBe(422);
      const after = await adminClient.get(`/api/v1/users/${user.id}`);
      expect(after.json<{ details: AdminUserDetails }>().details.direct_permissions).toEqual([
        { name: 'music.create', restrictions: [{ name: 'count', value: 10 }] },
      ]);
    });
  });

  describe('privilege changes rotate the session id', () => {
    it("a change of the user's roles or permissions gives their session a new id on its next call", async () => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      const first = client.cookies[COOKIES.session];

      const roles = await send(adminClient, 'PUT', `/api/v1/users/${user.id}`, {
        roles: [usersRoleId, adminRoleId],
      });
      expect(roles.statusCode, roles.body).toBe(200);
      expect((await client.get('/api/v1/bootstrap-data')).statusCode).toBe(200);
      const second = client.cookies[COOKIES.session];
      expect(second).not.toBe(first);

      const permissions = await send(adminClient, 'PUT', `/api/v1/users/${user.id}/permissions`, {
        permissions: [{ name: 'logs.view' }],
      });
      expect(permissions.statusCode, permissions.body).toBe(200);
      expect((await client.get('/api/v1/bootstrap-data')).statusCode).toBe(200);
      expect(client.cookies[COOKIES.session]).not.toBe(second);
      // The new session writes with its new XSRF token.
      expect(
        (await send(client, 'PUT', '/api/v1/users/me', { first_name: 'New' })).statusCode,
      ).toBe(200);
    });
  });

  describe('protections: yourself and the last admin', () => {
    it('an admin cannot ban, demote or delete themselves', async () => {
      const self = await buildUser(t, { roleNames: ['admin'] });
      const client = await loginAs(t, self);
      const ban = await send(client, 'POST', `/api/v1/users/${self.id}/ban`, {});
      expect(ban.statusCode).toBe(422);
      expect(ban.json<ErrorBody>().message).toBe(USER_ADMIN_MESSAGES.cannotBanSelf);
      const demote = await send(client, 'PUT', `/api/v1/users/${self.id}`, {
        roles: [usersRoleId],
      });
      expect(demote.statusCode).toBe(422);
      expect(demote.json<ErrorBody>().errors.roles).toEqual([USER_ADMIN_MESSAGES.cannotDemoteSelf]);
      const strip = await send(client, 'PUT', `/api/v1/users/${self.id}/permissions`, {
        permissions: [],
      });
      expect(strip.statusCode).toBe(200); // admin comes from the role, which stays
      const remove = await send(client, 'POST', '/api/v1/users/delete', { ids: [self.id] });
      expect(remove.statusCode).toBe(422);
      expect(remove.json<ErrorBody>().message).toBe(USER_ADMIN_MESSAGES.cannotDeleteSelf);
      const row = await t.services.users.findById(self.id);
      expect(row?.banned_at).toBeNull();
      expect((await t.services.roles.rolesOfUser(self.id)).map((r) => r.name)).toEqual(['admin']);
    });

    it('nobody can ban, demote or delete the last admin', async () => {
      // A separate site whose only admin is the seeded one; a manager holds users.update.
      const site = await createTestApp();
      try {
        const only = await seededAdmin(site);
        const manager = await buildUser(site, { permissions: [{ name: 'users.update' }] });
        const client = await loginAs(site, manager);
        const roles = await site.services.usersAdmin.assignableRoles();
        const users = roles.find((role) => role.name === 'users')!.id;
        for (const [method, url, body] of [
          ['POST', `/api/v1/users/${only.id}/ban`, {}],
          ['PUT', `/api/v1/users/${only.id}`, { roles: [users] }],
          ['POST', '/api/v1/users/delete', { ids: [only.id] }],
        ] as const) {
          // Only an admin may change an admin (escalation.test.ts): the manager is stopped first.
          const response = await send(client, method, url, body);
          expect(response.statusCode, url).toBe(403);
          expect(response.body).toContain(USER_ADMIN_MESSAGES.adminsOnlyByAdmins);
        }
        // Not even from their own account settings (password confirmed, so only the rule refuses).
        const ownDelete = await confirmedClient(site, only);
        const response = await send(ownDelete, 'DELETE', `/api/v1/users/${only.id}`, {});
        expect(response.statusCode).toBe(422);
        expect(response.body).toContain(USER_ADMIN_MESSAGES.lastAdmin);
        expect(await site.services.users.findById(only.id)).toBeDefined();
        expect((await site.services.users.findById(only.id))?.banned_at).toBeNull();
      } finally {
        await site.close();
      }
    });
  });

  describe('banning', () => {
    it('suspends at once: the open session answers "suspended", tokens and sessions end', async () => {
      const { user, client } = await listenerWithLogin('Soon Banned');
      const token = await t.services.auth.createAccessToken(user.id, 'cli');
      const bearer = { authorization: `Bearer ${token.plainTextToken}` };
      expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(200);

      const ban = await send(adminClient, 'POST', `/api/v1/users/${user.id}/ban`, {
        reason: 'Spamming comments',
      });
      expect(ban.statusCode, ban.body).toBe(200);

      // The tab's next request learns it is suspended.
      const refused = await client.get('/api/v1/user-sessions');
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().message).toBe(SUSPENDED_MESSAGE);
      const bootstrap = await client.get('/api/v1/bootstrap-data');
      expect(bootstrap.statusCode).toBe(200);
      expect(bootstrap.body).toContain('"banned_at":"');
      // The token is revoked, and the admin sees no live session.
      expect(
        (await guestClient(t).get('/api/v1/user-sessions', { headers: bearer })).statusCode,
      ).toBe(401);
      const sessions = await adminClient.get(`/api/v1/users/${user.id}/sessions`);
      expect(sessions.json<{ sessions: UserSession[] }>().sessions).toEqual([]);
      const details = await adminClient.get(`/api/v1/users/${user.id}`);
      expect(details.json<{ details: AdminUserDetails }>().details.ban_reason).toBe(
        'Spamming comments',
      );
      // Logging in is refused while banned.
      const login = await guestClient(t).post('/auth/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(422);

      // Unban: the old session is gone (the user logs in again), and logging in works.
      expect((await send(adminClient, 'DELETE', `/api/v1/users/${user.id}/ban`)).statusCode).toBe(
        200,
      );
      const after = await client.get('/api/v1/bootstrap-data');
      expect(after.body).toContain('"user":null');
      const again = await guestClient(t).post('/auth/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(again.statusCode).toBe(200);
    });

    it('logging out of a suspended session clears it', async () => {
      const { user, client } = await listenerWithLogin();
      await send(adminClient, 'POST', `/api/v1/users/${user.id}/ban`, {});
      const logout = await client.post('/auth/logout');
      expect(logout.statusCode).toBe(200);
      expect(logout.body).toContain('"user":null');
    });

    it('a ban with an end lifts itself once the end has passed', async () => {
      const { user, client } = await listenerWithLogin();
      const until = new Date(Date.now() + 86_400_000).toISOString();
      const ban = await send(adminClient, 'POST', `/api/v1/users/${user.id}/ban`, { until });
      expect(ban.statusCode).toBe(200);
      expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(403);
      // The day passes.
      await t.database.db
        .updateTable('users')
        .set({ banned_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', user.id)
        .execute();
      expect((await list(`query=${encodeURIComponent(user.email)}&banned=true`)).total).toBe(0);
      // The suspended session is over with the ban: the tab is logged out, and may log in.
      expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(401);
      const login = await guestClient(t).post('/auth/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect((await t.services.users.findById(user.id))?.banned_at).toBeNull();
    });

    it('refuses an end in the past or a malformed one, and bans nobody', async () => {
      const user = await buildUser(t);
      for (const until of ['2001-01-01T00:00:00Z', 'tomorrow']) {
        const response = await send(adminClient, 'POST', `/api/v1/users/${user.id}/ban`, { until });
        expect(response.statusCode).toBe(422);
        expect(response.json<ErrorBody>().errors.until).toBeDefined();
      }
      expect((await t.services.users.findById(user.id))?.banned_at).toBeNull();
      expect((await send(adminClient, 'POST', '/api/v1/users/999999/ban', {})).statusCode).toBe(
        404,
      );
    });
  });

  describe('security and api tabs', () => {
    it('resets two-factor login', async () => {
      const user = await buildUser(t);
      await t.services.twoFactor.enable(user.id);
      await t.services.users.update(user.id, { two_factor_confirmed_at: new Date().toISOString() });
      const response = await send(adminClient, 'POST', `/api/v1/users/${user.id}/two-factor/reset`);
      expect(response.statusCode).toBe(200);
      const row = await t.services.users.findById(user.id);
      expect(row).toMatchObject({ two_factor_secret: null, two_factor_confirmed_at: null });
    });

    it('sets a password: the policy applies, then the user is logged out everywhere', async () => {
      const { user, client } = await listenerWithLogin();
      const token = await t.services.auth.createAccessToken(user.id, 'cli');
      const weak = await send(adminClient, 'PUT', `/api/v1/users/${user.id}/password`, {
        password: 'aaaaaaaa',
      });
      expect(weak.statusCode).toBe(422);
      expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(200);

      const set = await send(adminClient, 'PUT', `/api/v1/users/${user.id}/password`, {
        password: NEW_PASSWORD,
      });
      expect(set.statusCode).toBe(200);
      expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(401);
      const tokens = await adminClient.get(`/api/v1/users/${user.id}/access-tokens`);
      expect(tokens.json()).toEqual({ tokens: [] });
      expect(token.id).toBeGreaterThan(0);
      const login = await guestClient(t).post('/auth/login', {
        email: user.email,
        password: NEW_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
    });

    it('lists the sessions and signs one out', async () => {
      const { user, client } = await listenerWithLogin();
      const { client: second } = { client: await loginAs(t, user) };
      const response = await adminClient.get(`/api/v1/users/${user.id}/sessions`);
      const sessions = response.json<{ sessions: UserSession[] }>().sessions;
      expect(sessions).toHaveLength(2);
      for (const session of sessions) {
        const end = await send(
          adminClient,
          'DELETE',
          `/api/v1/users/${user.id}/sessions/${session.id}`,
        );
        expect(end.statusCode).toBe(200);
      }
      expect((await client.get('/api/v1/user-sessions')).statusCode).toBe(401);
      expect((await second.get('/api/v1/user-sessions')).statusCode).toBe(401);
      const missing = await send(
        adminClient,
        'DELETE',
        `/api/v1/users/${user.id}/sessions/${'a'.repeat(24)}`,
      );
      expect(missing.statusCode).toBe(404);
    });

    it("lists the user's access tokens and revokes one; another user's token is not found", async () => {
      const user = await buildUser(t);
      const other = await buildUser(t);
      const token = await t.services.auth.createAccessToken(user.id, 'deploy');
      const foreign = await t.services.auth.createAccessToken(other.id, 'theirs');
      const listed = await adminClient.get(`/api/v1/users/${user.id}/access-tokens`);
      expect(listed.json()).toEqual({
        tokens: [{ id: token.id, name: 'deploy', last_used_at: null }],
      });
      const wrongOwner = await send(
        adminClient,
        'DELETE',
        `/api/v1/users/${user.id}/access-tokens/${foreign.id}`,
      );
      expect(wrongOwner.statusCode).toBe(404);
      const revoke = await send(
        adminClient,
        'DELETE',
        `/api/v1/users/${user.id}/access-tokens/${token.id}`,
      );
      expect(revoke.statusCode).toBe(200);
      expect((await adminClient.get(`/api/v1/users/${user.id}/access-tokens`)).json()).toEqual({
        tokens: [],
      });
    });
  });

  describe('bulk delete and demo-site mode', () => {
    it('deletes the selected users', async () => {
      const a = await buildUser(t);
      const b = await buildUser(t);
      const response = await send(adminClient, 'POST', '/api/v1/users/delete', {
        ids: [a.id, b.id],
      });
      expect(response.statusCode).toBe(200);
      expect(await t.services.users.findById(a.id)).toBeUndefined();
      expect(await t.services.users.findById(b.id)).toBeUndefined();
      expect(
        (await send(adminClient, 'POST', '/api/v1/users/delete', { ids: [] })).statusCode,
      ).toBe(422);
    });

    it('a demo site refuses bans, deletions, passwords, roles and permissions', async () => {
      const user = await buildUser(t);
      await t.services.settings.update({ 'site.demo': true });
      try {
        for (const [method, url, body] of [
          ['POST', `/api/v1/users/${user.id}/ban`, {}],
          ['POST', '/api/v1/users/delete', { ids: [user.id] }],
          ['PUT', `/api/v1/users/${user.id}/password`, { password: NEW_PASSWORD }],
          ['PUT', `/api/v1/users/${user.id}`, { roles: [adminRoleId] }],
          ['PUT', `/api/v1/users/${user.id}/permissions`, { permissions: [{ name: 'admin' }] }],
        ] as const) {
          const response = await send(adminClient, method, url, body);
          expect(response.statusCode, url).toBe(403);
          expect(response.json<ErrorBody>().message).toBe(DEMO_REFUSAL);
        }
      } finally {
        await t.services.settings.update({ 'site.demo': false });
      }
      const row = await t.services.users.findById(user.id);
      expect(row?.banned_at).toBeNull();
      expect(await t.services.roles.permissionsOfUser(user.id)).not.toContainEqual(
        expect.objectContaining({ name: 'admin' }),
      );
    });
  });
});
