// Upload throughput and server memory for a 1 GB file, measured in one run:
//   node --import tsx bench/uploads.ts [--size-mb 1024] [--chunk-mb 8]
// The reference is a plain disk copy of the same file (a stream copy, as the server's own
// writes are). The server runs as its own process on a fresh SQLite database; its resident
// memory is sampled from /proc every 100 ms, before and during each upload: it must stay
// flat, not grow with the file. The file lives in /tmp and is deleted at the end.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Upload } from 'tus-js-client';
import { loginOverHttp, startServerProcess } from '../packages/server/src/test/server-process';

const { values } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    'chunk-mb': { type: 'string', default: '8' },
    port: { type: 'string', default: '3299' },
  },
});
const MB = 1024 * 1024;
const size = Number(values['size-mb']) * MB;
const chunkSize = Number(values['chunk-mb']) * MB;
const port = Number(values.port);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-bench-uploads-'));
const source = path.join(work, 'source.bin');
const dataDir = path.join(work, 'data');

function mbps(bytes: number, ms: number): number {
  return bytes / MB / (ms / 1000);
}

async function writeSource(): Promise<string> {
  const hash = createHash('sha256');
  const out = fs.createWriteStream(source);
  const block = randomBytes(4 * MB);
  for (let written = 0; written < size; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, size - written));
    // A different block each time, so nothing dedupes or compresses.
    block.writeUInt32LE(written / block.length, 0);
    hash.update(piece);
    if (!out.write(piece)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  // Flush it, so the reference copy does not compete with writing back the source.
  const handle = await fs.promises.open(source, 'r+');
  await handle.sync();
  await handle.close();
  return hash.digest('hex');
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    fs.createReadStream(file, { highWaterMark: MB })
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** Where the server stored the upload its answer names. */
async function storedFileOf(answer: Response): Promise<string> {
  const { fileEntry } = (await answer.json()) as {
    fileEntry: { disk_prefix: string; file_name: string };
  };
  return path.join(dataDir, 'storage', 'uploads', fileEntry.disk_prefix, fileEntry.file_name);
}

/** The reference: a plain stream copy of the same file on the same disk, flushed like the rest. */
async function diskCopy(): Promise<number> {
  const target = path.join(work, 'copy.bin');
  const started = performance.now();
  await pipeline(fs.createReadStream(source, { highWaterMark: MB }), fs.createWriteStream(target));
  const ms = performance.now() - started;
  fs.rmSync(target);
  return ms;
}

async function main() {
  console.log(`Writing a ${size / MB} MB file to ${work} ...`);
  const expected = await writeSource();

  const copyMs = await diskCopy();
  const server = await startServerProcess({
    port,
    dataDir,
    from: 'build',
    startTimeoutMs: 600_000,
  });
  const auth = await loginOverHttp(server.url);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const idleRss = server.peakRss();

  // tus, through tus-js-client reading the file from disk in chunks.
  let started = performance.now();
  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(fs.createReadStream(source), {
      endpoint: `${server.url}/api/v1/tus/upload`,
      uploadSize: size,
      chunkSize,
      headers: auth.headers,
      retryDelays: [],
      metadata: { name: 'bench.bin', filetype: 'application/octet-stream', extension: 'bin' },
      onSuccess: () => resolve(upload.url!),
      onError: reject,
    });
    upload.start();
  });
  const tusEntry = await fetch(`${server.url}/api/v1/tus/entries`, {
    method: 'POST',
    headers: { ...auth.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadKey: uploadUrl.split('/').pop() }),
  });
  if (!tusEntry.ok) throw new Error(`tus/entries: ${tusEntry.status} ${await tusEntry.text()}`);
  const tusMs = performance.now() - started;
  const tusRss = server.peakRss();
  const tusFile = await storedFileOf(tusEntry);
  const tusOk = (await sha256(tusFile)) === expected;
  fs.rmSync(tusFile);

  // The multipart form, with the file streamed from disk.
  started = performance.now();
  const form = new FormData();
  form.append('clientMime', 'application/octet-stream');
  form.append('clientExtension', 'bin');
  form.append('metadata', JSON.stringify({ clientSize: size }));
  form.append('file', await fs.openAsBlob(source), 'bench.bin');
  const formAnswer = await fetch(`${server.url}/api/v1/file-entries`, {
    method: 'POST',
    headers: auth.headers,
    body: form,
  });
  if (!formAnswer.ok)
    throw new Error(`file-entries: ${formAnswer.status} ${await formAnswer.text()}`);
  const formMs = performance.now() - started;
  const formRss = server.peakRss();
  const formFile = await storedFileOf(formAnswer);
  const formOk = (await sha256(formFile)) === expected;

  fs.rmSync(formFile);
  await server.stop();
  // Copied again at the end: the better of the two runs is the reference.
  const copyAgainMs = await diskCopy();
  fs.rmSync(work, { recursive: true, force: true });

  const copy = mbps(size, Math.min(copyMs, copyAgainMs));
  console.log(
    `\nDisk copy runs: ${mbps(size, copyMs).toFixed(0)} and ${mbps(size, copyAgainMs).toFixed(0)} MB/s.`,
  );
  const rows = [
    ['disk copy (reference)', copy, 1, '', ''],
    [
      'tus (tus-js-client, ' + chunkSize / MB + ' MB chunks)',
      mbps(size, tusMs),
      mbps(size, tusMs) / copy,
      tusRss,
      tusOk,
    ],
    ['multipart form', mbps(size, formMs), mbps(size, formMs) / copy, formRss, formOk],
  ] as const;
  console.log(
    `\nFile: ${size / MB} MB. Server resident memory before uploading: ${(idleRss / MB).toFixed(0)} MB.`,
  );
  console.log(
    'transport                          MB/s    ratio to copy   server peak RSS   bytes identical',
  );
  for (const [name, rate, ratio, rss, ok] of rows) {
    console.log(
      `${name.padEnd(34)} ${rate.toFixed(0).padStart(6)}   ${ratio.toFixed(2).padStart(10)}×   ${
        rss ? `${(Number(rss) / MB).toFixed(0)} MB`.padStart(15) : ''.padStart(15)
      }   ${ok === '' ? '' : ok ? 'yes' : 'NO'}`,
    );
  }
  console.log(
    `Peak memory growth over idle: tus ${((tusRss - idleRss) / MB).toFixed(0)} MB, form ${((formRss - idleRss) / MB).toFixed(0)} MB for a ${size / MB} MB file.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
