import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/security/tokens';
import { buildUser, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;

function sessionIdOf(client: TestClient): string {
  return sha256(client.cookies[COOKIES.session]!);
}

async function currentUserId(client: TestClient): Promise<number | null> {
  const response = await client.get('/api/v1/bootstrap-data');
  expect(response.statusCode).toBe(200);
  return response.json<{ bootstrapData: BootstrapData }>().bootstrapData.user?.id ?? null;
}

describe('cookie sessions stored as rows', () => {
  const t = useTestApp();

  const findSession = (id: string) =>
    t.database.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  const ageSession = (id: string, values: { last_active?: string; expires_at?: string }) =>
    t.database.db.updateTable('sessions').set(values).where('id', '=', id).execute();

  it('authenticates a request carrying the session cookie', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    expect(await currentUserId(client)).toBe(user.id);
  });

  it('stores the session as a row keyed by the hash of the cookie, never the cookie itself', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const row = await findSession(sessionIdOf(client));
    expect(row).toMatchObject({
      user_id: user.id,
      ip_address: '127.0.0.1',
      user_agent: 'vitest',
      device_type: 'other',
      remember: 1,
    });
    expect(await findSession(client.cookies[COOKIES.session]!)).toBeUndefined();
  });

  it('no longer authenticates once the session row is deleted', async () => {
    const client = await loginAs(t, await buildUser(t));
    await t.database.db.deleteFrom('sessions').where('id', '=', sessionIdOf(client)).execute();
    expect(await currentUserId(client)).toBeNull();
  });

  it('treats an unknown session cookie as a guest', async () => {
    const client = await loginAs(t, await buildUser(t));
    client.cookies[COOKIES.session] = 'forged-session-token';
    expect(await currentUserId(client)).toBeNull();
  });

  it('refuses an expired session and deletes its row', async () => {
    const client = await loginAs(t, await buildUser(t));
    const id = sessionIdOf(client);
    await ageSession(id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect(await currentUserId(client)).toBeNull();
    expect(await findSession(id)).toBeUndefined();
  });

  it('refuses a browser session idle for more than two hours and deletes its row', async () => {
    const client = await loginAs(t, await buildUser(t), false);
    const id = sessionIdOf(client);
    await ageSession(id, { last_active: new Date(Date.now() - 3 * HOUR).toISOString() });
    expect(await currentUserId(client)).toBeNull();
    expect(await findSession(id)).toBeUndefined();
  });

  it('keeps a remembered session that was idle for hours', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user, true);
    await ageSession(sessionIdOf(client), {
      last_active: new Date(Date.now() - 3 * HOUR).toISOString(),
    });
    expect(await currentUserId(client)).toBe(user.id);
  });

  it('records activity on the session row', async () => {
    const client = await loginAs(t, await buildUser(t));
    const id = sessionIdOf(client);
    const earlier = new Date(Date.now() - 10 * 60_000).toISOString();
    await ageSession(id, { last_active: earlier });
    await currentUserId(client);
    const row = await findSession(id);
    expect(Date.parse(row!.last_active)).toBeGreaterThan(Date.parse(earlier));
  });

  it('ends the session with its user', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await currentUserId(client)).toBeNull();
    expect(await findSession(sessionIdOf(client))).toBeUndefined();
  });
});
