/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { buildUser, loginAs, seededAdmin } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { roleEditorBody } from '../../test/fixtures/roles.fixtures';

const OVER_QUOTA = "You've reached the limit of your plan. Upgrade to continue.";

/** Over quota, with music.create's `count` restriction set on a role. */
describe('the upload limit of music.create', () => {
  let adminClient: TestClient;
  let uploader: UserRow;
  let session: TestClient;
  let roleId: number;

  const grant = (count: number | null) =>
    roleEditorBody({
      name: 'Limited uploaders',
      description: null,
      permissions: [{ name: 'music.create', restrictions: [{ name: 'count', value: count }] }],
    });

  function uploadNote(client: TestClient, text: string) {
    const data = new FormData();
    data.append('clientMime', 'text/plain');
    data.append('clientExtension', 'txt');
    data.append('file', new Blob([text], { type: 'text/plain' }), `${text}.txt`);
    return client.post('/api/v1/file-entries', data);
  }

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    adminClient = await loginAs(t, await seededAdmin(t));
    const created = await adminClient.post('/api/v1/roles', grant(2));
    expect(created.statusCode, created.body).toBe(201);
    roleId = created.json().role.id;
    uploader = await buildUser(t);
    await adminClient.post(`/api/v1/roles/${roleId}/add-users`, { userIds: [uploader.id] });
    session = await loginAs(t, uploader);
  });

  it('refuses a new upload once the uploader has as many files as the limit', async () => {
    expect((await uploadNote(session, 'first')).statusCode).toBe(201);
    expect((await uploadNote(session, 'second')).statusCode).toBe(201);
    const third = await uploadNote(session, 'third');
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(OVER_QUOTA);

    // A new resumable upload is refused before any byte is taken.
    const tus = await session.request({
      method: 'POST',
      url: '/api/v1/tus/upload',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' },
    });
    expect(tus.statusCode).toBe(403);
  });

  it('lets the uploader go on at their next request once the role’s limit is raised or removed', async () => {
    const raised = await adminClient.request({
      method: 'PUT',
      url: `/api/v1/roles/${roleId}`,
      payload: grant(3),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await uploadNote(session, 'third')).statusCode).toBe(201);
    expect((await uploadNote(session, 'fourth')).statusCode).toBe(403);

    await adminClient.request({
      method: 'PUT',
      url: `/api/v1/roles/${roleId}`,
      payload: grant(null),
    });
    expect((await uploadNote(session, 'fourth')).statusCode).toBe(201);
  });

  it('does not limit someone who manages files (files.update)', async () => {
    const manager = await buildUser(t, {
      permissions: [
        { name: 'music.create', restrictions: [{ name: 'count', value: 0 }] },
        { name: 'files.update' },
      ],
    });
    expect((await uploadNote(await loginAs(t, manager), 'managed')).statusCode).toBe(201);
  });
});
