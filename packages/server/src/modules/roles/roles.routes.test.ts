/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  guestClient,
  loginAs,
  seededAdmin,
  useLoggedInClient,
} from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_REFUSAL } from '../settings/demo-mode.queries';
import { ROLE_MESSAGES } from './roles.service';
import { storedIds } from '../../test/stored-rows';
import { roleEditorBody } from '../../test/fixtures/roles.fixtures';

describe('roles', () => {
  let made = 0;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const adminClient = useLoggedInClient(t);
  let adminId: number;
  beforeAll(async () => {
    adminId = (await seededAdmin(t)).id;
  });

  const body = (res: { body: string }) => JSON.parse(res.body);
  const send = (client: TestClient, method: string, url: string, payload?: unknown) =>
    client.request({ method, url, payload: payload as object });
  const uniqueName = (prefix = 'Role') => `${prefix} ${++made} ${Date.now()}`;

  const roleBody = (overrides: Record<string, unknown> = {}) => ({
    ...roleEditorBody({ name: uniqueName(), description: 'Made by a test' }),
    ...overrides,
  });

  async function createRole(overrides: Record<string, unknown> = {}) {
    const res = await adminClient.post('/api/v1/roles', roleBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return body(res).role;
  }

  async function roleNamed(name: string) {
    const res = await adminClient.get(`/api/v1/roles?query=${encodeURIComponent(name)}`);
    return body(res).pagination.data.find((role: { name: string }) => role.name === name);
  }

  async function allRoles() {
    const res = await adminClient.get('/api/v1/roles?perPage=100');
    return body(res).pagination.data as { id: number; name: string; updated_at: string }[];
  }

  /** Everything a role change could touch, to show a refused change changed nothing. */
  async function snapshot() {
    const roles = await t.database.db.selectFrom('roles').selectAll().orderBy('id').execute();
    const links = await t.database.db
      .selectFrom('role_permissions')
      .selectAll()
      .orderBy('role_id')
      .orderBy('permission_id')
      .execute();
    const members = await t.database.db
      .selectFrom('user_roles')
      .select(['user_id', 'role_id'])
      .orderBy('user_id')
      .orderBy('role_id')
      .execute();
    return { roles, links, members };
  }

  it('lists the roles with how many users hold each, searched, sorted and paged', async () => {
    const role = await createRole({ name: uniqueName('Curators') });
    const members = [await buildUser(t), await buildUser(t)];
    const added = await adminClient.post(`/api/v1/roles/${role.id}/add-users`, {
      userIds: members.map((user) => user.id),
    });
    expect(added.statusCode).toBe(200);
    expect(body(added).role.users_count).toBe(2);

    const found = await adminClient.get(`/api/v1/roles?query=${encodeURIComponent('curators')}`);
    expect(found.statusCode).toBe(200);
    const page = body(found).pagination;
    expect(page).toMatchObject({ current_page: 1, per_page: 15, total: 1, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      id: role.id,
      users_count: 2,
      default: false,
      guests: false,
      deletable: true,
    });

    const byCount = body(
      await adminClient.get('/api/v1/roles?orderBy=users_count&orderDir=desc&perPage=100'),
    ).pagination.data;
    const counts = byCount.map((r: { users_count: number }) => r.users_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Names sort without regard to case ("admin" beside "Artists").
    const byName = body(
      await adminClient.get('/api/v1/roles?orderBy=name&orderDir=asc&perPage=100'),
    ).pagination.data.map((r: { name: string }) => r.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());

    const paged = body(await adminClient.get('/api/v1/roles?perPage=2&page=2')).pagination;
    expect(paged.data).toHaveLength(2);
    expect(paged.current_page).toBe(2);

    const flags = await roleNamed('users');
    expect(flags).toMatchObject({ default: true, guests: false, deletable: false });
    expect(await roleNamed('guests')).toMatchObject({ guests: true, deletable: false });
    expect(await roleNamed('admin')).toMatchObject({ admin: true, deletable: false });
  });

  it('lists every permission with its group, description and restrictions', async () => {
    const res = await adminClient.get('/api/v1/permissions');
    expect(res.statusCode).toBe(200);
    const permissions = body(res).permissions;
    expect(permissions.find((p: { name: string }) => p.name === 'music.create')).toMatchObject({
      group: 'music',
      description: 'Upload and create music.',
      restrictions: [
        { name: 'count', label: 'Upload limit' },
        { name: 'tracks', label: 'Track limit' },
      ],
    });
    expect(permissions.find((p: { name: string }) => p.name === 'logs.view')).toMatchObject({
      restrictions: [],
    });
  });

  it('creates, shows, updates and deletes a role with permissions and restriction values', async () => {
    const role = await createRole({
      name: uniqueName('Uploaders'),
      permissions: [
        { name: 'music.create', restrictions: [{ name: 'count', value: 10 }] },
        { name: 'music.view', restrictions: [] },
      ],
    });
    expect(role).toMatchObject({ description: 'Made by a test', users_count: 0 });
    // In the catalog's order (PERMISSIONS), whatever order they were sent in.
    expect(role.permissions).toEqual([
      { name: 'music.create', restrictions: [{ name: 'count', value: 10 }] },
      { name: 'music.view', restrictions: [] },
    ]);

    const shown = await adminClient.get(`/api/v1/roles/${role.id}`);
    expect(body(shown).role.permissions).toEqual(role.permissions);

    const updated = await send(
      adminClient,
      'PUT',
      `/api/v1/roles/${role.id}`,
      roleEditorBody({
        name: 'Trusted uploaders',
        // An empty limit means none: it is not stored.
        permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: null }] }],
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(body(updated).role).toMatchObject({
      name: 'Trusted uploaders',
      description: null,
      permissions: [{ name: 'music.create', restrictions: [] }],
    });

    expect((await send(adminClient, 'DELETE', `/api/v1/roles/${role.id}`)).statusCode).toBe(204);
    expect((await adminClient.get(`/api/v1/roles/${role.id}`)).statusCode).toBe(404);
    expect((await send(adminClient, 'DELETE', `/api/v1/roles/${role.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with 422 and field errors, changing nothing', async () => {
    const existing = await createRole({ name: uniqueName('Editors') });
    const before = await snapshot();
    const cases: [unknown, string][] = [
      [roleBody({ name: '   ' }), 'name'],
      [roleBody({ name: 'x'.repeat(101) }), 'name'],
      [roleBody({ name: existing.name.toUpperCase() }), 'name'],
      [
        roleBody({ permissions: [{ name: 'root.everything', restrictions: [] }] }),
        'permissions.0.name',
      ],
      [
        roleBody({
          permissions: [{ name: 'music.view', restrictions: [{ name: 'count', value: 3 }] }],
        }),
        'permissions.0.restrictions.0.name',
      ],
      [
        roleBody({
          permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: -1 }] }],
        }),
        'permissions.0.restrictions.0.value',
      ],
      [
        roleBody({
          permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: 1.5 }] }],
        }),
        'permissions.0.restrictions.0.value',
      ],
      [
        roleBody({
          permissions: [
            { name: 'music.view', restrictions: [] },
            { name: 'music.view', restrictions: [] },
          ],
        }),
        'permissions.1.name',
      ],
      [roleBody({ default: true, guests: true }), 'guests'],
      [
        roleBody({ guests: true, permissions: [{ name: 'admin', restrictions: [] }] }),
        'permissions',
      ],
      [roleBody({ default: 'yes' }), 'default'],
    ];
    for (const [payload, field] of cases) {
      const created = await adminClient.post('/api/v1/roles', payload);
      expect(created.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(body(created).errors as object), JSON.stringify(payload)).toContain(field);
      const updated = await send(adminClient, 'PUT', `/api/v1/roles/${existing.id}`, {
        ...(payload as object),
        // The role's own name is not taken by itself.
        ...(field === 'name' && (payload as { name: string }).name === existing.name.toUpperCase()
          ? { name: (await createRole()).name }
          : {}),
      });
      expect(updated.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const after = await snapshot();
    // Only the helper roles made for the rename case were added; nothing else moved.
    expect(after.links.filter((l) => before.roles.some((r) => r.id === l.role_id))).toEqual(
      before.links,
    );
    expect(after.roles.filter((r) => before.roles.some((b) => b.id === r.id))).toEqual(
      before.roles,
    );
    expect(after.members).toEqual(before.members);
  });

  it('renames a role to its own name in another case', async () => {
    const role = await createRole({ name: uniqueName('mixed case') });
    const res = await send(adminClient, 'PUT', `/api/v1/roles/${role.id}`, {
      ...roleBody(),
      name: role.name.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps exactly one default role: a new default takes over, and new users get it', async () => {
    const users = await roleNamed('users');
    const newDefault = await createRole({ name: uniqueName('Members'), default: true });
    expect(newDefault.default).toBe(true);
    expect((await roleNamed('users')).default).toBe(false);
    const defaults = (await storedIds(t, 'roles', { is_default: 1 })) as { id: number }[];
    expect(defaults).toEqual([{ id: newDefault.id }]);

    const newcomer = await buildUser(t);
    expect((await t.services.roles.rolesOfUser(newcomer.id)).map((r) => r.id)).toEqual([
      newDefault.id,
    ]);

    // The default cannot just be switched off: another role must take over.
    const before = await snapshot();
    const off = await send(adminClient, 'PUT', `/api/v1/roles/${newDefault.id}`, {
      ...roleBody({ name: newDefault.name }),
      default: false,
    });
    expect(off.statusCode).toBe(422);
    expect(body(off).errors.default).toEqual([ROLE_MESSAGES.needsDefault]);
    expect(await snapshot()).toEqual(before);

    const back = await send(adminClient, 'PUT', `/api/v1/roles/${users.id}`, {
      name: 'users',
      description: users.description,
      default: true,
      guests: false,
      permissions: (await adminClient.get(`/api/v1/roles/${users.id}`)).json().role.permissions,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await roleNamed(newDefault.name as string)).default).toBe(false);
  });

  it('keeps exactly one guest role, which visitors use from their next request', async () => {
    const guests = await roleNamed('guests');
    const visitor = guestClient(t);
    expect((await visitor.get('/api/v1/search?query=a')).statusCode).toBe(200);

    const member = await createRole({ name: uniqueName('Held') });
    await adminClient.post(`/api/v1/roles/${member.id}/add-users`, {
      userIds: [(await buildUser(t)).id],
    });
    const held = await send(adminClient, 'PUT', `/api/v1/roles/${member.id}`, {
      ...roleBody({ name: member.name }),
      guests: true,
    });
    expect(held.statusCode).toBe(422);
    expect(body(held).errors.guests).toEqual([ROLE_MESSAGES.guestsWithMembers]);

    // A new guest role without music.view: visitors lose the catalog on their next request.
    const strict = await createRole({ name: uniqueName('Visitors'), guests: true });
    expect((await roleNamed('guests')).guests).toBe(false);
    // A visitor without the permission is asked to log in (guard).
    expect((await visitor.get('/api/v1/search?query=a')).statusCode).toBe(401);
    const bootstrap = body(await visitor.get('/api/v1/bootstrap-data')).bootstrapData;
    expect(bootstrap.guest_role).toMatchObject({ id: strict.id, permissions: [] });

    const refused = await adminClient.post(`/api/v1/roles/${strict.id}/add-users`, {
      userIds: [adminId],
    });
    expect(refused.statusCode).toBe(422);
    expect(body(refused).errors.userIds).toEqual([ROLE_MESSAGES.guestsMembers]);

    const off = await send(adminClient, 'PUT', `/api/v1/roles/${strict.id}`, {
      ...roleBody({ name: strict.name }),
      guests: false,
    });
    expect(body(off).errors.guests).toEqual([ROLE_MESSAGES.needsGuests]);

    // Saved back with music.view: the very next visitor request may search again.
    const restored = await send(adminClient, 'PUT', `/api/v1/roles/${guests.id}`, {
      name: 'guests',
      description: guests.description,
      default: false,
      guests: true,
      permissions: [{ name: 'music.view', restrictions: [] }],
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await visitor.get('/api/v1/search?query=a')).statusCode).toBe(200);
  });

  it('applies saved permissions on the affected user’s next request, in the same session', async () => {
    const role = await createRole({ name: uniqueName('Readers') });
    const user = await buildUser(t);
    await adminClient.post(`/api/v1/roles/${role.id}/add-users`, { userIds: [user.id] });
    const session = await loginAs(t, user);
    expect((await session.get('/api/v1/permissions')).statusCode).toBe(403);
    expect((await session.get('/api/v1/roles')).statusCode).toBe(403);

    const saved = await send(adminClient, 'PUT', `/api/v1/roles/${role.id}`, {
      ...roleBody({ name: role.name }),
      permissions: [
        { name: 'admin.access', restrictions: [] },
        { name: 'roles.update', restrictions: [] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await session.get('/api/v1/permissions')).statusCode).toBe(200);
    expect((await session.get('/api/v1/roles')).statusCode).toBe(200);
    const me = body(await session.get('/api/v1/bootstrap-data')).bootstrapData.user;
    expect(me.permissions.map((p: { name: string }) => p.name).sort()).toEqual(
      expect.arrayContaining(['admin.access', 'roles.update']),
    );

    // Taken away again, or the role deleted: refused at once.
    await send(adminClient, 'PUT', `/api/v1/roles/${role.id}`, roleBody({ name: role.name }));
    expect((await session.get('/api/v1/roles')).statusCode).toBe(403);
    await send(adminClient, 'PUT', `/api/v1/roles/${role.id}`, {
      ...roleBody({ name: role.name }),
      permissions: [{ name: 'roles.update', restrictions: [] }],
    });
    expect((await session.get('/api/v1/roles')).statusCode).toBe(200);
    expect((await send(adminClient, 'DELETE', `/api/v1/roles/${role.id}`)).statusCode).toBe(204);
    expect((await session.get('/api/v1/roles')).statusCode).toBe(403);
    expect(await t.services.roles.rolesOfUser(user.id)).not.toContainEqual(
      expect.objectContaining({ id: role.id }),
    );
  });

  it('protects the built-in roles: admin, the default and the guest role', async () => {
    const adminRole = await roleNamed('admin');
    const defaultRole = (await allRoles()).find((r) => (r as { default?: boolean }).default)!;
    const guestRole = (await allRoles()).find((r) => (r as { guests?: boolean }).guests)!;
    const spare = await createRole();
    const before = await snapshot();

    for (const role of [adminRole, defaultRole, guestRole]) {
      const one = await send(adminClient, 'DELETE', `/api/v1/roles/${role.id}`);
      expect(one.statusCode).toBe(422);
      expect(body(one).errors.ids).toEqual([ROLE_MESSAGES.builtIn]);
    }
    // A selection with a built-in role in it deletes nothing.
    const bulk = await adminClient.post('/api/v1/roles/delete', { ids: [spare.id, adminRole.id] });
    expect(bulk.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);

    const adminPermissions = (await adminClient.get(`/api/v1/roles/${adminRole.id}`)).json().role
      .permissions;
    const renamed = await send(adminClient, 'PUT', `/api/v1/roles/${adminRole.id}`, {
      ...roleBody({ name: 'superusers' }),
      permissions: adminPermissions,
    });
    expect(body(renamed).errors.name).toEqual([ROLE_MESSAGES.adminRename]);
    const withoutAdmin = await send(adminClient, 'PUT', `/api/v1/roles/${adminRole.id}`, {
      ...roleBody({ name: 'admin' }),
      permissions: [{ name: 'users.update', restrictions: [] }],
    });
    expect(body(withoutAdmin).errors.permissions).toEqual([ROLE_MESSAGES.adminKeepsAdmin]);
    expect(await snapshot()).toEqual(before);

    const kept = await send(adminClient, 'PUT', `/api/v1/roles/${adminRole.id}`, {
      ...roleBody({ name: 'admin', description: 'Runs the site.' }),
      permissions: adminPermissions,
    });
    expect(kept.statusCode, kept.body).toBe(200);

    const bulkOk = await adminClient.post('/api/v1/roles/delete', { ids: [spare.id] });
    expect(bulkOk.statusCode).toBe(204);
    expect((await adminClient.get(`/api/v1/roles/${spare.id}`)).statusCode).toBe(404);
  });

  it('keeps someone holding admin, and an admin cannot take admin from themselves', async () => {
    const adminRole = await roleNamed('admin');
    const before = await snapshot();
    const self = await adminClient.post(`/api/v1/roles/${adminRole.id}/remove-users`, {
      userIds: [adminId],
    });
    expect(self.statusCode).toBe(422);
    expect(body(self).errors.userIds).toEqual([ROLE_MESSAGES.lastAdmin]);
    expect(await snapshot()).toEqual(before);

    // With a second admin, removing oneself is still refused; removing the other is allowed.
    const second = await buildUser(t);
    await adminClient.post(`/api/v1/roles/${adminRole.id}/add-users`, { userIds: [second.id] });
    const again = await adminClient.post(`/api/v1/roles/${adminRole.id}/remove-users`, {
      userIds: [adminId],
    });
    expect(body(again).errors.userIds).toEqual([ROLE_MESSAGES.selfAdmin]);
    const other = await adminClient.post(`/api/v1/roles/${adminRole.id}/remove-users`, {
      userIds: [second.id],
    });
    expect(other.statusCode).toBe(200);

    const unknown = await adminClient.post(`/api/v1/roles/${adminRole.id}/add-users`, {
      userIds: [2_000_000_000],
    });
    expect(body(unknown).errors.userIds).toEqual([ROLE_MESSAGES.unknownUser]);
  });

  it('does not let a holder of roles.update alone make anyone an admin', async () => {
    const manager = await buildUser(t, {
      permissions: [{ name: 'roles.update' }, { name: 'admin.access' }],
    });
    const session = await loginAs(t, manager);
    const escalate = await session.post(
      '/api/v1/roles',
      roleBody({ permissions: [{ name: 'admin', restrictions: [] }] }),
    );
    expect(escalate.statusCode).toBe(422);
    expect(body(escalate).errors.permissions).toEqual([ROLE_MESSAGES.onlyAdminsGrantAdmin]);
    const adminRole = await roleNamed('admin');
    const join = await session.post(`/api/v1/roles/${adminRole.id}/add-users`, {
      userIds: [manager.id],
    });
    expect(join.statusCode).toBe(422);
    expect(await t.services.roles.rolesOfUser(manager.id)).toEqual([
      expect.objectContaining({ name: 'users' }),
    ]);
    // Nor give a role a permission they lack (escalation.test.ts has more)…
    const beyond = await session.post(
      '/api/v1/roles',
      roleBody({ permissions: [{ name: 'music.create', restrictions: [] }] }),
    );
    expect(beyond.statusCode).toBe(422);
    // …but roles with what they hold they may make.
    const ordinary = await session.post(
      '/api/v1/roles',
      roleBody({ permissions: [{ name: 'roles.update', restrictions: [] }] }),
    );
    expect(ordinary.statusCode).toBe(201);
  });

  it('refuses role changes on a demo site with the demo message, changing nothing', async () => {
    const role = await createRole();
    const member = await buildUser(t);
    const before = await snapshot();
    await t.services.settings.update({ 'site.demo': true });
    try {
      const calls = [
        adminClient.post('/api/v1/roles', roleBody()),
        send(adminClient, 'PUT', `/api/v1/roles/${role.id}`, roleBody({ name: role.name })),
        send(adminClient, 'DELETE', `/api/v1/roles/${role.id}`),
        adminClient.post('/api/v1/roles/delete', { ids: [role.id] }),
        adminClient.post(`/api/v1/roles/${role.id}/add-users`, { userIds: [member.id] }),
        adminClient.post(`/api/v1/roles/${role.id}/remove-users`, { userIds: [member.id] }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(body(res).message).toBe(DEMO_REFUSAL);
      }
      expect(await snapshot()).toEqual(before);
      // Reading still works.
      expect((await adminClient.get('/api/v1/roles')).statusCode).toBe(200);
    } finally {
      await t.services.settings.update({ 'site.demo': false });
    }
  });
});
