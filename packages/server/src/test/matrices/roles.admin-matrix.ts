import type { AdminMatrixRow } from '../admin-authorization-matrix';
import { buildUser, seededAdmin } from '../factories';
import type { TestApp } from '../test-app';
import { roleEditorBody } from '../fixtures/roles.fixtures';

let made = 0;

/** The seeded admin, who may make any role and give it to anyone. */
async function adminId(t: TestApp): Promise<number> {
  return (await seededAdmin(t)).id;
}

/** A role of its own for each caller, so a change or a delete never finds it gone. */
async function freshRole(t: TestApp): Promise<number> {
  made += 1;
  const role = await t.services.roles.create(
    roleEditorBody({
      name: `Matrix role ${made} ${Date.now()}`,
      description: null,
      permissions: [{ name: 'music.create', restrictions: [] }],
    }),
    await adminId(t),
  );
  return role.id;
}

const roleBody = (name: string) =>
  roleEditorBody({
    name,
    description: 'Made by the admin matrix',
    permissions: [{ name: 'music.view', restrictions: [] }],
  });

/** Every roles route needs roles.update; the permission list needs admin.access. */
export const ROLES_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/permissions': { permission: 'admin.access' },
  'GET /api/v1/roles': { permission: 'roles.update', request: () => ({ query: { query: 'a' } }) },
  'POST /api/v1/roles': {
    permission: 'roles.update',
    request: () => {
      made += 1;
      return { body: roleBody(`Matrix new role ${made} ${Date.now()}`) };
    },
  },
  'POST /api/v1/roles/delete': {
    permission: 'roles.update',
    request: async (t) => ({ body: { ids: [await freshRole(t)] } }),
  },
  'GET /api/v1/roles/:id': {
    permission: 'roles.update',
    request: async (t) => ({ params: { id: await freshRole(t) } }),
  },
  'PUT /api/v1/roles/:id': {
    permission: 'roles.update',
    request: async (t) => {
      const id = await freshRole(t);
      return { params: { id }, body: roleBody(`Matrix renamed ${id}`) };
    },
  },
  'DELETE /api/v1/roles/:id': {
    permission: 'roles.update',
    request: async (t) => ({ params: { id: await freshRole(t) } }),
  },
  'POST /api/v1/roles/:id/add-users': {
    permission: 'roles.update',
    request: async (t) => ({
      params: { id: await freshRole(t) },
      body: { userIds: [(await buildUser(t, { name: 'Matrix Role Member' })).id] },
    }),
  },
  'POST /api/v1/roles/:id/remove-users': {
    permission: 'roles.update',
    request: async (t) => {
      const id = await freshRole(t);
      const member = await buildUser(t, { name: 'Matrix Role Member' });
      await t.services.roles.addUsers(id, [member.id], await adminId(t));
      return { params: { id }, body: { userIds: [member.id] } };
    },
  },
};
