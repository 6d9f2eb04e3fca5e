import { randomBytes } from 'node:crypto';
import { COOKIES } from '@tonearm/shared/constants';
import { hashPassword } from '../platform/security/passwords';
import type { UserRow } from '../platform/db/schema';
import type { TestApp } from './test-app';
import { TestClient } from './test-app';
import { useStarted } from './use-started';

export interface BuildUserOverrides {
  email?: string;
  password?: string;
  name?: string;
  roleNames?: string[];
  permissions?: { name: string; restrictions?: { name: string; value: number | null }[] }[];
  email_verified_at?: string | null;
}

/**
 * Each password's argon2 hash, made once per test process. Hashing is deliberately slow (tens of
 * milliseconds of CPU each): suites build thousands of users, and a stored hash verifies the same
 * password just as well for every one of them. The parameters stay the production ones.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) hashes.set(password, (hashed = hashPassword(password)));
  return hashed;
}

/** A user with the default role unless `roleNames` says otherwise. */
export async function buildUser(t: TestApp, overrides: BuildUserOverrides = {}): Promise<UserRow> {
  const password = overrides.password ?? 'correct horse battery';
  const created = await t.services.users.create({
    email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.com`,
    password: null,
    name: overrides.name ?? 'Test Listener',
    email_verified_at:
      overrides.email_verified_at === undefined
        ? new Date().toISOString()
        : overrides.email_verified_at,
    ...(overrides.roleNames ? { roleNames: overrides.roleNames } : {}),
  });
  const hashed = await hashOnce(password);
  await t.database.db
    .updateTable('users')
    .set({ password: hashed })
    .where('id', '=', created.id)
    .execute();
  const user = { ...created, password: hashed };
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

/** The admin every test app is seeded with. */
export async function seededAdmin(t: TestApp): Promise<UserRow> {
  const admin = await t.services.users.findByEmail('admin@test.local');
  if (!admin) throw new Error('The test app has no seeded admin');
  return admin;
}

/**
 * A client logged in, before the suite's tests, as the user `who` gives (the seeded admin unless
 * told otherwise). Call it after useTestApp.
 */
export function useLoggedInClient(
  t: TestApp,
  who: (t: TestApp) => Promise<UserRow> = seededAdmin,
): TestClient {
  return useStarted(async () => loginAs(t, await who(t)));
}

export function guestClient(t: TestApp): TestClient {
  return new TestClient(t.app);
}

/** Runs `check` while the guest role lacks `permission`, then gives it back. */
export async function withoutGuestPermission(
  t: TestApp,
  permission: string,
  check: () => Promise<void>,
): Promise<void> {
  const guestRole = await t.services.roles.guestRole();
  const db = t.database.db;
  const { id: permissionId } = await db
    .selectFrom('permissions')
    .select('id')
    .where('name', '=', permission)
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('role_permissions')
    .where('role_id', '=', guestRole!.id)
    .where('permission_id', '=', permissionId)
    .execute();
  t.app.services.roles.forgetGuestRole();
  try {
    await check();
  } finally {
    await db
      .insertInto('role_permissions')
      .values({ role_id: guestRole!.id, permission_id: permissionId, restrictions: null })
      .execute();
    t.app.services.roles.forgetGuestRole();
  }
}

export interface BuildMusicOverrides {
  name?: string;
  userId?: number | null;
  status?: 'draft' | 'published';
  public?: boolean;
  releaseAt?: string | null;
}

function musicColumns(overrides: BuildMusicOverrides, fallbackName: string) {
  const now = new Date().toISOString();
  return {
    name: overrides.name ?? `${fallbackName} ${randomBytes(3).toString('hex')}`,
    user_id: overrides.userId ?? null,
    status: overrides.status ?? 'published',
    public: overrides.public === false ? 0 : 1,
    release_at: overrides.releaseAt ?? null,
    created_at: now,
    updated_at: now,
  } as const;
}

/** An album row: published, public and released unless told otherwise. */
export async function buildAlbum(t: TestApp, overrides: BuildMusicOverrides = {}) {
  return t.database.db
    .insertInto('albums')
    .values({ ...musicColumns(overrides, 'Album'), image: null, description: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A track row (no audio): published, public and released unless told otherwise. */
export async function buildTrack(
  t: TestApp,
  overrides: BuildMusicOverrides & {
    albumId?: number | null;
    number?: number | null;
    durationMs?: number;
  } = {},
) {
  return t.database.db
    .insertInto('tracks')
    .values({
      ...musicColumns(overrides, 'Track'),
      album_id: overrides.albumId ?? null,
      number: overrides.number ?? null,
      duration_ms: overrides.durationMs ?? 1000,
      image: null,
      description: null,
      audio_key: null,
      audio_mime: null,
      audio_size: null,
      waveform: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An artist row; `albumIds` and `trackIds` are credited to it. */
export async function buildArtist(
  t: TestApp,
  overrides: {
    name?: string;
    userId?: number | null;
    bio?: string | null;
    image?: string | null;
    albumIds?: number[];
    trackIds?: number[];
  } = {},
) {
  const now = new Date().toISOString();
  const artist = await t.database.db
    .insertInto('artists')
    .values({
      name: overrides.name ?? `Artist ${randomBytes(3).toString('hex')}`,
      image: overrides.image ?? null,
      bio: overrides.bio ?? null,
      verified: 0,
      plays_count: 0,
      user_id: overrides.userId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const albumId of overrides.albumIds ?? [])
    await t.database.db
      .insertInto('album_artists')
      .values({ album_id: albumId, artist_id: artist.id, position: 0 })
      .execute();
  for (const trackId of overrides.trackIds ?? [])
    await t.database.db
      .insertInto('track_artists')
      .values({ track_id: trackId, artist_id: artist.id, position: 0 })
      .execute();
  return artist;
}
