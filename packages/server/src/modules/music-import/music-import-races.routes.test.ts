import type { EditableTrack } from '@tonearm/shared/music/music.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { makeTaggedMp3 } from '../../test/fixtures/test-audio';
import { storedIds } from '../../test/stored-rows';
import { has } from '../../test/capabilities';

const withFfmpeg = has('concurrent imports of one new album', 'ffmpeg');

/**
 * The files of one new album are imported at once (the upload page runs three at a time): their
 * find-or-create of the artist, album and genre must make each once, on both databases.
 */
describe.skipIf(!withFfmpeg)('concurrent imports of one new album', () => {
  let client: TestClient;
  let userId: number;

  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    const user = await buildUser(t, { permissions: [{ name: 'music.create' }] });
    userId = user.id;
    client = await loginAs(t, user);
  });

  async function upload(n: number): Promise<FileEntry> {
    const body = makeTaggedMp3({
      title: `Simultaneous ${n}`,
      artist: 'Race Condition Quartet',
      album: 'All At Once',
      track: n,
      genre: 'Concurrent Jazz',
      date: '2024',
    });
    const data = new FormData();
    data.append('metadata', JSON.stringify({ clientSize: body.length }));
    data.append('file', new Blob([body], { type: 'audio/mpeg' }), `part-${n}.mp3`);
    const response = await client.post('/api/v1/file-entries', data);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ fileEntry: FileEntry }>().fileEntry;
  }

  it('make one artist, one album and one genre, and every track lands in that album', async () => {
    const entries: FileEntry[] = [];
    for (let n = 1; n <= 6; n++) entries.push(await upload(n));

    const answers = await Promise.all(
      entries.map((entry) => client.post('/api/v1/backstage/imports', { file_entry_id: entry.id })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const tracks = answers.map((answer) => answer.json<{ track: EditableTrack }>().track);

    const albums = await storedIds(t, 'albums', { user_id: userId, name: 'All At Once' });
    expect(albums).toHaveLength(1);
    const artists = await storedIds(t, 'artists', {
      user_id: userId,
      name: 'Race Condition Quartet',
    });
    expect(artists).toHaveLength(1);
    expect(await storedIds(t, 'genres', { slug: 'concurrent-jazz' })).toHaveLength(1);
    expect(new Set(tracks.map((track) => track.album_id))).toEqual(new Set([albums[0]!.id]));
    expect(new Set(tracks.map((track) => track.artists[0]!.id))).toEqual(new Set([artists[0]!.id]));
  }, 120_000);
});
