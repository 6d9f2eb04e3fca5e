import type { Notification } from '@tonearm/shared/notifications/notifications.schemas';
import {
  BACKSTAGE_MESSAGES,
  type BackstageRequest,
  type BackstageRequestListItem,
} from '@tonearm/shared/backstage/backstage.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { MUSIC_MESSAGES } from '@tonearm/shared/music/music.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema';
import { sha256 } from '../../platform/security/tokens';
import { TINY_PNG } from '../../test/audio-fixture';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { expectMailQueuedOnly, loggedMailTo } from '../../test/outgoing-mail';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type ErrorBody = { message: string; errors: Record<string, string[]> };

function form(kind: string, file: { name: string; type: string; body: Buffer }): FormData {
  const data = new FormData();
  data.append('kind', kind);
  data.append('file', new Blob([file.body], { type: file.type }), file.name);
  return data;
}

describe('backstage requests', () => {
  let reviewer: UserRow;
  let reviewerClient: TestClient;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    reviewer = await buildUser(t, { name: 'Reviewer', permissions: [{ name: 'music.update' }] });
    reviewerClient = await loginAs(t, reviewer);
  });

  async function user(name = 'Hopeful') {
    const row = await buildUser(t, { name });
    return { row, client: await loginAs(t, row) };
  }

  /** Sends a backstage request as `client`, which the server takes: answers its id. */
  async function sendRequest(client: TestClient, body: Record<string, unknown>): Promise<number> {
    const created = await client.post('/api/v1/backstage-requests', body);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ request: BackstageRequest }>().request.id;
  }

  async function permissionsOf(client: TestClient): Promise<string[]> {
    const response = await client.get('/api/v1/bootstrap-data');
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json<{
      bootstrapData: { user: { permissions: { name: string }[] } | null };
    }>().bootstrapData.user;
    return (user?.permissions ?? []).map((permission) => permission.name);
  }

  async function artistRow(id: number) {
    return t.database.db.selectFrom('artists').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async function newArtist(values: { name: string; user_id?: number | null; verified?: number }) {
    const row = await t.database.db
      .insertInto('artists')
      .values({
        name: values.name,
        image: null,
        bio: null,
        verified: values.verified ?? 0,
        user_id: values.user_id ?? null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('become-artist: sent with an image, links and a proof file, approved, grants music.create', async () => {
    const { row, client } = await user('Become Artist');
    expect(await permissionsOf(client)).not.toContain('music.create');

    const image = await client.post(
      '/api/v1/backstage-requests/files',
      form('image', { name: 'me.png', type: 'image/png', body: TINY_PNG }),
    );
    expect(image.statusCode, image.body).toBe(201);
    const imageUrl = image.json<{ fileEntry: FileEntry }>().fileEntry.url;
    expect(imageUrl).toMatch(/^\/storage\/backstage-images\//);

    const proof = await client.post(
      '/api/v1/backstage-requests/files',
      form('proof', { name: 'contract.txt', type: 'text/plain', body: Buffer.from('I am me.') }),
    );
    expect(proof.statusCode, proof.body).toBe(201);
    const proofId = proof.json<{ fileEntry: FileEntry }>().fileEntry.id;

    const created = await client.post('/api/v1/backstage-requests', {
      type: 'become-artist',
      artist_name: '  The Newcomers ',
      image: imageUrl,
      links: [{ url: 'https://example.com/band', title: 'Site' }],
      proof_file_ids: [proofId],
      message: 'Please',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json<{ request: BackstageRequest }>().request;
    expect(request).toMatchObject({
      type: 'become-artist',
      status: 'pending',
      artist_name: 'The Newcomers',
      image: imageUrl,
      links: [{ url: 'https://example.com/band', title: 'Site' }],
      message: 'Please',
      artist: null,
    });
    expect(request.proof_files).toHaveLength(1);

    // A second pending request of the same type is refused.
    const again = await client.post('/api/v1/backstage-requests', {
      type: 'become-artist',
      artist_name: 'Again',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorBody>().message).toBe(BACKSTAGE_MESSAGES.alreadyPending);

    // The reviewer sees it in the list and downloads the proof.
    const list = await reviewerClient.get(
      `/api/v1/backstage-requests?status=pending&query=${encodeURIComponent(row.email)}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ pagination: Paginated<BackstageRequestListItem> }>().pagination;
    expect(page.data.map((item) => item.id)).toEqual([request.id]);
    const download = await reviewerClient.get(request.proof_files[0]!.url);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('I am me.');

    const approved = await reviewerClient.post(`/api/v1/backstage-requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await expectMailQueuedOnly(t, row.email);
    const decided = approved.json<{ request: BackstageRequest }>().request;
    expect(decided.status).toBe('approved');
    expect(decided.reviewed_by?.id).toBe(reviewer.id);
    expect(decided.artist).toMatchObject({ name: 'The Newcomers', verified: true });
    const artist = await artistRow(decided.artist!.id);
    expect(artist).toMatchObject({ user_id: row.id, verified: 1, image: imageUrl });
    expect(JSON.parse(artist!.links)).toEqual([{ url: 'https://example.com/band', title: 'Site' }]);

    // The user's next bootstrap shows music.create; the upload routes open for them.
    expect(await permissionsOf(client)).toContain('music.create');

    const mail = await loggedMailTo(t, row.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/approved/);
    expect(mail[0]!.body).toContain('/backstage/upload');

    // Deciding it again is refused.
    const twice = await reviewerClient.post(`/api/v1/backstage-requests/${request.id}/deny`, {
      reason: 'late',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<ErrorBody>().message).toBe(BACKSTAGE_MESSAGES.alreadyDecided);
  });

  it('claim-artist: approval links the artist to the user and verifies it', async () => {
    const { row, client } = await user('Claimer');
    const artistId = await newArtist({ name: 'Old Timers' });
    const id = await sendRequest(client, {
      type: 'claim-artist',
      artist_id: artistId,
      artist_name: 'Old Timers',
    });
    const approved = await reviewerClient.post(`/api/v1/backstage-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await artistRow(artistId)).toMatchObject({ user_id: row.id, verified: 1 });
    expect(await permissionsOf(client)).toContain('music.create');
  });

  it("approval rotates the approved user's session id on their next page or call", async () => {
    const { row, client } = await user('Rotated');
    const id = await sendRequest(client, {
      type: 'become-artist',
      artist_name: 'Rotation Band',
    });
    const before = client.cookies[COOKIES.session]!;
    const xsrfBefore = client.cookies[COOKIES.xsrf]!;

    const approved = await reviewerClient.post(`/api/v1/backstage-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    // The next safe call answers with a new session id and an XSRF token bound to it.
    expect(await permissionsOf(client)).toContain('music.create');
    const after = client.cookies[COOKIES.session]!;
    expect(after).not.toBe(before);
    expect(client.cookies[COOKIES.xsrf]).not.toBe(xsrfBefore);
    const rows = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'expires_at', 'rotate_requested_at'])
      .where('user_id', '=', row.id)
      .execute();
    const old = rows.find((session) => session.id === sha256(before))!;
    const current = rows.find((session) => session.id === sha256(after))!;
    expect(current.rotate_requested_at).toBeNull();
    // The old id only lives on for calls already in flight.
    expect(Date.parse(String(old.expires_at)) - Date.now()).toBeLessThanOrEqual(60_000);

    // It rotates once: the next call keeps the new id, and writes pass with the new token.
    await permissionsOf(client);
    expect(client.cookies[COOKIES.session]).toBe(after);
    const write = await client.request({
      method: 'PUT',
      url: '/api/v1/users/me',
      payload: { first_name: 'Rotated' },
    });
    expect(write.statusCode, write.body).toBe(200);
  });

  it('approving a claim of an artist deleted meanwhile changes nothing', async () => {
    const { row, client } = await user('Late Claimer');
    const artistId = await newArtist({ name: 'Gone Soon' });
    const id = await sendRequest(client, {
      type: 'claim-artist',
      artist_id: artistId,
      artist_name: 'Gone Soon',
    });
    await t.database.db.deleteFrom('artists').where('id', '=', artistId).execute();

    const approved = await reviewerClient.post(`/api/v1/backstage-requests/${id}/approve`);
    expect(approved.statusCode).toBe(422);
    expect(approved.json<ErrorBody>().errors.artist_id).toEqual(['The artist no longer exists.']);
    const request = await reviewerClient.get(`/api/v1/backstage-requests/${id}`);
    expect(request.json<{ request: BackstageRequest }>().request.status).toBe('pending');
    expect(await permissionsOf(client)).not.toContain('music.create');
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('rotate_requested_at')
      .where('user_id', '=', row.id)
      .execute();
    expect(sessions.every((session) => session.rotate_requested_at === null)).toBe(true);
  });

  it('verify-artist: only an artist the user manages; approval verifies it', async () => {
    const { row, client } = await user('Verifier');
    const mine = await newArtist({ name: 'Mine', user_id: row.id });
    const notMine = await newArtist({ name: 'Not Mine' });
    const refused = await client.post('/api/v1/backstage-requests', {
      type: 'verify-artist',
      artist_id: notMine,
      artist_name: 'Not Mine',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors.artist_id).toEqual([BACKSTAGE_MESSAGES.notYourArtist]);

    const managed = await client.get('/api/v1/backstage-requests/managed-artists');
    expect(managed.json<{ artists: { id: number }[] }>().artists.map((a) => a.id)).toEqual([mine]);

    const id = await sendRequest(client, {
      type: 'verify-artist',
      artist_id: mine,
      artist_name: 'Mine',
    });
    expect((await reviewerClient.post(`/api/v1/backstage-requests/${id}/approve`)).statusCode).toBe(
      200,
    );
    expect(await artistRow(mine)).toMatchObject({ user_id: row.id, verified: 1 });
  });

  it('deny with a reason: the user is told, nothing is granted', async () => {
    const { row, client } = await user('Denied');
    const id = await sendRequest(client, {
      type: 'become-artist',
      artist_name: 'Maybe Later',
    });
    const noReason = await reviewerClient.post(`/api/v1/backstage-requests/${id}/deny`, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json<ErrorBody>().errors.reason).toEqual([BACKSTAGE_MESSAGES.reasonRequired]);

    const denied = await reviewerClient.post(`/api/v1/backstage-requests/${id}/deny`, {
      reason: 'We could not confirm who you are.',
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json<{ request: BackstageRequest }>().request).toMatchObject({
      status: 'denied',
      deny_reason: 'We could not confirm who you are.',
    });
    expect(await permissionsOf(client)).not.toContain('music.create');
    await t.app.services.jobs.drain();
    const mail = await loggedMailTo(t, row.email);
    // The decision reaches the bell too, without a second mail.
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/denied/);
    expect(mail[0]!.body).toContain('We could not confirm who you are.');
    const bell = await client.get('/api/v1/notifications');
    const [notice] = bell.json<{ pagination: { data: Notification[] } }>().pagination.data;
    expect(notice).toMatchObject({ type: 'backstage.request_decided', read_at: null });
    expect(notice!.data.lines.map((line) => line.content)).toEqual([
      'Your backstage request for <b>Maybe Later</b> was denied',
      'We could not confirm who you are.',
    ]);

    // The author reads their own request and may send a new one.
    const own = await client.get(`/api/v1/backstage-requests/${id}`);
    expect(own.json<{ request: BackstageRequest }>().request.status).toBe('denied');
    const next = await client.post('/api/v1/backstage-requests', {
      type: 'become-artist',
      artist_name: 'Second Try',
    });
    expect(next.statusCode).toBe(201);
  });

  it('keeps a request from other users and a plain user from reviewing', async () => {
    const author = await user('Author');
    const stranger = await user('Stranger');
    const id = await sendRequest(author.client, {
      type: 'become-artist',
      artist_name: 'Private Hopes',
    });
    expect((await stranger.client.get(`/api/v1/backstage-requests/${id}`)).statusCode).toBe(403);
    expect((await guestClient(t).get(`/api/v1/backstage-requests/${id}`)).statusCode).toBe(401);
    expect((await stranger.client.get('/api/v1/backstage-requests')).statusCode).toBe(403);
    expect(
      (await stranger.client.post(`/api/v1/backstage-requests/${id}/approve`)).statusCode,
    ).toBe(403);
    expect((await author.client.post(`/api/v1/backstage-requests/${id}/approve`)).statusCode).toBe(
      403,
    );
    expect((await reviewerClient.get('/api/v1/backstage-requests/999999')).statusCode).toBe(404);
    const still = await reviewerClient.get(`/api/v1/backstage-requests/${id}`);
    expect(still.json<{ request: BackstageRequest }>().request.status).toBe('pending');

    // Bulk delete by a reviewer.
    const deleted = await reviewerClient.post('/api/v1/backstage-requests/delete', { ids: [id] });
    expect(deleted.statusCode).toBe(200);
    expect((await author.client.get(`/api/v1/backstage-requests/${id}`)).statusCode).toBe(404);
  });

  it('validates: name required, links http(s), known artist, own proof files, images only', async () => {
    const { client } = await user('Validator');
    const other = await user('Other Uploader');
    const noName = await client.post('/api/v1/backstage-requests', {
      type: 'become-artist',
      artist_name: '   ',
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json<ErrorBody>().errors.artist_name).toEqual([BACKSTAGE_MESSAGES.nameRequired]);

    const badLink = await client.post('/api/v1/backstage-requests', {
      type: 'become-artist',
      artist_name: 'Linker',
      links: [{ url: 'javascript:alert(1)', title: 'x' }],
    });
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json<ErrorBody>().errors['links.0.url']).toEqual([MUSIC_MESSAGES.linkScheme]);

    const noArtist = await client.post('/api/v1/backstage-requests', {
      type: 'claim-artist',
      artist_name: 'Ghost',
    });
    expect(noArtist.statusCode).toBe(422);
    expect(noArtist.json<ErrorBody>().errors.artist_id).toEqual([
      BACKSTAGE_MESSAGES.artistRequired,
    ]);

    const othersProof = await other.client.post(
      '/api/v1/backstage-requests/files',
      form('proof', { name: 'p.txt', type: 'text/plain', body: Buffer.from('theirs') }),
    );
    const othersId = othersProof.json<{ fileEntry: FileEntry }>().fileEntry.id;
    const stolen = await client.post('/api/v1/backstage-requests', {
      type: 'become-artist',
      artist_name: 'Thief',
      proof_file_ids: [othersId],
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<ErrorBody>().errors['proof_file_ids.0']).toEqual([
      BACKSTAGE_MESSAGES.unknownFile,
    ]);

    const notImage = await client.post(
      '/api/v1/backstage-requests/files',
      form('image', { name: 'x.png', type: 'image/png', body: Buffer.from('not an image') }),
    );
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json<ErrorBody>().errors.file).toEqual([BACKSTAGE_MESSAGES.notImage]);

    const badType = await client.post('/api/v1/backstage-requests', { type: 'own-the-site' });
    expect(badType.statusCode).toBe(422);
  });
});
