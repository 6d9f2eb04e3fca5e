import fs from 'node:fs';
import path from 'node:path';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import type { ValueLists } from '@tonearm/shared/account/account.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import type { User } from '@tonearm/shared/users/users.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
type ErrorBody = { message: string; errors: Record<string, string[]> };

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A multipart/form-data body with one file part (and optional text fields). */
function multipart(
  file: { field?: string; name: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = `----tonearm${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadAvatar(client: TestClient, id: number | 'me', body: ReturnType<typeof multipart>) {
  return client.request({
    method: 'POST',
    url: `/api/v1/users/${id}/avatar`,
    payload: body.payload,
    headers: body.headers,
  });
}

const put = (client: TestClient, url: string, payload: unknown) =>
  client.request({ method: 'PUT', url, payload: payload as Record<string, unknown> });
/** What POST auth/user/confirm-password does for a session (two-factor contract). */
async function confirmPassword(client: TestClient, password = 'correct horse battery') {
  const response = await client.post('/auth/user/confirm-password', { password });
  expect(response.statusCode).toBe(200);
}

const del = (client: TestClient, url: string, payload?: unknown) =>
  client.request({
    method: 'DELETE',
    url,
    ...(payload ? { payload: payload } : {}),
  });

describe('account details: users/{id}', () => {
  const t = useTestApp();

  it('returns the caller for users/me', async () => {
    const user = await buildUser(t, { name: 'Ada Lovelace' });
    const client = await loginAs(t, user);
    const response = await client.get('/api/v1/users/me');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: User }>().user).toMatchObject({
      id: user.id,
      name: 'Ada Lovelace',
      email: user.email,
    });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('two_factor_secret');
  });

  it('asks a guest to log in', async () => {
    const response = await guestClient(t).get('/api/v1/users/me');
    expect(response.statusCode).toBe(401);
  });

  it("refuses another user's account without users.update", async () => {
    const [a, b] = [await buildUser(t), await buildUser(t)];
    const client = await loginAs(t, a);
    expect((await client.get(`/api/v1/users/${b.id}`)).statusCode).toBe(403);
    expect((await put(client, `/api/v1/users/${b.id}`, { first_name: 'X' })).statusCode).toBe(403);
    expect((await del(client, `/api/v1/users/${b.id}/avatar`)).statusCode).toBe(403);
    expect(
      (
        await uploadAvatar(
          client,
          b.id,
          multipart({ name: 'a.png', type: 'image/png', bytes: PNG }),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await del(client, `/api/v1/users/${b.id}`, { deleteCurrentUser: false })).statusCode,
    ).toBe(403);
    expect(await t.services.users.findById(b.id)).toBeDefined();
  });

  it('lets a user with users.update read and change another account', async () => {
    const manager = await buildUser(t, { permissions: [{ name: 'users.update' }] });
    const other = await buildUser(t);
    const client = await loginAs(t, manager);
    expect((await client.get(`/api/v1/users/${other.id}`)).json<{ user: User }>().user.id).toBe(
      other.id,
    );
    const response = await put(client, `/api/v1/users/${other.id}`, {
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    expect(response.statusCode).toBe(200);
    expect((await t.services.users.findById(other.id))?.name).toBe('Grace Hopper');
  });

  it('answers 404 for a user that does not exist, to a manager', async () => {
    const manager = await buildUser(t, { permissions: [{ name: 'users.update' }] });
    const client = await loginAs(t, manager);
    expect((await client.get('/api/v1/users/999999')).statusCode).toBe(404);
  });

  it('rejects an id that is neither a number nor "me"', async () => {
    const client = await loginAs(t, await buildUser(t));
    expect((await client.get('/api/v1/users/someone')).statusCode).toBe(422);
  });

  it.each([
    {
      name: 'updates the names and recomputes the full name',
      sent: { first_name: '  Ada ', last_name: 'Lovelace' },
      saved: { first_name: 'Ada', last_name: 'Lovelace', name: 'Ada Lovelace' },
    },
    {
      name: 'sets language, country and timezone from the value lists',
      sent: { language: 'en', country: 'de', timezone: 'Europe/Berlin' },
      saved: { language: 'en', country: 'DE', timezone: 'Europe/Berlin' },
    },
  ])('$name', async ({ sent, saved }) => {
    const client = await loginAs(t, await buildUser(t));
    const response = await put(client, '/api/v1/users/me', sent);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: User }>().user).toMatchObject(saved);
  });

  it('falls back to the email name when both names are cleared', async () => {
    const user = await buildUser(t, { email: 'nameless@example.com' });
    const client = await loginAs(t, user);
    const response = await put(client, `/api/v1/users/${user.id}`, {
      first_name: '',
      last_name: null,
    });
    expect(response.json<{ user: User }>().user.name).toBe('nameless');
  });

  it('refuses names over 100 characters with a field error', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await put(client, '/api/v1/users/me', { first_name: 'x'.repeat(101) });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors.first_name).toHaveLength(1);
  });

  it('refuses an unknown language, country or timezone and changes nothing', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await put(client, '/api/v1/users/me', {
      first_name: 'Changed',
      language: 'xx',
      country: 'QQ',
      timezone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors).sort()).toEqual([
      'country',
      'language',
      'timezone',
    ]);
    const row = await t.services.users.findById(user.id);
    expect(row).toMatchObject({ first_name: null, language: null, country: null, timezone: null });
  });

  it('deletes the own account: the row, its sessions and tokens go; a guest bootstrap comes back', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const second = await loginAs(t, user);
    await t.services.auth.createAccessToken(user.id, 'cli');
    await confirmPassword(client);
    const response = await del(client, '/api/v1/users/me', { deleteCurrentUser: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ bootstrapData: BootstrapData }>().bootstrapData.user).toBeNull();
    expect(response.cookies.find((c) => c.name === COOKIES.session)?.value).toBe('');
    expect(await t.services.users.findById(user.id)).toBeUndefined();
    const db = t.database.db;
    expect(
      await db.selectFrom('sessions').where('user_id', '=', user.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('personal_access_tokens')
        .where('user_id', '=', user.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect((await second.get('/api/v1/users/me')).statusCode).toBe(401);
  });

  it('asks for a fresh password confirmation before deleting the own account', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await del(client, '/api/v1/users/me', { deleteCurrentUser: true });
    expect(response.statusCode).toBe(423);
    expect(response.json<ErrorBody>().message).toBe('Password confirmation required.');
    expect(await t.services.users.findById(user.id)).toBeDefined();
  });

  it("never shows a manager another user's recovery codes", async () => {
    const manager = await buildUser(t, { permissions: [{ name: 'users.update' }] });
    const other = await buildUser(t);
    const otherClient = await loginAs(t, other);
    await confirmPassword(otherClient);
    expect((await otherClient.post('/auth/user/two-factor-authentication')).statusCode).toBe(200);
    const own = await otherClient.get('/api/v1/users/me');
    expect(own.json<{ user: User }>().user.two_factor_recovery_codes).toHaveLength(8);
    const client = await loginAs(t, manager);
    const response = await client.get(`/api/v1/users/${other.id}`);
    expect(response.json<{ user: User }>().user.two_factor_recovery_codes).toEqual([]);
    const updated = await put(client, `/api/v1/users/${other.id}`, { first_name: 'B' });
    expect(updated.json<{ user: User }>().user.two_factor_recovery_codes).toEqual([]);
  });

  it('lets a manager delete another account and stay logged in', async () => {
    const manager = await buildUser(t, { permissions: [{ name: 'users.update' }] });
    const other = await buildUser(t);
    const client = await loginAs(t, manager);
    const response = await del(client, `/api/v1/users/${other.id}`, {});
    expect(response.statusCode).toBe(200);
    expect(await t.services.users.findById(other.id)).toBeUndefined();
    expect((await client.get('/api/v1/users/me')).statusCode).toBe(200);
  });

  it('refuses a delete without the XSRF token', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.request({
      method: 'DELETE',
      url: '/api/v1/users/me',
      payload: { deleteCurrentUser: true },
      csrf: false,
    });
    expect(response.statusCode).toBe(419);
    expect(await t.services.users.findById(user.id)).toBeDefined();
  });
});

describe('avatar: users/{id}/avatar', () => {
  const t = useTestApp();

  const imageOf = async (id: number) => (await t.services.users.findById(id))?.image ?? null;
  /** Whether the public storage disk holds the file behind an avatar URL. */
  const stored = async (url: string) =>
    (await t.services.storage.disk('public').stat(url.replace(/^\/storage\//, ''))) !== null;

  it('stores an uploaded image under storage/public/avatars and sets the image URL', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await uploadAvatar(
      client,
      'me',
      multipart({ name: 'me.png', type: 'image/png', bytes: PNG }),
    );
    expect(response.statusCode).toBe(200);
    const image = response.json<{ user: User }>().user.image!;
    expect(image).toMatch(new RegExp(`^/storage/avatars/${user.id}-[a-f0-9]{20}\\.png$`));
    const file = path.join(t.config.dataDir, 'storage', 'public', image.slice('/storage/'.length));
    expect(fs.readFileSync(file)).toEqual(PNG);
    expect(await imageOf(user.id)).toBe(image);
  });

  it('names the file after what the bytes are, not what the upload claims', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await uploadAvatar(
      client,
      'me',
      multipart({ name: 'photo.png', type: 'image/png', bytes: GIF }),
    );
    expect(response.json<{ user: User }>().user.image).toMatch(/\.gif$/);
  });

  it('deletes the old file when the avatar is replaced, and when it is removed', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const first = (
      await uploadAvatar(client, 'me', multipart({ name: 'a.png', type: 'image/png', bytes: PNG }))
    ).json<{ user: User }>().user.image!;
    const second = (
      await uploadAvatar(client, 'me', multipart({ name: 'b.gif', type: 'image/gif', bytes: GIF }))
    ).json<{ user: User }>().user.image!;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);

    const removed = await del(client, `/api/v1/users/${user.id}/avatar`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ user: User }>().user.image).toBeNull();
    expect(await stored(second)).toBe(false);
    expect(await imageOf(user.id)).toBeNull();
  });

  it('refuses a file that is not an image even when it claims to be one', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await uploadAvatar(
      client,
      'me',
      multipart({
        name: 'evil.png',
        type: 'image/png',
        bytes: Buffer.from('<svg onload=alert(1)>'),
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors.file).toEqual([
      'The file must be an image (JPEG, PNG, GIF or WebP).',
    ]);
    expect(await imageOf(user.id)).toBeNull();
  });

  it('refuses an image over 2 MB', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const big = Buffer.concat([PNG, Buffer.alloc(2_097_152)]);
    const response = await uploadAvatar(
      client,
      'me',
      multipart({ name: 'big.png', type: 'image/png', bytes: big }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors.file).toEqual([
      'The file may not be greater than 2 MB.',
    ]);
    expect(await imageOf(user.id)).toBeNull();
  });

  it('accepts an image of exactly 2 MB', async () => {
    const client = await loginAs(t, await buildUser(t));
    const exact = Buffer.concat([PNG, Buffer.alloc(2_097_152 - PNG.length)]);
    const response = await uploadAvatar(
      client,
      'me',
      multipart({ name: 'exact.png', type: 'image/png', bytes: exact }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('asks for a file when none is sent', async () => {
    const client = await loginAs(t, await buildUser(t));
    const response = await uploadAvatar(client, 'me', multipart(null, { other: 'x' }));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors.file).toEqual(['Choose an image to upload.']);
  });

  it('takes a url instead of a file, without fetching it', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.post('/api/v1/users/me/avatar', {
      url: 'https://images.example.com/me.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(await imageOf(user.id)).toBe('https://images.example.com/me.jpg');
    const multipartUrl = await uploadAvatar(
      client,
      'me',
      multipart(null, { url: 'https://images.example.com/other.png' }),
    );
    expect(multipartUrl.json<{ user: User }>().user.image).toBe(
      'https://images.example.com/other.png',
    );
  });

  it('refuses a url that is not http(s) or a storage path', async () => {
    const client = await loginAs(t, await buildUser(t));
    for (const url of ['javascript:alert(1)', '/etc/passwd', '/storage/../secret']) {
      const response = await client.post('/api/v1/users/me/avatar', { url });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors.url).toEqual(['The image URL is invalid.']);
    }
  });
});

describe('location and language', () => {
  const t = useTestApp();

  it('lists timezones by region, countries and localizations', async () => {
    const response = await guestClient(t).get(
      '/api/v1/value-lists/timezones,countries,localizations',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<Required<ValueLists>>();
    const berlin = body.timezones.Europe?.find((zone) => zone.value === 'Europe/Berlin');
    expect(berlin?.text).toMatch(/^Berlin \(GMT\+0[12]:00\)$/);
    expect(body.timezones.America!.map((zone) => zone.value)).toContain('America/New_York');
    expect(body.countries).toContainEqual({ code: 'DE', name: 'Germany' });
    expect(body.countries.length).toBeGreaterThan(240);
    expect(body.localizations).toEqual([
      { language: 'en', name: 'English' },
      { language: 'es', name: 'Español' },
    ]);
  });

  it('answers only the lists asked for and ignores unknown names', async () => {
    const response = await guestClient(t).get('/api/v1/value-lists/countries,planets');
    expect(Object.keys(response.json<ValueLists>())).toEqual(['countries']);
  });

  it('sets the language to an existing localization and returns its lines', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.post('/api/v1/users/me/locale', { locale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ i18n: { language: string; name: string; lines: Record<string, string> } }>()
        .i18n,
    ).toMatchObject({ language: 'en', name: 'English' });
    expect(
      response.json<{ i18n: { language: string; name: string; lines: Record<string, string> } }>()
        .i18n.lines['Password changed'],
    ).toBe('Password changed');
    expect((await t.services.users.findById(user.id))?.language).toBe('en');
  });

  it('refuses a language without a localization', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const response = await client.post('/api/v1/users/me/locale', { locale: 'tlh' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors.locale).toEqual(['The selected language is invalid.']);
    expect((await t.services.users.findById(user.id))?.language).toBeNull();
    expect((await client.post('/api/v1/users/me/locale', {})).statusCode).toBe(422);
  });

  it('asks a guest to log in before setting a language', async () => {
    const response = await guestClient(t).post('/api/v1/users/me/locale', { locale: 'en' });
    expect(response.statusCode).toBe(401);
  });
});
