import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { UPLOAD_RULES } from '@tonearm/shared/uploads/upload-rules';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOverHttp, startServerProcess, type ServerProcess } from '../../test/server-process';
import { runsOn } from '../../test/capabilities';

const MB = 1024 * 1024;
// The process under test runs on SQLite; running the suite again for PostgreSQL adds nothing.
// It starts a server process of its own, on SQLite, whatever the run's database.
const sqliteOnly = !runsOn('sqlite', 'tus uploads against a real server process');
const PORT = 3900 + Math.floor(Math.random() * 90);

let server: ServerProcess;
let dataDir: string;
let auth: { headers: Record<string, string> };

function sha256(data: Buffer | string): string {
  const hash = createHash('sha256');
  hash.update(typeof data === 'string' ? fs.readFileSync(data) : data);
  return hash.digest('hex');
}

async function createEntry(uploadKey: string) {
  const response = await fetch(`${server.url}/api/v1/tus/entries`, {
    method: 'POST',
    headers: { ...auth.headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ uploadKey }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { fileEntry: FileEntry; message: string },
  };
}

function tusUpload(
  data: Buffer,
  options: Partial<ConstructorParameters<typeof Upload>[1]> & { name?: string } = {},
): Upload {
  return new Upload(data, {
    endpoint: `${server.url}/api/v1/tus/upload`,
    chunkSize: MB,
    retryDelays: [...UPLOAD_RULES.tusRetryDelaysMs],
    headers: auth.headers,
    metadata: {
      name: options.name ?? 'take.wav',
      filetype: 'audio/wav',
      extension: options.name?.split('.').pop() ?? 'wav',
      metadata: JSON.stringify({ clientSize: data.length }),
    },
    ...options,
  });
}

interface TusFailure {
  originalResponse?: { getStatus(): number; getBody(): string } | null;
}

/** Runs an upload that must fail; answers the server's status and JSON message. */
async function failure(upload: Upload): Promise<{ status: number; message: string }> {
  const error = await run(upload).then(
    () => null,
    (e: unknown) => e as TusFailure,
  );
  const response = error?.originalResponse;
  if (!response) throw new Error('The upload did not fail with an answer');
  return {
    status: response.getStatus(),
    message: (JSON.parse(response.getBody()) as { message: string }).message,
  };
}

function run(upload: Upload): Promise<string> {
  return new Promise((resolve, reject) => {
    upload.options.onSuccess = () => resolve(upload.url!);
    upload.options.onError = reject;
    upload.start();
  });
}

describe.skipIf(sqliteOnly)('tus uploads with tus-js-client against a real server process', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-tus-'));
    server = await startServerProcess({ port: PORT, dataDir });
    auth = await loginOverHttp(server.url);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after the server is killed mid-upload and stores identical bytes', async () => {
    const data = randomBytes(24 * MB);
    let killedAt = 0;
    const restart: { done: Promise<void> | null } = { done: null };
    const offsets: number[] = [];
    const upload = tusUpload(data, {
      name: 'long-take.bin',
      metadata: {
        name: 'long-take.bin',
        filetype: 'application/octet-stream',
        extension: 'bin',
        metadata: JSON.stringify({ clientSize: data.length }),
      },
      onChunkComplete: (_chunk, accepted) => {
        offsets.push(accepted);
        if (!restart.done && accepted >= 8 * MB) {
          killedAt = accepted;
          restart.done = server
            .kill()
            .then(() => startServerProcess({ port: PORT, dataDir }))
            .then((next) => {
              server = next;
            });
        }
      },
    });
    const url = await run(upload);
    await restart.done;
    expect(killedAt).toBeGreaterThan(0);
    // The upload went on from where it stopped instead of starting over.
    expect(offsets.filter((o) => o <= killedAt).length).toBe(offsets.indexOf(killedAt) + 1);
    expect(offsets.at(-1)).toBe(data.length);
    const uploadKey = url.split('/').pop()!;
    const { status, body } = await createEntry(uploadKey);
    expect(status).toBe(200);
    expect(body.fileEntry.file_size).toBe(data.length);
    const stored = path.join(
      dataDir,
      'storage',
      'uploads',
      body.fileEntry.disk_prefix,
      body.fileEntry.file_name,
    );
    expect(sha256(stored)).toBe(sha256(data));
    // The staging copy is gone, and the same key cannot become a second entry.
    expect(fs.existsSync(path.join(dataDir, 'storage', '.tus', uploadKey))).toBe(false);
    expect((await createEntry(uploadKey)).status).toBe(404);
  }, 120_000);

  it('refuses an oversized or disallowed upload at creation, before any byte', async () => {
    const tooBig = tusUpload(Buffer.alloc(10), { retryDelays: [] });
    // Upload-Length is what the size check reads: claim 3 GB with a small body.
    tooBig.options.uploadSize = 3 * 1024 * MB;
    expect(await failure(tooBig)).toEqual({
      status: 422,
      message: 'file exceeds maximum allowed size of 2 GB',
    });
    const exe = tusUpload(Buffer.alloc(10), {
      retryDelays: [],
      metadata: { name: 'setup.exe', filetype: 'application/octet-stream', extension: 'exe' },
    });
    expect(await failure(exe)).toEqual({ status: 422, message: 'This file type is not allowed' });
  });

  it('refuses disguised content when the entry is made, and partial uploads entirely', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const exeContent = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    // Windows executables sniff as exe, whose extension is blocked, whatever the name says.
    const disguisedUrl = await run(
      tusUpload(Buffer.concat([exeContent, png]), { name: 'song.wav' }),
    );
    const disguised = await createEntry(disguisedUrl.split('/').pop()!);
    expect(disguised.status).toBe(422);
    expect(disguised.body.message).toBe('This file type is not allowed');

    // Stop half way: the upload exists but must not become an entry.
    const half = tusUpload(randomBytes(3 * MB), { name: 'half.bin', chunkSize: MB });
    const partialUrl = await new Promise<string>((resolve, reject) => {
      half.options.onChunkComplete = () => {
        void half.abort().then(() => resolve(half.url!));
      };
      half.options.onError = reject;
      half.start();
    });
    const partial = await createEntry(partialUrl.split('/').pop()!);
    expect(partial.status).toBe(422);
    expect(partial.body.message).toBe('The upload is not complete.');
  });

  it("keeps one user's uploads from another and needs the CSRF header", async () => {
    const url = await run(tusUpload(Buffer.from('x'.repeat(100)), { name: 'notes.txt' }));
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { ...auth.headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('100');
    // A guest (no session) is refused; so is a write without the XSRF header.
    const guest = await fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } });
    expect(guest.status).toBe(401);
    const noCsrf = await fetch(`${server.url}/api/v1/tus/upload`, {
      method: 'POST',
      headers: { cookie: auth.headers.cookie!, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(noCsrf.status).toBe(419);
    const noKey = await fetch(`${server.url}/api/v1/tus/entries`, {
      method: 'POST',
      headers: { ...auth.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey: '../../etc/passwd' }),
    });
    expect(noKey.status).toBe(404);
  });
});
