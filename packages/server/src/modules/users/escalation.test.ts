import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { confirmedClient } from '../../test/authorization-matrix-fixtures';
import { buildUser, loginAs, seededAdmin } from '../../test/factories';
import { storedValue } from '../../test/stored-rows';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { roleEditorBody } from '../../test/fixtures/roles.fixtures';

/**
 * Holding one admin permission must not be a way to more ("no user can reach another
 * user's data without the permission for it"): a users.update or roles.update holder without
 * `admin` may not take over an admin's account nor give anyone — themselves included — a
 * permission they do not hold.
 */
describe('no way up through the users and roles pages', () => {
  let admin: UserRow;
  let userManager: UserRow;
  let roleManager: UserRow;
  let asUserManager: TestClient;
  let asRoleManager: TestClient;
  let adminRoleId: number;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    admin = await seededAdmin(t);
    userManager = await buildUser(t, {
      permissions: [{ name: 'admin.access' }, { name: 'users.update' }],
    });
    roleManager = await buildUser(t, {
      permissions: [{ name: 'admin.access' }, { name: 'roles.update' }],
    });
    asUserManager = await confirmedClient(t, userManager);
    asRoleManager = await confirmedClient(t, roleManager);
    const role = await t.database.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'admin')
      .executeTakeFirstOrThrow();
    adminRoleId = role.id;
  });

  const passwordOf = (id: number) => storedValue(t, 'users', id, 'password');
  const permissionNames = async (id: number) =>
    (await t.services.roles.permissionsOfUser(id)).map((p) => p.name).sort();

  it("a users.update holder cannot change an admin's password, email or bans", async () => {
    const before = await passwordOf(admin.id);
    const password = await asUserManager.request({
      method: 'PUT',
      url: `/api/v1/users/${admin.id}/password`,
      payload: { password: 'a brand new long password 9' },
    });
    expect(password.statusCode, password.body).toBe(403);
    expect(await passwordOf(admin.id)).toBe(before);
    const email = await asUserManager.request({
      method: 'PUT',
      url: `/api/v1/users/${admin.id}`,
      payload: { email: 'taken-over@example.com' },
    });
    expect(email.statusCode, email.body).toBe(403);
    const ban = await asUserManager.post(`/api/v1/users/${admin.id}/ban`, { reason: 'x' });
    expect(ban.statusCode, ban.body).toBe(403);
    expect((await t.services.users.findById(admin.id))?.banned_at).toBeNull();
  });

  it('a users.update holder cannot give a permission or role beyond their own', async () => {
    const before = await permissionNames(userManager.id);
    const direct = await asUserManager.request({
      method: 'PUT',
      url: `/api/v1/users/${userManager.id}/permissions`,
      payload: {
        permissions: [
          { name: 'admin.access', restrictions: [] },
          { name: 'users.update', restrictions: [] },
          { name: 'settings.update', restrictions: [] },
        ],
      },
    });
    expect(direct.statusCode, direct.body).toBe(422);
    const roles = await asUserManager.request({
      method: 'PUT',
      url: `/api/v1/users/${userManager.id}`,
      payload: { roles: [adminRoleId] },
    });
    expect(roles.statusCode, roles.body).toBe(422);
    expect(await permissionNames(userManager.id)).toEqual(before);
  });

  it("a users.update holder cannot read an admin's sessions or access tokens", async () => {
    await loginAs(t, admin);
    await t.services.auth.createAccessToken(admin.id, 'admin laptop');
    for (const url of [
      `/api/v1/users/${admin.id}/sessions`,
      `/api/v1/users/${admin.id}/access-tokens`,
      `/api/v1/users/${admin.id}?with=tokens`,
    ]) {
      const answer = await asUserManager.get(url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body).not.toContain('admin laptop');
      expect(answer.json<{ message: string }>().message).toBe(
        'Only an admin can see the sessions and access tokens of a user who has admin access.',
      );
    }
    // Without the tokens, the admin's profile stays readable (the users table links to it).
    expect((await asUserManager.get(`/api/v1/users/${admin.id}`)).statusCode).toBe(200);
  });

  it("…but reads a plain user's sessions and access tokens, and their own", async () => {
    const plain = await buildUser(t);
    await loginAs(t, plain);
    await t.services.auth.createAccessToken(plain.id, 'plain phone');
    const sessions = await asUserManager.get(`/api/v1/users/${plain.id}/sessions`);
    expect(sessions.statusCode, sessions.body).toBe(200);
    expect(sessions.json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
    const tokens = await asUserManager.get(`/api/v1/users/${plain.id}/access-tokens`);
    expect(tokens.statusCode, tokens.body).toBe(200);
    expect(tokens.body).toContain('plain phone');
    const withTokens = await asUserManager.get(`/api/v1/users/${plain.id}?with=tokens`);
    expect(withTokens.statusCode, withTokens.body).toBe(200);
    expect(withTokens.body).toContain('plain phone');
    const own = await asUserManager.get(`/api/v1/users/${userManager.id}/sessions`);
    expect(own.statusCode, own.body).toBe(200);
  });

  it("an admin reads another admin's sessions and access tokens", async () => {
    const otherAdmin = await buildUser(t, { permissions: [{ name: 'admin' }] });
    const asAdmin = await confirmedClient(t, admin);
    expect((await asAdmin.get(`/api/v1/users/${otherAdmin.id}/sessions`)).statusCode).toBe(200);
    expect((await asAdmin.get(`/api/v1/users/${otherAdmin.id}/access-tokens`)).statusCode).toBe(
      200,
    );
  });

  it('…but may manage plain users with what they hold', async () => {
    const plain = await buildUser(t);
    const granted = await asUserManager.request({
      method: 'PUT',
      url: `/api/v1/users/${plain.id}/permissions`,
      payload: { permissions: [{ name: 'users.update', restrictions: [] }] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await permissionNames(plain.id)).toContain('users.update');
    const password = await asUserManager.request({
      method: 'PUT',
      url: `/api/v1/users/${plain.id}/password`,
      payload: { password: 'a brand new long password 9' },
    });
    expect(password.statusCode, password.body).toBeLessThan(300);
  });

  it('a roles.update holder cannot put a permission they lack into a role, nor join a stronger role', async () => {
    const create = await asRoleManager.post(
      '/api/v1/roles',
      roleEditorBody({
        name: 'Sneaky',
        permissions: [{ name: 'settings.update', restrictions: [] }],
      }),
    );
    expect(create.statusCode, create.body).toBe(422);
    const join = await asRoleManager.post(`/api/v1/roles/${adminRoleId}/add-users`, {
      userIds: [roleManager.id],
    });
    expect(join.statusCode, join.body).toBe(422);
    expect(await permissionNames(roleManager.id)).not.toContain('admin');
    const fair = await asRoleManager.post(
      '/api/v1/roles',
      roleEditorBody({ name: 'Fair', permissions: [{ name: 'roles.update', restrictions: [] }] }),
    );
    expect(fair.statusCode, fair.body).toBe(201);
  });
});
