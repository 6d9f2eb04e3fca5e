import { randomBytes } from 'node:crypto';
import type { AdminMatrixRow } from '../admin-authorization-matrix';
import { buildUser } from '../factories';
import type { TestApp } from '../test-app';
import { publicSessionId } from '../../modules/account/account.service';

/** A fresh plain user for each caller, so no caller finds the target already changed or gone. */
async function target(t: TestApp) {
  return buildUser(t, { name: 'Admin Matrix Target' });
}

const byId = async (t: TestApp) => ({ params: { id: (await target(t)).id } });

/**
 * The admin users routes: users.update opens every one of them for a plain
 * target. On a target who holds `admin`, changes and the sessions and tokens reads also need
 * `admin` (escalation.test.ts).
 */
export const USERS_ADMIN_MATRIX: Record<string, AdminMatrixRow> = {
  'GET /api/v1/users': {
    permission: 'users.update',
    request: () => ({ query: { banned: 'false', orderBy: 'name', query: 'matrix' } }),
  },
  'GET /api/v1/users/role-options': { permission: 'users.update' },
  'POST /api/v1/users': {
    permission: 'users.update',
    request: () => ({
      body: {
        name: 'Made By Matrix',
        email: `made-${randomBytes(5).toString('hex')}@example.com`,
        password: 'violet umbrella tango',
      },
    }),
  },
  'POST /api/v1/users/delete': {
    permission: 'users.update',
    request: async (t) => ({ body: { ids: [(await target(t)).id] } }),
  },
  'PUT /api/v1/users/:id/permissions': {
    permission: 'users.update',
    request: async (t) => ({
      ...(await byId(t)),
      body: { permissions: [{ name: 'music.create', restrictions: [] }] },
    }),
  },
  'POST /api/v1/users/:id/ban': {
    permission: 'users.update',
    request: async (t) => ({ ...(await byId(t)), body: { reason: 'matrix' } }),
  },
  'DELETE /api/v1/users/:id/ban': { permission: 'users.update', request: byId },
  'POST /api/v1/users/:id/two-factor/reset': { permission: 'users.update', request: byId },
  'PUT /api/v1/users/:id/password': {
    permission: 'users.update',
    request: async (t) => ({ ...(await byId(t)), body: { password: 'violet umbrella tango' } }),
  },
  'GET /api/v1/users/:id/sessions': { permission: 'users.update', request: byId },
  'DELETE /api/v1/users/:id/sessions/:sessionId': {
    permission: 'users.update',
    request: async (t) => {
      const user = await target(t);
      const { session } = await t.services.auth.createSession(
        user.id,
        { ip: '127.0.0.1', userAgent: 'matrix' },
        false,
      );
      return { params: { id: user.id, sessionId: publicSessionId(session.id) } };
    },
  },
  'GET /api/v1/users/:id/access-tokens': { permission: 'users.update', request: byId },
  'DELETE /api/v1/users/:id/access-tokens/:tokenId': {
    permission: 'users.update',
    request: async (t) => {
      const user = await target(t);
      const token = await t.services.auth.createAccessToken(user.id, 'matrix');
      return { params: { id: user.id, tokenId: token.id } };
    },
  },
};
