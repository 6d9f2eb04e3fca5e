import fs from 'node:fs';
import path from 'node:path';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFfmpeg } from '../../test/ffmpeg';
import { taggedWav, TINY_PNG } from '../../test/audio-fixture';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

interface ErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

let uploader: TestClient;

function form(
  file: { name: string; type: string; body: Buffer } | null,
  fields: Record<string, string> = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([file.body], { type: file.type }), file.name);
  return data;
}

function upload(client: TestClient, data: FormData) {
  return client.post('/api/v1/file-entries', data);
}

function storedFiles(disk: 'uploads' | 'public'): string[] {
  const root = path.join(t.config.dataDir, 'storage', disk);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Where the bytes of an uploaded entry are kept. */
function storedPath(entry: { disk_prefix: string; file_name: string }): string {
  return path.join(t.config.dataDir, 'storage', 'uploads', entry.disk_prefix, entry.file_name);
}

function partialFiles(): string[] {
  const dir = path.join(t.config.dataDir, 'storage', '.partial');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

const t = useTestApp();
beforeAll(async () => {
  uploader = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
});

describe('POST file-entries (multipart form)', () => {
  it('stores a file under generated names and answers its file entry', async () => {
    const body = Buffer.from('plain notes for the liner\n');
    const response = await upload(
      uploader,
      form(
        { name: '../../etc/notes.txt', type: 'text/plain', body },
        {
          clientMime: 'text/plain',
          clientExtension: 'txt',
          metadata: JSON.stringify({ clientSize: body.length }),
        },
      ),
    );
    expect(response.statusCode).toBe(201);
    const entry = response.json<{ fileEntry: FileEntry }>().fileEntry;
    expect(entry).toMatchObject({
      name: 'notes.txt',
      file_size: body.length,
      extension: 'txt',
      mime: 'text/plain',
      disk: 'uploads',
    });
    expect(entry.file_name).toMatch(/^[a-f0-9]{32}$/);
    const stored = storedPath(entry);
    expect(fs.readFileSync(stored)).toEqual(body);
    expect(partialFiles()).toEqual([]);
    const download = await uploader.get(`/api/v1/file-entries/${entry.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(body);
  });

  it('reads tags, cover art and lyrics of an uploaded track', async () => {
    const wav = taggedWav(2);
    const response = await upload(
      uploader,
      form({ name: 'song.wav', type: 'audio/wav', body: wav }, { clientExtension: 'wav' }),
    );
    expect(response.statusCode).toBe(201);
    const audio = response.json<{ fileEntry: FileEntry }>().fileEntry.audio!;
    expect(audio).toMatchObject({
      title: 'Test Song',
      artists: ['The Testers'],
      album: 'First Album',
      trackNumber: 3,
      genre: ['Rock'],
      lyrics: 'La la la, the test is passing',
    });
    expect(audio.duration).toBeCloseTo(2, 1);
    expect(audio.coverUrl).toMatch(/^\/storage\/covers\/[a-f0-9]{32}\.png$/);
    const cover = await guestClient(t).get(audio.coverUrl!);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.rawPayload).toEqual(TINY_PNG);
    if (testFfmpeg.available()) {
      expect(audio.durationSource).toBe('ffmpeg');
      expect(audio.waveform).toHaveLength(40);
      // The fixture tone grows louder: the last peaks are higher than the first.
      expect(audio.waveform!.at(-1)).toBeGreaterThan(audio.waveform![0]! + 0.5);
    }
  });

  it('keeps folder structure from relativePath and stores public files under /storage', async () => {
    const response = await upload(
      uploader,
      form(
        { name: 'cover.png', type: 'image/png', body: TINY_PNG },
        { metadata: JSON.stringify({ disk: 'public', relativePath: 'Album/Art/cover.png' }) },
      ),
    );
    expect(response.statusCode).toBe(201);
    const entry = response.json<{ fileEntry: FileEntry }>().fileEntry;
    expect(entry.url).toBe(`/storage/${entry.disk_prefix}/${entry.file_name}`);
    expect(entry.parent_id).not.toBeNull();
    expect(entry.path.split('/')).toHaveLength(2);
    const served = await guestClient(t).get(entry.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TINY_PNG);
  });

  it('reads the fields sent after the file as well as those before it', async () => {
    const data = new FormData();
    data.append('clientMime', 'image/png');
    data.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'cover.png');
    data.append('metadata', JSON.stringify({ disk: 'public', relativePath: 'Late/cover.png' }));
    const response = await upload(uploader, data);
    expect(response.statusCode).toBe(201);
    const entry = response.json<{ fileEntry: FileEntry }>().fileEntry;
    expect(entry.disk).toBe('public');
    expect(entry.url).toBe(`/storage/${entry.disk_prefix}/${entry.file_name}`);
    // The folder of relativePath ("Late") holds it.
    expect(entry.parent_id).not.toBeNull();
  });

  it('applies the restrictions to fields sent after the file, storing nothing', async () => {
    const before = storedFiles('uploads').length;
    const data = new FormData();
    data.append('file', new Blob([Buffer.from('MZ....')], { type: 'text/plain' }), 'notes.txt');
    data.append('clientExtension', 'exe');
    const late = await upload(uploader, data);
    expect(late.statusCode).toBe(422);
    expect(late.json<ErrorBody>().message).toBe('This file type is not allowed');

    const badMetadata = new FormData();
    badMetadata.append('file', new Blob([Buffer.from('x')], { type: 'text/plain' }), 'x.txt');
    badMetadata.append('metadata', JSON.stringify({ disk: 'elsewhere' }));
    const invalid = await upload(uploader, badMetadata);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<ErrorBody>().errors.metadata).toEqual(['The metadata is invalid.']);
    expect(storedFiles('uploads').length).toBe(before);
    expect(partialFiles()).toEqual([]);
  });

  it('refuses a file above the maximum size before storing it', async () => {
    await t.services.settings.update({ 'uploads.max_size': 1024 });
    try {
      const big = Buffer.alloc(4096, 7);
      const uploadBig = (clientSize: number) =>
        upload(
          uploader,
          form(
            { name: 'big.bin', type: 'application/octet-stream', body: big },
            { metadata: JSON.stringify({ clientSize }) },
          ),
        );
      const declared = await uploadBig(4096);
      expect(declared.statusCode).toBe(422);
      expect(declared.json<ErrorBody>().message).toBe('file exceeds maximum allowed size of 1 KB');
      expect(declared.json<ErrorBody>().errors.file).toEqual([
        'file exceeds maximum allowed size of 1 KB',
      ]);
      // A client that lies about the size is cut off by the stream limit.
      const lying = await uploadBig(10);
      expect(lying.statusCode).toBe(422);
      expect(lying.json<ErrorBody>().message).toBe('file exceeds maximum allowed size of 1 KB');
      expect(partialFiles()).toEqual([]);
    } finally {
      await t.services.settings.update({ 'uploads.max_size': 2 * 1024 * 1024 * 1024 });
    }
  });

  it('refuses blocked extensions and, by sniffing, disguised content', async () => {
    const before = storedFiles('uploads').length;
    const exe = await upload(
      uploader,
      form({ name: 'setup.exe', type: 'application/octet-stream', body: Buffer.from('MZ....') }),
    );
    expect(exe.statusCode).toBe(422);
    expect(exe.json<ErrorBody>().message).toBe('This file type is not allowed');

    await t.services.settings.update({ 'uploads.allowed_mime_types': ['audio/*'] });
    try {
      // A PNG named like a song: the name passes, the content does not.
      const disguised = await upload(
        uploader,
        form(
          { name: 'song.mp3', type: 'audio/mpeg', body: TINY_PNG },
          { clientMime: 'audio/mpeg' },
        ),
      );
      expect(disguised.statusCode).toBe(422);
      expect(disguised.json<ErrorBody>().message).toBe('This file type is not allowed');
      const track = await upload(
        uploader,
        form({ name: 'song.wav', type: 'audio/wav', body: taggedWav(0.2) }),
      );
      expect(track.statusCode).toBe(201);
    } finally {
      await t.services.settings.update({ 'uploads.allowed_mime_types': [] });
    }
    // Markup in a "song" is recognised as html, whose extension is blocked.
    const html = await upload(
      uploader,
      form({
        name: 'song.mp3',
        type: 'audio/mpeg',
        body: Buffer.from('<!doctype html><script>alert(1)</script>'),
      }),
    );
    expect(html.statusCode).toBe(422);
    expect(storedFiles('uploads').length).toBe(before + 1);
    expect(partialFiles()).toEqual([]);
  });

  it('needs a login and an upload permission, and a file', async () => {
    const data = () => form({ name: 'a.txt', type: 'text/plain', body: Buffer.from('a') });
    expect((await upload(guestClient(t), data())).statusCode).toBe(401);
    const listener = await loginAs(t, await buildUser(t));
    expect((await upload(listener, data())).statusCode).toBe(403);
    const missing = await upload(uploader, form(null, { clientMime: 'text/plain' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors.file).toBeDefined();
    const notMultipart = await uploader.post('/api/v1/file-entries', { file: 'x' });
    expect(notMultipart.statusCode).toBe(422);
  });
});

describe('POST file-entries/delete', () => {
  async function uploadText(client: TestClient) {
    const response = await upload(
      client,
      form({ name: 'x.txt', type: 'text/plain', body: Buffer.from('x') }),
    );
    return response.json<{ fileEntry: FileEntry }>().fileEntry as {
      id: number;
      disk_prefix: string;
      file_name: string;
    };
  }

  it('lets the owner trash and then delete forever, removing the bytes', async () => {
    const entry = await uploadText(uploader);
    const stored = storedPath(entry);
    const trash = await uploader.post('/api/v1/file-entries/delete', { entryIds: [entry.id] });
    expect(trash.statusCode).toBe(200);
    expect(fs.existsSync(stored)).toBe(true);
    expect((await uploader.get(`/api/v1/file-entries/${entry.id}`)).statusCode).toBe(404);
    const forever = await uploader.post('/api/v1/file-entries/delete', {
      paths: [`${entry.disk_prefix}/${entry.file_name}`],
      deleteForever: true,
    });
    expect(forever.statusCode).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });

  it("refuses another user's entries unless they have files.update", async () => {
    const entry = await uploadText(uploader);
    const other = await loginAs(t, await buildUser(t, { permissions: [{ name: 'music.create' }] }));
    expect(
      (await other.post('/api/v1/file-entries/delete', { entryIds: [entry.id] })).statusCode,
    ).toBe(403);
    expect((await other.get(`/api/v1/file-entries/${entry.id}`)).statusCode).toBe(403);
    const admin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'files.update' }] }));
    expect(
      (
        await admin.post('/api/v1/file-entries/delete', {
          entryIds: [entry.id],
          deleteForever: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 422 for an empty selection and 404 for unknown ids', async () => {
    const empty = await uploader.post('/api/v1/file-entries/delete', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().errors.entryIds).toBeDefined();
    expect(
      (await uploader.post('/api/v1/file-entries/delete', { entryIds: [999999] })).statusCode,
    ).toBe(404);
    expect(
      (await uploader.post('/api/v1/file-entries/delete', { entryIds: ['x'] })).statusCode,
    ).toBe(422);
  });
});

describe('GET /storage/*', () => {
  it('never serves a path outside the public disk', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'storage', 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'top-secret-7f3a');
    for (const url of [
      '/storage/../secret.txt',
      '/storage/%2e%2e/secret.txt',
      '/storage/..%2fsecret.txt',
      '/storage/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const response = await guestClient(t).get(url);
      // Either our 404 or, once the URL is normalised, the web app's page: never the file.
      expect(response.body, url).not.toContain('top-secret-7f3a');
    }
  });
});

describe('folder depth', () => {
  it('refuses an upload whose folder path would outgrow its column, and makes no folder', async () => {
    const first = await upload(
      uploader,
      form(
        { name: 'cover.png', type: 'image/png', body: TINY_PNG },
        { metadata: JSON.stringify({ disk: 'public', relativePath: 'Deep/cover.png' }) },
      ),
    );
    const folderId = first.json<{ fileEntry: FileEntry }>().fileEntry.parent_id!;
    // As if many earlier uploads had nested folders inside one another.
    await t.database.db
      .updateTable('file_entries')
      .set({ path: '1/'.repeat(495) + '1' })
      .where('id', '=', folderId)
      .execute();
    const before = await t.database.db
      .selectFrom('file_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const response = await upload(
      uploader,
      form(
        { name: 'cover.png', type: 'image/png', body: TINY_PNG },
        {
          metadata: JSON.stringify({
            disk: 'public',
            parentId: folderId,
            relativePath: 'a/b/c/cover.png',
          }),
        },
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors.relativePath).toEqual([
      'This folder is nested too deeply.',
    ]);
    const after = await t.database.db
      .selectFrom('file_entries')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
