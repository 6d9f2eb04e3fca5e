import { randomBytes } from 'node:crypto';
import { COOKIES } from '@tonearm/shared/constants';
import type { UserRow } from '../platform/db/schema';
import type { TestApp } from './test-app';
import { TestClient } from './test-app';

export interface BuildUserOverrides {
  email?: string;
  password?: string;
  name?: string;
  roleNames?: string[];
  permissions?: { name: string; restrictions?: { name: string; value: number | null }[] }[];
  email_verified_at?: string | null;
}

/** A user with the default role unless `roleNames` says otherwise. */
export async function buildUser(t: TestApp, overrides: BuildUserOverrides = {}): Promise<UserRow> {
  const user = await t.services.users.create({
    email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.com`,
    password: overrides.password ?? 'correct horse battery',
    name: overrides.name ?? 'Test Listener',
    email_verified_at:
      overrides.email_verified_at === undefined
        ? new Date().toISOString()
        : overrides.email_verified_at,
    ...(overrides.roleNames ? { roleNames: overrides.roleNames } : {}),
  });
  for (const permission of overrides.permissions ?? []) {
    await t.services.roles.grantToUser(user.id, permission.name, permission.restrictions ?? []);
  }
  return user;
}

/** A client logged in as `user` through a real session row, like a browser after login. */
export async function loginAs(t: TestApp, user: UserRow, remember = true): Promise<TestClient> {
  const { token } = await t.services.auth.createSession(
    user.id,
    { ip: '127.0.0.1', userAgent: 'vitest' },
    remember,
  );
  const client = new TestClient(t.app);
  client.cookies[COOKIES.session] = token;
  // The first request hands out an XSRF token bound to this session.
  await client.get('/api/v1/health');
  return client;
}

export function guestClient(t: TestApp): TestClient {
  return new TestClient(t.app);
}
